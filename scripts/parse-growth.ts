/**
 * bench:parse-growth — does any kind of line make parseSds superlinear? For each kind of line the parser reacts to, a
 * synthetic sheet of N and 2N such lines (cycled through the kind's wordings, or its first line repeated; bare, inside
 * section 1 or inside section 2; on one page, and spread over 100 pages: the reader reads at most 200 pages
 * and 1,000,000 characters) is parsed (median of 3) and
 * the time and the doubling ratio printed. A kind is flagged when doubling costs more than 2.4× or 2N lines take
 * more than 2 s: one uploaded PDF must not hold the worker (issue 11, session 17).
 *
 *   bun scripts/parse-growth.ts [--n 5000] [--kinds supplier-heading,party-slash] [--frames bare,section1,section2] [--shapes cycled,repeated] [--runs 3]
 */
import { parseSds } from "../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../src/modules/parsing/types.ts";

type Kind = { name: string; line: (at: number) => string };

const cycle = (items: readonly string[]) => (at: number) => items[at % items.length]!;

export const KINDS: readonly Kind[] = [
  { name: "section-heading", line: cycle(["SECTION 1: Identification", "ABSCHNITT 2: Mögliche Gefahren", "RUBRIQUE 3: Composition", "SECCIÓN 4: Primeros auxilios", "SEZIONE 9: Proprietà fisiche", "16. Other information"]) },
  { name: "sub-heading", line: cycle(["1.1 Product identifier", "1.2 Relevant identified uses", "1.3 Details of the supplier of the safety data sheet", "1.4 Emergency telephone number", "2.1 Classification of the substance or mixture", "2.2 Label elements", "3.2 Mixtures"]) },
  { name: "supplier-heading", line: cycle(["Details of the supplier of the safety data sheet", "Angaben zum Anbieter", "Informations concernant le fournisseur de la fiche de données de sécurité", "Datos del proveedor de la ficha de datos de seguridad", "Informazioni sul fornitore della scheda di dati di sicurezza", "Gegevens over de leverancier van het veiligheidsinformatieblad"]) },
  { name: "supplier-heading-translated", line: cycle(["1.3 Details of the supplier of the safety data sheet / Détails du fournisseur de la fiche de données de sécurité", "1.3 Angaben zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt / Renseignements concernant le fournisseur de la fiche de données de sécurité / Informazioni sul fornitore della scheda di dati di sicurezza", "1.3 Details of the supplier of the safety data sheet    Datos del proveedor de la ficha de datos de seguridad"]) },
  { name: "label-translations", line: cycle(["Flash Point [Method] / Point d'éclair [Méthode]: 23 °C", "Physical state (solid/liquid/gas) / État physique (solide/liquide/gaz):    Liquid", "1.2 Recommended use / Utilisation recommandée / Uso raccomandato: Cleaner", "Address    Adresse:    12 Harbour Road", "Flash point, method used | Point d'éclair, méthode utilisée - Flammpunkt gemäß DIN 51755:    62 °C"]) },
  { name: "party-slash", line: cycle(["Manufacturer/Supplier", "Hersteller/Lieferant", "Fabricant/Fournisseur", "Fabricante/Proveedor", "Produttore/Fornitore"]) },
  { name: "party-label", line: cycle(["Manufacturer:", "Supplier:", "Company:", "Hersteller:", "Lieferant:", "Fournisseur :", "Distributor"]) },
  { name: "key-label-empty", line: cycle(["Product name:", "Trade name:", "Handelsname:", "Nom du produit :", "Revision date:", "Überarbeitet am:", "Version:", "Emergency telephone:", "UFI:", "Physical state:", "Flash point:", "Signal word:"]) },
  { name: "key-label-value", line: (at) => cycle(["Product name: Foam Cleaner ", "Handelsname: Reiniger ", "Revision date: 12.03.2021 ", "Version: 3.", "Emergency telephone: +44 20 7946 ", "UFI: N1QV-R0D1-N00V-", "Physical state: liquid ", "Flash point: 23 °C ", "Recommended use: cleaning agent "])(at) + String(at % 97) },
  { name: "newer-field-label", line: (at) => cycle(["Hazards not otherwise classified: none", "Relevant identified uses: industrial use", "Uses advised against: none known", "Supplier address: Dockside 4", "Telephone: +49 40 123456", "E-mail: sds@example.com", "Flash point: not applicable", "Physical state"])(at) },
  { name: "dates", line: (at) => cycle(["Date of issue: ", "Revision date: ", "Print date: ", "Datum: ", "Date: ", ""])(at) + `${(at % 28) + 1}.${(at % 12) + 1}.20${10 + (at % 15)}` },
  { name: "cas-rows", line: (at) => `Ingredient ${at} ${50 + (at % 900)}-${10 + (at % 89)}-${at % 10} ${at % 30}-${(at % 30) + 10}%` },
  { name: "composition-rows", line: (at) => `Ethanol    200-578-6    64-17-5    01-2119457610-43-${at % 100}    Flam. Liq. 2, H225    ${(at % 40) + 1} - ${(at % 40) + 5} %` },
  { name: "h-p-statements", line: cycle(["H225 Highly flammable liquid and vapour.", "H319 Causes serious eye irritation.", "P210 Keep away from heat.", "P305+P351+P338 IF IN EYES: Rinse cautiously with water.", "EUH066 Repeated exposure may cause skin dryness.", "H302+H312 Harmful if swallowed or in contact with skin."]) },
  { name: "signal-words", line: cycle(["Signal word: Danger", "Warning", "Signalwort: Gefahr", "Mention d'avertissement : Attention", "DANGER", "Achtung"]) },
  { name: "table-header", line: cycle(["Chemical name    CAS No.    EC No.    Concentration", "Name    CAS    %", "Stoffname    CAS-Nr.    EG-Nr.    Gew.-%", "Component    CAS-No.    Weight %    Classification"]) },
  { name: "joined-columns", line: (at) => cycle(["Product name: Foam Cleaner            SECTION 2: HAZARDS IDENTIFICATION", "1.3 Details of the supplier            2.2 Label elements", "Harbourline Chemicals GmbH            Signal word: Warning", "Dockside 4            H319 Causes serious eye irritation."])(at) },
  { name: "dot-leaders", line: (at) => cycle(["Product name ............ Foam Cleaner", "Revision date .......... 12.03.2021", "Manufacturer ........... Harbourline GmbH", "Flash point ............ 23 °C", "Section 2 ........................ 3"])(at) },
  { name: "version-page", line: (at) => cycle(["Version 3.1    Page ", "Seite ", "Page ", "Revision: 4    Page "])(at) + `${(at % 9) + 1} of 9` },
  { name: "company-legal-form", line: (at) => cycle(["Harbourline Chemicals GmbH", "Acme Industrial Ltd.", "Produits Chimiques S.A.S.", "Química Ibérica S.L.", "Chimica Nord S.p.A.", "Dutch Coatings B.V.", "Nordic Paint AB", "Solvents Inc."])(at) },
  { name: "address-lines", line: (at) => cycle(["Dockside 4", "20457 Hamburg", "Germany", "12 Harbour Road", "London SW1A 1AA", "United Kingdom", "Rue de la Paix 3", "75002 Paris"])(at) },
  { name: "phone-numbers", line: (at) => cycle(["Tel: +49 40 123456", "Phone: (555) 123-4567", "Fax: +44 20 7946 0000", "Telefon: 0800 123 4567", "Emergency: +1 800 424 9300 (CHEMTREC)", "Notruf: +49 30 30686 790"])(at) },
  { name: "use-codes", line: cycle(["SU3, SU22, PC35, PROC10, ERC8a", "Use: PC35 Washing and cleaning products", "Sector of use: SU21 Consumer uses", "Identified uses: industrial cleaning", "Recommended use: Detergent"]) },
  { name: "stray-spaces", line: cycle(["P r o d u c t  n a m e : Foam Cleaner", "S E C T I O N  1 : Identification", "Sig nal word: Warning", "Man ufacturer: Harbourline GmbH", "Revi sion date: 12.03.2021"]) },
  { name: "ocr-damaged-heading", line: cycle(["SECTl0N 1: ldentification", "SECT1ON 2: Hazards identiflcation", "ABSCHN1TT 3: Zusarnmensetzung", "1.3 Detai1s of the supp1ier", "Signa1 word: Wamung"]) },
  { name: "run-together", line: cycle(["Nomduproduit:Harbour", "Numérod'appeld'urgence:112", "1Identificationdelasubstance/dumélange", "Fechaderevisión29denoviembrede2016", "MANUFACTURER'SNAME:HARBOURINC", "RUBRIQUEV–MESURESDELUTTECONTREL'INCENDIE"]) },
  { name: "long-lines", line: (at) => `${"word ".repeat(60)}Manufacturer ${at} Product name: x ${"H225 ".repeat(20)}` },
  { name: "mixed-sheet", line: (at) => KINDS[at % (KINDS.length - 1)]!.line(Math.floor(at / (KINDS.length - 1))) },
];

