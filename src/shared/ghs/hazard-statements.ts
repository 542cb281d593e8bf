/**
 * GHS hazard statements (UN GHS Rev. 10 Annex 3, US OSHA HCS additions H227 etc., EU CLP EUH statements):
 * code → English text. Used to print statements and to recognise statements printed as words without codes
 * (Thermo/Fisher, many US SDSs). Text in <angle brackets> in the regulations (organs, route) is left out, as
 * SDSs print it filled in or not at all.
 */
export const GHS_HAZARD_STATEMENTS: Readonly<Record<string, string>> = {
  H200: "Unstable explosive",
  H201: "Explosive; mass explosion hazard",
  H202: "Explosive; severe projection hazard",
  H203: "Explosive; fire, blast or projection hazard",
  H204: "Fire or projection hazard",
  H205: "May mass explode in fire",
  H206: "Fire, blast or projection hazard; increased risk of explosion if desensitizing agent is reduced",
  H207: "Fire or projection hazard; increased risk of explosion if desensitizing agent is reduced",
  H208: "Fire hazard; increased risk of explosion if desensitizing agent is reduced",
  H209: "Explosive",
  H210: "Very sensitive",
  H211: "May be sensitive",
  H220: "Extremely flammable gas",
  H221: "Flammable gas",
  H222: "Extremely flammable aerosol",
  H223: "Flammable aerosol",
  H224: "Extremely flammable liquid and vapor",
  H225: "Highly flammable liquid and vapor",
  H226: "Flammable liquid and vapor",
  H227: "Combustible liquid",
  H228: "Flammable solid",
  H229: "Pressurized container: may burst if heated",
  H230: "May react explosively even in the absence of air",
  H231: "May react explosively even in the absence of air at elevated pressure and/or temperature",
  H232: "May ignite spontaneously if exposed to air",
  H240: "Heating may cause an explosion",
  H241: "Heating may cause a fire or explosion",
  H242: "Heating may cause a fire",
  H250: "Catches fire spontaneously if exposed to air",
  H251: "Self-heating; may catch fire",
  H252: "Self-heating in large quantities; may catch fire",
  H260: "In contact with water releases flammable gases which may ignite spontaneously",
  H261: "In contact with water releases flammable gas",
  H270: "May cause or intensify fire; oxidizer",
  H271: "May cause fire or explosion; strong oxidizer",
  H272: "May intensify fire; oxidizer",
  H280: "Contains gas under pressure; may explode if heated",
  H281: "Contains refrigerated gas; may cause cryogenic burns or injury",
  H282: "Extremely flammable chemical under pressure: may explode if heated",
  H283: "Flammable chemical under pressure: may explode if heated",
  H284: "Chemical under pressure: may explode if heated",
  H290: "May be corrosive to metals",
  H300: "Fatal if swallowed",
  H301: "Toxic if swallowed",
  H302: "Harmful if swallowed",
  H303: "May be harmful if swallowed",
  H304: "May be fatal if swallowed and enters airways",
  H305: "May be harmful if swallowed and enters airways",
  H310: "Fatal in contact with skin",
  H311: "Toxic in contact with skin",
  H312: "Harmful in contact with skin",
  H313: "May be harmful in contact with skin",
  H314: "Causes severe skin burns and eye damage",
  H315: "Causes skin irritation",
  H316: "Causes mild skin irritation",
  H317: "May cause an allergic skin reaction",
  H318: "Causes serious eye damage",
  H319: "Causes serious eye irritation",
  H320: "Causes eye irritation",
  H330: "Fatal if inhaled",
  H331: "Toxic if inhaled",
  H332: "Harmful if inhaled",
  H333: "May be harmful if inhaled",
  H334: "May cause allergy or asthma symptoms or breathing difficulties if inhaled",
  H335: "May cause respiratory irritation",
  H336: "May cause drowsiness or dizziness",
  H340: "May cause genetic defects",
  H341: "Suspected of causing genetic defects",
  H350: "May cause cancer",
  H350i: "May cause cancer by inhalation",
  H351: "Suspected of causing cancer",
  H360: "May damage fertility or the unborn child",
  H360F: "May damage fertility",
  H360D: "May damage the unborn child",
  H360FD: "May damage fertility. May damage the unborn child",
  H360Fd: "May damage fertility. Suspected of damaging the unborn child",
  H360Df: "May damage the unborn child. Suspected of damaging fertility",
  H361: "Suspected of damaging fertility or the unborn child",
  H361f: "Suspected of damaging fertility",
  H361d: "Suspected of damaging the unborn child",
  H361fd: "Suspected of damaging fertility. Suspected of damaging the unborn child",
  H362: "May cause harm to breast-fed children",
  H370: "Causes damage to organs",
  H371: "May cause damage to organs",
  H372: "Causes damage to organs through prolonged or repeated exposure",
  H373: "May cause damage to organs through prolonged or repeated exposure",
  H400: "Very toxic to aquatic life",
  H401: "Toxic to aquatic life",
  H402: "Harmful to aquatic life",
  H410: "Very toxic to aquatic life with long lasting effects",
  H411: "Toxic to aquatic life with long lasting effects",
  H412: "Harmful to aquatic life with long lasting effects",
  H413: "May cause long lasting harmful effects to aquatic life",
  H420: "Harms public health and the environment by destroying ozone in the upper atmosphere",
  H433: "Harmful to terrestrial vertebrates",
  EUH001: "Explosive when dry",
  EUH006: "Explosive with or without contact with air",
  EUH014: "Reacts violently with water",
  EUH018: "In use may form flammable/explosive vapour-air mixture",
  EUH019: "May form explosive peroxides",
  EUH029: "Contact with water liberates toxic gas",
  EUH031: "Contact with acids liberates toxic gas",
  EUH032: "Contact with acids liberates very toxic gas",
  EUH044: "Risk of explosion if heated under confinement",
  EUH059: "Hazardous to the ozone layer",
  EUH066: "Repeated exposure may cause skin dryness or cracking",
  EUH070: "Toxic by eye contact",
  EUH071: "Corrosive to the respiratory tract",
  EUH201: "Contains lead. Should not be used on surfaces liable to be chewed or sucked by children",
  EUH201A: "Warning! Contains lead",
  EUH202: "Cyanoacrylate. Danger. Bonds skin and eyes in seconds. Keep out of the reach of children",
  EUH203: "Contains chromium (VI). May produce an allergic reaction",
  EUH204: "Contains isocyanates. May produce an allergic reaction",
  EUH205: "Contains epoxy constituents. May produce an allergic reaction",
  EUH206: "Warning! Do not use together with other products. May release dangerous gases (chlorine)",
  EUH207: "Warning! Contains cadmium. Dangerous fumes are formed during use",
  EUH208: "Contains a sensitising substance. May produce an allergic reaction",
  EUH209: "Can become highly flammable in use",
  EUH209A: "Can become flammable in use",
  EUH210: "Safety data sheet available on request",
  EUH211: "Warning! Hazardous respirable droplets may be formed when sprayed. Do not breathe spray or mist",
  EUH212: "Warning! Hazardous respirable dust may be formed when used. Do not breathe dust",
  EUH380: "May cause endocrine disruption in humans",
  EUH381: "Suspected of causing endocrine disruption in humans",
  EUH401: "To avoid risks to human health and the environment, comply with the instructions for use",
  EUH430: "May cause endocrine disruption in the environment",
  EUH431: "Suspected of causing endocrine disruption in the environment",
  EUH440: "Accumulates in the environment and living organisms including in humans",
  EUH441: "Strongly accumulates in the environment and living organisms including in humans",
  EUH450: "Can cause long-lasting and diffuse contamination of water resources",
  EUH451: "Can cause very long-lasting and diffuse contamination of water resources",
};

