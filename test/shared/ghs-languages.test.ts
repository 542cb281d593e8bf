import { describe, expect, test } from "bun:test";
import {
  CLP_ABSENT_CODES,
  CLP_STATEMENT_TABLES,
  COMBINED_HAZARD_STATEMENTS,
  COMBINED_PRECAUTIONARY_CODES,
  GHS_HAZARD_STATEMENTS,
  GHS_PRECAUTIONARY_STATEMENTS,
  statementLanguageFromHeader,
  statementLanguageOf,
  statementText,
} from "../../src/shared/ghs/index.ts";

const LANGS = ["es", "fr", "de", "it", "nl", "pt", "pl"] as const;
const ENGLISH_CODES = [...Object.keys(GHS_HAZARD_STATEMENTS), ...Object.keys(GHS_PRECAUTIONARY_STATEMENTS)];

describe("statements in the CLP languages", () => {
  test("every code of the English table has a text in each shipped language, or is listed as absent with its reason", () => {
    for (const lang of LANGS) {
      const missing = ENGLISH_CODES.filter((code) => statementText(code, lang) === null && !(code in CLP_ABSENT_CODES));
      expect(missing, lang).toEqual([]);
    }
  });

  test("a code listed as absent is absent in every language, known in English, and has a reason", () => {
    for (const [code, reason] of Object.entries(CLP_ABSENT_CODES)) {
      expect(ENGLISH_CODES, code).toContain(code);
      expect(reason.length, code).toBeGreaterThan(10);
      for (const lang of LANGS) expect(CLP_STATEMENT_TABLES[lang][code], `${lang} ${code}`).toBeUndefined();
    }
  });

  test("the tables hold the same codes in every language", () => {
    const keys = (lang: (typeof LANGS)[number]) => Object.keys(CLP_STATEMENT_TABLES[lang]).sort();
    expect(keys("fr")).toEqual(keys("es"));
    for (const lang of LANGS) expect(keys(lang), lang).toEqual(keys("es"));
    expect(keys("es").length).toBeGreaterThan(240);
  });

  // Wording checked against texts printed by other sources than the tables' (see the report on the second read).
  test("single statements read as the regulation prints them", () => {
    expect(statementText("H319", "es")).toBe("Provoca irritación ocular grave.");
    expect(statementText("H314", "es")).toBe("Provoca quemaduras graves en la piel y lesiones oculares graves.");
    expect(statementText("H225", "fr")).toBe("Liquide et vapeurs très inflammables.");
    expect(statementText("H319", "de")).toBe("Verursacht schwere Augenreizung.");
    expect(statementText("P280", "de")).toBe("Schutzhandschuhe/Schutzkleidung/Augenschutz/Gesichtsschutz tragen.");
  });

  // Italian, Dutch, Portuguese and Polish: wording checked against other CLP-derived lists (see the report).
  test("single statements in Italian, Dutch, Portuguese and Polish read as the regulation prints them", () => {
    expect(statementText("H319", "it")).toBe("Provoca grave irritazione oculare.");
    expect(statementText("H225", "nl")).toBe("Licht ontvlambare vloeistof en damp.");
    expect(statementText("H314", "pt")).toBe("Provoca queimaduras na pele e lesões oculares graves.");
    expect(statementText("H319", "pl")).toBe("Działa drażniąco na oczy.");
    expect(statementText("P280", "nl")).toBe("Beschermende handschoenen/beschermende kleding/oogbescherming/gelaatsbescherming dragen.");
  });

  test("characters the source has wrong are corrected, each for a stated reason", () => {
    expect(statementText("H310", "pl")).toBe("Grozi śmiercią w kontakcie ze skórą.");
    expect(statementText("H314", "pl")).toBe("Powoduje poważne oparzenia skóry oraz uszkodzenia oczu.");
    expect(statementText("P212", "pl")).toBe("Unikać ogrzewania pod zamknięciem lub w sytuacji zmniejszonej zawartości środka odczulającego.");
    expect(statementText("P212", "pt")).toBe("Evitar o aquecimento em ambiente fechado ou a redução do agente dessensibilizado.");
    expect(statementText("H361fd", "it")).toBe("Sospettato di nuocere alla fertilità. Sospettato di nuocere al feto.");
    for (const lang of LANGS) {
      for (const text of Object.values(CLP_STATEMENT_TABLES[lang])) expect(text).not.toMatch(/[«»“”]|[^…]\s[.,;]/);
    }
  });

  test("the supplier's insertions in <angle brackets> are left out, and optional words keep their words without brackets", () => {
    expect(statementText("H372", "es")).toBe("Provoca daños en los órganos tras exposiciones prolongadas o repetidas.");
    expect(statementText("H350", "fr")).toBe("Peut provoquer le cancer.");
    expect(statementText("P353", "de")).toBe("Haut mit Wasser abwaschen oder duschen.");
    for (const lang of LANGS) {
      for (const text of Object.values(CLP_STATEMENT_TABLES[lang])) expect(text).not.toMatch(/[<>[\]]/);
    }
  });

  test("combined statements read as one sentence in each language", () => {
    expect(statementText("P305+P351+P338", "es")).toBe(
      "EN CASO DE CONTACTO CON LOS OJOS: Enjuagar con agua cuidadosamente durante varios minutos. Quitar las lentes de contacto cuando estén presentes y pueda hacerse con facilidad. Proseguir con el lavado.",
    );
    expect(statementText("P301 + P310", "es")).toBe("EN CASO DE INGESTIÓN: Llamar inmediatamente a un CENTRO DE TOXICOLOGÍA/médico/…");
    expect(statementText("H302+H332", "fr")).toBe("Nocif en cas d'ingestion ou d'inhalation.");
    expect(statementText("H332 + H302", "fr")).toBe("Nocif en cas d'ingestion ou d'inhalation.");
    expect(statementText("P361+P364", "de")).toBe("Alle kontaminierten Kleidungsstücke sofort ausziehen und vor erneutem Tragen waschen.");
    // Not a CLP combination: its parts joined, as on a label.
    expect(statementText("H314+H290", "de")).toBe("Verursacht schwere Verätzungen der Haut und schwere Augenschäden. Kann gegenüber Metallen korrosiv sein.");
    expect(statementText("P370+P380", "es")).toBe("En caso de incendio: Evacuar la zona.");
    expect(statementText("P305+P351+P338", "it")).toBe(
      "IN CASO DI CONTATTO CON GLI OCCHI: sciacquare accuratamente per parecchi minuti. Togliere le eventuali lenti a contatto se è agevole farlo. Continuare a sciacquare.",
    );
    expect(statementText("H302+H332", "nl")).toBe("Schadelijk bij inslikken en bij inademing.");
    expect(statementText("P301+P330+P331", "pt")).toBe("EM CASO DE INGESTÃO: Enxaguar a boca. NÃO provocar o vómito.");
    expect(statementText("P362+P364", "pl")).toBe("Zanieczyszczoną odzież zdjąć i wyprać przed ponownym użyciem.");
  });

  test("every English combination whose parts CLP has reads as one sentence in each language", () => {
    const combos = [...COMBINED_PRECAUTIONARY_CODES, ...COMBINED_HAZARD_STATEMENTS.map(([codes]) => codes.join("+"))];
    for (const lang of LANGS) {
      for (const code of combos) {
        if (code.split("+").some((part) => part in CLP_ABSENT_CODES)) {
          expect(statementText(code, lang), `${lang} ${code}`).toBeNull();
          continue;
        }
        const text = statementText(code, lang);
        expect(text, `${lang} ${code}`).toBeString();
        expect(text!.endsWith(":"), `${lang} ${code}`).toBe(false);
      }
    }
  });

  test("English stays the default and keeps the US wording", () => {
    expect(statementText("H226")).toBe("Flammable liquid and vapor.");
    expect(statementText("H226", "en")).toBe("Flammable liquid and vapor.");
    expect(statementText("H227", "es")).toBeNull();
    expect(statementText("H999", "es")).toBeNull();
    expect(statementText("H225+P210", "fr")).toBeNull();
  });
});

describe("the language asked for", () => {
  test("a tag or an Accept-Language header picks a shipped language", () => {
    expect(statementLanguageOf("es-MX")).toBe("es");
    expect(statementLanguageOf("DE")).toBe("de");
    expect(statementLanguageOf("ja")).toBeNull();
    expect(statementLanguageOf(undefined)).toBeNull();
    expect(statementLanguageFromHeader("es-ES,es;q=0.9,en;q=0.8")).toBe("es");
    expect(statementLanguageFromHeader("ja, fr;q=0.5, en;q=0.7")).toBe("en");
    expect(statementLanguageFromHeader("de;q=0, fr")).toBe("fr");
    expect(statementLanguageFromHeader("ja")).toBeNull();
    expect(statementLanguageFromHeader(null)).toBeNull();
  });
});
