/**
 * REACH Annex II (as replaced by Regulation (EU) 2020/878) and CLP wording in the EU's central, eastern and southern
 * official languages besides those of section-headings-words-west.ts: cs, sk, hu, ro, el, bg, hr, sl, lt, lv, et, mt.
 *
 * Sources: the 16 titles, signal-word labels and words are those test/parsing/eu-languages-s9.test.ts took from the
 * EUR-Lex texts of 2020/878 and CLP in each language (session 9); the statements' labels those of
 * test/parsing/eu-languages-s10.test.ts (CLP Articles 21, 22). The sub-section titles are 2020/878's: Czech checked against
 * reachonline.eu/reach/cs/priloha-ii-1.html, -2.html and -3-3.1.html (consolidated REACH); Latvian 1.1–2.2 as a real
 * Latvian sheet prints them (docplayer.lv "Drošības datu lapā atbilstoši 1907/2006/EK, 31. pants"); the others as the
 * EUR-Lex texts print them, not confirmed against a stored copy here.
 *
 * Maltese: the EUR-Lex page of 2020/878 in Maltese is in the stored pages, but not its annex; the titles below are the
 * Maltese Annex II wording as recalled, NOT confirmed against a source (no Maltese sheet is in the corpus either). The
 * CLP words for Maltese are "Periklu" (Danger) and "Attenzjoni" (Warning), label "Kelma ta' sinjal".
 */
import type { HeadingWords } from "./section-headings-types.ts";

const numberFirst = (numberDot: boolean, separator: string) => ({ numberDot, separator });

