/**
 * Session 21's sweep of the forms sheets print 9.1's flash point in (REACH Annex II 9.1 (h)/(i), OSHA HCS App. D 9,
 * WHMIS, Safe Work Australia; 3E/Verisk, UL WERCS, SAP EHS, ChemGes, Lisam, Chemwatch, Sphera templates), over parseSds
 * on a small sheet in eight languages. Right as the scorer counts it: the first number; none where the sheet states none.
 */
import { describe, expect, test } from "bun:test";
import { firstNumber, parseForms } from "../helpers/property-forms-sheet.ts";

type FlashCase = [language: string, form: string, lines: string[], first: number | null];

const G = "        ";
const CASES: FlashCase[] = [
  ["en", "closed cup in brackets", ["Flash point: > 93 °C (closed cup)"], 93],
  ["en", "°F / °C", ["Flash point: 200 °F / 93 °C"], 200],
  ["en", "Not applicable", ["Flash point: Not applicable", "Evaporation rate: Not determined"], null],
  ["en", "> 100 °C", ["Flash point: > 100 °C"], 100],
  ["en", "method before the value", ["Flash point: Closed cup: 23 °C"], 23],
  ["en", "not determined", ["Flash point: not determined", "Auto-ignition temperature: 250 °C"], null],
  ["en", "Flash Point (Method)", ["Flash Point (Method): 62 °C (Pensky-Martens closed cup)"], 62],
  ["en", "three-column table", [`Property${G}Value${G}Method`, `Flash point${G}62 °C${G}ISO 2719`], 62],
  ["en", "value in the third column", [`h)${G}Flash point${G}62 °C`, `i)${G}Evaporation rate${G}Not determined`], 62],
  ["en", "two lines", ["Flash point", "62 °C", "Evaporation rate", "Not determined"], 62],
  ["en", "value with method word after", ["Flash point: 62 °C Method: ISO 2719"], 62],
  ["en", "Value: sub-label inline", [`Flash point${G}Value: 62 °C${G}Method: DIN EN ISO 2719`], 62],
  ["en", "ca.", ["Flash point: ca. 62 °C"], 62],
  ["en", "approx.", ["Flash point: approx. 62 °C"], 62],
  ["en", "degrees", ["Flash point: 62 degrees C"], 62],
  ["en", "no degree sign", ["Flash Point: 62 C"], 62],
  ["en", "°F (°C) with TCC", ["Flash Point: 144 °F (62 °C) (TCC)"], 144],
  ["en", "≥", [`Flash point${G}: ≥ 100 °C`], 100],
  ["en", "space inside ° C", ["Flash point: 62 ° C"], 62],
  ["en", "does not flash", ["Flash point: Does not flash", "Evaporation rate: 0.3"], null],
  ["en", "none to boiling", ["Flash point: None to boiling", "Boiling point: 100 °C"], null],
  ["en", "Flash point (closed cup)", ["Flash point (closed cup): 62 °C"], 62],
  ["en", "dash method after", ["Flash point: 23 °C - closed cup"], 23],
  ["en", "Flash point range", ["Flash point/Flash point range: 62 °C"], 62],
  ["en", "Flash Point upper case table", [`FLASH POINT${G}62 °C (144 °F)`], 62],
  ["en", "not flammable", ["Flash point: Not flammable"], null],
  ["en", "minus value", ["Flash point: -18 °C"], -18],
  ["en", "method column then value", [`Flash point${G}Closed cup${G}> 100 °C`], 100],
  ["en", "No information below", ["Flash point", "No data available", "Auto-ignition temperature", "250 °C"], null],
  ["de", "Flammpunkt", ["Flammpunkt: 62 °C (DIN EN ISO 2719)"], 62],
  ["de", "Flammpunkt Methode", ["Flammpunkt: 62 °C Methode: DIN EN ISO 2719"], 62],
  ["de", "Flammpunkt nicht anwendbar", ["Flammpunkt: nicht anwendbar"], null],
  ["de", "Flammpunkt ca.", ["Flammpunkt: ca. 62 °C"], 62],
  ["de", "Flammpunkt Wert", [`Flammpunkt${G}Wert: 62 °C${G}Methode: DIN EN ISO 2719`], 62],
  ["fr", "Point d'éclair", ["Point d'éclair : 62 °C (coupelle fermée)"], 62],
  ["fr", "Point d’éclair curly", ["Point d’éclair : 62 °C"], 62],
  ["fr", "Point éclair", ["Point éclair : > 100 °C"], 100],
  ["fr", "Point d'inflammabilité", ["Point d'inflammabilité : 62 °C"], 62],
  ["fr", "Non applicable", ["Point d'éclair : Non applicable"], null],
  ["es", "Punto de inflamación", ["Punto de inflamación: 62 °C (copa cerrada)"], 62],
  ["es", "Punto de inflamación (vaso cerrado)", ["Punto de inflamación (vaso cerrado): 62 °C"], 62],
  ["es", "Punto de inflamación aprox.", ["Punto de inflamación: aprox. 62 °C"], 62],
  ["it", "Punto di infiammabilità", ["Punto di infiammabilità: 62 °C (vaso chiuso)"], 62],
  ["it", "Punto di infiammabilità circa", ["Punto di infiammabilità: > 100 °C"], 100],
  ["nl", "Vlampunt", ["Vlampunt: 62 °C (gesloten kroes)"], 62],
  ["nl", "Vlampunt niet van toepassing", ["Vlampunt: niet van toepassing"], null],
  ["pt", "Ponto de inflamação", ["Ponto de inflamação: 62 °C (vaso fechado)"], 62],
  ["pt", "Ponto de inflamação não aplicável", ["Ponto de inflamação: Não aplicável"], null],
  ["pt", "Ponto de fulgor", ["Ponto de fulgor: 62 °C"], 62],
  ["pl", "Temperatura zapłonu", ["Temperatura zapłonu: 62 °C"], 62],
  ["pl", "Temperatura zapłonu (tygiel)", ["Temperatura zapłonu (w tyglu zamkniętym): 62 °C"], 62],
  ["pl", "Temperatura zapłonu nie dotyczy", ["Temperatura zapłonu: nie dotyczy"], null],
  ["en", "ASTM method column before", [`Flash point${G}ASTM D 93${G}62 °C`], 62],
  ["en", "ISO method column before", [`Flash point${G}DIN EN ISO 2719${G}62 °C`], 62],
  ["en", "ISO method colon before", ["Flash point: ISO 2719: 62 °C"], 62],
  ["en", "method in label brackets with a code", ["Flash point (Closed cup, ASTM D93): 62 °C"], 62],
  ["en", "method in square brackets with a code", ["Flash point [ASTM D93]: 62 °C"], 62],
  ["en", "comma method in label", ["Flash point, closed cup: 62 °C"], 62],
  ["en", "dash method in label", ["Flash point - closed cup: 62 °C"], 62],
  ["en", "Flash point (TCC)", ["Flash point (TCC): 62 °C"], 62],
  ["en", "Tag Closed Cup before value", ["Flash Point: Tag Closed Cup 62 °C"], 62],
  ["en", "°F first with Tag after", ["Flash Point: >200 °F (>93 °C) Tag Closed Cup"], 200],
  ["en", "Flash point/range", ["Flash point/range: 62 °C"], 62],
  ["en", "bare F unit in label", ["Flash Point (F): 144"], 144],
  ["en", "two pairs on a line", [`Flash point${G}62 °C${G}Evaporation rate${G}Not determined`], 62],
  ["en", "unit in own column", [`Flash point${G}:${G}62${G}°C`], 62],
  ["en", "value below colon label", ["Flash point:", "62 °C (closed cup)"], 62],
  ["en", "Not applicable then component", ["Flash point: Not applicable", "Autoignition temperature: 250 °C"], null],
  ["pl", "Temperatura zapłonu [°C]", ["Temperatura zapłonu [°C]: 62"], 62],
  ["de", "Flammpunkt [°C]", [`Flammpunkt [°C]${G}62`], 62],
  // Round 2: both units in the label, two qualifiers, a result sub-label, a unit column.
  ["en", "°C (°F) in the label", ["Flash Point °C (°F): 62 (144)"], 62],
  ["en", "two bracket qualifiers", ["Flash point (closed cup) (°C): 62"], 62],
  ["en", "unit in brackets after the number", ["Flash point: 62 (C)"], 62],
  ["en", "N/A", ["Flash Point: N/A"], null],
  ["en", "dash", [`Flash point${G}-`], null],
  ["en", "non-flammable", ["Flash point: Non-flammable"], null],
  ["en", "range to", ["Flash point: 62 to 65 °C"], 62],
  ["en", "unit column table", [`Property${G}Value${G}Unit${G}Method`, `Flash point${G}62${G}°C${G}ISO 2719`], 62],
  ["en", "Result sub-label", [`Flash point${G}Result: 62 °C${G}Method: ISO 2719`], 62],
  ["en", "at pressure", ["Flash point: 62 °C @ 101.3 kPa"], 62],
  ["de", "Flammpunkt °C Tabelle", [`Flammpunkt${G}62${G}°C${G}DIN EN ISO 2719`], 62],
  ["fr", "Point d'éclair non concerné", ["Point d'éclair : Non concerné"], null],
];

describe("9.1's flash point in the forms sheets print it (session 21 sweep)", () => {
  test.each(CASES)("%s %s", (language, _form, lines, first) => {
    const parsed = parseForms(language, ["Recommended use: Floor cleaner"], lines);
    expect({ value: parsed.flash_point, first: firstNumber(parsed.flash_point) }).toEqual({ value: parsed.flash_point, first });
  });
});
