import { withShortForms } from "./date-label-forms.ts";

/**
 * Labels of the dates an SDS prints, per kind, in the languages the parser reads (lower case; spaces match any
 * spacing, so "date de révision" also matches "Date de\nrévision" joined or "Datederévision"). The revision date
 * is taken from the best kind present: revision, then issue, then preparation, then a bare "Date:". Print,
 * previous, superseded, first-issue, expiry and validity dates are never a revision date. Labels are matched with
 * accents ignored ("DATA DE REVISAO", "MISE A JOUR"); Chinese, Japanese and Korean labels also inside a longer word
 * ("最新修订日期"), since those scripts put no space between words.
 */
export const REVISION_DATE_LABELS: readonly string[] = withShortForms([
  // en
  "revision date", "date of revision", "last revised", "revised on", "revised",
  "revison date", "rev. date", "rev date", "reviewed on", "reviewed", "date reviewed", "review date", "date of last update",
  // the revision's number without the abbreviation's stop, its date after it ("Emessa il 01/02/2016 - Rev n. 1 del
  // 25/10/2016", "Rev nr. 3 vom …")
  "rev n.", "rev n°", "rev nº", "rev nr.", "rev no.",
  "last updated", "update date", "updated", "revision", "rev.", "revison", "date modified", "last modified", "modified on",
  "date of review", "reviewed date", "date of reissue", "reissue date", "re-issue date", "reissued", "re-issued",
  // de
  "überarbeitet am", "bearbeitet am", "überarbeitungsdatum", "revisionsdatum", "datum der überarbeitung",
  "überarbeitet", "aktualisiert am", "zuletzt geändert", "stand", "bearbeitungsdatum", "geändert am", "änderungsdatum", "letzte änderung",
  "datum der letzten änderung", "revision vom", "überarb. am", "überarb.", "überarbeitung", "änderung", "bearbeitung",
  // the reworking's date ("Anlegedatum: … Nachbearbeitungsdatum: …", a Swiss template)
  "nachbearbeitungsdatum", "nachbearbeitet am",
  // the update and the state of the revision ("Aktualisierungsdatum", "Letzte Aktualisierung", "Überarbeitungsstand")
  "aktualisierungsdatum", "datum der aktualisierung", "letzte aktualisierung", "aktualisierung", "überarbeitungsstand",
  "bearbeitungsstand", "revisionsstand", "änderungsstand", "datum der revision",
  // "Revisionstand", as often printed without the joining s
  "revisionstand",
  // fr
  "date de révision", "date de la révision", "révisé le", "révision", "date de mise à jour", "mise à jour le", "mise à jour",
  "date de modification", "modifié le", "modifiée le", "révisée le",
  "dernière modification", "date de la dernière modification",
  // the modification's noun alone, its date after it ("Modification : 21.12.2005"; in English too), as in the other
  // languages below ("Modificación:", "Modifica:", "Modificação:", "Änderung:")
  "modification",
  // reviewed on ("Revu le", "Revue le" agreeing with "la fiche")
  "revu le", "revue le",
  // "MAJ", the abbreviation of "mise à jour" ("Date de MAJ : …", "MAJ le …"); never alone: "máj", "maj" are May
  "date de maj", "date de la maj", "maj le",
  // es
  "fecha de revisión", "revisado el", "revisado", "revisión", "fecha de actualización",
  "fecha de modificación", "modificado el", "actualizado el", "modificación",
  "actualizado", "última actualización", "actualización", "última modificación",
  // the same words agreeing with "la ficha" ("Fecha / actualizada el", BASF)
  "actualizada el", "actualizada", "revisada el", "revisada", "modificada el",
  // it
  "data di revisione", "revisione", "data di aggiornamento", "aggiornato il", "aggiornamento",
  "data di modifica", "modificato il", "aggiornato al", "modifica",
  "aggiornata al", "aggiornata il", "ultima modifica", "data ultima modifica", "revisionata il", "revisionato il", "modificata il",
  // nl
  "herzieningsdatum", "herzien op", "revisiedatum", "datum van herziening", "bijgewerkt op",
  "revisie", "herziene versie", "herziening", "herzien", "datum revisie", "wijzigingsdatum", "datum wijziging", "laatste wijziging",
  "gewijzigd op", "gewijzigd",
  // "changed" and "adapted" (Henkel's Dutch template: "Veranderd: 25.02.2020 Printdatum: … Vervangt versie van: …")
  "veranderd", "veranderd op", "datum veranderd", "veranderingsdatum", "aangepast op", "datum aangepast",
  // pt
  "data de revisão", "data da revisão", "revisto em", "revisão", "data de atualização",
  "data de modificação", "modificado em", "data da atualização", "data de actualização", "modificação",
  "data da actualização", "atualizado em", "actualizado em", "atualização", "actualização", "última modificação",
  "data de alteração", "data da alteração", "data da última alteração", "alterado em",
  // the same words agreeing with "a ficha" ("Data / Revisada em", "Ficha revista em")
  "revisada em", "revista em", "atualizada em", "actualizada em", "alterada em", "modificada em",
  // the update's participle without its "on" ("Aktualizowano: 01/06/15", "Mis à jour le", "Aktualisiert:", "Atualizada:")
  "aktualizowano", "zmieniono", "zmodyfikowano", "data rewizji", "mis à jour le", "mis à jour", "actualisé le",
  "actualisée le", "actualisé", "actualisée", "aktualisiert", "geactualiseerd op", "geactualiseerd", "bijgewerkt",
  "atualizada", "atualizado", "aggiornata", "aggiornato",
  "bearbeitet", "geändert", "revidiert am", "revidiert", "wijziging", "data przeglądu", "data ostatniego przeglądu",
  "datum der bearbeitung", "informationsstand", "data agg.", "datum herz.", "herz. datum",
  // pl
  // ("Data ostatniej aktualizacji", the date of the last revision, is a LAST_REVISION_DATE_LABELS label, as in the other languages)
  "data aktualizacji", "data weryfikacji", "aktualizacja", "data zmiany", "rewizja",
  "data modyfikacji", "zaktualizowano", "aktualizacji", "data aktual.",
  // sv, da, no, fi (Nordic sheets of EU suppliers)
  "reviderat den", "reviderad den", "reviderat", "reviderad", "revisionsdatum", "omarbetad", "omarbetad den", "omarbetat",
  "ändringsdatum", "senast ändrad", "ändrad den", "datum för revidering", "revideringsdatum", "uppdaterad", "uppdaterad den",
  "ändrad", "bearbetad", "bearbetad den", "datum för revision", "senast reviderad",
  // the revision's noun with its date ("Omarbetningsdatum", split "Omarbetning datum"; da/no "Omarbejdningsdato")
  "omarbetningsdatum", "omarbetning datum", "datum för omarbetning", "omarbejdningsdato", "omarbeidingsdato",
  "revisionsdato", "revideret", "revideret den", "ændringsdato", "ændret den", "senest ændret", "opdateret", "opdateret den",
  "ændret",
  "dato for revision", "revisjonsdato", "revidert", "revidert den", "revidert dato", "endringsdato", "endret den", "sist endret",
  "endret",
  "oppdatert", "dato for revisjon", "muutettu viimeksi", "viimeksi muutettu", "muutettu", "tarkistettu", "tarkistus", "tarkistuspäivämäärä",
  "päivitetty", "päivityspäivämäärä", "muutospäivämäärä", "muutospäivä", "versiopäivämäärä",
  // zh, ja, ko
  "修订日期", "修改日期", "更新日期", "修订时间", "改訂日", "改訂年月日", "改定日", "개정일자", "개정 일자", "개정일",
  "修改时间", "更新时间", "修订版日期", "修訂日期", "更新日", "改正日", "改訂", "수정일자", "수정일", "개정날짜",
  // cs, sk, hu, ro, el, bg, hr, sl, lt, lv, et
  "datum revize", "dátum revízie", "felülvizsgálat dátuma", "felülvizsgálva", "data revizuirii", "data reviziei",
  "ημερομηνία αναθεώρησης", "дата на преразглеждане", "дата на актуализация", "datum revizije", "peržiūrėjimo data", "peržiūros data",
  "pārskatīšanas datums", "läbivaatamise kuupäev", "muutmise kuupäev",
  // the same languages' other revision labels, as sheets print them (sources: briefs/s10/doc-EU2.md): the revision
  // alone ("Revize: 12.03.2021", "Revizuire:", "Peržiūra:", "Labojums:"), the update, the change, the reworking
  // ("Přepracováno", "Átdolgozva"), the "kelte" ("date of") forms of Hungarian sheets ("Az átdolgozás kelte")
  "revize", "revidováno", "revidováno dne", "datum aktualizace", "aktualizováno", "aktualizováno dne", "aktualizace",
  "datum změny", "změněno", "datum přepracování", "přepracováno", "přepracováno dne", "datum poslední aktualizace",
  "revízia", "revidované", "revidované dňa", "dátum aktualizácie", "aktualizované", "aktualizované dňa", "aktualizácia",
  "dátum zmeny", "dátum prepracovania", "prepracované", "prepracované dňa",
  "felülvizsgálat", "felülvizsgálat kelte", "felülvizsgálat időpontja", "átdolgozás dátuma", "átdolgozás kelte", "átdolgozva",
  "módosítás dátuma", "módosítás kelte", "módosítva", "frissítés dátuma", "frissítve", "revízió dátuma", "utolsó módosítás",
  "revizuire", "revizia", "revizuit", "revizuită", "revizuit la", "data actualizării", "data de actualizare", "actualizat",
  "actualizată", "actualizat la", "data modificării",
  "αναθεώρηση", "αναθεώρηση ημερομηνία", "ημ. αναθεώρησης", "ημερομηνία ενημέρωσης", "ενημερώθηκε", "αναθεωρήθηκε",
  "ημερομηνία τροποποίησης",
  "ревизия", "дата на ревизия", "дата на преработване", "преработено", "актуализирано", "дата на промяна",
  "revizija", "datum izmjene", "datum ažuriranja", "ažurirano", "revidirano", "izmijenjeno",
  "datum spremembe", "spremenjeno", "datum posodobitve", "posodobljeno",
  "peržiūra", "peržiūrėta", "atnaujinimo data", "atnaujinta", "redagavimo data", "patikslinimo data",
  "labojums", "datums, kad veikti labojumi", "pārskatīts", "pārskatīta", "atjaunināšanas datums", "atjaunināts",
  "aktualizācija", "aktualizēts", "labots", "labošanas datums", "izmaiņu datums",
  "muudetud", "läbi vaadatud", "ülevaatamise kuupäev", "uuendatud", "uuendamise kuupäev", "paranduse kuupäev", "parandatud",
  // reworked / revised on, the participle with its date's linking word, in the languages that lacked it (SAP EH&S
  // "Rielaborato il", "Überarbeitet am"'s family): it "rielaborato il", "rivisto il"; fr "retravaillé le", "remanié le";
  // es/pt "reelaborado el/em"; nl "bewerkt op"; pl "zrewidowano"; da "bearbejdet", "omarbejdet"; no "bearbeidet",
  // "omarbeidet"; cs "upraveno dne"; sk "upravené dňa"; fi "korjattu" (corrected)
  "reworked on", "reworked", "rielaborato il", "rielaborata il", "rielaborato", "rielaborata", "rivisto il", "rivista il",
  "retravaillé le", "retravaillée le", "remanié le", "remaniée le", "reelaborado el", "reelaborada el", "reelaborado em",
  "reelaborada em", "bewerkt op", "opnieuw bewerkt op", "zrewidowano", "bearbejdet", "bearbejdet den", "omarbejdet",
  "omarbejdet den", "bearbeidet", "bearbeidet den", "omarbeidet", "omarbeidet den", "upraveno dne", "upraveno",
  "upravené dňa", "upravené", "korjattu",
  // the bare "revised" participle, either gender, without its linking word ("Revisionato: 16.07.2009", "Revisto:",
  // "Révisé :", "Zrewidowana:"), as a header cell prints it beside "Data di stampa" (session 23)
  "revisionato", "revisionata", "revisionado", "revisionada", "revisionado el", "revisionada el", "revisionado em",
  "revisionada em", "revisto", "revista", "révisé", "révisée", "zrewidowana", "zrewidowany",
  // the participle with the preposition of a month ("Révisée en juin 2010", "Revised in June 2010", "Überarbeitet im
  // Juni 2010"): the day's ("révisée le", "revised on", "überarbeitet am") are above
  "révisé en", "révisée en", "mise à jour en", "mis à jour en", "revised in", "updated in", "revisado en", "revisada en",
  "actualizado en", "actualizada en", "überarbeitet im", "aktualisiert im", "geändert im", "aggiornato a", "aggiornata a",
  "revisionato a", "revisionata a", "herzien in", "bijgewerkt in",
]);