export const EASTERN_HEADING_WORDS: readonly HeadingWords[] = [
  {
    code: "cs", word: "ODDÍL", order: "word-first",
    titles: ["Identifikace látky/směsi a společnosti/podniku", "Identifikace nebezpečnosti", "Složení/informace o složkách", "Pokyny pro první pomoc",
      "Opatření pro hašení požáru", "Opatření v případě náhodného úniku", "Zacházení a skladování", "Omezování expozice/osobní ochranné prostředky",
      "Fyzikální a chemické vlastnosti", "Stálost a reaktivita", "Toxikologické informace", "Ekologické informace", "Pokyny pro odstraňování",
      "Informace pro přepravu", "Informace o předpisech", "Další informace"],
    sub: {
      "1.1": "Identifikátor výrobku", "1.2": "Příslušná určená použití látky nebo směsi a nedoporučená použití",
      "1.3": "Podrobné údaje o dodavateli bezpečnostního listu", "1.4": "Telefonní číslo pro naléhavé situace",
      "2.1": "Klasifikace látky nebo směsi", "2.2": "Prvky označení", "2.3": "Další nebezpečnost", "3.1": "Látky", "3.2": "Směsi",
    },
    signalLabel: "Signální slovo", danger: "Nebezpečí", warning: "Varování",
    hazardLabel: "Standardní věty o nebezpečnosti", precautionaryLabel: "Pokyny pro bezpečné zacházení",
    prose: "Výrobek je směs, která se používá pro čištění. Uchovávejte podle pokynů, nebo při potížích volejte lékaře; není hořlavý.",
  },
  {
    code: "sk", word: "ODDIEL", order: "word-first",
    titles: ["Identifikácia látky/zmesi a spoločnosti/podniku", "Identifikácia nebezpečnosti", "Zloženie/informácie o zložkách", "Opatrenia prvej pomoci",
      "Protipožiarne opatrenia", "Opatrenia pri náhodnom uvoľnení", "Zaobchádzanie a skladovanie", "Kontroly expozície/osobná ochrana",
      "Fyzikálne a chemické vlastnosti", "Stabilita a reaktivita", "Toxikologické informácie", "Ekologické informácie", "Opatrenia pri zneškodňovaní",
      "Informácie o doprave", "Regulačné informácie", "Ďalšie informácie"],
    sub: {
      "1.1": "Identifikátor produktu", "1.2": "Relevantné identifikované použitia látky alebo zmesi a použitia, ktoré sa neodporúčajú",
      "1.3": "Podrobné údaje o dodávateľovi karty bezpečnostných údajov", "1.4": "Núdzové telefónne číslo",
      "2.1": "Klasifikácia látky alebo zmesi", "2.2": "Prvky označovania", "2.3": "Iná nebezpečnosť", "3.1": "Látky", "3.2": "Zmesi",
    },
    signalLabel: "Výstražné slovo", danger: "Nebezpečenstvo", warning: "Pozor",
    hazardLabel: "Výstražné upozornenia", precautionaryLabel: "Bezpečnostné upozornenia",
    prose: "Výrobok sa používa ako čistiaci prostriedok, ktoré sú podľa pokynov bezpečné pre prácu; pri potížach alebo ak treba, aby lekár.",
  },
  {
    code: "hu", word: "SZAKASZ", order: numberFirst(true, ": "),
    titles: ["Az anyag/keverék és a vállalat/vállalkozás azonosítása", "A veszélyek azonosítása", "Összetétel/az összetevőkre vonatkozó adatok",
      "Elsősegély-nyújtási intézkedések", "Tűzvédelmi intézkedések", "Intézkedések véletlenszerű expozíció esetén", "Kezelés és tárolás",
      "Az expozíció ellenőrzése/egyéni védelem", "Fizikai és kémiai tulajdonságok", "Stabilitás és reakciókészség", "Toxikológiai adatok",
      "Ökológiai információk", "Ártalmatlanítási szempontok", "Szállításra vonatkozó információk", "Szabályozással kapcsolatos információk", "Egyéb információk"],
    sub: {
      "1.1": "Termékazonosító", "1.2": "Az anyag vagy keverék megfelelő azonosított felhasználása, illetve ellenjavallt felhasználása",
      "1.3": "A biztonsági adatlap szállítójának adatai", "1.4": "Sürgősségi telefonszám",
      "2.1": "Az anyag vagy keverék osztályozása", "2.2": "Címkézési elemek", "2.3": "Egyéb veszélyek", "3.1": "Anyagok", "3.2": "Keverékek",
    },
    signalLabel: "Figyelmeztetés", danger: "Veszély", warning: "Figyelem",
    hazardLabel: "Figyelmeztető mondatok", precautionaryLabel: "Óvintézkedésre vonatkozó mondatok",
    prose: "A termék tisztítószer, és az anyag szerint kell tárolni, hogy egy esetén vagy baleset által ne okozzon kárt.",
  },
  {
    code: "ro", word: "SECȚIUNEA", order: "word-first",
    titles: ["Identificarea substanței/amestecului și a societății/întreprinderii", "Identificarea pericolelor", "Compoziție/informații privind componenții",
      "Măsuri de prim ajutor", "Măsuri de combatere a incendiilor", "Măsuri de eliberare accidentală", "Manipularea și depozitarea",
      "Controale ale expunerii/protecția personală", "Proprietățile fizice și chimice", "Stabilitate și reactivitate", "Informații toxicologice",
      "Informații ecologice", "Considerații privind eliminarea", "Informații referitoare la transport", "Informații de reglementare", "Alte informații"],
    sub: {
      "1.1": "Element de identificare a produsului", "1.2": "Utilizări relevante identificate ale substanței sau ale amestecului și utilizări contraindicate",
      "1.3": "Detalii privind furnizorul fișei cu date de securitate", "1.4": "Număr de telefon care poate fi apelat în caz de urgență",
      "2.1": "Clasificarea substanței sau a amestecului", "2.2": "Elemente pentru etichetă", "2.3": "Alte pericole", "3.1": "Substanțe", "3.2": "Amestecuri",
    },
    signalLabel: "Cuvânt de avertizare", danger: "Pericol", warning: "Atenție",
    hazardLabel: "Fraze de pericol", precautionaryLabel: "Fraze de precauție",
    prose: "Produsul este pentru curățare și nu trebuie amestecat cu acizi; sau în caz de accident, privind primul ajutor, sunt date mai jos.",
  },
  {
    code: "el", word: "ΤΜΗΜΑ", order: "word-first",
    titles: ["Ταυτοποίηση της ουσίας/του μείγματος και της εταιρείας/επιχείρησης", "Προσδιορισμός κινδύνων", "Σύνθεση/πληροφορίες για τα συστατικά",
      "Μέτρα πρώτων βοηθειών", "Μέτρα για την αντιμετώπιση της πυρκαγιάς", "Μέτρα για την αντιμετώπιση τυχαίας έκλυσης", "Χειρισμός και αποθήκευση",
      "Έλεγχοι έκθεσης/ατομική προστασία", "Φυσικές και χημικές ιδιότητες", "Σταθερότητα και δραστικότητα", "Τοξικολογικές πληροφορίες",
      "Οικολογικές πληροφορίες", "Εκτιμήσεις όσον αφορά τη διάθεση", "Πληροφορίες σχετικά με τη μεταφορά", "Στοιχεία κανονιστικού χαρακτήρα", "Άλλες πληροφορίες"],
    sub: {
      "1.1": "Αναγνωριστικός κωδικός προϊόντος", "1.2": "Συναφείς προσδιοριζόμενες χρήσεις της ουσίας ή του μείγματος και αντενδεικνυόμενες χρήσεις",
      "1.3": "Στοιχεία του προμηθευτή του δελτίου δεδομένων ασφαλείας", "1.4": "Αριθμός τηλεφώνου επείγουσας ανάγκης",
      "2.1": "Ταξινόμηση της ουσίας ή του μείγματος", "2.2": "Στοιχεία επισήμανσης", "2.3": "Άλλοι κίνδυνοι", "3.1": "Ουσίες", "3.2": "Μείγματα",
    },
    signalLabel: "Προειδοποιητική λέξη", danger: "Κίνδυνος", warning: "Προσοχή",
    hazardLabel: "Δηλώσεις επικινδυνότητας", precautionaryLabel: "Δηλώσεις προφύλαξης",
    prose: "Το προϊόν είναι για τον καθαρισμό και με νερό σε δοχείο της αποθήκης από τα ράφια ή για χρήση.",
  },
  {
    code: "bg", word: "РАЗДЕЛ", order: "word-first",
    titles: ["Идентифициране на веществото/сместа и на дружеството/предприятието", "Описание на опасностите", "Състав/информация за съставките",
      "Мерки за първа помощ", "Противопожарни мерки", "Мерки при аварийно изпускане", "Работа и съхранение", "Контрол на експозицията/лични предпазни средства",
      "Физични и химични свойства", "Стабилност и реактивност", "Токсикологична информация", "Екологична информация", "Обезвреждане на отпадъците",
      "Информация относно транспортирането", "Информация относно нормативната уредба", "Друга информация"],
    sub: {
      "1.1": "Идентификатор на продукта", "1.2": "Идентифицирани употреби на веществото или сместа, които са от значение, и употреби, които не се препоръчват",
      "1.3": "Подробни данни за доставчика на информационния лист за безопасност", "1.4": "Телефонен номер при спешни случаи",
      "2.1": "Класифициране на веществото или сместа", "2.2": "Елементи на етикета", "2.3": "Други опасности", "3.1": "Вещества", "3.2": "Смеси",
    },
    signalLabel: "Сигнална дума", danger: "Опасно", warning: "Внимание",
    hazardLabel: "Предупреждения за опасност", precautionaryLabel: "Препоръки за безопасност",
    prose: "Продуктът е за почистване и не се смесва с киселини; при контакт с очите или кожата да се измие с вода от чешмата.",
  },
  {
    code: "hr", word: "ODJELJAK", order: "word-first",
    titles: ["Identifikacija tvari/smjese i društva/poduzeća", "Identifikacija opasnosti", "Sastav/informacije o sastojcima", "Mjere prve pomoći",
      "Mjere za gašenje požara", "Mjere kod slučajnog ispuštanja", "Rukovanje i skladištenje", "Nadzor nad izloženošću/osobna zaštita",
      "Fizikalna i kemijska svojstva", "Stabilnost i reaktivnost", "Toksikološke informacije", "Ekološke informacije", "Zbrinjavanje",
      "Informacije o prijevozu", "Informacije o propisima", "Druge informacije"],
    sub: {
      "1.1": "Identifikacijska oznaka proizvoda", "1.2": "Relevantne identificirane uporabe tvari ili smjese i savjetovane suprotne uporabe",
      "1.3": "Podaci o dobavljaču koji isporučuje sigurnosno-tehnički list", "1.4": "Broj telefona za izvanredna stanja",
      "2.1": "Razvrstavanje tvari ili smjese", "2.2": "Elementi označivanja", "2.3": "Ostale opasnosti", "3.1": "Tvari", "3.2": "Smjese",
    },
    signalLabel: "Oznaka opasnosti", danger: "Opasnost", warning: "Upozorenje",
    hazardLabel: "Oznake upozorenja", precautionaryLabel: "Oznake obavijesti",
    prose: "Proizvod koji se koristi za čišćenje nije zapaljiv; prema uputama treba ga čuvati kod sobne temperature ili mora biti zatvoren.",
  },
  {
    code: "sl", word: "ODDELEK", order: "word-first",
    titles: ["Identifikacija snovi/zmesi in družbe/podjetja", "Določitev nevarnosti", "Sestava/podatki o sestavinah", "Ukrepi za prvo pomoč",
      "Protipožarni ukrepi", "Ukrepi ob nenamernih izpustih", "Ravnanje in skladiščenje", "Nadzor izpostavljenosti/osebna zaščita",
      "Fizikalne in kemijske lastnosti", "Obstojnost in reaktivnost", "Toksikološki podatki", "Ekološki podatki", "Odstranjevanje",
      "Podatki o prevozu", "Zakonsko predpisani podatki", "Drugi podatki"],
    sub: {
      "1.1": "Identifikator izdelka", "1.2": "Pomembne identificirane uporabe snovi ali zmesi in odsvetovane uporabe",
      "1.3": "Podrobnosti o dobavitelju varnostnega lista", "1.4": "Telefonska številka za nujne primere",
      "2.1": "Razvrstitev snovi ali zmesi", "2.2": "Elementi etikete", "2.3": "Druge nevarnosti", "3.1": "Snovi", "3.2": "Zmesi",
    },
    signalLabel: "Opozorilna beseda", danger: "Nevarno", warning: "Pozor",
    hazardLabel: "Stavki o nevarnosti", precautionaryLabel: "Previdnostni stavki",
    prose: "Izdelek, ki se uporablja za čiščenje, lahko ali tudi ne povzroči draženja; glede shranjevanja v skladu z navodili, če ter kadar.",
  },
  {
    code: "lt", word: "SKIRSNIS", order: numberFirst(false, ". "),
    titles: ["Cheminės medžiagos ar mišinio ir bendrovės ar įmonės identifikavimas", "Galimi pavojai", "Sudėtis arba informacija apie sudedamąsias dalis",
      "Pirmosios pagalbos priemonės", "Priešgaisrinės priemonės", "Avarijų likvidavimo priemonės", "Naudojimas ir sandėliavimas",
      "Poveikio kontrolė ir asmens apsauga", "Fizinės ir cheminės savybės", "Stabilumas ir reaktyvumas", "Toksikologinė informacija",
      "Ekologinė informacija", "Atliekų tvarkymas", "Informacija apie gabenimą", "Informacija apie reglamentavimą", "Kita informacija"],
    sub: {
      "1.1": "Produkto identifikatorius", "1.2": "Medžiagos ar mišinio nustatyti susiję naudojimo būdai ir nerekomenduojami naudojimo būdai",
      "1.3": "Išsami informacija apie saugos duomenų lapo teikėją", "1.4": "Pagalbos telefono numeris",
      "2.1": "Medžiagos ar mišinio klasifikavimas", "2.2": "Ženklinimo elementai", "2.3": "Kiti pavojai", "3.1": "Medžiagos", "3.2": "Mišiniai",
    },
    signalLabel: "Signalinis žodis", danger: "Pavojinga", warning: "Atsargiai",
    hazardLabel: "Pavojingumo frazės", precautionaryLabel: "Atsargumo frazės",
    prose: "Produktas yra valiklis ir jei reikia, pagal nurodymus arba dėl saugumo, kad nuo vaikų gali būti laikomas atskirai.",
  },
  {
    code: "lv", word: "IEDAĻA", order: numberFirst(true, ". "),
    titles: ["Vielas/maisījuma un uzņēmējsabiedrības/uzņēmuma identificēšana", "Bīstamības apzināšana", "Sastāvs/informācija par sastāvdaļām",
      "Pirmās palīdzības pasākumi", "Ugunsdzēsības pasākumi", "Pasākumi nejaušas noplūdes gadījumos", "Lietošana un glabāšana",
      "Iedarbības pārvaldība/individuālā aizsardzība", "Fizikālās un ķīmiskās īpašības", "Stabilitāte un reaģētspēja", "Toksikoloģiskā informācija",
      "Ekoloģiskā informācija", "Apsvērumi saistībā ar apglabāšanu", "Informācija par transportēšanu", "Informācija par regulējumu", "Cita informācija"],
    sub: {
      "1.1": "Produkta identifikators", "1.2": "Vielas vai maisījuma attiecīgi apzinātie lietošanas veidi un tādi, ko neiesaka izmantot",
      "1.3": "Informācija par drošības datu lapas piegādātāju", "1.4": "Tālruņa numurs, kur zvanīt ārkārtas situācijās",
      "2.1": "Vielas vai maisījuma klasificēšana", "2.2": "Etiķetes elementi", "2.3": "Citi apdraudējumi", "3.1": "Vielas", "3.2": "Maisījumi",
    },
    signalLabel: "Signālvārds", danger: "Bīstami", warning: "Uzmanību",
    hazardLabel: "Bīstamības apzīmējumi", precautionaryLabel: "Drošības prasību apzīmējumi",
    prose: "Produkts tiek lietots tīrīšanai, kas nav uzliesmojošs; saskaņā ar norādījumiem vai arī uz iepakojuma, tādēļ uzglabāt ar vāku.",
  },
  {
    code: "et", word: "JAGU", order: numberFirst(true, ". "),
    titles: ["Aine/segu ning äriühingu/ettevõtja identifitseerimine", "Ohtude identifitseerimine", "Koostis/teave koostisainete kohta", "Esmaabimeetmed",
      "Tulekustutusmeetmed", "Meetmed juhusliku sattumise korral keskkonda", "Käitlemine ja ladustamine", "Kokkupuute ohjamine/isikukaitse",
      "Füüsikalised ja keemilised omadused", "Püsivus ja reaktsioonivõime", "Teave toksilisuse kohta", "Ökoloogiline teave", "Jäätmekäitlus",
      "Veonõuded", "Reguleerivad õigusaktid", "Muu teave"],
    sub: {
      "1.1": "Tootetähis", "1.2": "Aine või segu asjakohased kindlaksmääratud kasutusalad ja kasutusalad, mida ei soovitata",
      "1.3": "Andmed ohutuskaardi tarnija kohta", "1.4": "Hädaabitelefoni number",
      "2.1": "Aine või segu klassifitseerimine", "2.2": "Märgistuselemendid", "2.3": "Muud ohud", "3.1": "Ained", "3.2": "Segud",
    },
    signalLabel: "Tunnussõna", danger: "Ettevaatust", warning: "Hoiatus",
    hazardLabel: "Ohulaused", precautionaryLabel: "Hoiatuslaused",
    prose: "Toode on puhastusvahend ning seda peab hoidma vastavalt juhistele; kui see satub silma või nahale, mis korral loputada ega hõõruda.",
  },
  {
    code: "mt", word: "TAQSIMA", order: "word-first",
    titles: ["Identifikazzjoni tas-sustanza/taħlita u tal-kumpanija/impriża", "Identifikazzjoni tal-perikli", "Kompożizzjoni/informazzjoni dwar l-ingredjenti",
      "Miżuri tal-ewwel għajnuna", "Miżuri għall-ġlieda kontra n-nar", "Miżuri għal rilaxx aċċidentali", "Immaniġġar u ħażna",
      "Kontrolli tal-espożizzjoni/protezzjoni personali", "Proprjetajiet fiżiċi u kimiċi", "Stabbiltà u reattività", "Informazzjoni tossikoloġika",
      "Informazzjoni ekoloġika", "Kunsiderazzjonijiet dwar ir-rimi", "Informazzjoni dwar it-trasport", "Informazzjoni regolatorja", "Informazzjoni oħra"],
    sub: {
      "1.1": "Identifikatur tal-prodott", "1.2": "Użi identifikati rilevanti tas-sustanza jew tat-taħlita u użi mhux rakkomandati",
      "1.3": "Dettalji tal-fornitur tal-iskeda ta' data ta' sigurtà", "1.4": "Numru tat-telefon għall-emerġenzi",
      "2.1": "Klassifikazzjoni tas-sustanza jew tat-taħlita", "2.2": "Elementi tat-tikketta", "2.3": "Perikli oħra", "3.1": "Sustanzi", "3.2": "Taħlitiet",
    },
    signalLabel: "Kelma ta' sinjal", danger: "Periklu", warning: "Attenzjoni",
    hazardLabel: "Dikjarazzjonijiet ta' periklu", precautionaryLabel: "Dikjarazzjonijiet ta' prekawzjoni",
    prose: "Il-prodott jintuża għat-tindif u għandu jinżamm 'il bogħod mis-sħana; jekk imiss mal-ġilda jew mal-għajnejn, laħlaħ bl-ilma.",
  },
];
