/**
 * Family L's NEWER-field words, round 2 (session 19): the EU's other fourteen official languages — Swedish, Danish,
 * Finnish, Czech, Hungarian, Romanian, Slovak, Slovenian, Croatian, Greek, Bulgarian, Lithuanian, Latvian, Estonian.
 * Same shape as FIELD_WORDS in test/helpers/metamorphic-language-fields.ts, merged into it.
 *
 * Sources, written by hand and NOT from the parser's vocabulary (src/modules/parsing/vocabulary/*): Annex II of REACH
 * as amended by Regulation (EU) 2020/878 (EUR-Lex CELEX 32020R0878, each language's text: 1.2 "identified uses … uses
 * advised against", 9.1 (a) "physical state", (j) "flash point"), CLP's state words, and the wordings sheets in each
 * language commonly print for the contact block and the appearance. A second wording is a common variant a sheet prints.
 */
import type { FieldWords } from "./metamorphic-language-fields.ts";

export const MORE_FIELD_WORDS: Readonly<Record<string, FieldWords>> = {
  sv: {
    labels: {
      fax: ["Fax", "Telefax"], telephone: ["Telefon", "Tel."], address: ["Adress", "Postadress"], street: ["Gatuadress"], postalCode: ["Postnummer"],
      town: ["Ort", "Stad"], country: ["Land"], identifiedUses: ["Identifierade användningar", "Relevanta identifierade användningar"],
      recommendedUse: ["Rekommenderad användning", "Användning av ämnet/blandningen"], usesAdvisedAgainst: ["Användningar som det avråds från", "Avrådda användningar"],
      physicalState: ["Aggregationstillstånd", "Fysikaliskt tillstånd"], appearance: ["Utseende"], form: ["Form"], flashPoint: ["Flampunkt"],
    },
    states: { semisolid: ["halvfast"], liquid: ["Vätska", "flytande"], solid: ["Fast ämne", "fast"], gas: ["Gas", "gasformig"], paste: ["Pasta", "pastaformig"], aerosol: ["Aerosol"], powder: ["Pulver"] },
  },
  da: {
    labels: {
      fax: ["Fax", "Telefax"], telephone: ["Telefon", "Tlf."], address: ["Adresse"], street: ["Gade", "Vej"], postalCode: ["Postnummer", "Postnr."],
      town: ["By"], country: ["Land"], identifiedUses: ["Identificerede anvendelser", "Relevante identificerede anvendelser"],
      recommendedUse: ["Anbefalet anvendelse", "Anvendelse af stoffet/blandingen"], usesAdvisedAgainst: ["Anvendelser, der frarådes", "Frarådede anvendelser"],
      physicalState: ["Tilstandsform", "Fysisk tilstand"], appearance: ["Udseende"], form: ["Form"], flashPoint: ["Flammepunkt"],
    },
    states: { semisolid: ["halvfast"], liquid: ["Væske", "flydende"], solid: ["Fast stof", "fast"], gas: ["Gas", "gasformig"], paste: ["Pasta", "pastaagtig"], aerosol: ["Aerosol"], powder: ["Pulver"] },
  },
  fi: {
    labels: {
      fax: ["Faksi", "Telekopio"], telephone: ["Puhelin", "Puh."], address: ["Osoite", "Postiosoite"], street: ["Katuosoite"], postalCode: ["Postinumero"],
      town: ["Postitoimipaikka", "Kaupunki"], country: ["Maa"], identifiedUses: ["Tunnistetut käytöt", "Merkitykselliset tunnistetut käytöt"],
      recommendedUse: ["Suositeltu käyttö", "Aineen/seoksen käyttö"], usesAdvisedAgainst: ["Käytöt, joita ei suositella", "Ei-suositellut käytöt"],
      physicalState: ["Olomuoto", "Fysikaalinen olomuoto"], appearance: ["Ulkonäkö"], form: ["Muoto"], flashPoint: ["Leimahduspiste"],
    },
    states: { semisolid: ["puolikiinteä"], liquid: ["Neste", "nestemäinen"], solid: ["Kiinteä aine", "kiinteä"], gas: ["Kaasu", "kaasumainen"], paste: ["Tahna", "tahnamainen"], aerosol: ["Aerosoli"], powder: ["Jauhe"] },
  },
  cs: {
    labels: {
      fax: ["Fax"], telephone: ["Telefon", "Tel."], address: ["Adresa", "Sídlo"], street: ["Ulice"], postalCode: ["PSČ", "Poštovní směrovací číslo"],
      town: ["Město", "Obec"], country: ["Země", "Stát"], identifiedUses: ["Určená použití", "Příslušná určená použití"],
      recommendedUse: ["Doporučené použití", "Použití látky/směsi"], usesAdvisedAgainst: ["Nedoporučená použití"],
      physicalState: ["Skupenství", "Fyzikální stav"], appearance: ["Vzhled"], form: ["Forma"], flashPoint: ["Bod vzplanutí"],
    },
    states: { semisolid: ["polotuhé"], liquid: ["Kapalina", "kapalné"], solid: ["Pevná látka", "pevné"], gas: ["Plyn", "plynné"], paste: ["Pasta", "pastovité"], aerosol: ["Aerosol"], powder: ["Prášek"] },
  },
  hu: {
    labels: {
      fax: ["Fax", "Telefax"], telephone: ["Telefon", "Tel."], address: ["Cím", "Székhely"], street: ["Utca"], postalCode: ["Irányítószám"],
      town: ["Város", "Település"], country: ["Ország"], identifiedUses: ["Azonosított felhasználások", "Megfelelő azonosított felhasználások"],
      recommendedUse: ["Ajánlott felhasználás", "Az anyag/keverék felhasználása"], usesAdvisedAgainst: ["Ellenjavallt felhasználások", "Nem javasolt felhasználások"],
      physicalState: ["Halmazállapot", "Fizikai állapot"], appearance: ["Külső megjelenés", "Megjelenés"], form: ["Forma"], flashPoint: ["Lobbanáspont"],
    },
    states: { semisolid: ["félszilárd"], liquid: ["Folyadék", "folyékony"], solid: ["Szilárd anyag", "szilárd"], gas: ["Gáz", "gáznemű"], paste: ["Paszta", "pasztaszerű"], aerosol: ["Aeroszol"], powder: ["Por"] },
  },
  ro: {
    labels: {
      fax: ["Fax"], telephone: ["Telefon", "Tel."], address: ["Adresă", "Sediu"], street: ["Strada"], postalCode: ["Cod poștal"],
      town: ["Oraș", "Localitate"], country: ["Țară"], identifiedUses: ["Utilizări identificate", "Utilizări relevante identificate"],
      recommendedUse: ["Utilizare recomandată", "Utilizarea substanței/amestecului"], usesAdvisedAgainst: ["Utilizări contraindicate", "Utilizări nerecomandate"],
      physicalState: ["Stare fizică", "Starea fizică"], appearance: ["Aspect"], form: ["Formă"], flashPoint: ["Punct de aprindere", "Punct de inflamabilitate"],
    },
    states: { semisolid: ["semisolid"], liquid: ["Lichid"], solid: ["Solid"], gas: ["Gaz", "gazos"], paste: ["Pastă", "păstos"], aerosol: ["Aerosol"], powder: ["Pulbere"] },
  },
  sk: {
    labels: {
      fax: ["Fax"], telephone: ["Telefón", "Tel."], address: ["Adresa", "Sídlo"], street: ["Ulica"], postalCode: ["PSČ", "Poštové smerovacie číslo"],
      town: ["Mesto", "Obec"], country: ["Krajina", "Štát"], identifiedUses: ["Identifikované použitia", "Relevantné identifikované použitia"],
      recommendedUse: ["Odporúčané použitie", "Použitie látky/zmesi"], usesAdvisedAgainst: ["Použitia, ktoré sa neodporúčajú", "Neodporúčané použitia"],
      physicalState: ["Skupenstvo", "Fyzikálny stav"], appearance: ["Vzhľad"], form: ["Forma"], flashPoint: ["Teplota vzplanutia", "Bod vzplanutia"],
    },
    states: { semisolid: ["polotuhé"], liquid: ["Kvapalina", "kvapalné"], solid: ["Tuhá látka", "tuhé"], gas: ["Plyn", "plynné"], paste: ["Pasta", "pastovité"], aerosol: ["Aerosól"], powder: ["Prášok"] },
  },
  sl: {
    labels: {
      fax: ["Faks", "Telefaks"], telephone: ["Telefon", "Tel."], address: ["Naslov"], street: ["Ulica"], postalCode: ["Poštna številka"],
      town: ["Kraj", "Mesto"], country: ["Država"], identifiedUses: ["Identificirane uporabe", "Pomembne identificirane uporabe"],
      recommendedUse: ["Priporočena uporaba", "Uporaba snovi/zmesi"], usesAdvisedAgainst: ["Odsvetovane uporabe"],
      physicalState: ["Agregatno stanje", "Fizikalno stanje"], appearance: ["Videz"], form: ["Oblika"], flashPoint: ["Plamenišče"],
    },
    states: { semisolid: ["poltrdno"], liquid: ["Tekočina", "tekoče"], solid: ["Trdna snov", "trdno"], gas: ["Plin", "plinasto"], paste: ["Pasta", "pastozno"], aerosol: ["Aerosol"], powder: ["Prašek"] },
  },
  hr: {
    labels: {
      fax: ["Faks", "Telefaks"], telephone: ["Telefon", "Tel."], address: ["Adresa", "Sjedište"], street: ["Ulica"], postalCode: ["Poštanski broj"],
      town: ["Grad", "Mjesto"], country: ["Država", "Zemlja"], identifiedUses: ["Utvrđene uporabe", "Relevantne utvrđene uporabe"],
      recommendedUse: ["Preporučena uporaba", "Uporaba tvari/smjese"], usesAdvisedAgainst: ["Uporabe koje se ne preporučuju", "Neprimjerene uporabe"],
      physicalState: ["Agregatno stanje", "Fizičko stanje"], appearance: ["Izgled"], form: ["Oblik"], flashPoint: ["Plamište", "Točka paljenja"],
    },
    states: { semisolid: ["polukruto"], liquid: ["Tekućina", "tekuće"], solid: ["Kruta tvar", "kruto"], gas: ["Plin", "plinovito"], paste: ["Pasta", "pastozno"], aerosol: ["Aerosol"], powder: ["Prah", "Prašak"] },
  },
  el: {
    labels: {
      fax: ["Φαξ", "Fax"], telephone: ["Τηλέφωνο", "Τηλ."], address: ["Διεύθυνση"], street: ["Οδός"], postalCode: ["Ταχυδρομικός κώδικας", "Τ.Κ."],
      town: ["Πόλη"], country: ["Χώρα"], identifiedUses: ["Προσδιορισθείσες χρήσεις", "Συναφείς προσδιορισθείσες χρήσεις"],
      recommendedUse: ["Συνιστώμενη χρήση", "Χρήση της ουσίας/του μείγματος"], usesAdvisedAgainst: ["Αντενδεικνυόμενες χρήσεις"],
      physicalState: ["Φυσική κατάσταση"], appearance: ["Εμφάνιση"], form: ["Μορφή"], flashPoint: ["Σημείο ανάφλεξης"],
    },
    states: { semisolid: ["ημιστερεό"], liquid: ["Υγρό"], solid: ["Στερεό"], gas: ["Αέριο"], paste: ["Πάστα", "παστώδες"], aerosol: ["Αεροζόλ"], powder: ["Σκόνη"] },
  },
  bg: {
    labels: {
      fax: ["Факс"], telephone: ["Телефон", "Тел."], address: ["Адрес"], street: ["Улица"], postalCode: ["Пощенски код"],
      town: ["Град"], country: ["Държава"], identifiedUses: ["Идентифицирани употреби", "Идентифицирани употреби от значение"],
      recommendedUse: ["Препоръчителна употреба", "Употреба на веществото/сместа"], usesAdvisedAgainst: ["Употреби, които не се препоръчват", "Непрепоръчителни употреби"],
      physicalState: ["Агрегатно състояние", "Физично състояние"], appearance: ["Външен вид"], form: ["Форма"], flashPoint: ["Точка на запалване", "Пламна температура"],
    },
    states: { semisolid: ["полутвърдо"], liquid: ["Течност", "течно"], solid: ["Твърдо вещество", "твърдо"], gas: ["Газ", "газообразно"], paste: ["Паста", "пастообразно"], aerosol: ["Аерозол"], powder: ["Прах"] },
  },
  lt: {
    labels: {
      fax: ["Faksas"], telephone: ["Telefonas", "Tel."], address: ["Adresas"], street: ["Gatvė"], postalCode: ["Pašto kodas"],
      town: ["Miestas"], country: ["Šalis"], identifiedUses: ["Nustatyti naudojimo būdai", "Atitinkami nustatyti naudojimo būdai"],
      recommendedUse: ["Rekomenduojamas naudojimas", "Medžiagos/mišinio naudojimas"], usesAdvisedAgainst: ["Nerekomenduojami naudojimo būdai"],
      physicalState: ["Fizinė būsena", "Agregatinė būsena"], appearance: ["Išvaizda"], form: ["Forma"], flashPoint: ["Pliūpsnio temperatūra", "Užsiliepsnojimo temperatūra"],
    },
    states: { semisolid: ["puskietis"], liquid: ["Skystis", "skystas"], solid: ["Kieta medžiaga", "kietas"], gas: ["Dujos", "dujinis"], paste: ["Pasta"], aerosol: ["Aerozolis"], powder: ["Milteliai"] },
  },
  lv: {
    labels: {
      fax: ["Fakss"], telephone: ["Tālrunis", "Tālr."], address: ["Adrese"], street: ["Iela"], postalCode: ["Pasta indekss"],
      town: ["Pilsēta"], country: ["Valsts"], identifiedUses: ["Apzinātie lietošanas veidi", "Attiecīgi apzinātie lietošanas veidi"],
      recommendedUse: ["Ieteicamā lietošana", "Vielas/maisījuma lietošana"], usesAdvisedAgainst: ["Lietošanas veidi, ko neiesaka", "Neieteicamie lietošanas veidi"],
      physicalState: ["Agregātstāvoklis", "Fizikālais stāvoklis"], appearance: ["Izskats"], form: ["Forma"], flashPoint: ["Uzliesmošanas temperatūra"],
    },
    states: { semisolid: ["puscieta"], liquid: ["Šķidrums", "šķidrs"], solid: ["Cieta viela", "ciets"], gas: ["Gāze", "gāzveida"], paste: ["Pasta", "pastveida"], aerosol: ["Aerosols"], powder: ["Pulveris"] },
  },
  et: {
    labels: {
      fax: ["Faks"], telephone: ["Telefon", "Tel."], address: ["Aadress"], street: ["Tänav"], postalCode: ["Postiindeks", "Sihtnumber"],
      town: ["Linn"], country: ["Riik"], identifiedUses: ["Kindlakstehtud kasutusalad", "Asjaomased kindlakstehtud kasutusalad"],
      recommendedUse: ["Soovitatav kasutus", "Aine/segu kasutusala"], usesAdvisedAgainst: ["Kasutusalad, mida ei soovitata", "Mittesoovitatavad kasutusalad"],
      physicalState: ["Füüsikaline olek", "Agregaatolek"], appearance: ["Välimus"], form: ["Vorm"], flashPoint: ["Leekpunkt"],
    },
    states: { semisolid: ["pooltahke"], liquid: ["Vedelik", "vedel"], solid: ["Tahke aine", "tahke"], gas: ["Gaas", "gaasiline"], paste: ["Pasta", "pastataoline"], aerosol: ["Aerosool"], powder: ["Pulber"] },
  },
};
