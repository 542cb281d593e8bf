/**
 * Sheets in the EU's other official languages (session 9): cs, sk, hu, ro, el, bg, hr, sl, lt, lv, et. Their section
 * headings (REACH Annex II as replaced by Regulation (EU) 2020/878), signal words and signal-word labels (CLP), and the
 * fallback that reads the H- and P-codes of a sheet whose headings are in a language the parser does not know.
 * Products, companies and all other text are invented; the headings and signal words are the regulations' wording.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { REVIEW_BELOW } from "../../src/modules/parsing/confidence.ts";
import { sheet } from "../helpers/sds-text.ts";

/** A sheet in an invented language: nothing in it is a heading or label the parser knows. */
const INVENTED = [
  "ZORBAL FIKA DATU",
  "Produ: Glimmerfix 40",
  "KAPTO 1: Nomo de la varo kaj firmao",
  "Firmao: Quellbrand Teknik",
  "3 Rue Lafayette, 75000 Somewhere",
  "KAPTO 2: Danĝeroj de la varo",
  "Klaso: Flam. Liq. 2",
  "H225 Tre brulema likvaĵo kaj vaporo.",
  "H319 Kaŭzas gravan okulan inciton.",
  "P210 Tenu for de varmo.",
  "P305+P351+P338 Se en okulojn: …",
  "KAPTO 3: Konsisto de la varo",
  "Xylolo 1330-20-7 10-20 % H226 H304 H312",
  "KAPTO 4: Unua helpo",
  "Lavu per akvo.",
  "KAPTO 16: Alia informo",
  "H226 Brulema likvaĵo kaj vaporo.",
  "H304 Povas esti mortiga.",
];

describe("codes of a sheet whose section 2 was not found", () => {
  const parsed = parseSds(sheet(INVENTED));

  test("the H- and P-codes printed before the composition are read", () => {
    expect(parsed.h_codes).toEqual(["H225", "H319"]);
    expect(parsed.p_codes).toEqual(["P210", "P305", "P338", "P351"]);
  });

  test("the ingredients' codes (section 3) and section 16's full texts are not taken", () => {
    expect(parsed.h_codes).not.toContain("H226");
    expect(parsed.h_codes).not.toContain("H304");
    expect(parsed.h_codes).not.toContain("H312");
  });

  test("the codes are trusted less and the sheet asks for review", () => {
    expect(parsed.evidence.h_codes!.confidence).toBeLessThan(REVIEW_BELOW);
    expect(parsed.evidence.p_codes!.confidence).toBeLessThan(REVIEW_BELOW);
    expect(parsed.needs_review_reasons.join(" ")).toMatch(/uncertain|no signal word/);
  });

  test("a heading numbered 3 with its word after the number ends the label part", () => {
    const lines = ["ZORBAL FIKA DATU", "1 KAPTOJ Nomo", "Glimmerfix", "2 KAPTOJ Danĝeroj", "H315 Teksto.", "3 KAPTOJ", "Konsisto", "Acetono 67-64-1 H225 H319"];
    const codes = parseSds(sheet(lines)).h_codes;
    expect(codes).toEqual(["H315"]);
  });

  test("a sheet whose headings are known keeps reading section 2 only", () => {
    const lines = ["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Glimmerfix", "SECTION 2: Hazards identification", "H319 Causes serious eye irritation.", "SECTION 3: Composition/information on ingredients", "Acetone 67-64-1 H225"];
    const parsed = parseSds(sheet(lines));
    expect(parsed.h_codes).toEqual(["H319"]);
    expect(parsed.evidence.h_codes!.confidence).toBe(0.9);
  });
});

type Language = {
  code: string;
  /** The heading of section n, number in place of {n} ("ODDÍL {n}: …"). */
  heading: (n: number, title: string) => string;
  /** Section titles of REACH Annex II as replaced by Regulation (EU) 2020/878. */
  titles: readonly string[];
  signalLabel: string;
  danger: string;
  warning: string;
  /** A sentence of invented body text in the language (for document_language). */
  prose: string;
};

const wordFirst = (word: string, separator = ": ") => (n: number, title: string) => `${word} ${n}${separator}${title}`;
const numberFirst = (word: string, separator: string) => (n: number, title: string) => `${n}${separator}${word}${title}`;