/** Combined statements printed as one sentence (GHS Annex 3, Table A3.1.2), for word-only SDSs. */
export const COMBINED_HAZARD_STATEMENTS: ReadonlyArray<readonly [string[], string]> = [
  [["H300", "H310"], "Fatal if swallowed or in contact with skin"],
  [["H300", "H330"], "Fatal if swallowed or if inhaled"],
  [["H310", "H330"], "Fatal in contact with skin or if inhaled"],
  [["H300", "H310", "H330"], "Fatal if swallowed, in contact with skin or if inhaled"],
  [["H301", "H311"], "Toxic if swallowed or in contact with skin"],
  [["H301", "H331"], "Toxic if swallowed or if inhaled"],
  [["H311", "H331"], "Toxic in contact with skin or if inhaled"],
  [["H301", "H311", "H331"], "Toxic if swallowed, in contact with skin or if inhaled"],
  [["H302", "H312"], "Harmful if swallowed or in contact with skin"],
  [["H302", "H332"], "Harmful if swallowed or if inhaled"],
  [["H312", "H332"], "Harmful in contact with skin or if inhaled"],
  [["H302", "H312", "H332"], "Harmful if swallowed, in contact with skin or if inhaled"],
  [["H303", "H313"], "May be harmful if swallowed or in contact with skin"],
  [["H303", "H333"], "May be harmful if swallowed or if inhaled"],
  [["H313", "H333"], "May be harmful in contact with skin or if inhaled"],
  [["H303", "H313", "H333"], "May be harmful if swallowed, in contact with skin or if inhaled"],
  [["H315", "H320"], "Causes skin and eye irritation"],
  // Both of STOT SE 3's statements under their one verb, as US sheets print them.
  [["H335", "H336"], "May cause respiratory irritation, drowsiness or dizziness"],
];

