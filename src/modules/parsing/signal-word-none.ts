/**
 * What an SDS prints where there is no signal word, and the statements that the product is not classified, in the
 * languages the parser reads (matched on `foldText` output: lower case, no accents). Split out of signal-words.ts in
 * session 27 (it stood at 387 lines).
 */

/**
 * What a label is followed by when there is no signal word, per language (folded, as regex alternatives): "None",
 * "Keine", "entfällt", "Aucun(e)", "Ninguno", "无"…, the "not required / not applicable" wordings ("nicht zutreffend",
 * "Néant", "non requis", "non richiesta", "niet nodig" / "n.v.t.", "não requerida", "nie ma zastosowania", "Ikke
 * relevant", "Ej tillämplig(t)", "Ei sovellettavissa"), "no signal word" in each language ("Pas de mention
 * d'avertissement", "Sin palabra de advertencia", "Sem palavra-sinal"), the Australian "Nil", the Czech, Slovak, Hungarian and
 * Romanian "none" / "not required", and a dash.
 */
const NO_SIGNAL_WORD_FORMS: readonly string[] = [
  "无|無|不适用|不適用|なし",
  "none|nil|no signal word|not applicable|not hazardous|non-hazardous|not required|not classified|not assigned|n/a",
  "keine?|keines|kein signalwort|ohne signalwort|entfallt|nicht erforderlich|nicht anwendbar|nicht zutreffend|nicht notwendig|nicht relevant|nicht vorgeschrieben",
  "aucune?|sans objet|pas d.?application|pas de mention|non applicable|non requise?|non exigee?|non necessaire|neant",
  "ningun[oa]?|no aplica|no aplicable|no es necesari[oa]|no requerid[oa]|no corresponde|no procede|sin palabra|sin objeto",
  "nessun[oa]?|non applicabile|non pertinente|non richiest[oa]|non necessari[oa]|non prevista",
  "geen|niet vereist|niet van toepassing|niet nodig|niet verplicht|niet relevant|n\\.?v\\.?t\\.?",
  "nenhum[a]?|nao aplicavel|nao e necessari[oa]|nao (?:requerid|exigid|necessari)[oa]|nao se aplica|nao relevante|sem palavra",
  "brak|nie dotyczy|nie wymagane|nie wymaga|nie jest wymagane|nie ma zastosowania|nie stosuje sie",
  "ingen|inget|ikke relevant|ikke aktuelt|ikke p[aå]kr[æa]vet|ikke anvendelig|ikke nodvendig|ej tillampligt?|inte tillampligt?|ej relevant",
  "ei sovellettavissa|ei sovellu|ei vaadita|ei ole|ei mitaan|ei merkita|ei merkintaa",
  // no "Ikke påkrevd" (bokmål), cs "Žádné", "Nevyžaduje se", "Neuvádí se", sk "Žiadne", "Nevyžaduje sa", hu "Nincs", "Nem
  // alkalmazandó", ro "Niciunul", "Nu este cazul", "Nu se aplică" (folded).
  "ikke pakrevd|zadne|zadny|neni|nevyzaduje se|neuvadi se|nepouzije se|ziadne|ziadny|nevyzaduje sa|neuvadza sa|nepouziva sa|nincs|nem alkalmazando|nem szukseges|nem relevans|niciunul|niciuna|nici unul|nu este cazul|nu se aplica|nu este necesar|nu este aplicabil",
  // sl "Ni", "Ni potrebna"; hr "Nema", "Nije primjenjivo", "Ne primjenjuje se"; el "Καμία", "Δεν απαιτείται", "Δεν
  // εφαρμόζεται"; bg "Няма", "Не се изисква", "Не е приложимо", "Не се прилага"; lt "Nėra", "Netaikoma", "Nereikalaujama";
  // lv "Nav", "Netiek piemērots"; et "Puudub", "Ei kohaldata", "Pole" (folded).
  "ni|ni potrebn[aoe]|ni zahtevan[aoe]|nema|nije primjenjivo|nije potrebn[aoe]|ne primjenjuje se|καμ+ια|ουδεμια|δεν απαιτειται|δεν εφαρμοζεται|δεν ισχυει",
  "няма|не се изисква|не е приложимо|не се прилага|nera|netaikoma|nereikalaujama|nebutina|nav|netiek piemerots|puudub|ei kohaldata|pole|ei nouta",
  // "Without a signal word" (session 27): ro "Fără cuvânt de avertizare" (never "Fără" alone: sv "Fara" is Danger), cs "Bez signálního slova", sk "Bez signálneho
  // slova", pl "Bez hasła ostrzegawczego", hr "Bez signalne riječi", sl "Brez opozorilne besede" (folded).
  "fara cuvant(?: de avertizare)?|bez signalniho slova|bez signalneho slova|bez hasla(?: ostrzegawczego)?|bez signalne rijeci|brez opozorilne besede",
  "-+|–|—",
  // Abbreviations tables print for "not applicable / not available / no data" (en "n.a.", "N/D", fr/es/it/pt "N.A.",
  // "n.d.", de "k.A." = "keine Angabe", pl "n.d." = "nie dotyczy", "n.p."): a whole value, not the start of a word.
  "n\\.\\s?[adp]\\.?|n/d|k\\.\\s?a\\.?",
];

export const NO_SIGNAL_WORD = new RegExp(`^(?:${NO_SIGNAL_WORD_FORMS.join("|")})(?![\\p{L}])`, "u");