/**
 * Where the kind's lines sit: bare (no headings: the identity block is the first page), inside section 1 (every line
 * is read as identity), or inside section 2 (every line is read for hazards).
 */
export type Frame = "bare" | "section1" | "section2";
export const FRAMES: readonly Frame[] = ["bare", "section1", "section2"];

function framed(body: string[], frame: Frame): string[] {
  if (frame === "bare") return body;
  const tail = ["SECTION 3: Composition/information on ingredients", "Ethanol 64-17-5 10-20%", "SECTION 4: First aid measures", "Rinse with water."];
  if (frame === "section1") return ["SECTION 1: Identification of the substance/mixture and of the company/undertaking", ...body, "SECTION 2: Hazards identification", "H319 Causes serious eye irritation.", ...tail];
  return ["SECTION 1: Identification", "Product name: Foam Cleaner", "Harbourline Chemicals GmbH", "SECTION 2: Hazards identification", ...body, ...tail];
}

/** N lines of one kind (framed), on one page or over `pageCount` pages. */
export function growthSheet(kind: Kind, count: number, pageCount: number, frame: Frame = "bare"): SdsText {
  const lines = framed(Array.from({ length: count }, (_, at) => kind.line(at)), frame);
  count = lines.length;
  const size = Math.ceil(count / pageCount);
  const pages = [];
  for (let start = 0, number = 1; start < count; start += size, number++) {
    pages.push({ number, width: 600, height: 800, lines: lines.slice(start, start + size).map((text, at) => ({ text, x: 40, y: 40 + at * 12 })) });
  }
  return { numPages: pages.length, hasTextLayer: true, pages };
}

