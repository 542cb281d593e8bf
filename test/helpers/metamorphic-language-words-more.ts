/**
 * Word tables of the language rewrites, round 2 (session 18): the EU's other official languages — Swedish, Danish,
 * Finnish, Czech, Hungarian, Romanian, Slovak, Slovenian, Croatian, Greek, Bulgarian, Lithuanian, Latvian, Estonian.
 * Same shape as test/helpers/metamorphic-language-words.ts, merged into its LANGUAGE_WORDS; written by hand, NOT taken
 * from the parser's vocabulary (src/modules/parsing/vocabulary/*).
 *
 * Sources: the section and sub-section titles are REACH Annex II Part B as amended by Regulation (EU) 2020/878 in each
 * language's official text (EUR-Lex CELEX 32020R0878); the signal words, "hazard statements", "precautionary
 * statements" and "hazard pictograms" are CLP's (Regulation (EC) No 1272/2008, Articles 17–22, each language's text);
 * the other label wordings (trade name, supplier, revision / issue / print date, supersedes, version, CAS No.) are
 * common wordings of sheets in that language, written by hand. A wording not known well stays English.
 * Hungarian, Lithuanian, Latvian and Estonian print the number before the section word ("1. SZAKASZ", "1 SKIRSNIS").
 */
import type { LanguageWords } from "./metamorphic-language-words.ts";

export const unpad = (value: string) => String(Number(value));
/** The word with its first letter in capitals ("märz" → "März"). */
export const capital = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);
/** The month's name from its zero-padded number. */
export const monthOf = (months: readonly string[], month: string) => months[Number(month) - 1]!;

const SV_MONTHS = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"];
const DA_MONTHS = ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november", "december"];
// Finnish prints the month in the partitive after a day ("3. joulukuuta 2026").
const FI_MONTHS = ["tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta", "heinäkuuta", "elokuuta", "syyskuuta", "lokakuuta", "marraskuuta", "joulukuuta"];
// Czech prints the genitive ("3. prosince 2026").
const CS_MONTHS = ["ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října", "listopadu", "prosince"];
const HU_MONTHS = ["január", "február", "március", "április", "május", "június", "július", "augusztus", "szeptember", "október", "november", "december"];
const RO_MONTHS = ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august", "septembrie", "octombrie", "noiembrie", "decembrie"];

