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

describe("a revision's participle alone, without the word that links it to its date", () => {
  // "modifié le", "modificado el", "modificato il", "aangepast op" were listed; the sheets print the participle alone.
  test.each([
    "modifié 19.12.2013 (F) Version 2.2", "Modifiée : 19/12/2013", "Modificado: 19/12/2013", "Modificada: 19/12/2013",
    "Modificato: 19/12/2013", "Aangepast: 19-12-2013", "Alterado: 19/12/2013", "Versão 3 modificada 19/12/2013",
    "Data emissione: 01/02/2010     Modificato 19/12/2013",
  ])("%s", (line) => {
    expect(parseSds(sheet(body(line))).revision_date).toBe("2013-12-19");
  });

  test("the participle inside a sentence is the sentence's verb, not a label", () => {
    const parsed = parseSds(sheet([
      ...body("Fecha de impresión: 31/08/2015"),
      "SECCIÓN 16: Otra información",
      "Directiva 67/548/CEE relativa a la clasificación, el embalaje y el etiquetado de las sustancias peligrosas,",
      "sustancias y mezclas, modificada julio 1992. Datos internos.",
    ]));
    expect(parsed.revision_date).toBeNull();
  });

  test("'MAJ' alone is May, not an update", () => {
    expect(parseSds(sheet(body("Maj 2019 15.05.2019"))).revision_date).toBeNull();
  });
});
