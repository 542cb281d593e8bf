/**
 * The EU and UK entities of a supplier that sells on both markets, as Thermo Fisher's templates (Acros, Fisher
 * Scientific, Alfa Aesar) print them in French: "Société    Entité de l'UE / nom commercial" over the company, then
 * "Entité britannique / nom commercial" over the British one. The first company is read under its label, as the English
 * "EU entity / business name" is. Before: the label's words became the start of the name (session 46's blind batch:
 * two Acros sheets in French; wrong at 0.8 and not flagged).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const thermoSheet = (companyLabel: string, ukLabel: string) => [
  "FICHES DE DONNEES DE SECURITE",
  "Date de préparation 03-déc.-2010 Date de révision 13-déc.-2022 Numéro de révision 12",
  "SECTION 1: IDENTIFICATION DE LA SUBSTANCE/DU MÉLANGE ET DE LA SOCIÉTÉ/L’ENTREPRISE",
  "1.1. Identificateur de produit",
  "Description du produit: Formamide",
  "1.3. Renseignements concernant le fournisseur de la fiche de données de sécurité",
  companyLabel,
  "Acros Organics BV",
  "Janssen Pharmaceuticalaan 3a",
  "2440 Geel, Belgium",
  ukLabel,
  "Fisher Scientific UK",
  "SECTION 2: IDENTIFICATION DES DANGERS",
  "Non classé.",
  "SECTION 3: COMPOSITION/INFORMATIONS SUR LES COMPOSANTS",
];

describe("a company under its EU entity's label", () => {
  test.each([
    ["Société Entité de l'UE / nom commercial", "Entité britannique / nom commercial"],
    ["Société    Entité de l'UE / nom commercial", "Entité britannique / nom commercial"],
    ["Entité de l'UE / nom commercial", "Entité britannique / nom commercial"],
    ["Company    EU entity / business name", "UK entity / business name"],
  ])("%s", (label, ukLabel) => {
    const parsed = parseSds(sheet(thermoSheet(label, ukLabel)));
    expect(parsed.manufacturer).toBe("Acros Organics BV");
  });
});
