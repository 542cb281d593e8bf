/**
 * Section 2 saying the product as a whole is not hazardous in the forms signal-words.ts's PRODUCT_NOT_CLASSIFIED and
 * NOT_CLASSIFIED_ALONE do not hold (session 22): the product, mixture or substance named as "not hazardous" / "not
 * dangerous" rather than "not classified" ("This product is not hazardous.", "Produit non dangereux.", "Il prodotto
 * non è pericoloso.", "Produkt nie jest niebezpieczny."), "not a dangerous substance", "non-hazardous product", and a
 * short line that is only such a verdict ("Not hazardous.", "Classification: non dangereux", "Produit non classé",
 * "Keine Einstufung."). Folded text (lower case, no accents). A verdict about one use or one regime ("not hazardous for
 * transport", "… dangerous goods") is not the product's classification.
 */

/** The product, mixture or substance in the eight languages, as a sentence's subject (folded). */
const PRODUCT =
  "(?:the |this )?(?:product|mixture|substance|preparation|material|produkt|gemisch|stoff|zubereitung|produit|melange|preparation|producto|mezcla|sustancia|preparado|prodotto|miscela|sostanza|preparato|mengsel|stof|produto|mistura|substancia|preparacao|mieszanina|substancja)";

/** Not about the product as a whole: a use, a regime, the environment ("for transport", "for the environment"). */
const NOT_OF_ONE_USE = "(?!\\s+(?:for|to|in|during|when|if|under|goods|fur|pour|para|per|voor|dla|w|bei|en|nel|em|pendant|durante|tijdens|podczas))";

const SENTENCES = [
  `${PRODUCT}\\s+(?:is|are)\\s+not\\s+(?:hazardous|dangerous)${NOT_OF_ONE_USE}`,
  `not\\s+an?\\s+(?:dangerous|hazardous)\\s+(?:substance|mixture|product|chemical|preparation)`,
  `non-?hazardous\\s+(?:product|substance|mixture|chemical|preparation|material)`,
  `not\\s+classified\\s+as\\s+an?\\s+(?:hazardous|dangerous)`,
  `${PRODUCT}\\s+ist\\s+nicht\\s+gefahrlich${NOT_OF_ONE_USE}`,
  `kein\\s+gefahrliche[sr]?\\s+(?:produkt|stoff|gemisch)`,
  `unterliegt\\s+nicht\\s+der\\s+kennzeichnungspflicht`,
  `${PRODUCT}\\s+(?:est\\s+non|non|n'est\\s+pas)\\s+dangereu(?:x|se)${NOT_OF_ONE_USE}`,
  `${PRODUCT}\\s+(?:no\\s+es|no)\\s+peligros[oa]${NOT_OF_ONE_USE}`,
  `${PRODUCT}\\s+(?:non\\s+e|non)\\s+pericolos[oa]${NOT_OF_ONE_USE}`,
  `non\\s+e\\s+soggett[oa]\\s+(?:ad?\\s+|all'?\\s*)?etichettatura`,
  `${PRODUCT}\\s+is\\s+niet\\s+gevaarlijk${NOT_OF_ONE_USE}`,
  `niet\\s+gevaarlijk\\s+(?:product|mengsel|stof)`,
  `${PRODUCT}\\s+(?:nao\\s+e|nao)\\s+perigos[oa]${NOT_OF_ONE_USE}`,
  `nao\\s+esta\\s+sujeit[oa]\\s+a\\s+rotulagem`,
  `${PRODUCT}\\s+(?:nie\\s+jest\\s+niebezpieczn|niesklasyfikowan)`,
  `nie\\s+(?:jest\\s+)?klasyfikuj[ea]\\s+sie\\s+jako\\s+niebezpieczn`,
  // The same verdict in a future or modal form, as translated and older templates print it (session 46): "shall not be
  // classified as hazardous", "no se clasificará / no debe clasificarse como peligroso", "ne doit pas être classé comme
  // dangereux", "non deve essere classificata come pericolosa", "hoeft niet als gevaarlijk te worden ingedeeld", "não
  // deve ser classificada como perigosa", "nie musi być klasyfikowana jako niebezpieczna".
  `(?:shall|should|will|must|need|does|do)\\s+not\\s+(?:need\\s+to\\s+)?be\\s+classified\\s+as\\s+(?:hazardous|dangerous)${NOT_OF_ONE_USE}`,
  `no\\s+(?:se\\s+clasificara|debe\\s+clasificarse|debe\\s+ser\\s+clasificad[oa]|necesita\\s+(?:ser\\s+)?clasificarse)\\s+como\\s+peligros[oa]${NOT_OF_ONE_USE}`,
  `ne\\s+(?:doit|devra|sera)\\s+pas\\s+(?:etre\\s+)?classee?\\s+comme\\s+dangereu(?:x|se)${NOT_OF_ONE_USE}`,
  `non\\s+(?:deve|dovra|sara)\\s+essere\\s+classificat[oa]\\s+come\\s+pericolos[oa]${NOT_OF_ONE_USE}`,
  `hoeft\\s+niet\\s+als\\s+gevaarlijk\\s+(?:te\\s+worden\\s+ingedeeld|ingedeeld\\s+te\\s+worden)`,
  `nao\\s+(?:deve|devera|sera|precisa)\\s+(?:de\\s+)?ser\\s+classificad[oa]\\s+como\\s+perigos[oa]${NOT_OF_ONE_USE}`,
  `nie\\s+(?:musi|powinna|powinien|bedzie)\\s+(?:byc\\s+)?(?:s?klasyfikowan[aey]?)\\s+jako\\s+niebezpieczn`,
];