const LANGUAGES: Language[] = [
  {
    code: "cs", heading: wordFirst("ODDÍL"), signalLabel: "Signální slovo", danger: "Nebezpečí", warning: "Varování",
    titles: ["Identifikace látky/směsi a společnosti/podniku", "Identifikace nebezpečnosti", "Složení/informace o složkách", "Pokyny pro první pomoc",
      "Opatření pro hašení požáru", "Opatření v případě náhodného úniku", "Zacházení a skladování", "Omezování expozice/osobní ochranné prostředky",
      "Fyzikální a chemické vlastnosti", "Stálost a reaktivita", "Toxikologické informace", "Ekologické informace", "Pokyny pro odstraňování",
      "Informace pro přepravu", "Informace o předpisech", "Další informace"],
    prose: "Výrobek je směs, která se používá pro čištění. Uchovávejte podle pokynů, nebo při potížích volejte lékaře; není hořlavý.",
  },
  {
    code: "sk", heading: wordFirst("ODDIEL"), signalLabel: "Výstražné slovo", danger: "Nebezpečenstvo", warning: "Pozor",
    titles: ["Identifikácia látky/zmesi a spoločnosti/podniku", "Identifikácia nebezpečnosti", "Zloženie/informácie o zložkách", "Opatrenia prvej pomoci",
      "Protipožiarne opatrenia", "Opatrenia pri náhodnom uvoľnení", "Zaobchádzanie a skladovanie", "Kontroly expozície/osobná ochrana",
      "Fyzikálne a chemické vlastnosti", "Stabilita a reaktivita", "Toxikologické informácie", "Ekologické informácie", "Opatrenia pri zneškodňovaní",
      "Informácie o doprave", "Regulačné informácie", "Ďalšie informácie"],
    prose: "Výrobok sa používa ako čistiaci prostriedok, ktoré sú podľa pokynov bezpečné pre prácu; pri potížach alebo ak treba, aby lekár.",
  },
  {
    code: "hu", heading: numberFirst("SZAKASZ: ", ". "), signalLabel: "Figyelmeztetés", danger: "Veszély", warning: "Figyelem",
    titles: ["Az anyag/keverék és a vállalat/vállalkozás azonosítása", "A veszélyek azonosítása", "Összetétel/az összetevőkre vonatkozó adatok",
      "Elsősegély-nyújtási intézkedések", "Tűzvédelmi intézkedések", "Intézkedések véletlenszerű expozíció esetén", "Kezelés és tárolás",
      "Az expozíció ellenőrzése/egyéni védelem", "Fizikai és kémiai tulajdonságok", "Stabilitás és reakciókészség", "Toxikológiai adatok",
      "Ökológiai információk", "Ártalmatlanítási szempontok", "Szállításra vonatkozó információk", "Szabályozással kapcsolatos információk", "Egyéb információk"],
    prose: "A termék tisztítószer, és az anyag szerint kell tárolni, hogy egy esetén vagy baleset által ne okozzon kárt.",
  },
  {
    code: "ro", heading: wordFirst("SECȚIUNEA"), signalLabel: "Cuvânt de avertizare", danger: "Pericol", warning: "Atenție",
    titles: ["Identificarea substanței/amestecului și a societății/întreprinderii", "Identificarea pericolelor", "Compoziție/informații privind componenții",
      "Măsuri de prim ajutor", "Măsuri de combatere a incendiilor", "Măsuri de eliberare accidentală", "Manipularea și depozitarea",
      "Controale ale expunerii/protecția personală", "Proprietățile fizice și chimice", "Stabilitate și reactivitate", "Informații toxicologice",
      "Informații ecologice", "Considerații privind eliminarea", "Informații referitoare la transport", "Informații de reglementare", "Alte informații"],
    prose: "Produsul este pentru curățare și nu trebuie amestecat cu acizi; sau în caz de accident, privind primul ajutor, sunt date mai jos.",
  },
  {
    code: "el", heading: wordFirst("ΤΜΗΜΑ"), signalLabel: "Προειδοποιητική λέξη", danger: "Κίνδυνος", warning: "Προσοχή",
    titles: ["Ταυτοποίηση της ουσίας/του μείγματος και της εταιρείας/επιχείρησης", "Προσδιορισμός κινδύνων", "Σύνθεση/πληροφορίες για τα συστατικά",
      "Μέτρα πρώτων βοηθειών", "Μέτρα για την αντιμετώπιση της πυρκαγιάς", "Μέτρα για την αντιμετώπιση τυχαίας έκλυσης", "Χειρισμός και αποθήκευση",
      "Έλεγχοι έκθεσης/ατομική προστασία", "Φυσικές και χημικές ιδιότητες", "Σταθερότητα και δραστικότητα", "Τοξικολογικές πληροφορίες",
      "Οικολογικές πληροφορίες", "Εκτιμήσεις όσον αφορά τη διάθεση", "Πληροφορίες σχετικά με τη μεταφορά", "Στοιχεία κανονιστικού χαρακτήρα", "Άλλες πληροφορίες"],
    prose: "Το προϊόν είναι για τον καθαρισμό και με νερό σε δοχείο της αποθήκης από τα ράφια ή για χρήση.",
  },
  {
    code: "bg", heading: wordFirst("РАЗДЕЛ"), signalLabel: "Сигнална дума", danger: "Опасно", warning: "Внимание",
    titles: ["Идентифициране на веществото/сместа и на дружеството/предприятието", "Описание на опасностите", "Състав/информация за съставките",
      "Мерки за първа помощ", "Противопожарни мерки", "Мерки при аварийно изпускане", "Работа и съхранение", "Контрол на експозицията/лични предпазни средства",
      "Физични и химични свойства", "Стабилност и реактивност", "Токсикологична информация", "Екологична информация", "Обезвреждане на отпадъците",
      "Информация относно транспортирането", "Информация относно нормативната уредба", "Друга информация"],
    prose: "Продуктът е за почистване и не се смесва с киселини; при контакт с очите или кожата да се измие с вода от чешмата.",
  },
  {
    code: "hr", heading: wordFirst("ODJELJAK"), signalLabel: "Oznaka opasnosti", danger: "Opasnost", warning: "Upozorenje",
    titles: ["Identifikacija tvari/smjese i društva/poduzeća", "Identifikacija opasnosti", "Sastav/informacije o sastojcima", "Mjere prve pomoći",
      "Mjere za gašenje požara", "Mjere kod slučajnog ispuštanja", "Rukovanje i skladištenje", "Nadzor nad izloženošću/osobna zaštita",
      "Fizikalna i kemijska svojstva", "Stabilnost i reaktivnost", "Toksikološke informacije", "Ekološke informacije", "Zbrinjavanje",
      "Informacije o prijevozu", "Informacije o propisima", "Druge informacije"],
    prose: "Proizvod koji se koristi za čišćenje nije zapaljiv; prema uputama treba ga čuvati kod sobne temperature ili mora biti zatvoren.",
  },
  {
    code: "sl", heading: wordFirst("ODDELEK"), signalLabel: "Opozorilna beseda", danger: "Nevarno", warning: "Pozor",
    titles: ["Identifikacija snovi/zmesi in družbe/podjetja", "Določitev nevarnosti", "Sestava/podatki o sestavinah", "Ukrepi za prvo pomoč",
      "Protipožarni ukrepi", "Ukrepi ob nenamernih izpustih", "Ravnanje in skladiščenje", "Nadzor izpostavljenosti/osebna zaščita",
      "Fizikalne in kemijske lastnosti", "Obstojnost in reaktivnost", "Toksikološki podatki", "Ekološki podatki", "Odstranjevanje",
      "Podatki o prevozu", "Zakonsko predpisani podatki", "Drugi podatki"],
    prose: "Izdelek, ki se uporablja za čiščenje, lahko ali tudi ne povzroči draženja; glede shranjevanja v skladu z navodili, če ter kadar.",
  },
  {
    code: "lt", heading: numberFirst("SKIRSNIS. ", " "), signalLabel: "Signalinis žodis", danger: "Pavojinga", warning: "Atsargiai",
    titles: ["Cheminės medžiagos ar mišinio ir bendrovės ar įmonės identifikavimas", "Galimi pavojai", "Sudėtis arba informacija apie sudedamąsias dalis",
      "Pirmosios pagalbos priemonės", "Priešgaisrinės priemonės", "Avarijų likvidavimo priemonės", "Naudojimas ir sandėliavimas",
      "Poveikio kontrolė ir asmens apsauga", "Fizinės ir cheminės savybės", "Stabilumas ir reaktyvumas", "Toksikologinė informacija",
      "Ekologinė informacija", "Atliekų tvarkymas", "Informacija apie gabenimą", "Informacija apie reglamentavimą", "Kita informacija"],
    prose: "Produktas yra valiklis ir jei reikia, pagal nurodymus arba dėl saugumo, kad nuo vaikų gali būti laikomas atskirai.",
  },
  {
    code: "lv", heading: numberFirst("IEDAĻA. ", ". "), signalLabel: "Signālvārds", danger: "Bīstami", warning: "Uzmanību",
    titles: ["Vielas/maisījuma un uzņēmējsabiedrības/uzņēmuma identificēšana", "Bīstamības apzināšana", "Sastāvs/informācija par sastāvdaļām",
      "Pirmās palīdzības pasākumi", "Ugunsdzēsības pasākumi", "Pasākumi nejaušas noplūdes gadījumos", "Lietošana un glabāšana",
      "Iedarbības pārvaldība/individuālā aizsardzība", "Fizikālās un ķīmiskās īpašības", "Stabilitāte un reaģētspēja", "Toksikoloģiskā informācija",
      "Ekoloģiskā informācija", "Apsvērumi saistībā ar apglabāšanu", "Informācija par transportēšanu", "Informācija par regulējumu", "Cita informācija"],
    prose: "Produkts tiek lietots tīrīšanai, kas nav uzliesmojošs; saskaņā ar norādījumiem vai arī uz iepakojuma, tādēļ uzglabāt ar vāku.",
  },
  {
    code: "et", heading: numberFirst("JAGU. ", ". "), signalLabel: "Tunnussõna", danger: "Ettevaatust", warning: "Hoiatus",
    titles: ["Aine/segu ning äriühingu/ettevõtja identifitseerimine", "Ohtude identifitseerimine", "Koostis/teave koostisainete kohta", "Esmaabimeetmed",
      "Tulekustutusmeetmed", "Meetmed juhusliku sattumise korral keskkonda", "Käitlemine ja ladustamine", "Kokkupuute ohjamine/isikukaitse",
      "Füüsikalised ja keemilised omadused", "Püsivus ja reaktsioonivõime", "Teave toksilisuse kohta", "Ökoloogiline teave", "Jäätmekäitlus",
      "Veonõuded", "Reguleerivad õigusaktid", "Muu teave"],
    prose: "Toode on puhastusvahend ning seda peab hoidma vastavalt juhistele; kui see satub silma või nahale, mis korral loputada ega hõõruda.",
  },
];

