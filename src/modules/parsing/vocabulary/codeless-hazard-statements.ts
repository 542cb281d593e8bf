/**
 * Hazard statements that carry a signal word and no H-code: the US OSHA HCS 2012 classes the UN GHS does not number —
 * combustible dust ("May form combustible dust concentrations in air", Warning) and simple asphyxiant ("May displace
 * oxygen and cause rapid suffocation", Warning) — and Canada's WHMIS 2015 in English and French (the same two, and
 * "Biohazardous infectious materials": "Organisms or toxins that can cause diseases in people or animals"). (Pyrophoric
 * gas's "Catches fire spontaneously if exposed to air" is H250's wording: read as that code.) A sheet whose label
 * prints one of them has a signal word and, rightly, no code. Folded (lower case, no accents), matched inside section
 * 2's text.
 */
export const CODELESS_HAZARD_STATEMENTS: readonly string[] = [
  "may form combustible dust concentrations in air",
  "may displace oxygen and cause rapid suffocation",
  "organisms or toxins that can cause diseases in people or animals",
  "peut former des concentrations de poussieres combustibles dans l'air",
  "peut former des concentrations de poussiere combustible dans l'air",
  "peut deplacer l'oxygene et causer une suffocation rapide",
  "organismes ou toxines pouvant causer des maladies chez les personnes ou les animaux",
  // Mexico's NOM-018-STPS-2015 and the Spanish of US sheets.
  "puede formar concentraciones de polvo combustible en el aire",
  "puede desplazar el oxigeno y causar asfixia rapida",
];