/**
 * "Last revision" dates: the sheet's revision date when it is the only one, but templates that print a revision date
 * as well (Sphera/3E: "Fecha de revisión" … "Fecha de la última revisión", the translation of "Date of last issue")
 * mean the previous version by it — so these come after the plain revision labels.
 */
export const LAST_REVISION_DATE_LABELS: readonly string[] = withShortForms([
  "date of last revision", "last revision", "date de dernière révision", "date de la dernière révision",
  "fecha de la última revisión", "fecha de última revisión",
  "data dell'ultima revisione", "datum laatste herziening", "data da última revisão", "data de última revisão",
  "data ostatniej aktualizacji", "data ostatniej rewizji", "data ostatniej zmiany",
  // cs, sk, hu, ro, el, bg, hr, sl, lt, lv, et
  "datum poslední revize", "dátum poslednej revízie", "utolsó felülvizsgálat dátuma", "data ultimei revizuiri", "data ultimei actualizări",
  "data ultimei revizii", "ημερομηνία τελευταίας αναθεώρησης", "дата на последна ревизия", "дата на последно преразглеждане",
  "datum posljednje revizije", "datum zadnje revizije", "paskutinės peržiūros data", "pēdējās pārskatīšanas datums",
  "viimase läbivaatamise kuupäev",
  // sv, da, no ("Senaste revision", "Datum för senaste revision", "Sidste revision", "Dato for sidste revision", "Siste revisjon")
  "senaste revision", "datum för senaste revision", "sidste revision", "dato for sidste revision", "siste revisjon", "dato for siste revisjon",
]);

