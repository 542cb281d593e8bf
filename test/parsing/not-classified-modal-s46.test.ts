/**
 * Section 2 saying the product is not classified in a future or modal form ("El producto no se clasificará como
 * peligroso", "ist nicht als gefährlich einzustufen", "ne doit pas être classé comme dangereux"), as translated and
 * older templates print it: the classification counts as read (no signal word, no codes, no review reason for them).
 * Before: the sheet was flagged "does not say the product is not classified" (session 46's blind batch: a Spanish
 * grease sheet whose every key field was right).
 */
import { describe, expect, test } from "bun:test";
import { parsedIn } from "../helpers/signal-none-sheets.ts";

const NOT_SAID = "does not say the product is not classified";

const SENTENCES: ReadonlyArray<readonly [string, string]> = [
  ["es", "El producto no se clasificará como peligroso según la clasificación y normas de etiquetado de sustancias y mezclas."],
  ["es", "La mezcla no debe clasificarse como peligrosa conforme al Reglamento (CE) n.º 1272/2008."],
  ["de", "Das Gemisch ist nach Verordnung (EG) Nr. 1272/2008 nicht als gefährlich einzustufen."],
  ["de", "Das Produkt muss nicht als gefährlich eingestuft werden."],
  ["fr", "Le mélange ne doit pas être classé comme dangereux selon le règlement (CE) n° 1272/2008."],
  ["fr", "Le produit ne sera pas classé comme dangereux."],
  ["it", "La miscela non deve essere classificata come pericolosa ai sensi del regolamento (CE) n. 1272/2008."],
  ["nl", "Het mengsel hoeft niet als gevaarlijk te worden ingedeeld volgens Verordening (EG) nr. 1272/2008."],
  ["nl", "Het product is niet geclassificeerd als gevaarlijk."],
  ["pt", "A mistura não deve ser classificada como perigosa de acordo com o Regulamento (CE) n.º 1272/2008."],
  ["pl", "Mieszanina nie musi być klasyfikowana jako niebezpieczna zgodnie z rozporządzeniem (WE) nr 1272/2008."],
  ["en", "The product shall not be classified as hazardous according to Regulation (EC) No 1272/2008."],
  ["en", "The mixture does not need to be classified as hazardous."],
];

describe("not classified in a future or modal form: the classification is read", () => {
  test.each(SENTENCES)("%s %s", (code, sentence) => {
    const result = parsedIn(code, [sentence], [sentence]);
    expect(result.signal_word).toBeNull();
    expect(result.h_codes).toEqual([]);
    expect(result.needs_review_reasons.join(" | ")).not.toContain(NOT_SAID);
  });
});

describe("twins: a classified product keeps its review reason when the sentence is about one hazard class", () => {
  test.each([
    ["es", "Toxicidad aguda: no se clasificará como peligroso para el medio ambiente."],
    ["en", "The product shall not be classified as hazardous for transport."],
  ])("%s %s", (code, sentence) => {
    const result = parsedIn(code, [sentence], []);
    expect(result.needs_review_reasons.join(" | ")).toContain(NOT_SAID);
  });
});