/** A sheet of the language: the 16 headings, an invented product under 1, the signal word and codes under 2. */
function languageSheet(language: Language, signalWord: string): string[] {
  const body: Record<number, string[]> = {
    1: ["Glimmerfix 40", "Quellbrand Teknik, Somewhere 12", language.prose],
    2: [`${language.signalLabel}: ${signalWord}`, "H225 …", "H319 …", "P210 …", "P305+P351+P338 …"],
    3: ["Xylol 1330-20-7 10-20 % H226 H304"],
    16: ["H226 …", "H304 …"],
  };
  return ["GLIMMERFIX 40", ...language.titles.flatMap((title, index) => [language.heading(index + 1, title), ...(body[index + 1] ?? [language.prose])])];
}

for (const language of LANGUAGES) {
  describe(`REACH Annex II / CLP wording in ${language.code}`, () => {
    const parsed = parseSds(sheet(languageSheet(language, language.danger)));

    test("the 16 sections are found, each with its own number", () => {
      expect(parsed.sections.map((section) => section.number)).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
    });

    test("the H- and P-codes are read from section 2 with full confidence", () => {
      expect(parsed.h_codes).toEqual(["H225", "H319"]);
      expect(parsed.p_codes).toEqual(["P210", "P305", "P338", "P351"]);
      expect(parsed.evidence.h_codes!.confidence).toBe(0.9);
    });

    test("both signal words are read after their label", () => {
      expect(parsed.signal_word).toBe("DANGER");
      expect(parseSds(sheet(languageSheet(language, language.warning))).signal_word).toBe("WARNING");
    });

    test("document_language", () => {
      expect(parsed.document_language).toBe(language.code);
    });
  });
}

