/**
 * Word tables of the language rewrites, round 2 continued (session 18): Slovak, Slovenian, Croatian, Greek, Bulgarian,
 * Lithuanian, Latvian, Estonian. Same sources and rules as test/helpers/metamorphic-language-words-more.ts: Annex II
 * Part B as amended by Regulation (EU) 2020/878 (EUR-Lex CELEX 32020R0878) for the section and sub-section titles, CLP
 * (Regulation (EC) No 1272/2008, Articles 17–22) for the signal words and statement labels, common wordings for the
 * rest, written by hand and not from the parser's vocabulary; a wording not known well stays English.
 */
import type { LanguageWords } from "./metamorphic-language-words.ts";
import { capital, monthOf, unpad } from "./metamorphic-language-words-more.ts";

const SK_MONTHS = ["januára", "februára", "marca", "apríla", "mája", "júna", "júla", "augusta", "septembra", "októbra", "novembra", "decembra"];
const SL_MONTHS = ["januarja", "februarja", "marca", "aprila", "maja", "junija", "julija", "avgusta", "septembra", "oktobra", "novembra", "decembra"];
const HR_MONTHS = ["siječnja", "veljače", "ožujka", "travnja", "svibnja", "lipnja", "srpnja", "kolovoza", "rujna", "listopada", "studenoga", "prosinca"];
const EL_MONTHS = ["ιανουαρίου", "φεβρουαρίου", "μαρτίου", "απριλίου", "μαΐου", "ιουνίου", "ιουλίου", "αυγούστου", "σεπτεμβρίου", "οκτωβρίου", "νοεμβρίου", "δεκεμβρίου"];
const BG_MONTHS = ["януари", "февруари", "март", "април", "май", "юни", "юли", "август", "септември", "октомври", "ноември", "декември"];
const LT_MONTHS = ["sausio", "vasario", "kovo", "balandžio", "gegužės", "birželio", "liepos", "rugpjūčio", "rugsėjo", "spalio", "lapkričio", "gruodžio"];
const LV_MONTHS = ["janvāris", "februāris", "marts", "aprīlis", "maijs", "jūnijs", "jūlijs", "augusts", "septembris", "oktobris", "novembris", "decembris"];
const ET_MONTHS = ["jaanuar", "veebruar", "märts", "aprill", "mai", "juuni", "juuli", "august", "september", "oktoober", "november", "detsember"];