function medianMs(text: SdsText, runs: number): number {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    parseSds(text);
    times.push(performance.now() - start);
    if (times[0]! > 8_000) break; // a hang-sized time needs no second reading
  }
  times.sort((a, b) => a - b);
  return times[Math.floor((times.length - 1) / 2)]!;
}

function main() {
  const argument = (name: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at >= 0 ? process.argv[at + 1] : undefined;
  };
  const n = Number(argument("n") ?? 5000);
  const runs = Number(argument("runs") ?? 3);
  const only = argument("kinds")?.split(",");
  const kinds = KINDS.filter((kind) => !only || only.includes(kind.name));
  const frames = argument("frames")?.split(",") ?? FRAMES;
  const shapes = argument("shapes")?.split(",") ?? ["cycled", "repeated"];
  console.log(`kind                    shape     frame     layout     ${String(n).padStart(6)} ms  ${String(2 * n).padStart(6)} ms  ratio  chars  flag`);
  let flagged = 0;
  for (const kind of kinds) {
    for (const shape of shapes) for (const frame of frames as Frame[]) for (const pageCount of [1, 100]) {
      // "repeated": the kind's first line alone, over and over (a heading repeated made each copy re-read the rest).
      const shaped = shape === "repeated" ? { name: kind.name, line: () => kind.line(0) } : kind;
      const small = medianMs(growthSheet(shaped, n, pageCount, frame), runs);
      const largeSheet = growthSheet(shaped, 2 * n, pageCount, frame);
      const chars = largeSheet.pages.reduce((sum, page) => sum + page.lines.reduce((total, line) => total + line.text.length, 0), 0);
      const large = medianMs(largeSheet, runs);
      const ratio = large / Math.max(small, 0.01);
      // Past the reader's 1,000,000 characters a page is never parsed: there only the ratio counts.
      // Under 200 ms a doubling's ratio is mostly garbage collection and the shared processor's noise.
      const flag = (ratio > 2.4 && large >= 200) || (large > 2_000 && chars <= 1_000_000);
      if (flag) flagged++;
      const layout = pageCount > 1 ? `${pageCount} pages` : "one page";
      console.log(`${kind.name.padEnd(24)}${shape.padEnd(10)}${frame.padEnd(10)}${layout.padEnd(11)}${small.toFixed(0).padStart(9)}  ${large.toFixed(0).padStart(9)}  ${ratio.toFixed(2).padStart(5)}  ${(chars / 1000).toFixed(0).padStart(5)}k  ${flag ? "FLAG" : ""}`);
    }
  }
  console.log(`${flagged} flagged (ratio > 2.4 at >= 200 ms, or > 2 s within the reader's cap, at ${2 * n} lines)`);
}

if (import.meta.main) main();
