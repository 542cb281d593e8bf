/**
 * The English side of family L's tables, for the reverse rewrite (metamorphic-language-reverse.ts: a non-English sheet
 * printed in English). Annex II's English titles (Regulation (EU) 2020/878) and the wordings English sheets print,
 * the same as the forward rewrite's English labels (metamorphic-language.ts), one to three per label.
 */
import type { LanguageWords } from "./metamorphic-language-words.ts";
import type { FIELD_WORDS } from "./metamorphic-language-fields.ts";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

export const ENGLISH_WORDS: LanguageWords = {
  sectionWord: "Section",
  sections: [
    "Identification of the substance/mixture and of the company/undertaking", "Hazards identification", "Composition/information on ingredients",
    "First aid measures", "Firefighting measures", "Accidental release measures", "Handling and storage", "Exposure controls/personal protection",
    "Physical and chemical properties", "Stability and reactivity", "Toxicological information", "Ecological information", "Disposal considerations",
    "Transport information", "Regulatory information", "Other information",
  ],
  labels: {
    sds: ["Safety Data Sheet"], productIdentifier: ["Product identifier"], productName: ["Product name", "Trade name", "Product name"],
    tradeName: ["Trade name"], manufacturerSupplier: ["Manufacturer/Supplier", "Supplier", "Company"], manufacturer: ["Manufacturer", "Producer"],
    supplier: ["Supplier", "Distributor"], company: ["Company", "Company name"], sdsDated: ["Safety Data Sheet dated"],
    revisionDate: ["Revision date", "Revised on", "Date of revision", "Last revised"], lastRevision: ["Date of last revision", "Last revision"],
    preparationDate: ["Date of preparation", "Prepared on"], issueDate: ["Issue date", "Date of issue"], printDate: ["Print date", "Printed on"],
    supersedes: ["Supersedes", "Replaces"], version: ["Version", "Version number"], signalWord: ["Signal word", "Signal word", "Signal word", "Signal words"],
    hazardStatements: ["Hazard statements"], precautionaryStatements: ["Precautionary statements"], cas: ["CAS No.", "CAS number"],
    pictograms: ["Hazard pictograms", "Pictograms"], uses: ["Relevant identified uses of the substance or mixture and uses advised against"],
    supplierDetails: ["Details of the supplier of the safety data sheet"], emergencyPhone: ["Emergency telephone number", "Emergency phone"],
    classification: ["Classification of the substance or mixture"], labelElements: ["Label elements"], otherHazards: ["Other hazards"],
    substances: ["Substances"], mixtures: ["Mixtures"],
  },
  danger: "Danger", warning: ["Warning"],
  months: MONTHS.map((month) => month.toLowerCase()),
  dates: (d, m, y) => [`${d}/${m}/${y}`, `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`, `${MONTHS[Number(m) - 1]} ${Number(d)}, ${y}`],
  page: (n, m) => `Page ${n} of ${m}`,
};

export const ENGLISH_FIELD_WORDS: (typeof FIELD_WORDS)[string] = {
  labels: {
    fax: ["Fax"], telephone: ["Telephone", "Tel."], address: ["Address"], street: ["Street"], postalCode: ["Postal code", "Zip code"], town: ["Town", "City"],
    country: ["Country"], identifiedUses: ["Identified uses", "Relevant identified uses"], recommendedUse: ["Recommended use", "Use of the substance/mixture"],
    usesAdvisedAgainst: ["Uses advised against"], physicalState: ["Physical state"], appearance: ["Appearance"], form: ["Form"], flashPoint: ["Flash point"],
  },
  states: {
    semisolid: ["Semi-solid"], liquid: ["Liquid"], solid: ["Solid"], gas: ["Gas", "gaseous"], paste: ["Paste", "pasty"], aerosol: ["Aerosol"], powder: ["Powder"],
  },
};
