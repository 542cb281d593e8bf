/**
 * Labels printed without their preposition, as telegraphic templates print them (session 32, fresh batch: "Fecha
 * compilación: 02/12/13", "1.1 Identificación producto" over the name): the date's labels in every language ("Data
 * compilação", "Datum Erstellung", "Date émission") and 1.1's "identification of product" were listed only with it.
 * Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const body = (top: string, identification = "1.1 Identificación del producto") => [
  "FICHA DE DATOS DE SEGURIDAD",
  top,
  "SECCIÓN 1: Identificación",
  identification,
  "Brillo Puerto 40",
  "1.3 Identificación proveedor",
  "Química del Puerto S.L.",
  "SECCIÓN 2: Identificación de los peligros",
  "Palabra de advertencia: Atención",
  "H319 Provoca irritación ocular grave.",
  "SECCIÓN 3: Composición",
  "Etanol 64-17-5 10-20 %",
  "SECCIÓN 4: Primeros auxilios",
];

describe("a date's label without its preposition", () => {
  test.each([
    ["Fecha compilación: 02/12/13", "2013-12-02"],
    ["Fecha compilación: 02/12/2013", "2013-12-02"],
    ["Data compilação: 02/12/2013", "2013-12-02"],
    ["Datum Erstellung: 02.12.2013", "2013-12-02"],
    ["Date émission : 02/12/2013", "2013-12-02"],
    ["Data elaborazione: 02/12/2013", "2013-12-02"],
  ])("%s", (line, iso) => {
    expect(parseSds(sheet(body(line))).revision_date).toBe(iso);
  });

  test("a print date without its preposition is still no revision date", () => {
    expect(parseSds(sheet(body("Fecha impresión: 02/12/2013"))).revision_date).toBeNull();
  });
});

describe("1.1's 'identification of product' without its preposition", () => {
  // Section 1's number alone on its line, its title in capitals below (the title names the product: no name).
  test.each(["1.1 Identificación producto", "1.1 Identificação produto", "1.1 Identificazione prodotto", "1.1 Identification produit"])("%s", (label) => {
    const parsed = parseSds(sheet([
      "Ficha de Datos de Seguridad",
      "Fecha de revisión: 02/12/2013",
      "1.",
      "IDENTIFICACION DEL PRODUCTO Y DEL PROVEEDOR",
      label,
      "Brillo Puerto 40.",
      "1.2 Uso del preparado",
      "Limpiador de cristales.",
      "1.3 Identificación proveedor",
      "Química del Puerto S.L.",
      "2.",
      "IDENTIFICACION DE PELIGROS",
      "2.1 Clasificación de la mezcla",
      "No clasificada.",
      "3.",
      "COMPOSICIÓN",
      "Agua 7732-18-5 > 90 %",
    ]));
    expect(parsed.product_name).toMatch(/^Brillo Puerto 40\.?$/);
  });
});

describe("Henkel's Dutch revision label 'Veranderd'", () => {
  test("'Veranderd: …' beside the print date and the superseded version's date", () => {
    const parsed = parseSds(sheet([
      "Veiligheidsinformatieblad volgens Verordening (EG) nr. 1907/2006",
      "VIB nr : 390433 V006.0 Veranderd: 25.02.2020 Printdatum: 13.07.2020 Vervangt versie van: 15.07.2019",
      "RUBRIEK 1: Identificatie van de stof of het mengsel en van de vennootschap/onderneming",
      "1.1. Productidentificatie",
      "Havenlijm Gel",
      "RUBRIEK 2: Identificatie van de gevaren",
      "Signaalwoord: Gevaar",
      "H225 Licht ontvlambare vloeistof en damp.",
      "RUBRIEK 3: Samenstelling",
      "Aceton 67-64-1 30-50 %",
      "RUBRIEK 4: Eerstehulpmaatregelen",
    ]));
    expect(parsed.revision_date).toBe("2020-02-25");
  });
});

describe("Chile's 'Nombre comercial del producto químico'", () => {
  test("'químico' is the label's, not the name's", () => {
    const parsed = parseSds(sheet([
      "HOJA DE DATOS DE SEGURIDAD",
      "SECCIÓN 1: IDENTIFICACIÓN DEL PRODUCTO QUÍMICO Y DE LA EMPRESA",
      "NOMBRE COMERCIAL DEL PRODUCTO QUÍMICO : Resina Puerto Plata",
      "USOS RECOMENDADOS : Reparación de superficies.",
      "Nombre del proveedor : Química del Puerto SpA",
      "SECCIÓN 2: IDENTIFICACIÓN DE LOS PELIGROS",
      "Palabra de advertencia: Atención",
      "H319 Provoca irritación ocular grave.",
      "SECCIÓN 3: COMPOSICIÓN",
      "Etanol 64-17-5 10-20 %",
      "SECCIÓN 4: PRIMEROS AUXILIOS",
    ]));
    expect(parsed.product_name).toBe("Resina Puerto Plata");
  });
});