/** Section 1's labels per language: 1.1 product identifier, trade name, supplier and revision date (invented values). */
const SECTION_1_LABELS: ReadonlyArray<{ code: string; identifier: string; tradeName: string; supplier: string; revision: string; issue: string }> = [
  { code: "cs", identifier: "Identifikátor výrobku", tradeName: "Obchodní název", supplier: "Dodavatel", revision: "Datum revize", issue: "Datum vydání" },
  { code: "sk", identifier: "Identifikátor produktu", tradeName: "Obchodný názov", supplier: "Dodávateľ", revision: "Dátum revízie", issue: "Dátum vydania" },
  { code: "hu", identifier: "Termékazonosító", tradeName: "Kereskedelmi név", supplier: "Szállító", revision: "Felülvizsgálat dátuma", issue: "Kiállítás dátuma" },
  { code: "ro", identifier: "Element de identificare a produsului", tradeName: "Denumire comercială", supplier: "Furnizor", revision: "Data revizuirii", issue: "Data emiterii" },
  { code: "el", identifier: "Αναγνωριστικός κωδικός προϊόντος", tradeName: "Εμπορική ονομασία", supplier: "Προμηθευτής", revision: "Ημερομηνία αναθεώρησης", issue: "Ημερομηνία έκδοσης" },
  { code: "bg", identifier: "Идентификатор на продукта", tradeName: "Търговско наименование", supplier: "Доставчик", revision: "Дата на преразглеждане", issue: "Дата на издаване" },
  { code: "hr", identifier: "Identifikacijska oznaka proizvoda", tradeName: "Trgovački naziv", supplier: "Dobavljač", revision: "Datum revizije", issue: "Datum izdavanja" },
  { code: "sl", identifier: "Identifikator izdelka", tradeName: "Trgovsko ime", supplier: "Dobavitelj", revision: "Datum revizije", issue: "Datum izdaje" },
  { code: "lt", identifier: "Produkto identifikatorius", tradeName: "Prekinis pavadinimas", supplier: "Tiekėjas", revision: "Peržiūrėjimo data", issue: "Išleidimo data" },
  { code: "lv", identifier: "Produkta identifikators", tradeName: "Tirdzniecības nosaukums", supplier: "Piegādātājs", revision: "Pārskatīšanas datums", issue: "Izdošanas datums" },
  { code: "et", identifier: "Tootetähis", tradeName: "Kaubanimi", supplier: "Tarnija", revision: "Läbivaatamise kuupäev", issue: "Väljaandmise kuupäev" },
];