/** An edition's noun as a date label ("Edition: March 2021", "Wydanie: marzec 2021"), German's "Ausgabe" among the issue's. */
export const EDITION_LABELS: readonly string[] = ["edition", "édition", "edición", "edizione", "edição", "wydanie", "uitgave", "utgåva", "udgave", "utgave"];

/** Words just before a revision label that make it a "last revision" label ("Fecha de la última revisión"). */
export const LAST_WORDS: readonly string[] = [
  "last", "latest", "última", "ultima", "dernière", "laatste", "ostatniej", "letzten",
  // the nominative forms before a noun ("Letzte Überarbeitung", "Ostatnia aktualizacja", "Ostatni przegląd")
  "letzte", "letzter", "ostatnia", "ostatni",
  // cs, sk, hu, ro, el, bg, hr, sl, lt, lv, et ("Datum poslední revize", "Utolsó felülvizsgálat dátuma")
  "poslední", "posledná", "poslednej", "utolsó", "ultimei", "τελευταία", "τελευταίας", "последна", "последно", "последната",
  "posljednja", "posljednje", "zadnja", "zadnje", "paskutinė", "paskutinės", "pēdējā", "pēdējās", "viimane", "viimase",
  // sv, da, no
  "senaste", "sidste", "siste",
];

export const ISSUE_DATE_LABELS: readonly string[] = withShortForms([
  // en
  "issue date", "issuing date", "date of issue", "date issued", "issued", "date of issuance", "effective date",
  "date effective", "release date", "version date", "sds date", "msds date", "validation date", "publication date",
  "date published", "published on",
  // "Status: 12.3.2004": German sheets' "Stand" in their English versions
  "status",
  // de
  "ausgabedatum", "datum der ausgabe", "ausgabe", "veröffentlicht am", "gültig ab", "ausstellungsdatum",
  // the publication ("Veröffentlichungsdatum", "Datum der Veröffentlichung"), beside "veröffentlicht am"
  "veröffentlichungsdatum", "datum der veröffentlichung", "veröffentlicht",
  // the sheet dated ("Safety Data Sheet (SDS) dated 28/03/2024", "Ficha de datos de seguridad con fecha del: …", "Fiche
  // de données de sécurité en date du …"), the participle in the languages; "valid from" the version's first day
  "dated", "con fecha del", "con fecha de", "en date du", "com data de", "datiert vom", "gedateerd", "datato", "datata",
  "valid from",
  // the validation of this version ("Fecha de validación"), beside "validation date" and "date de validation"
  "fecha de validación", "data di validazione", "data de validação", "validatiedatum", "validierungsdatum", "data walidacji",
  // validated on ("Validée le 2/24/2004.", a Canadian MSDS template's French), the participle with its linking word
  "validated on", "validé le", "validée le", "validado el", "validada el", "validato il", "validata il", "validado em",
  "validada em", "gevalideerd op", "validiert am",
  // fr
  "date d'émission", "date d'établissement", "date de publication", "date de parution", "date d'édition", "émis le",
  "date de diffusion", "date d'entrée en vigueur", "date de la version", "date de version", "établi le", "établie le",
  // es
  "fecha de emisión", "fecha de expedición", "fecha de publicación", "fecha de edición",
  "fecha de la versión", "fecha de versión",
  // it
  "data di emissione", "data di pubblicazione", "data di edizione", "data della versione",
  // nl
  "datum van uitgave", "datum van uitgifte", "uitgiftedatum", "uitgavedatum", "afgiftedatum", "publicatiedatum", "versiedatum", "datum van publicatie",
  // pt
  "data de emissão", "data da emissão", "data de publicação", "data de edição", "data da versão", "data de versão",
  // pl
  "data wydania", "data publikacji", "data wystawienia", "data wersji",
  // the issue's participle ("Emessa il 01/10/2010", "Emitida em", "Uitgegeven op", "Ausgegeben am", "Wydano")
  "emessa il", "emesso il", "emessa", "emitida el", "emitido el", "emitida em", "emitido em", "uitgegeven op",
  "ausgegeben am", "wydano", "wydana", "émise le",
  // edited on ("Édité le", "Editado el", "Editata il") and the bare participles ("Emitido: 12/03/2021")
  "édité le", "éditée le", "editado el", "editada el", "editado em", "editada em", "editata il", "editato il",
  "emitido", "emitida",
  // it "Emissione: 12/03/2021" alone, beside "Revisione: 3" (a number); "Prima emissione" is a first-issue label
  "emissione",
  // Portuguese labels without "de" ("Data emissão", "Data edição")
  // Canadian French "Issue date" of North American templates ("Date de sortie: 11/07/2016")
  "date de sortie",
  // the sheet named with its date in the other languages of that template ("Karta charakterystyki dla 25/6/2015,
  // przegląd 1", "Ficha de datos de seguridad del …, revisión 1")
  "ficha de datos de seguridad del", "ficha de dados de segurança de", "ficha de dados de segurança do",
  "veiligheidsinformatieblad van", "karta charakterystyki dla",
  // the release of this version (SAP EHS "Freigabedatum"): the family in the other languages
  "freigabedatum", "freigegeben am", "date de validation", "data di rilascio", "datum vrijgave", "vrijgegeven op",
  "data de aprovação", "data de liberação", "data zatwierdzenia", "fecha de aprobación", "fecha de liberación",
  // de
  "versionsdatum",
  // the sheet's own date ("Date de la FDS", "Datum SDB", "Fecha de la HDS", "Data SDS", "Datum VIB", "Data karty")
  "date de la fds", "date de la fiche", "datum des sdb", "datum des sicherheitsdatenblattes",
  "fecha de la fds", "fecha de la hds", "data della sds", "data della scheda",
  "datum van het vib", "data da fds", "data karty",
  // the sheet named with its date ("Safety Data Sheet dated February 9, 2022", "Sicherheitsdatenblatt vom", "Scheda di
  // dati di sicurezza del")
  "sheet dated", "sds dated", "msds dated", "sicherheitsdatenblatt vom", "sdb vom",
  // the sheet's abbreviation with its date ("FDS du 12/03/2021", "HDS del", "SDS del", "VIB van", "FDS de", "Karta z dnia")
  "fds du", "fiche du", "hds del", "fds del", "sds del", "scheda del", "vib van", "fds de", "fispq de", "karta z dnia", "scheda di sicurezza del",
  "scheda dati di sicurezza del", "scheda di dati di sicurezza del", "fiche de données de sécurité du",
  "ficha de datos de seguridad de fecha", "hoja de datos de seguridad de fecha", "karta charakterystyki z dnia",
  // the same template's other titles and translations ("Ficha de Segurança de 14/11/2017, revisão 1", "Safety data sheet
  // of 14/11/2017, revision 1", "Fiche de sécurité du …")
  "ficha de segurança de", "ficha de dados de segurança de", "ficha de informações de segurança de", "ficha de seguridad del",
  "ficha de datos de seguridad del", "fiche de sécurité du", "safety data sheet of", "data sheet of",
  // cs, sk: "Bezpečnostní list ze dne", "Karta bezpečnostných údajov zo dňa"
  "bezpečnostní list ze dne", "karta bezpečnostných údajov zo dňa",
  // in force from: the version's effective date ("Vigente desde: 01-11-2013"); the bare "vigencia" is in PREPARATION_DATE_LABELS
  "vigente desde", "en vigor desde", "em vigor desde", "in vigore dal", "geldig vanaf", "obowiązuje od",
  // the same in the Nordic languages ("Giltig fr.o.m.: 2008-05-19", "Gyldig fra", "Gælder fra") and Finnish
  "giltig fr.o.m.", "giltig fr o m", "giltig från", "giltig from", "gyldig fra", "gyldig fra og med", "gælder fra", "gældende fra",
  "voimassa alkaen",
  // sv, da, no, fi
  "utfärdat", "utfärdad", "utfärdat den", "utfärdandedatum", "datum för utfärdande", "utgivningsdatum", "utgåvedatum",
  "udstedelsesdato", "udstedt", "udstedt den", "udgivelsesdato", "dato for udstedelse", "utgivelsesdato", "utstedelsesdato",
  "utstedt", "dato for utstedelse", "utgitt", "utgitt den", "utgivelse", "julkaisupäivämäärä", "julkaisupäivä", "antopäivämäärä", "antopäivä",
  // the publication date ("Publiceringsdatum", da/no "Publiceringsdato", "Publiseringsdato")
  "publiceringsdatum", "publiceringsdato", "publiseringsdato",
  // the issue's participle in German ("Ausgestellt am 05.12.2016"), beside "Ausstellungsdatum"
  "ausgestellt am", "ausgestellt",
  // entry into force ("Entrée en vigueur : le janvier 17, 2017", Canadian French): the family in the languages
  "entrée en vigueur", "en vigueur le", "en vigueur depuis", "date de prise d'effet", "effective", "effective on",
  "effective as of", "in kraft ab", "inkrafttreten", "datum des inkrafttretens", "entrada en vigor",
  "fecha de entrada en vigor", "fecha efectiva", "entrata in vigore", "data di entrata in vigore", "in vigore da",
  // the effective date word for word ("Data effettiva: 29.09.2011", a US template's "Effective date" translated)
  "data effettiva", "data efetiva", "data efectiva", "datum van ingang",
  "van kracht vanaf", "ingangsdatum", "datum van inwerkingtreding", "entrada em vigor",
  "data de entrada em vigor", "data de vigência", "wejście w życie", "data wejścia w życie",
  // the release or approval of this version ("Freigabe: 04.05.15/EK" in a quality-managed footer)
  "freigabe", "freigegeben", "released", "released on", "approved", "approved on", "approval date", "date of approval",
  "approuvé le", "approuvée le", "date d'approbation", "aprobado el", "aprobada el",
  "approvato il", "approvata il", "data di approvazione", "goedgekeurd op", "datum goedkeuring", "aprovado em",
  "aprovada em", "zatwierdzono", "zatwierdzona", "zatwierdzony",
  // the edition named with its date ("Edition: March 2021", "Édition : mars 2021", "Wydanie: marzec 2021")
  ...EDITION_LABELS,
  // "dt." / "dtd.": dated, before the date of a form number ("F/C 006 dt. 5-1-2010", Indian English)
  "dt.", "dtd.",
  // zh, ja, ko
  "发布日期", "颁布日期", "生效日期", "発行日", "발행일자", "발행일",
  "发行日期", "发布时间", "版本日期", "発行年月日", "制定日", "발행날짜",
  // cs, sk, hu, ro, el, bg, hr, sl, lt, lv, et
  "datum vydání", "dátum vydania", "kiállítás dátuma", "kiadás dátuma", "data emiterii", "ημερομηνία έκδοσης", "дата на издаване",
  "datum izdavanja", "datum izdaje", "išleidimo data", "izdošanas datums", "väljaandmise kuupäev",
  // the same languages' other issue labels ("Vydáno", "A kiállítás kelte", "Data eliberării", "Izdots") and the sheet
  // named with its date (lv "Drošības datu lapa datēta ar 9/5/2015")
  "vydáno", "vydáno dne", "datum vystavení", "vystaveno", "vydané", "vydané dňa", "dátum vystavenia", "vystavené",
  "kiállítás kelte", "kiadás kelte", "kiadva", "kiállítva", "kibocsátás dátuma",
  "data eliberării", "data publicării", "data ediției", "data versiunii", "emis la", "emisă la",
  "ημερομηνία εκδόσεως", "ημ. έκδοσης", "εκδόθηκε",
  "дата на издаването", "дата на издание", "издадено", "дата на публикуване",
  "datum izdanja", "izdano", "datum objave",
  "išdavimo data", "leidimo data", "išleista",
  "izdots", "izdota", "izsniegšanas datums", "datu lapa datēta ar",
  "väljastamise kuupäev", "välja antud", "väljaande kuupäev",
  // hu "Kiadás: 2013. 12. 03." (the edition alone)
  "kiadás",
  // issued / published, the bare participle or with its date's linking word (nl "Uitgegeven: 14/05/2010"): nl
  // "uitgegeven", "gepubliceerd op"; de "ausgegeben", "herausgegeben am"; fr "publié le"; es "publicado el"; pt
  // "publicado em"; it "pubblicato il"; sv "utgiven (den)"; da "udgivet (den)"; fi "julkaistu"
  "uitgegeven", "gepubliceerd op", "ausgegeben", "herausgegeben am", "publié le", "publiée le", "publicado el",
  "publicada el", "publicado em", "publicada em", "pubblicato il", "pubblicata il", "utgiven", "utgiven den", "udgivet",
  "udgivet den", "julkaistu",
  // the issue as a bare noun before its date ("Issue: 15/07/2020", "Emissão: 15/07/2020", "Emisión", "Émission",
  // "Uitgifte"), as "Ausgabe", "Emissione", "Wydanie" above
  "issue", "emissão", "emisión", "émission", "uitgifte",
]);