export const MORE_LANGUAGE_WORDS_2: Readonly<Record<string, LanguageWords>> = {
  sk: {
    sectionWord: "Oddiel",
    sections: [
      "Identifikácia látky/zmesi a spoločnosti/podniku", "Identifikácia nebezpečnosti", "Zloženie/informácie o zložkách", "Opatrenia prvej pomoci",
      "Protipožiarne opatrenia", "Opatrenia pri náhodnom uvoľnení", "Zaobchádzanie a skladovanie", "Kontroly expozície/osobná ochrana",
      "Fyzikálne a chemické vlastnosti", "Stabilita a reaktivita", "Toxikologické informácie", "Ekologické informácie", "Opatrenia pri zneškodňovaní",
      "Informácie o doprave", "Regulačné informácie", "Ďalšie informácie",
    ],
    labels: {
      sds: ["Karta bezpečnostných údajov"], productIdentifier: ["Identifikátor produktu"], productName: ["Obchodný názov", "Názov výrobku"], tradeName: ["Obchodný názov"],
      manufacturerSupplier: ["Výrobca/Dodávateľ", "Dodávateľ", "Spoločnosť"], manufacturer: ["Výrobca"], supplier: ["Dodávateľ"], company: ["Spoločnosť", "Firma"],
      sdsDated: ["Karta bezpečnostných údajov zo dňa"], revisionDate: ["Dátum revízie", "Dátum aktualizácie"], lastRevision: ["Dátum poslednej revízie"],
      preparationDate: ["Dátum vyhotovenia"], issueDate: ["Dátum vydania"], printDate: ["Dátum tlače"], supersedes: ["Nahrádza"], version: ["Verzia"],
      signalWord: ["Výstražné slovo"], hazardStatements: ["Výstražné upozornenia"], precautionaryStatements: ["Bezpečnostné upozornenia"],
      cas: ["Číslo CAS", "CAS č."], pictograms: ["Výstražné piktogramy"],
      uses: ["Relevantné identifikované použitia látky alebo zmesi a použitia, ktoré sa neodporúčajú"],
      supplierDetails: ["Údaje o dodávateľovi karty bezpečnostných údajov"], emergencyPhone: ["Núdzové telefónne číslo"],
      classification: ["Klasifikácia látky alebo zmesi"], labelElements: ["Prvky označovania"], otherHazards: ["Iná nebezpečnosť"], substances: ["Látky"], mixtures: ["Zmesi"],
    },
    danger: "Nebezpečenstvo", warning: ["Pozor"], months: SK_MONTHS,
    dates: (d, m, y) => [`${d}.${m}.${y}`, `${unpad(d)}. ${monthOf(SK_MONTHS, m)} ${y}`, `${unpad(d)}.${unpad(m)}.${y}`],
    page: (n, m) => `Strana ${n} z ${m}`,
  },
  sl: {
    sectionWord: "Oddelek",
    sections: [
      "Identifikacija snovi/zmesi in družbe/podjetja", "Ugotovitve o nevarnostih", "Sestava/podatki o sestavinah", "Ukrepi za prvo pomoč", "Protipožarni ukrepi",
      "Ukrepi ob nenamernih izpustih", "Ravnanje in skladiščenje", "Nadzor izpostavljenosti/osebna zaščita", "Fizikalne in kemijske lastnosti",
      "Obstojnost in reaktivnost", "Toksikološki podatki", "Ekološki podatki", "Odstranjevanje", "Podatki o prevozu", "Zakonsko predpisani podatki", "Drugi podatki",
    ],
    labels: {
      sds: ["Varnostni list"], productIdentifier: ["Identifikator izdelka"], productName: ["Trgovsko ime", "Ime izdelka"], tradeName: ["Trgovsko ime"],
      manufacturerSupplier: ["Proizvajalec/Dobavitelj", "Dobavitelj", "Podjetje"], manufacturer: ["Proizvajalec"], supplier: ["Dobavitelj"], company: ["Podjetje", "Družba"],
      sdsDated: ["Safety Data Sheet dated"], revisionDate: ["Datum revizije", "Datum spremembe"], lastRevision: ["Datum zadnje revizije"],
      preparationDate: ["Datum priprave"], issueDate: ["Datum izdaje"], printDate: ["Datum tiskanja"], supersedes: ["Nadomešča"], version: ["Različica", "Verzija"],
      signalWord: ["Opozorilna beseda"], hazardStatements: ["Stavki o nevarnosti"], precautionaryStatements: ["Previdnostni stavki"],
      cas: ["Številka CAS", "CAS št."], pictograms: ["Piktogrami za nevarnost"],
      uses: ["Pomembne identificirane uporabe snovi ali zmesi in odsvetovane uporabe"],
      supplierDetails: ["Podrobnosti o dobavitelju varnostnega lista"], emergencyPhone: ["Telefonska številka za nujne primere"],
      classification: ["Razvrstitev snovi ali zmesi"], labelElements: ["Elementi etikete"], otherHazards: ["Druge nevarnosti"], substances: ["Snovi"], mixtures: ["Zmesi"],
    },
    danger: "Nevarno", warning: ["Pozor"], months: SL_MONTHS,
    dates: (d, m, y) => [`${d}.${m}.${y}`, `${unpad(d)}. ${monthOf(SL_MONTHS, m)} ${y}`, `${unpad(d)}. ${unpad(m)}. ${y}`],
    page: (n, m) => `Stran ${n} od ${m}`,
  },
  hr: {
    sectionWord: "Odjeljak",
    sections: [
      "Identifikacija tvari/smjese i društva/poduzeća", "Identifikacija opasnosti", "Sastav/informacije o sastojcima", "Mjere prve pomoći", "Mjere za gašenje požara",
      "Mjere kod slučajnog ispuštanja", "Rukovanje i skladištenje", "Nadzor nad izloženošću/osobna zaštita", "Fizikalna i kemijska svojstva",
      "Stabilnost i reaktivnost", "Toksikološke informacije", "Ekološke informacije", "Zbrinjavanje", "Informacije o prijevozu", "Informacije o propisima",
      "Ostale informacije",
    ],
    labels: {
      sds: ["Sigurnosno-tehnički list"], productIdentifier: ["Identifikacijska oznaka proizvoda"], productName: ["Trgovački naziv", "Naziv proizvoda"],
      tradeName: ["Trgovački naziv"], manufacturerSupplier: ["Proizvođač/Dobavljač", "Dobavljač", "Tvrtka"], manufacturer: ["Proizvođač"], supplier: ["Dobavljač"],
      company: ["Tvrtka", "Društvo"], sdsDated: ["Safety Data Sheet dated"], revisionDate: ["Datum revizije", "Datum izmjene"], lastRevision: ["Datum zadnje revizije"],
      preparationDate: ["Datum izrade"], issueDate: ["Datum izdavanja"], printDate: ["Datum ispisa"], supersedes: ["Zamjenjuje"], version: ["Verzija", "Inačica"],
      signalWord: ["Oznaka opasnosti"], hazardStatements: ["Oznake upozorenja"], precautionaryStatements: ["Oznake obavijesti"], cas: ["CAS broj"],
      pictograms: ["Piktogrami opasnosti"],
      uses: ["Relevantne identificirane uporabe tvari ili smjese i uporabe koje se ne preporučuju"],
      supplierDetails: ["Podaci o dobavljaču koji isporučuje sigurnosno-tehnički list"], emergencyPhone: ["Broj telefona za hitne slučajeve"],
      classification: ["Razvrstavanje tvari ili smjese"], labelElements: ["Elementi označivanja"], otherHazards: ["Ostale opasnosti"], substances: ["Tvari"], mixtures: ["Smjese"],
    },
    danger: "Opasnost", warning: ["Upozorenje"], months: HR_MONTHS,
    // Croatian closes a date with a full stop ("3. prosinca 2026.").
    dates: (d, m, y) => [`${d}.${m}.${y}.`, `${unpad(d)}. ${monthOf(HR_MONTHS, m)} ${y}.`, `${unpad(d)}.${unpad(m)}.${y}.`],
    page: (n, m) => `Stranica ${n} od ${m}`,
  },
  el: {
    sectionWord: "Τμήμα",
    sections: [
      "Στοιχεία ουσίας/μείγματος και εταιρείας/επιχείρησης", "Προσδιορισμός κινδύνων", "Σύνθεση/πληροφορίες για τα συστατικά", "Μέτρα πρώτων βοηθειών",
      "Μέτρα για την καταπολέμηση της πυρκαγιάς", "Μέτρα για την αντιμετώπιση τυχαίας έκλυσης", "Χειρισμός και αποθήκευση", "Έλεγχοι έκθεσης/ατομική προστασία",
      "Φυσικές και χημικές ιδιότητες", "Σταθερότητα και δραστικότητα", "Τοξικολογικές πληροφορίες", "Οικολογικές πληροφορίες", "Εκτιμήσεις σχετικά με τη διάθεση",
      "Πληροφορίες σχετικά με τη μεταφορά", "Στοιχεία σχετικά με τις κανονιστικές διατάξεις", "Άλλες πληροφορίες",
    ],
    labels: {
      sds: ["Δελτίο δεδομένων ασφαλείας"], productIdentifier: ["Αναγνωριστικός κωδικός προϊόντος"], productName: ["Εμπορική ονομασία", "Όνομα προϊόντος"],
      tradeName: ["Εμπορική ονομασία"], manufacturerSupplier: ["Παρασκευαστής/Προμηθευτής", "Προμηθευτής", "Εταιρεία"], manufacturer: ["Παρασκευαστής"],
      supplier: ["Προμηθευτής"], company: ["Εταιρεία"], sdsDated: ["Safety Data Sheet dated"], revisionDate: ["Ημερομηνία αναθεώρησης"],
      lastRevision: ["Ημερομηνία τελευταίας αναθεώρησης"], preparationDate: ["Ημερομηνία σύνταξης"], issueDate: ["Ημερομηνία έκδοσης"],
      printDate: ["Ημερομηνία εκτύπωσης"], supersedes: ["Αντικαθιστά"], version: ["Έκδοση"], signalWord: ["Προειδοποιητική λέξη"],
      hazardStatements: ["Δηλώσεις επικινδυνότητας"], precautionaryStatements: ["Δηλώσεις προφύλαξης"], cas: ["Αριθμός CAS", "Αρ. CAS"],
      pictograms: ["Εικονογράμματα κινδύνου"],
      uses: ["Συναφείς προσδιοριζόμενες χρήσεις της ουσίας ή του μείγματος και αντενδεικνυόμενες χρήσεις"],
      supplierDetails: ["Στοιχεία του προμηθευτή του δελτίου δεδομένων ασφαλείας"], emergencyPhone: ["Αριθμός τηλεφώνου επείγουσας ανάγκης"],
      classification: ["Ταξινόμηση της ουσίας ή του μείγματος"], labelElements: ["Στοιχεία επισήμανσης"], otherHazards: ["Άλλοι κίνδυνοι"], substances: ["Ουσίες"],
      mixtures: ["Μείγματα"],
    },
    danger: "Κίνδυνος", warning: ["Προσοχή"], months: EL_MONTHS,
    dates: (d, m, y) => [`${d}/${m}/${y}`, `${unpad(d)} ${capital(monthOf(EL_MONTHS, m))} ${y}`, `${d}.${m}.${y}`],
    page: (n, m) => `Σελίδα ${n} από ${m}`,
  },
  bg: {
    sectionWord: "Раздел",
    sections: [
      "Идентифициране на веществото/сместа и на дружеството/предприятието", "Описание на опасностите", "Състав/информация за съставките", "Мерки за първа помощ",
      "Противопожарни мерки", "Мерки при аварийно изпускане", "Работа и съхранение", "Контрол на експозицията/лични предпазни средства",
      "Физични и химични свойства", "Стабилност и реактивност", "Токсикологична информация", "Екологична информация", "Обезвреждане на отпадъците",
      "Информация относно транспортирането", "Информация относно нормативната уредба", "Друга информация",
    ],
    labels: {
      sds: ["Информационен лист за безопасност"], productIdentifier: ["Идентификатор на продукта"], productName: ["Търговско наименование", "Наименование на продукта"],
      tradeName: ["Търговско наименование"], manufacturerSupplier: ["Производител/Доставчик", "Доставчик", "Фирма"], manufacturer: ["Производител"], supplier: ["Доставчик"],
      company: ["Фирма", "Дружество"], sdsDated: ["Safety Data Sheet dated"], revisionDate: ["Дата на преразглеждане", "Дата на актуализация"],
      lastRevision: ["Last revision"], preparationDate: ["Дата на изготвяне"], issueDate: ["Дата на издаване"], printDate: ["Дата на отпечатване"],
      supersedes: ["Заменя"], version: ["Версия"], signalWord: ["Сигнална дума"], hazardStatements: ["Предупреждения за опасност"],
      precautionaryStatements: ["Препоръки за безопасност"], cas: ["CAS №", "CAS номер"], pictograms: ["Пиктограми за опасност"],
      uses: ["Идентифицирани употреби на веществото или сместа, които са от значение, и употреби, които не се препоръчват"],
      supplierDetails: ["Подробни данни за доставчика на информационния лист за безопасност"], emergencyPhone: ["Телефонен номер при спешни случаи"],
      classification: ["Класифициране на веществото или сместа"], labelElements: ["Елементи на етикета"], otherHazards: ["Други опасности"], substances: ["Вещества"],
      mixtures: ["Смеси"],
    },
    danger: "Опасно", warning: ["Внимание"], months: BG_MONTHS,
    dates: (d, m, y) => [`${d}.${m}.${y}`, `${unpad(d)} ${monthOf(BG_MONTHS, m)} ${y} г.`, `${d}.${m}.${y} г.`],
    page: (n, m) => `Страница ${n} от ${m}`,
  },
  lt: {
    sectionWord: "Skirsnis", numberFirst: " ",
    sections: [
      "Medžiagos ar mišinio ir bendrovės ar įmonės identifikavimas", "Galimi pavojai", "Sudėtis arba informacija apie sudedamąsias dalis",
      "Pirmosios pagalbos priemonės", "Priešgaisrinės priemonės", "Avarijų likvidavimo priemonės", "Tvarkymas ir sandėliavimas", "Poveikio kontrolė ir asmens apsauga",
      "Fizikinės ir cheminės savybės", "Stabilumas ir reaktingumas", "Toksikologinė informacija", "Ekologinė informacija", "Atliekų tvarkymas",
      "Informacija apie gabenimą", "Informacija apie reglamentavimą", "Kita informacija",
    ],
    labels: {
      sds: ["Saugos duomenų lapas"], productIdentifier: ["Produkto identifikatorius"], productName: ["Prekinis pavadinimas", "Produkto pavadinimas"],
      tradeName: ["Prekinis pavadinimas"], manufacturerSupplier: ["Gamintojas/Tiekėjas", "Tiekėjas", "Įmonė"], manufacturer: ["Gamintojas"], supplier: ["Tiekėjas"],
      company: ["Įmonė", "Bendrovė"], sdsDated: ["Safety Data Sheet dated"], revisionDate: ["Peržiūros data"], lastRevision: ["Last revision"],
      preparationDate: ["Parengimo data"], issueDate: ["Išleidimo data"], printDate: ["Spausdinimo data"], supersedes: ["Pakeičia"], version: ["Versija"],
      signalWord: ["Signalinis žodis"], hazardStatements: ["Pavojingumo frazės"], precautionaryStatements: ["Atsargumo frazės"], cas: ["CAS Nr.", "CAS numeris"],
      pictograms: ["Pavojaus piktogramos"],
      uses: ["Atitinkami nustatyti medžiagos ar mišinio naudojimo būdai ir nerekomenduojami naudojimo būdai"],
      supplierDetails: ["Išsami informacija apie saugos duomenų lapo teikėją"], emergencyPhone: ["Pagalbos telefono numeris"],
      classification: ["Medžiagos ar mišinio klasifikavimas"], labelElements: ["Ženklinimo elementai"], otherHazards: ["Kiti pavojai"], substances: ["Medžiagos"],
      mixtures: ["Mišiniai"],
    },
    danger: "Pavojinga", warning: ["Atsargiai"], months: LT_MONTHS,
    // Year first: "2026-12-03", "2026 m. gruodžio 3 d.".
    dates: (d, m, y) => [`${y}-${m}-${d}`, `${y} m. ${monthOf(LT_MONTHS, m)} ${unpad(d)} d.`, `${y}.${m}.${d}`],
    page: (n, m) => `Puslapis ${n} iš ${m}`,
  },
  lv: {
    sectionWord: "Iedaļa", numberFirst: ". ",
    sections: [
      "Vielas/maisījuma un uzņēmējsabiedrības/uzņēmuma identificēšana", "Bīstamības apzināšana", "Sastāvs/informācija par sastāvdaļām",
      "Pirmās palīdzības pasākumi", "Ugunsdzēsības pasākumi", "Pasākumi nejaušas noplūdes gadījumos", "Lietošana un glabāšana",
      "Iedarbības pārvaldība/individuālā aizsardzība", "Fizikālās un ķīmiskās īpašības", "Stabilitāte un reaģētspēja", "Toksikoloģiskā informācija",
      "Ekoloģiskā informācija", "Apsvērumi saistībā ar apglabāšanu", "Informācija par transportēšanu", "Informācija par regulējumu", "Cita informācija",
    ],
    labels: {
      sds: ["Drošības datu lapa"], productIdentifier: ["Produkta identifikators"], productName: ["Tirdzniecības nosaukums", "Produkta nosaukums"],
      tradeName: ["Tirdzniecības nosaukums"], manufacturerSupplier: ["Ražotājs/Piegādātājs", "Piegādātājs", "Uzņēmums"], manufacturer: ["Ražotājs"],
      supplier: ["Piegādātājs"], company: ["Uzņēmums"], sdsDated: ["Safety Data Sheet dated"], revisionDate: ["Pārskatīšanas datums"],
      lastRevision: ["Last revision"], preparationDate: ["Sagatavošanas datums"], issueDate: ["Izdošanas datums"], printDate: ["Drukāšanas datums"],
      supersedes: ["Aizstāj"], version: ["Versija"], signalWord: ["Signālvārds"], hazardStatements: ["Bīstamības apzīmējumi"],
      precautionaryStatements: ["Drošības prasību apzīmējumi"], cas: ["CAS Nr.", "CAS numurs"], pictograms: ["Bīstamības piktogrammas"],
      uses: ["Attiecīgi apzinātie vielas vai maisījuma lietošanas veidi un tādi, ko neiesaka izmantot"],
      supplierDetails: ["Informācija par drošības datu lapas piegādātāju"], emergencyPhone: ["Tālruņa numurs, kur zvanīt ārkārtas situācijās"],
      classification: ["Vielas vai maisījuma klasificēšana"], labelElements: ["Etiķetes elementi"], otherHazards: ["Citi apdraudējumi"], substances: ["Vielas"],
      mixtures: ["Maisījumi"],
    },
    danger: "Bīstami", warning: ["Uzmanību"], months: LV_MONTHS,
    // "2026. gada 3. decembris".
    dates: (d, m, y) => [`${d}.${m}.${y}`, `${y}. gada ${unpad(d)}. ${monthOf(LV_MONTHS, m)}`, `${d}.${m}.${y}.`],
    page: (n, m) => `Lapa ${n} no ${m}`,
  },
  et: {
    sectionWord: "Jagu", numberFirst: ". ",
    sections: [
      "Aine/segu ja äriühingu/ettevõtja identifitseerimine", "Ohtude identifitseerimine", "Koostis/teave koostisainete kohta", "Esmaabimeetmed",
      "Tulekustutusmeetmed", "Meetmed juhusliku sattumise korral keskkonda", "Käitlemine ja ladustamine", "Kokkupuute ohjamine/isikukaitse",
      "Füüsikalised ja keemilised omadused", "Püsivus ja reaktsioonivõime", "Toksikoloogiline teave", "Ökoloogiline teave", "Jäätmekäitlus", "Veonõuded",
      "Reguleerivad õigusaktid", "Muu teave",
    ],
    labels: {
      sds: ["Ohutuskaart"], productIdentifier: ["Tootetähis"], productName: ["Kaubanimi", "Toote nimetus"], tradeName: ["Kaubanimi"],
      manufacturerSupplier: ["Tootja/Tarnija", "Tarnija", "Ettevõte"], manufacturer: ["Tootja"], supplier: ["Tarnija"], company: ["Ettevõte", "Äriühing"],
      sdsDated: ["Safety Data Sheet dated"], revisionDate: ["Muutmise kuupäev", "Läbivaatamise kuupäev"], lastRevision: ["Last revision"],
      preparationDate: ["Koostamise kuupäev"], issueDate: ["Väljaandmise kuupäev"], printDate: ["Trükkimise kuupäev"], supersedes: ["Asendab"], version: ["Versioon"],
      signalWord: ["Tunnussõna"], hazardStatements: ["Ohulaused"], precautionaryStatements: ["Hoiatuslaused"], cas: ["CAS nr", "CAS-number"],
      pictograms: ["Ohupiktogrammid"],
      uses: ["Aine või segu asjaomased kindlakstehtud kasutusalad ja kasutusalad, mida ei soovitata"],
      supplierDetails: ["Andmed ohutuskaardi tarnija kohta"], emergencyPhone: ["Hädaabitelefoni number"],
      classification: ["Aine või segu klassifitseerimine"], labelElements: ["Märgistuselemendid"], otherHazards: ["Muud ohud"], substances: ["Ained"], mixtures: ["Segud"],
    },
    // Estonian CLP: Danger is "Ettevaatust", Warning "Hoiatus".
    danger: "Ettevaatust", warning: ["Hoiatus"], months: ET_MONTHS,
    dates: (d, m, y) => [`${d}.${m}.${y}`, `${unpad(d)}. ${monthOf(ET_MONTHS, m)} ${y}`, `${unpad(d)}.${unpad(m)}.${y}`],
    page: (n, m) => `Lehekülg ${n} / ${m}`,
  },
};
