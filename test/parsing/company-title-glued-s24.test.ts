/**
 * The sheet's title printed glued to the words after it ("SAFETY DATA SHEETAccording to …", a page header whose cells
 * the text layer joined without a space): a title is never the company, glued or not. Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

function company(lines: string[]) {
  return parseSds(sheet(lines)).manufacturer;
}

describe("a glued title under the supplier heading is no company", () => {
  test.each([
    ["en", ["SAFETY DATA SHEET", "SECTION 1. IDENTIFICATION", "Product name : Harbour Grease 2", "Manufacturer or supplier's details", "SAFETY DATA SHEETAccording to OSHA Hazard Communication Standard, 29 CFR1910.1200", "Version 1.2 Revision Date: 01/02/2020", "SECTION 2. HAZARDS IDENTIFICATION"]],
    ["de", ["SICHERHEITSDATENBLATT", "1. Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname: Kaifett 2", "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt", "SICHERHEITSDATENBLATTgemäß Verordnung (EG) Nr. 1907/2006", "Version 1.2 Überarbeitet am: 01.02.2020", "2. Mögliche Gefahren"]],
    ["fr", ["FICHE DE DONNÉES DE SÉCURITÉ", "1. IDENTIFICATION DE LA SUBSTANCE/DU MÉLANGE ET DE LA SOCIÉTÉ/L'ENTREPRISE", "Nom du produit : Graisse du Quai 2", "1.3 Renseignements concernant le fournisseur de la fiche de données de sécurité", "FICHE DE DONNÉES DE SÉCURITÉConforme au Règlement (CE) n° 1907/2006", "Version 1.2 Date de révision : 01.02.2020", "2. IDENTIFICATION DES DANGERS"]],
  ])("%s", (_name, lines) => {
    const found = company(lines as string[]);
    expect(found ?? "").not.toMatch(/SHEET|DATENBLATT|FICHE/i);
  });
});