/**
 * Australia's supplementary (non-GHS) hazard statements, WHS Regulations (GHS Rev. 7 as adopted by Safe Work Australia):
 * the counterparts of the EU's EUH statements with the same numbers, printed as "AUH031 Contact with acid liberates
 * toxic gas". The list and wordings (session 9) are those of two independent public statement tables that carry
 * the AUH codes (SQL seed data in public repositories, one with Polish translations), agreeing code for code, and of
 * an Australian SDS ("AUH031 Contact with acid liberates toxic gas"); a public parser of Safe Work Australia's own
 * table quotes it as "AUH001 - Explosive when dry". Safe Work Australia's document itself could not be read here.
 * Some wordings differ from the EU's by a word ("acid" for "acids", "dryness and cracking" for "dryness or
 * cracking"); AUH018 is spelled "vapor" like the rest of this table. Kept apart from
 * GHS_HAZARD_STATEMENTS on purpose: statements printed as words are looked up there, and an EU sheet's "May form
 * explosive peroxides" must stay EUH019, never become AUH019 (nor lose both codes to the shared wording).
 */
export const AUSTRALIAN_HAZARD_STATEMENTS: Readonly<Record<string, string>> = {
  AUH001: "Explosive when dry",
  AUH006: "Explosive with or without contact with air",
  AUH014: "Reacts violently with water",
  AUH018: "In use, may form flammable/explosive vapor/air mixture",
  AUH019: "May form explosive peroxides",
  AUH029: "Contact with water liberates toxic gas",
  AUH031: "Contact with acid liberates toxic gas",
  AUH032: "Contact with acid liberates very toxic gas",
  AUH044: "Risk of explosion if heated under confinement",
  AUH066: "Repeated exposure may cause skin dryness and cracking",
  AUH070: "Toxic by eye contact",
  AUH071: "Corrosive to the respiratory tract",
};

/** The English text of a hazard code: a GHS/OSHA H statement, an EU EUH or an Australian AUH statement. */
export function hazardStatementText(code: string): string | null {
  if (Object.hasOwn(GHS_HAZARD_STATEMENTS, code)) return GHS_HAZARD_STATEMENTS[code]!;
  if (Object.hasOwn(AUSTRALIAN_HAZARD_STATEMENTS, code)) return AUSTRALIAN_HAZARD_STATEMENTS[code]!;
  return null;
}

/** A hazard code a statement table knows (H, EUH or AUH), spelled as the table spells it ("H360Fd", not "H360FD"). */
export function isKnownHazardCode(code: string): boolean {
  return hazardStatementText(code) !== null;
}

/** Every hazard code the tables know (H, EUH, AUH), for checking a person's input. */
export const KNOWN_HAZARD_CODES: readonly string[] = [...Object.keys(GHS_HAZARD_STATEMENTS), ...Object.keys(AUSTRALIAN_HAZARD_STATEMENTS)];
