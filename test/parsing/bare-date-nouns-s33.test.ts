/**
 * The issue, the preparation and the creation named by their bare noun before the date ("Emissão: 15/07/2020",
 * "Elaboración: …", "Issue: …"), as "Ausgabe", "Emissione", "Wydanie" and "Revisión" already were (session 33, a
 * probe of every language's nouns after a Brazilian header row "EMISSÃO  PRÓXIMA REVISÃO  VERSÃO"). Invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const body = (...top: string[]) => [
  "FICHA DE DATOS DE SEGURIDAD",
  ...top,
  "SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa",
  "1.1 Identificador del producto",
  "Nombre comercial: Brillo Puerto 40",
  "1.3 Datos del proveedor de la ficha de datos de seguridad",
  "Química del Puerto S.L.",
  "SECCIÓN 2: Identificación de los peligros",
  "Palabra de advertencia: Atención",
  "H319 Provoca irritación ocular grave.",
  "SECCIÓN 3: Composición",
  "Etanol 64-17-5 10-20 %",
  "SECCIÓN 4: Primeros auxilios",
];

describe("a date after the bare noun of its issue, preparation or creation", () => {
  const nouns = [
    "Issue", "Preparation", "Emissão", "Emisión", "Émission", "Uitgifte", "Elaboração", "Elaboración", "Élaboration",
    "Elaborazione", "Preparación", "Preparação", "Redacción", "Rédaction", "Redazione", "Compilazione", "Erstellung",
    "Opracowanie", "Sporządzenie", "Creación", "Criação", "Creazione", "Aanmaak",
  ];
  test.each(nouns.flatMap((noun) => [`${noun}: 15/07/2020`, `${noun.toUpperCase()} 15/07/2020`]))("%s", (line) => {
    expect(parseSds(sheet(body(line))).revision_date).toBe("2020-07-15");
  });

  test("a header row of labels over its cells: the issue's date, not the next revision's month", () => {
    const parsed = parseSds(sheet(body("EMISSÃO     PRÓXIMA REVISÃO     VERSÃO", "15/07/2020     07/2022     02")));
    expect(parsed.revision_date).toBe("2020-07-15");
  });

  test("a revision date printed beside them is still the one taken", () => {
    expect(parseSds(sheet(body("Emisión: 15/07/2020", "Revisión: 03/02/2022"))).revision_date).toBe("2022-02-03");
    expect(parseSds(sheet(body("Elaboração: 15/07/2020", "Atualização: 03/02/2022"))).revision_date).toBe("2022-02-03");
  });

  test("the nouns before something that is no date give no date", () => {
    const parsed = parseSds(sheet(body("Emisión: 3", "Preparación: mezcla")));
    expect(parsed.revision_date).toBeNull();
  });
});