/**
 * A signal word's value opening with a negation (folded), however the rest is worded: "Not needed", "nicht gefordert",
 * "Non concerné", "Pas une substance ou un mélange dangereux", "No tiene", "Non presente", "Não possui", "Niet vereist",
 * "Nie podano", hr "Ne postoji". After a signal-word label nothing else opens so; read only when no signal word opens
 * the value, and kept out of NO_SIGNAL_WORD, which other labels' values are tested with (a precautionary sentence opens
 * so too: "Ne pas respirer …", "No respirar …").
 */
export const NEGATED_VALUE = /^(?:not|no|non|nicht|niet|nao|nie|ne|pas)\s+\p{L}/u;

/**
 * Statements that the product as a whole is not classified (matched on folded text: lower case, no accents). A
 * hazard class "not classified" ("Physical hazards: Not classified", "HNOC (danger non classé autrement)") is not
 * such a statement; a line that says only "Not classified" (or "Classification: not classified") is.
 */
export const PRODUCT_NOT_CLASSIFIED: readonly string[] = [
  "not classified as hazardous", "not classified as dangerous", "is not classified", "does not meet the criteria for classification",
  "not a hazardous substance", "not a hazardous mixture", "not a hazardous chemical", "not considered hazardous",
  "not considered to be hazardous", "no classification required", "not subject to classification",
  "no need for classification", "classified as not hazardous", "is not hazardous according to",
  "does not require a hazard warning label", "does not meet the criteria for any hazard class",
  "nicht als gefahrlich eingestuft", "ist nicht eingestuft", "keine einstufung erforderlich", "nicht einstufungspflichtig",
  "erfullt nicht die kriterien",
  "n'est pas classe", "non classe comme dangereu", "pas classe comme dangereu", "ne repond pas aux criteres de classification",
  "n'est pas considere comme dangereu",
  "no esta clasificad", "no se clasifica como peligros", "no clasificado como peligros", "no cumple los criterios de clasificacion",
  "non e classificat", "non classificato come pericolos", "non soddisfa i criteri di classificazione",
  "is niet ingedeeld", "niet ingedeeld als gevaarlijk", "voldoet niet aan de criteria voor indeling",
  "nao e classificad", "nao classificado como perigos", "nao cumpre os criterios de classificacao",
  "nie jest sklasyfikowan", "nie jest klasyfikowan", "nie spelnia kryteriow klasyfikacji",
  // Other sentence forms of the same statement: fr "non classée comme dangereuse" (feminine, folded "classee"), pt "não
  // está classificada", "não foi classificado", es "no ha sido clasificado", it "non è stata classificata", nl "niet als
  // gevaarlijk ingedeeld", pl "nie sklasyfikowano jako niebezpieczną", "nie została sklasyfikowana", "nie klasyfikuje się".
  "non classee comme dangereu", "pas classee comme dangereu", "nao esta classificad", "nao foi classificad", "no ha sido clasificad",
  "non e stata classificat", "non e stato classificat", "niet als gevaarlijk ingedeeld", "wordt niet ingedeeld",
  "nie sklasyfikowano jako", "nie zostala sklasyfikowan", "nie zostal sklasyfikowan", "nie klasyfikuje sie jako niebezpieczn",
  // The CLP template's "Not a hazardous substance or mixture" in the other languages (session 27): fr "(Ce n'est) pas une
  // substance ou un mélange dangereux", de "Kein gefährlicher Stoff oder Gemisch", es "No es una sustancia o mezcla
  // peligrosa", it "Non è una sostanza o miscela pericolosa", nl "Geen gevaarlijke stof of mengsel", pt "Não é uma
  // substância ou mistura perigosa", pl "Nie jest substancją ani mieszaniną niebezpieczną".
  "pas une substance ou un melange dangereu", "pas une substance ni un melange dangereu", "kein gefahrlicher stoff oder gemisch",
  "kein gefahrliches gemisch", "no es una sustancia o mezcla peligros", "no es una sustancia ni una mezcla peligros",
  "non e una sostanza o miscela pericolos", "non e una sostanza o una miscela pericolos", "geen gevaarlijke stof of mengsel",
  "geen gevaarlijke stof of gevaarlijk mengsel", "nao e uma substancia ou mistura perigos", "nao e uma substancia nem mistura perigos",
  "nie jest substancja ani mieszanina niebezpieczn",
];

/**
 * A line that says only "not classified" (or "Non hazardous", session 27), in the languages (after an optional "Classification…:" label), or with the
 * scheme it is not classified under ("Not classified under GHS.", "Nicht eingestuft gemäß Verordnung (EG) Nr. 1272/2008").
 */
export const NOT_CLASSIFIED_ALONE =
  /^(?:(?:ghs[- ]?)?(?:classification|einstufung|classement|classification|clasificacion|classificazione|indeling|classificacao|klasyfikacja)[^:]{0,40}[:\s]+)?(?:not classified|non[- ]?hazardous|not hazardous|nicht eingestuft|non classee?|no clasificad[oa]|non classificat[oa]|niet ingedeeld|nao classificad[oa]|nie sklasyfikowan[ya]|nie sklasyfikowano)(?:\s+(?:under|according to|as per|per|in accordance with|gemass|nach|selon|conformement a|segun|conforme|secondo|ai sensi|volgens|segundo|de acordo com|zgodnie z|wg)\s.{0,80})?\.?$/;
