/**
 * Two label forms from session 31's external misses: the producing company's identification as 1.3's heading
 * ("1.3 IDENTIFICATION DE LA SOCIÉTÉ PRODUCTRICE" over the name; its last word was read into the name at 0.8), and the
 * article number written "Art. Nr." after a name (not cut, the number read into the name). Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { cutAtRunOnLabel } from "../../src/modules/parsing/run-on-labels.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

describe("the producing company's identification over the name", () => {
  test.each([
    ["fr", "RUBRIQUE 1: Identification du mélange et de la société", "Nom du produit : Décapant Port", "1.3 IDENTIFICATION DE LA SOCIÉTÉ PRODUCTRICE"],
    ["es", "SECCIÓN 1: Identificación de la mezcla y de la empresa", "Nombre del producto: Decapante Puerto", "1.3 IDENTIFICACIÓN DE LA EMPRESA PRODUCTORA"],
    ["it", "SEZIONE 1: Identificazione della miscela e della società", "Nome commerciale: Sverniciatore Porto", "1.3 Identificazione della società produttrice"],
    ["pt", "SECÇÃO 1: Identificação da mistura e da empresa", "Nome do produto: Decapante Porto", "1.3 IDENTIFICAÇÃO DA EMPRESA PRODUTORA"],
  ])("%s", (_language, heading, name, label) => {
    const parsed = parseSds(sheet([heading, name, label, "Port Innotec International NV", "Schans 4", "BE - 2480 Dessel", ...SECTIONS_2_TO_4]));
    expect(parsed.manufacturer).toBe("Port Innotec International NV");
  });
});

describe("'Art. Nr.' ends a name", () => {
  test.each([
    ["2H 2 Komp. Hafenschaum Art. Nr.: 5154545", "2H 2 Komp. Hafenschaum"],
    ["Hafenschaum B2 Art.Nr.: 4711", "Hafenschaum B2"],
    ["Hafenschaum B2 Artikel Nr. 4711", "Hafenschaum B2"],
  ])("%s", (value, name) => expect(cutAtRunOnLabel(value)).toEqual({ value: name, cut: true }));

  test("'Art' in a name stays", () => {
    expect(cutAtRunOnLabel("Harbour Art Nouveau Varnish")).toEqual({ value: "Harbour Art Nouveau Varnish", cut: false });
  });
});