export const MORE_LANGUAGE_WORDS: Readonly<Record<string, LanguageWords>> = {
  sv: {
    sectionWord: "Avsnitt",
    sections: [
      "Namnet på ämnet/blandningen och bolaget/företaget", "Farliga egenskaper", "Sammansättning/information om beståndsdelar", "Åtgärder vid första hjälpen",
      "Brandbekämpningsåtgärder", "Åtgärder vid oavsiktliga utsläpp", "Hantering och lagring", "Begränsning av exponeringen/personligt skydd",
      "Fysikaliska och kemiska egenskaper", "Stabilitet och reaktivitet", "Toxikologisk information", "Ekologisk information", "Avfallshantering",
      "Transportinformation", "Gällande föreskrifter", "Annan information",
    ],
    labels: {
      sds: ["Säkerhetsdatablad"], productIdentifier: ["Produktbeteckning"], productName: ["Produktnamn", "Handelsnamn"], tradeName: ["Handelsnamn"],
      manufacturerSupplier: ["Tillverkare/Leverantör", "Leverantör", "Företag"], manufacturer: ["Tillverkare"], supplier: ["Leverantör"], company: ["Företag", "Företagsnamn"],
      sdsDated: ["Safety Data Sheet dated"], revisionDate: ["Revisionsdatum", "Reviderad"], lastRevision: ["Senaste revision"],
      preparationDate: ["Upprättad"], issueDate: ["Utfärdandedatum", "Utgivningsdatum"], printDate: ["Utskriftsdatum"], supersedes: ["Ersätter"],
      version: ["Version", "Versionsnummer"], signalWord: ["Signalord"], hazardStatements: ["Faroangivelser"], precautionaryStatements: ["Skyddsangivelser"],
      cas: ["CAS-nr", "CAS-nummer"], pictograms: ["Faropiktogram"],
      uses: ["Relevanta identifierade användningar av ämnet eller blandningen och användningar som det avråds från"],
      supplierDetails: ["Närmare upplysningar om den som tillhandahåller säkerhetsdatablad"], emergencyPhone: ["Telefonnummer för nödsituationer"],
      classification: ["Klassificering av ämnet eller blandningen"], labelElements: ["Märkningsuppgifter"], otherHazards: ["Andra faror"], substances: ["Ämnen"], mixtures: ["Blandningar"],
    },
    danger: "Fara", warning: ["Varning"], months: SV_MONTHS,
    dates: (d, m, y) => [`${y}-${m}-${d}`, `${unpad(d)} ${monthOf(SV_MONTHS, m)} ${y}`, `${d}.${m}.${y}`],
    page: (n, m) => `Sida ${n} av ${m}`,
  },
  da: {
    sectionWord: "Punkt",
    sections: [
      "Identifikation af stoffet/blandingen og af selskabet/virksomheden", "Fareidentifikation", "Sammensætning af/oplysning om indholdsstoffer",
      "Førstehjælpsforanstaltninger", "Brandbekæmpelse", "Forholdsregler over for udslip ved uheld", "Håndtering og opbevaring",
      "Eksponeringskontrol/personlige værnemidler", "Fysiske og kemiske egenskaber", "Stabilitet og reaktivitet", "Toksikologiske oplysninger",
      "Miljøoplysninger", "Forhold vedrørende bortskaffelse", "Transportoplysninger", "Oplysninger om regulering", "Andre oplysninger",
    ],
    labels: {
      sds: ["Sikkerhedsdatablad"], productIdentifier: ["Produktidentifikator"], productName: ["Produktnavn", "Handelsnavn"], tradeName: ["Handelsnavn"],
      manufacturerSupplier: ["Producent/Leverandør", "Leverandør", "Firma"], manufacturer: ["Producent", "Fabrikant"], supplier: ["Leverandør"], company: ["Firma", "Virksomhed"],
      sdsDated: ["Safety Data Sheet dated"], revisionDate: ["Revisionsdato", "Revideret", "Revideret dato"], lastRevision: ["Sidste revision"],
      preparationDate: ["Udarbejdet", "Udarbejdelsesdato"], issueDate: ["Udstedelsesdato", "Udgivelsesdato"], printDate: ["Udskriftsdato"], supersedes: ["Erstatter"],
      version: ["Version", "Versionsnummer"], signalWord: ["Signalord"], hazardStatements: ["Faresætninger"], precautionaryStatements: ["Sikkerhedssætninger"],
      cas: ["CAS-nr."], pictograms: ["Farepiktogrammer"],
      uses: ["Relevante identificerede anvendelser af stoffet eller blandingen samt anvendelser, der frarådes"],
      supplierDetails: ["Nærmere oplysninger om leverandøren af sikkerhedsdatabladet"], emergencyPhone: ["Nødtelefon"],
      classification: ["Klassificering af stoffet eller blandingen"], labelElements: ["Mærkningselementer"], otherHazards: ["Andre farer"], substances: ["Stoffer"], mixtures: ["Blandinger"],
    },
    danger: "Fare", warning: ["Advarsel"], months: DA_MONTHS,
    dates: (d, m, y) => [`${d}.${m}.${y}`, `${unpad(d)}. ${monthOf(DA_MONTHS, m)} ${y}`, `${d}-${m}-${y}`],
    page: (n, m) => `Side ${n} af ${m}`,
  },
  fi: {
    sectionWord: "Kohta",
    sections: [
      "Aineen tai seoksen ja yhtiön tai yrityksen tunnistetiedot", "Vaaran yksilöinti", "Koostumus ja tiedot aineosista", "Ensiaputoimenpiteet",
      "Palontorjuntatoimenpiteet", "Toimenpiteet onnettomuuspäästöissä", "Käsittely ja varastointi", "Altistumisen ehkäiseminen ja henkilönsuojaimet",
      "Fysikaaliset ja kemialliset ominaisuudet", "Stabiilisuus ja reaktiivisuus", "Myrkyllisyyteen liittyvät tiedot", "Tiedot haitallisista vaikutuksista ympäristöön",
      "Jätteiden käsittelyyn liittyvät näkökohdat", "Kuljetustiedot", "Lainsäädäntöä koskevat tiedot", "Muut tiedot",
    ],
    labels: {
      sds: ["Käyttöturvallisuustiedote"], productIdentifier: ["Tuotetunniste"], productName: ["Kauppanimi", "Tuotenimi"], tradeName: ["Kauppanimi"],
      manufacturerSupplier: ["Valmistaja/Toimittaja", "Toimittaja", "Yritys"], manufacturer: ["Valmistaja"], supplier: ["Toimittaja"], company: ["Yritys", "Yrityksen nimi"],
      sdsDated: ["Safety Data Sheet dated"], revisionDate: ["Muutospäivämäärä", "Päivitetty", "Tarkistuspäivämäärä"], lastRevision: ["Last revision"],
      preparationDate: ["Laatimispäivämäärä", "Laadittu"], issueDate: ["Julkaisupäivämäärä"], printDate: ["Tulostuspäivämäärä"], supersedes: ["Korvaa"],
      version: ["Versio"], signalWord: ["Huomiosana"], hazardStatements: ["Vaaralausekkeet"], precautionaryStatements: ["Turvalausekkeet"],
      cas: ["CAS-nro", "CAS-numero"], pictograms: ["Varoitusmerkit"],
      uses: ["Aineen tai seoksen merkitykselliset tunnistetut käytöt ja käytöt, joita ei suositella"],
      supplierDetails: ["Käyttöturvallisuustiedotteen toimittajan tiedot"], emergencyPhone: ["Hätäpuhelinnumero"],
      classification: ["Aineen tai seoksen luokitus"], labelElements: ["Merkinnät"], otherHazards: ["Muut vaarat"], substances: ["Aineet"], mixtures: ["Seokset"],
    },
    danger: "Vaara", warning: ["Varoitus"], months: FI_MONTHS,
    dates: (d, m, y) => [`${unpad(d)}.${unpad(m)}.${y}`, `${unpad(d)}. ${monthOf(FI_MONTHS, m)} ${y}`, `${d}.${m}.${y}`],
    page: (n, m) => `Sivu ${n} / ${m}`,
  },
  cs: {
    sectionWord: "Oddíl",
    sections: [
      "Identifikace látky/směsi a společnosti/podniku", "Identifikace nebezpečnosti", "Složení/informace o složkách", "Pokyny pro první pomoc",
      "Opatření pro hašení požáru", "Opatření v případě náhodného úniku", "Zacházení a skladování", "Omezování expozice/osobní ochranné prostředky",
      "Fyzikální a chemické vlastnosti", "Stálost a reaktivita", "Toxikologické informace", "Ekologické informace", "Pokyny pro odstraňování",
      "Informace pro přepravu", "Informace o předpisech", "Další informace",
    ],
    labels: {
      sds: ["Bezpečnostní list"], productIdentifier: ["Identifikátor výrobku"], productName: ["Obchodní název", "Název výrobku"], tradeName: ["Obchodní název"],
      manufacturerSupplier: ["Výrobce/Dodavatel", "Dodavatel", "Společnost"], manufacturer: ["Výrobce"], supplier: ["Dodavatel"], company: ["Společnost", "Firma"],
      sdsDated: ["Bezpečnostní list ze dne"], revisionDate: ["Datum revize", "Datum aktualizace", "Revidováno"], lastRevision: ["Datum poslední revize"],
      preparationDate: ["Datum vytvoření", "Datum vyhotovení"], issueDate: ["Datum vydání"], printDate: ["Datum tisku"], supersedes: ["Nahrazuje"],
      version: ["Verze", "Číslo verze"], signalWord: ["Signální slovo"], hazardStatements: ["Standardní věty o nebezpečnosti", "H-věty"],
      precautionaryStatements: ["Pokyny pro bezpečné zacházení", "P-věty"], cas: ["Číslo CAS", "CAS č."], pictograms: ["Výstražné symboly nebezpečnosti", "Piktogramy"],
      uses: ["Příslušná určená použití látky nebo směsi a nedoporučená použití"],
      supplierDetails: ["Podrobné údaje o dodavateli bezpečnostního listu"], emergencyPhone: ["Telefonní číslo pro naléhavé situace"],
      classification: ["Klasifikace látky nebo směsi"], labelElements: ["Prvky označení"], otherHazards: ["Další nebezpečnost"], substances: ["Látky"], mixtures: ["Směsi"],
    },
    danger: "Nebezpečí", warning: ["Varování"], months: CS_MONTHS,
    dates: (d, m, y) => [`${d}.${m}.${y}`, `${unpad(d)}. ${monthOf(CS_MONTHS, m)} ${y}`, `${unpad(d)}.${unpad(m)}.${y}`],
    page: (n, m) => `Strana ${n} z ${m}`,
  },
  hu: {
    sectionWord: "Szakasz", numberFirst: ". ",
    sections: [
      "Az anyag/keverék és a vállalat/vállalkozás azonosítása", "A veszélyek azonosítása", "Összetétel/az összetevőkre vonatkozó adatok",
      "Elsősegély-nyújtási intézkedések", "Tűzvédelmi intézkedések", "Intézkedések véletlenszerű expozíció esetén", "Kezelés és tárolás",
      "Expozíció-ellenőrzés/egyéni védelem", "Fizikai és kémiai tulajdonságok", "Stabilitás és reakciókészség", "Toxikológiai adatok",
      "Ökológiai információk", "Ártalmatlanítási szempontok", "Szállításra vonatkozó információk", "Szabályozással kapcsolatos információk", "Egyéb információk",
    ],
    labels: {
      sds: ["Biztonsági adatlap"], productIdentifier: ["Termékazonosító"], productName: ["Kereskedelmi név", "Terméknév"], tradeName: ["Kereskedelmi név"],
      manufacturerSupplier: ["Gyártó/Szállító", "Szállító", "Cég"], manufacturer: ["Gyártó"], supplier: ["Szállító", "Forgalmazó"], company: ["Cég", "Cégnév"],
      sdsDated: ["Safety Data Sheet dated"], revisionDate: ["Felülvizsgálat dátuma", "Módosítás dátuma", "Felülvizsgálva"], lastRevision: ["Utolsó felülvizsgálat dátuma"],
      preparationDate: ["Készítés dátuma"], issueDate: ["Kiadás dátuma", "Kiállítás dátuma"], printDate: ["Nyomtatás dátuma"], supersedes: ["Supersedes"],
      version: ["Verzió", "Verziószám"], signalWord: ["Figyelmeztetés"], hazardStatements: ["Figyelmeztető mondatok", "H-mondatok"],
      precautionaryStatements: ["Óvintézkedésre vonatkozó mondatok", "P-mondatok"], cas: ["CAS-szám", "CAS szám"], pictograms: ["Veszélyt jelző piktogramok", "Piktogramok"],
      uses: ["Az anyag vagy keverék megfelelő azonosított felhasználása, illetve ellenjavallt felhasználása"],
      supplierDetails: ["A biztonsági adatlap szállítójának adatai"], emergencyPhone: ["Sürgősségi telefonszám"],
      classification: ["Az anyag vagy keverék osztályozása"], labelElements: ["Címkézési elemek"], otherHazards: ["Egyéb veszélyek"], substances: ["Anyagok"], mixtures: ["Keverékek"],
    },
    danger: "Veszély", warning: ["Figyelem"], months: HU_MONTHS,
    // Year first: "2026.12.03.", "2026. december 3.".
    dates: (d, m, y) => [`${y}.${m}.${d}.`, `${y}. ${monthOf(HU_MONTHS, m)} ${unpad(d)}.`, `${y}.${m}.${d}`],
    page: (n, m) => `Oldal: ${n}/${m}`,
  },
  ro: {
    sectionWord: "Secțiunea",
    sections: [
      "Identificarea substanței/amestecului și a societății/întreprinderii", "Identificarea pericolelor", "Compoziție/informații privind componenții",
      "Măsuri de prim ajutor", "Măsuri de combatere a incendiilor", "Măsuri de luat în caz de dispersie accidentală", "Manipularea și depozitarea",
      "Controale ale expunerii/protecția personală", "Proprietăți fizice și chimice", "Stabilitate și reactivitate", "Informații toxicologice",
      "Informații ecologice", "Considerații privind eliminarea", "Informații referitoare la transport", "Informații de reglementare", "Alte informații",
    ],
    labels: {
      sds: ["Fișa cu date de securitate"], productIdentifier: ["Element de identificare a produsului"], productName: ["Denumirea produsului", "Denumire comercială"],
      tradeName: ["Denumire comercială"], manufacturerSupplier: ["Producător/Furnizor", "Furnizor", "Societate"], manufacturer: ["Producător"], supplier: ["Furnizor"],
      company: ["Societate", "Companie"], sdsDated: ["Safety Data Sheet dated"], revisionDate: ["Data revizuirii", "Data reviziei"], lastRevision: ["Data ultimei revizuiri"],
      preparationDate: ["Data întocmirii"], issueDate: ["Data emiterii"], printDate: ["Data tipăririi"], supersedes: ["Înlocuiește"], version: ["Versiunea", "Versiune"],
      signalWord: ["Cuvânt de avertizare"], hazardStatements: ["Fraze de pericol"], precautionaryStatements: ["Fraze de precauție"], cas: ["Nr. CAS"],
      pictograms: ["Pictograme de pericol"],
      uses: ["Utilizări relevante identificate ale substanței sau ale amestecului și utilizări contraindicate"],
      supplierDetails: ["Detalii privind furnizorul fișei cu date de securitate"], emergencyPhone: ["Număr de telefon care poate fi apelat în caz de urgență"],
      classification: ["Clasificarea substanței sau a amestecului"], labelElements: ["Elemente pentru etichetă"], otherHazards: ["Alte pericole"], substances: ["Substanțe"], mixtures: ["Amestecuri"],
    },
    danger: "Pericol", warning: ["Atenție"], months: RO_MONTHS,
    dates: (d, m, y) => [`${d}.${m}.${y}`, `${unpad(d)} ${monthOf(RO_MONTHS, m)} ${y}`, `${d}/${m}/${y}`],
    page: (n, m) => `Pagina ${n} din ${m}`,
  },
};
