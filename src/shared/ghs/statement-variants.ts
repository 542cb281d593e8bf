/**
 * Hazard statement wordings read on SDSs but not in the CLP tables: the UN GHS categories the EU did not adopt
 * (H227, H303, H313, H316, H320, H333, H401, H402), as the UN GHS Spanish and French versions print them (Latin
 * American and Canadian sheets), and the Canadian Hazardous Products Regulations' French wording where it differs
 * from CLP's. For reading only: printing uses the CLP tables (statement-languages.ts).
 */
export const HAZARD_STATEMENT_VARIANTS: ReadonlyArray<readonly [code: string, text: string]> = [
  // fr, UN GHS categories outside CLP
  ["H227", "Liquide combustible"],
  ["H303", "Peut être nocif en cas d'ingestion"],
  ["H313", "Peut être nocif par contact cutané"],
  ["H316", "Provoque une légère irritation cutanée"],
  ["H320", "Provoque une irritation des yeux"],
  ["H333", "Peut être nocif par inhalation"],
  ["H401", "Toxique pour les organismes aquatiques"],
  ["H402", "Nocif pour les organismes aquatiques"],
  // fr-CA, Hazardous Products Regulations (WHMIS 2015) where they word a statement otherwise than CLP
  ["H224", "Liquide et vapeur extrêmement inflammables"],
  ["H225", "Liquide et vapeur très inflammables"],
  ["H226", "Liquide et vapeur inflammables"],
  ["H314", "Provoque des brûlures de la peau et des lésions oculaires graves"],
  ["H317", "Peut provoquer une réaction allergique cutanée"],
  ["H318", "Provoque des lésions oculaires graves"],
  // fr, North American translations joining CLP's "de graves brûlures de la peau" with UN GHS's "lésions oculaires"
  ["H314", "Provoque de graves brûlures de la peau et des lésions oculaires"],
  // fr, the UN GHS combination of H315 and H320 as North American sheets print it
  ["H315+H320", "Provoque une irritation cutanée et oculaire"],
  ["H315+H320", "Cause une irritation cutanée et oculaire"],
  // es, UN GHS categories outside CLP
  ["H227", "Líquido combustible"],
  ["H303", "Puede ser nocivo en caso de ingestión"],
  ["H313", "Puede ser nocivo en contacto con la piel"],
  ["H316", "Provoca una leve irritación cutánea"],
  ["H320", "Provoca irritación ocular"],
  ["H333", "Puede ser nocivo si se inhala"],
  ["H401", "Tóxico para los organismos acuáticos"],
  ["H402", "Nocivo para los organismos acuáticos"],
];