/** A verdict alone on its line ("Not hazardous.", "Sin clasificar."), after an optional classification label. */
const VERDICTS = [
  "not hazardous", "not dangerous", "non-?hazardous", "nicht gefahrlich", "keine einstufung", "non dangereu(?:x|se)", "aucune classification",
  "pas de classification", "no peligros[oa]", "sin clasificar", "sin clasificacion", "non pericolos[oa]", "nessuna classificazione", "niet gevaarlijk",
  "geen indeling", "nao perigos[oa]", "sem classificacao", "nie jest niebezpieczn[ya]", "niesklasyfikowan[ya]", "brak klasyfikacji",
  `${PRODUCT}\\s+(?:not classified|nicht eingestuft|non classee?|no clasificad[oa]|non classificat[oa]|niet ingedeeld|nao classificad[oa]|niesklasyfikowan[ya])`,
];
const CLASSIFICATION_LABEL = "(?:(?:ghs[- ]?|hazard )?(?:classification|einstufung|classement|clasificacion|classificazione|indeling|classificacao|klasyfikacja)[^:]{0,40}:\\s*)";

const NOT_HAZARDOUS_SENTENCE = new RegExp(`(?<![\\p{L}])(?:${SENTENCES.join("|")})`, "u");
const NOT_HAZARDOUS_ALONE = new RegExp(`^${CLASSIFICATION_LABEL}?(?:${VERDICTS.join("|")})\\s*\\.?$|^${CLASSIFICATION_LABEL}(?:none|keine|aucune|ninguna|nessuna|geen|nenhuma|brak)\\.?$`, "u");

/** A folded, trimmed line of section 2 says the product is not hazardous in one of these forms. */
export function statesNotHazardous(folded: string): boolean {
  return NOT_HAZARDOUS_SENTENCE.test(folded) || NOT_HAZARDOUS_ALONE.test(folded);
}

/**
 * "No hazards" / "No known hazards" alone on a line (a classification's label allowed before it), folded, in the eight
 * languages: "Keine bekannten Gefahren", "Aucun danger connu", "No se conocen peligros", "Nessun pericolo noto", "Geen
 * bekende gevaren", "Sem perigos conhecidos", "Brak znanych zagrożeń". The product's verdict only where it does not
 * answer "Other hazards" (2.3) or one hazard class ("ENVIRONMENTAL HAZARDS" / "No significant hazards"), where classified
 * sheets print it too, but the classification: signal-word-doubts.ts `statesNoHazards` asks.
 */
const NO_HAZARDS = [
  "no (?:known )?hazards?", "keine (?:bekannten )?gefahren", "(?:aucun|pas de) danger(?: connu)?", "sin peligros?(?: conocidos?)?",
  "ningun peligro(?: conocido)?", "no se conocen peligros", "nessun pericolo(?: noto)?", "geen (?:bekende )?gevaren", "nenhum perigo(?: conhecido)?",
  "sem perigos?(?: conhecidos?)?", "brak (?:znanych )?zagrozen",
];
export const NO_HAZARDS_ALONE = new RegExp(`^[\\s\\-–—•*]*${CLASSIFICATION_LABEL}?(?:${NO_HAZARDS.join("|")})\\s*\\.?$`, "u");
/** The same after a classification's label on its own line ("Classification: No known hazards"). */
export const NO_HAZARDS_LABELLED = new RegExp(`^[\\s\\-–—•*]*${CLASSIFICATION_LABEL}(?:${NO_HAZARDS.join("|")})\\s*\\.?$`, "u");
/** A classification heading at a line's start, a sub-section number allowed ("2.1 Classification of the mixture"). */
export const CLASSIFICATION_HEADING = /^(?:2\.1\.?\s*)?(?:ghs[- ]?|hazard )?(?:classification|einstufung|classement|clasificacion|classificazione|indeling|classificacao|klasyfikacja)/;
