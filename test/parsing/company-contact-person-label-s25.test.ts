/**
 * Session 25: a supplier block stacked one field a line ("Manufacturer" / "Ansprechpartner" / "Harbour Chem UK Ltd")
 * joined the contact person's label to the name as a wrapped name's start ("Ansprechpartner Harbour Chem UK Ltd" at
 * 0.85); only the English "Contact person" was known as a label. The contact person's and the person responsible's
 * labels in the languages are labels. Through the real parser; invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { identityOf } from "../helpers/sds-text.ts";

const block = (label: string) => [
  "SAFETY DATA SHEET",
  "1. IDENTIFICATION",
  "1.1 Product identifier",
  "Product name: Wickmaster 400",
  "1.3 Details of the supplier of the safety data sheet",
  "Manufacturer",
  label,
  "Harbour Chem UK Ltd",
  "12 Quay Street, Leeds LS1 2AB",
  "2. HAZARDS IDENTIFICATION",
];

describe("a contact person's label over the supplier's name is no part of it", () => {
  test.each([
    ["en", "Contact person"], ["de", "Ansprechpartner"], ["de", "Kontaktperson"], ["fr", "Personne à contacter"],
    ["es", "Persona de contacto"], ["it", "Persona di riferimento"], ["nl", "Contactpersoon"], ["pt", "Pessoa de contacto"],
    ["pl", "Osoba kontaktowa"], ["cs", "Odpovědná osoba"], ["sl", "Odgovorna oseba"], ["ro", "Persoană de contact"],
  ])("%s %s", (_language, label) => {
    expect(identityOf(block(label)).company).toBe("Harbour Chem UK Ltd");
  });
});
