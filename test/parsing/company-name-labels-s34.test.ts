/**
 * A company-name label one space from the name, alone on its line under 1.3 ("Nome Azienda Porto Chimica S.p.A."): a
 * text layer that lost the gap between a form's label column and its values. Session 34's grid of company labels × forms
 * (colon, column gap, one space, the line below) read every label of 41 in 20 languages but for these wordings one
 * space from the name, which came back with the label inside the name. Invented names throughout.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

const companyOf = (label: string, name: string) => {
  const parsed = parseSds(sheet([
    "SCHEDA DI DATI DI SICUREZZA",
    "SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa",
    "1.1. Identificatore del prodotto",
    "Nome del prodotto: Porto Brillante",
    "1.3. Informazioni sul fornitore della scheda di dati di sicurezza",
    `${label} ${name}`,
    "Via del Porto 4, 20100 Milano",
    "1.4. Numero telefonico di emergenza: +39 02 999999",
    ...SECTIONS_2_TO_4,
  ]));
  return parsed.manufacturer;
};

describe("company-name labels one space from the name", () => {
  test.each([
    ["it", "Nome Azienda"],
    ["it", "Nome dell'azienda"],
    ["it", "Denominazione azienda"],
    ["it", "Nome società"],
    ["es", "Nombre empresa"],
    ["pt", "Nome empresa"],
  ])("%s %s", (_language, label) => {
    expect(companyOf(label, "Porto Chimica S.p.A.")).toBe("Porto Chimica S.p.A.");
  });
});