export const PREPARATION_DATE_LABELS: readonly string[] = withShortForms([
  "date of preparation", "preparation date", "date prepared", "prepared on", "prepared date", "prepared",
  "erstellt am", "erstellungsdatum", "datum der erstellung", "anlegedatum", "anlagedatum", "angelegt am",
  "erstelldatum", "erstellt", "datum opmaak", "opgesteld",
  // the preparation's participle with the preposition of a month ("Préparée en juin 2010", "Prepared in June 2010")
  "préparé en", "préparée en", "établi en", "établie en", "prepared in", "elaborado en", "elaborada en", "erstellt im",
  "redatto a", "redatta a", "elaborado em", "elaborada em", "opgesteld in",
  // the preparation in German as machine translation gives it ("Vorbereitungsdatum"), and the sheet completed ("SDS
  // completed: 25th March 2015", "Date completed")
  "vorbereitungsdatum", "datum der vorbereitung", "completed on", "date completed", "completion date",
  "date de préparation", "date d'élaboration", "préparé le", "date de création", "date de réalisation",
  "fecha de elaboración", "fecha de preparación", "elaborado", "elaborado el", "elaborada el",
  "data di compilazione", "data di redazione", "compilato il", "data di stesura",
  "fecha de compilación",
  // it "Data di elaborazione" (drawn up), "Data di preparazione"
  "data di elaborazione", "data dell'elaborazione", "data di preparazione",
  "data della preparazione", "preparato il", "preparata il",
  "opgesteld op", "datum van opstelling",
  "data de elaboração", "data de preparação", "elaborado em", "data da elaboração", "data da preparação", "elaborada em",
  "data sporządzenia", "data opracowania", "data utworzenia",
  // the compilation of the sheet ("Date of compilation", REACH Annex II's wording in some languages' sheets)
  "date of compilation", "compilation date", "compiled on", "date de compilation", "compilé le", "compilée le",
  "data de compilação", "data da compilação", "compilado em", "compilada em", "compilado el", "compilada el",
  "compilata il", "redatta il", "redatto il", "rédigé le", "rédigée le", "redactado el", "redactada el", "redigido em",
  "zusammengestellt am", "datum der zusammenstellung", "datum van samenstelling", "samengesteld op",
  "data kompilacji", "sammanställd", "sammanställd den", "datum för sammanställning", "sammenstillet", "sammenstilt",
  "upprättad", "upprättat", "upprättad den", "datum för upprättande", "udarbejdet", "udarbejdet den", "udarbejdelsesdato",
  "dato for udarbejdelse", "utarbeidet", "utarbeidet den", "utarbeidelsesdato", "dato for utarbeidelse", "laatimispäivämäärä",
  "laatimispäivä", "laadittu", "päiväys",
  "编制日期", "制表日期", "填表日期", "编写日期", "作成日", "작성일자", "작성일",
  "编制时间", "制表时间", "填表时间", "作成年月日", "작성날짜",
  // cs, sk, hu, ro, el, bg, hr, sl, lt, lv, et ("Vyhotoveno", "Dátum vyhotovenia", "A kitöltés dátuma", "Data completării")
  "datum vyhotovení", "vyhotoveno", "datum vytvoření", "vytvořeno", "dátum vytvorenia", "vytvorené", "datum zpracování", "zpracováno", "datum vypracování", "vypracováno", "datum sestavení",
  "dátum vyhotovenia", "vyhotovené", "dátum vypracovania", "vypracované", "dátum spracovania", "spracované",
  "kitöltés dátuma", "készítés dátuma", "elkészítés dátuma", "összeállítás dátuma", "összeállítva",
  "data întocmirii", "întocmit", "întocmită", "data elaborării", "data completării", "data redactării", "data compilării",
  "ημερομηνία σύνταξης", "ημερομηνία κατάρτισης", "συντάχθηκε",
  "дата на съставяне", "дата на изготвяне", "изготвено", "съставено",
  "datum izrade", "izrađeno", "datum sastavljanja", "datum priprave", "pripravljeno", "datum izdelave",
  "parengimo data", "parengta", "sudarymo data",
  "sagatavošanas datums", "sagatavots", "sastādīšanas datums", "sastādīts", "izstrādāšanas datums", "izstrādāta", "izstrādāts",
  "koostamise kuupäev", "koostatud",
  // hu "Készült: …" (made)
  "készült",
  // drawn up / prepared on, the participle with its date's linking word: fr "élaboré le", "préparée le"; es "preparado
  // el"; pt "preparado em"; it "elaborato il"; pl "opracowano (dnia)", "sporządzono (dnia)"
  "élaboré le", "élaborée le", "préparée le", "preparado el", "preparada el", "preparado em", "preparada em",
  "elaborato il", "elaborata il", "opracowano", "opracowano dnia", "sporządzono", "sporządzono dnia",
  // the same agreeing with "karta" ("Karta charakterystyki sporządzona dnia: …")
  "sporządzona dnia", "sporządzona", "opracowana dnia", "opracowana",
  // pl "Utworzono (dnia)": created, beside "Data utworzenia"
  "utworzono", "utworzono dnia",
  // the preparation as a bare noun before its date ("Elaboração: 15/07/2020", "Preparation", "Erstellung", "Rédaction",
  // "Opracowanie"), as the participles above
  "preparation", "preparación", "preparação", "preparazione", "élaboration", "elaboración", "elaboração", "elaborazione",
  "rédaction", "redacción", "redação", "redacção", "redazione", "compilation", "compilación", "compilação", "compilazione",
  "erstellung", "opmaak", "opstelling", "opracowanie", "sporządzenie", "utworzenie",
  // es, pt the sheet's validity, its first day ("VIGENCIA: 01-11-2013") or, beside an edition date, its last ("Fecha de
  // edición: 01.01.2013 Fecha de vigencia: 31.12.2014"): read only where no revision or issue date is printed. Its "from"
  // forms ("Vigencia desde Mayo de 2009") stand here too: a label's linking word is optional (date-label-forms.ts), so
  // among the issue labels "vigencia desde" would read the bare "vigencia" there again.
  "fecha de vigencia", "vigencia", "vigência", "data de vigência",
  "vigencia desde", "vigência desde", "vigencia a partir de", "vigente a partir de", "vigência a partir de",
]);

/** The last resort: a label that only says "Date". */
export const PLAIN_DATE_LABELS: readonly string[] = [
  "date", "datum", "fecha", "data", "dato", "päivämäärä", "pvm", "日期",
  // sk/hu "dátum" is "datum" without its accent; el, bg, lv, et
  "ημερομηνία", "дата", "datums", "kuupäev",
  // "Stand" as German templates' French editions translate it ("Etat: 25.11.2008" / "Version: 3.1", a Röhm sheet of
  // session 50's blind batch): a bare label, its colon needed ("État physique : liquide" is a property)
  "état",
];