for (const labels of SECTION_1_LABELS) {
  const language = LANGUAGES.find((candidate) => candidate.code === labels.code)!;
  const section1 = (dateLabel: string) => [
    "GLIMMERFIX",
    `${dateLabel}: 03.07.2023`,
    language.heading(1, language.titles[0]!),
    `1.1 ${labels.identifier}`,
    `${labels.tradeName}: Glimmerfix 40 Ultra`,
    `${labels.supplier}: Quellbrand Teknik GmbH`,
    "Musterweg 12, 12345 Somewhere",
    language.heading(2, language.titles[1]!),
    "H319 …",
    language.heading(3, language.titles[2]!),
    language.prose,
  ];

  describe(`section 1 labels in ${labels.code}`, () => {
    const parsed = parseSds(sheet(section1(labels.revision)));

    test("the trade name under the product identifier", () => {
      expect(parsed.product_name).toBe("Glimmerfix 40 Ultra");
    });

    test("the supplier", () => {
      expect(parsed.manufacturer).toBe("Quellbrand Teknik GmbH");
    });

    test("the revision date, and the issue date when there is no revision date", () => {
      expect(parsed.revision_date).toBe("2023-07-03");
      expect(parseSds(sheet(section1(labels.issue))).revision_date).toBe("2023-07-03");
    });
  });
}
