/**
 * A synthetic sweep of the newer fields (emergency telephone, supplier phone and address, recommended use, physical
 * state, flash point): small sheets built from language × field × layout × label × value form, the other fields in a
 * plain layout around the one under test. Words come from ./new-fields-words.ts (Annex II's headings as each language's
 * official text prints them, and the short labels sheets use). Values are compared as bench:parse-wide's accuracy.ts
 * compares them, a little stricter: phones by their digits, addresses and uses by their normalised words, states and
 * flash points as printed.
 */
import { normalizeName } from "../../src/modules/parsing/accuracy.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { findPhysicalState } from "../../src/modules/parsing/properties.ts";
import { findFlashPoint } from "../../src/modules/parsing/flash-point.ts";
import { findSupplierAddress } from "../../src/modules/parsing/supplier-address.ts";
import { findSupplierPhone } from "../../src/modules/parsing/supplier-contacts.ts";
import { findEmergencyPhone } from "../../src/modules/parsing/emergency-phone.ts";
import { findRecommendedUse } from "../../src/modules/parsing/use.ts";
import { FIELD_LANGUAGES, type FieldWords, type State } from "./new-fields-words.ts";
import { sheet } from "./sds-text.ts";

export const FIELDS = ["emergency", "phone", "address", "use", "state", "flash"] as const;
type Field = (typeof FIELDS)[number];

export const LAYOUTS: Readonly<Record<Field, readonly string[]>> = {
  emergency: [
    "heading-colon", "heading-gap", "heading-below", "heading-qualifier", "heading-centre", "heading-wrapped", "short-label", "short-grid",
    "poison-list", "table-row", "in-supplier-block", "header-columns",
  ],
  phone: ["block", "tel-fax-line", "grid", "label-below", "labelled-block", "no-colon", "contacts-column", "header-columns", "beside-emergency"],
  address: ["block", "labelled", "labelled-one-line", "grid-labelled", "label-indented", "name-street-line", "one-line", "contacts-column", "form-fields"],
  use: ["key-value", "grid", "label-below", "heading-below", "heading-colon", "heading-wrapped", "advised-first", "no-heading"],
  state: ["key-value", "grid", "label-below", "lettered", "dot-leaders", "condition", "appearance-header"],
  flash: ["key-value", "grid", "label-below", "lettered", "method-in-label"],
};

const PHONE_FORMS = ["intl", "intl-0", "intl-0-spaced", "00-intl", "national", "24h-after", "hours-after"];
const STATE_FORMS = ["liquid", "solid", "gas", "paste", "aerosol", "powder", "capitalised", "with-colour", "description"];
const FLASH_FORMS = ["> 100 °C", "23 °C (c.c.)", "61,5 °C", "-18 °C (closed-cup)", "38 °C (100 °F)", "> 61 ºC", "ca. 65 °C", "23 °C    method-column", "not-applicable"];

function formsOf(field: Field): readonly string[] {
  if (field === "emergency") return PHONE_FORMS;
  if (field === "phone") return PHONE_FORMS.slice(0, 5);
  if (field === "address") return ["with-country", "no-country", "postal-prefix"];
  if (field === "use") return ["plain"];
  return field === "state" ? STATE_FORMS : FLASH_FORMS;
}

/** The labels a layout is tried with: a field's own label list where the layout prints one, else one run. */
function labelsOf(words: FieldWords, field: Field, layout: string): readonly string[] {
  const w = words;
  if (field === "emergency") return layout.startsWith("short") || layout === "in-supplier-block" ? words.emergencyLabels : [words.emergencyHeading];
  if (field === "phone" && layout === "beside-emergency") return [w.telLabels[0]!];
  if (field === "use" && layout === "advised-first") return [words.useLabels[0]!];
  if (field === "phone") return words.telLabels;
  if (field === "use") return layout.startsWith("heading") ? [words.useHeading] : words.useLabels;
  if (field === "state") return layout === "dot-leaders" ? [words.stateLabels[0]!] : words.stateLabels;
  if (field === "flash") return layout === "method-in-label" ? words.flashLabels.filter((label) => !label.includes("(")) : words.flashLabels;
  return [words.addressLabel];
}

/** A number in a form: international, with the trunk "(0)", national, with "(24 h)" or opening hours after it. */
function phoneIn(form: string, [international, national]: readonly [string, string], hours: string): { printed: string; truth: string } {
  if (form === "intl-0" || form === "intl-0-spaced") {
    const withTrunk = international.replace(/^(\+\d+) /, form === "intl-0" ? "$1 (0)" : "$1 (0) ");
    return { printed: withTrunk, truth: withTrunk };
  }
  if (form === "00-intl") {
    const printed = international.replace(/^\+/, "00");
    return { printed, truth: printed };
  }
  const number = form === "national" || form === "hours-after" ? national : international;
  const after = form === "24h-after" ? " (24 h)" : form === "hours-after" ? ` (${hours})` : "";
  return { printed: `${number}${after}`, truth: number };
}

/** A heading wrapped into two lines at its middle word (one line when it is one word). */
function wrapped(heading: string): string[] {
  const words = heading.split(" ");
  if (words.length < 3) return [heading];
  const cut = Math.ceil(words.length / 2);
  return [words.slice(0, cut).join(" "), words.slice(cut).join(" ")];
}

/** A header row of two telephone columns, the supplier's and the emergency's, their numbers in the row below. */
function headerColumns(telLabel: string, emergencyLabel: string, supplier: string, emergency: string): string[] {
  return [`${telLabel.padEnd(30)}${emergencyLabel}`, `${supplier.padEnd(30)}${emergency}`];
}

/** The supplier's block in a left column, its telephone, fax and e-mail lines in a right column beside it. */
function besideContacts(left: readonly string[], right: readonly string[]): string[] {
  return left.map((line, index) => (right[index] === undefined ? line : `${line.padEnd(40)}${right[index]}`));
}

const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;
const valueOf = (item: string) => item.slice(item.indexOf(":") + 1).trim();

type Built = { identity: string[]; properties: string[]; companyLine: number; truth: string | null };

/** One case's section 1 and section 9 lines (from their headings) and the truth for its field. */
function build(words: FieldWords, field: Field, layout: string, label: string, form: string): Built {
  const w = words;
  const [tel, telLong] = w.telLabels;
  const emergency = phoneIn(field === "emergency" ? form : "intl", w.emergencyPhone, w.hours);
  const supplier = phoneIn(field === "phone" ? form : "intl", w.supplierPhone, w.hours);
  let truth: string | null = null;

  let use = [`1.2 ${w.useHeading}`, `${w.useLabels[0]}: ${w.use}`];
  if (field === "use") {
    truth = w.use;
    if (layout === "key-value") use = [`1.2 ${w.useHeading}`, `${label}: ${w.use}`];
    if (layout === "grid") use = [`1.2 ${w.useHeading}`, `${label}          ${w.use}`];
    if (layout === "label-below") use = [`1.2 ${w.useHeading}`, `${label}:`, w.use];
    if (layout === "heading-below") use = [`1.2 ${w.useHeading}`, w.use];
    if (layout === "no-heading") use = [`${label}: ${w.use}`];
    if (layout === "heading-colon") use = [`1.2 ${w.useHeading}: ${w.use}`];
    if (layout === "heading-wrapped") use = [...wrapped(`1.2 ${w.useHeading}`), w.use];
    if (layout === "advised-first") use = [`1.2 ${w.useHeading}`, w.advised, `${label}: ${w.use}`];
  }

  const postal = field === "address" && form === "postal-prefix" ? `${w.postalPrefix}${w.town}` : w.town;
  const town = field === "address" && form === "no-country" ? [postal] : [postal, w.country];
  const contacts = [`${tel}: ${supplier.printed}`, `${w.fax}: ${w.supplierPhone[0].replace(/\d$/, "9")}`, `${w.email}: info@nordvik.example`];
  let block = [w.company, w.street, ...town, ...contacts];
  if (field === "phone") {
    truth = supplier.truth;
    const rest = contacts.slice(1);
    if (layout === "block") block = [w.company, w.street, ...town, `${label}: ${supplier.printed}`, ...rest];
    if (layout === "tel-fax-line") block = [w.company, w.street, ...town, `${label}: ${supplier.printed}     ${rest[0]}`, rest[1]!];
    if (layout === "grid") block = [w.company, w.street, ...town, `${label}          ${supplier.printed}`, `${w.fax}          ${w.supplierPhone[0].replace(/\d$/, "9")}`];
    if (layout === "label-below") block = [w.company, w.street, ...town, `${label}:`, supplier.printed, ...rest];
    if (layout === "labelled-block") block = [`${w.companyLabel}: ${w.company}`, `${w.addressLabel}: ${w.street}`, ...town, `${label}: ${supplier.printed}`, ...rest];
    if (layout === "no-colon") block = [w.company, w.street, ...town, `${label} ${supplier.printed}`, ...rest];
    if (layout === "contacts-column") block = besideContacts([w.company, w.street, ...town], [`${label}: ${supplier.printed}`, ...rest]);
    if (layout === "header-columns") block = [w.company, w.street, ...town, ...headerColumns(label, w.emergencyHeading, supplier.printed, emergency.printed)];
    if (layout === "beside-emergency") block = [w.company, w.street, ...town, `${w.emergencyLabels[0]}: ${emergency.printed}          ${label}: ${supplier.printed}`, ...rest];
  }
  if (field === "address") {
    truth = [w.street, ...town].join(", ");
    const labelled = (text: string, value: string) => `${text}: ${value}`;
    if (layout === "labelled") block = [labelled(w.companyLabel, w.company), labelled(label, w.street), ...town, ...contacts];
    if (layout === "labelled-one-line") block = [labelled(w.companyLabel, w.company), labelled(label, [w.street, ...town].join(", ")), ...contacts];
    if (layout === "grid-labelled") block = [`${w.companyLabel}          ${w.company}`, `${label}          ${w.street}`, ...town.map((line) => `          ${line}`), ...contacts];
    if (layout === "name-street-line") block = [`${w.company}, ${w.street}`, ...town, ...contacts];
    if (layout === "one-line") block = [[w.company, w.street, ...town].join(", "), ...contacts];
    if (layout === "label-indented") block = [`${w.companyLabel}:          ${w.company}`, ...[w.street, ...town].map((line) => `               ${line}`), ...contacts];
    if (layout === "contacts-column") block = besideContacts([w.company, w.street, ...town], contacts);
    if (layout === "form-fields") {
      const [streetLabel, postalLabel, countryLabel] = w.formFields;
      const country = town.length > 1 ? [`${countryLabel}: ${w.country}`] : [];
      block = [`${w.companyLabel}: ${w.company}`, `${streetLabel}: ${w.street}`, `${postalLabel}: ${postal}`, ...country, ...contacts];
    }
  }

  let emergencyBlock = [`1.4 ${w.emergencyHeading}`, `${w.emergencyLabels[0]}: ${emergency.printed}`];
  if (field === "phone" && (layout === "header-columns" || layout === "beside-emergency")) emergencyBlock = [];
  if (field === "emergency") {
    truth = emergency.truth;
    const second = `${w.company}: ${w.supplierPhone[0]} (${w.hours})`;
    if (layout === "heading-colon") emergencyBlock = [`1.4 ${label}: ${emergency.printed}`];
    if (layout === "heading-gap") emergencyBlock = [`1.4 ${label}          ${emergency.printed}`];
    if (layout === "heading-below") emergencyBlock = [`1.4 ${label}`, emergency.printed];
    if (layout === "short-label") emergencyBlock = [`1.4 ${w.emergencyHeading}`, `${label}: ${emergency.printed}`];
    if (layout === "short-grid") emergencyBlock = [`1.4 ${w.emergencyHeading}`, `${label}          ${emergency.printed}`];
    if (layout === "heading-qualifier") emergencyBlock = [`1.4 ${label} (24 h): ${emergency.printed}`];
    if (layout === "heading-centre") emergencyBlock = [`1.4 ${label}: ${w.poisonCentre}: ${emergency.printed}`];
    if (layout === "heading-wrapped") {
      const [first, second] = wrapped(`1.4 ${label}`);
      emergencyBlock = second === undefined ? [`${first}          ${emergency.printed}`] : [`${first}          ${emergency.printed}`, second];
    }
    if (layout === "table-row") emergencyBlock = [`1.4 ${label}`, `${w.country}          ${w.poisonCentre}          ${emergency.printed}`];
    if (layout === "header-columns") {
      block = [w.company, w.street, ...town, ...headerColumns(tel!, label, supplier.printed, emergency.printed)];
      emergencyBlock = [];
    }
    if (layout === "poison-list") emergencyBlock = [`1.4 ${w.emergencyHeading}`, `${w.poisonCentre}: ${emergency.printed}`, second];
    if (layout === "in-supplier-block") {
      block = [...block.slice(0, -1), `${label}: ${emergency.printed}`, block.at(-1)!];
      emergencyBlock = [];
    }
  }
  const identity = [w.sections[0], `1.1 ${w.product}`, ...use, `1.3 ${w.supplierHeading}`, ...block, ...emergencyBlock];
  const companyLine = identity.indexOf(block[0]!);

  const state = stateValue(w, field === "state" ? form : "liquid");
  let stateLines = [`${w.stateLabels[0]}: ${state.printed}`];
  if (field === "state") {
    truth = state.truth;
    if (layout === "key-value") stateLines = [`${label}: ${state.printed}`];
    if (layout === "grid") stateLines = [`${label}          ${state.printed}`];
    if (layout === "label-below") stateLines = [label, state.printed];
    if (layout === "lettered") stateLines = [`a) ${label}: ${state.printed}`];
    if (layout === "dot-leaders") stateLines = [`${label} .......... ${state.printed}`];
    if (layout === "condition") stateLines = [`${label} (20 °C): ${state.printed}`];
    if (layout === "appearance-header") stateLines = [w.stateLabels[2]!, `${label}: ${state.printed}`];
  }
  const flash = flashValue(w, field === "flash" ? form : "> 100 °C");
  let flashLines = [`${w.flashLabels[0]}: ${flash.printed}`];
  if (field === "flash") {
    truth = flash.truth;
    if (layout === "key-value") flashLines = [`${label}: ${flash.printed}`];
    if (layout === "grid") flashLines = [`${label}          ${flash.printed}`];
    if (layout === "label-below") flashLines = [label, flash.printed];
    if (layout === "lettered") flashLines = [`h) ${label}: ${flash.printed}`];
    if (layout === "method-in-label") flashLines = [`${label} (${w.closedCup}): ${flash.printed}`];
  }
  const properties = [w.sections[3], `9.1 ${w.propertiesHeading}`, ...stateLines, w.colour, w.boiling, ...flashLines];
  return { identity, properties, companyLine, truth };
}

function stateValue(w: FieldWords, form: string): { printed: string; truth: string } {
  if (form === "capitalised") return { printed: capitalised(w.states.liquid), truth: "liquid" };
  if (form === "description") return { printed: w.liquidDescription, truth: "liquid" };
  if (form === "with-colour") return { printed: `${w.states.liquid}, ${valueOf(w.colour)}`, truth: "liquid" };
  const state = form === "powder" ? "solid" : (form as State);
  return { printed: w.states[form as State | "powder"], truth: state };
}

function flashValue(w: FieldWords, form: string): { printed: string; truth: string | null } {
  if (form === "not-applicable") return { printed: w.notApplicable, truth: null };
  if (form === "23 °C (c.c.)") return { printed: form, truth: "23 °C" };
  if (form === "23 °C    method-column") return { printed: "23 °C          DIN EN ISO 2719", truth: "23 °C" };
  if (form === "-18 °C (closed-cup)") return { printed: `-18 °C (${w.closedCup})`, truth: "-18 °C" };
  return { printed: form, truth: form };
}

export type SweepCase = { language: string; field: Field; layout: string; label: string; form: string } & Built;

/** Every case: language × field × layout × label × value form. */
export function sweepCases(languages: readonly string[] = Object.keys(FIELD_LANGUAGES)): SweepCase[] {
  const cases: SweepCase[] = [];
  for (const language of languages) {
    const words = FIELD_LANGUAGES[language]!;
    for (const field of FIELDS) {
      for (const layout of LAYOUTS[field]) {
        for (const label of labelsOf(words, field, layout)) {
          for (const form of formsOf(field)) cases.push({ language, field, layout, label, form, ...build(words, field, layout, label, form) });
        }
      }
    }
  }
  return cases;
}

export type SweepResult = { language: string; layout: string; form: string; label: string; lines: string[]; printed: string | null; value: string | null; truth: string | null; confidence: number };

/** The value as it is compared: phones by digits, free text by its normalised words. */
function comparable(field: Field, value: string | null): string | null {
  if (value === null) return null;
  if (field === "emergency" || field === "phone") return value.replace(/\D/g, "");
  return field === "address" || field === "use" ? normalizeName(value) : value;
}

function result(sweepCase: SweepCase, found: { value: string; confidence: number } | null): SweepResult {
  const { language, field, layout, label, form, identity, properties, truth } = sweepCase;
  const lines = field === "state" || field === "flash" ? properties : identity;
  return {
    language, layout: `${field}:${layout}`, form, label, lines,
    printed: found?.value ?? null, value: comparable(field, found?.value ?? null), truth: comparable(field, truth), confidence: found?.confidence ?? 0,
  };
}

/** The field as its reader finds it in the case's section 1 or 9 (what parseSds hands it), for the test's table. */
export function readCase(sweepCase: SweepCase): SweepResult {
  const { field, identity, properties, companyLine } = sweepCase;
  const found =
    field === "emergency" ? findEmergencyPhone(identity, { from: 0 })
    : field === "phone" ? findSupplierPhone(identity, companyLine)
    : field === "address" ? findSupplierAddress(identity, companyLine)
    : field === "use" ? findRecommendedUse(identity)
    : field === "state" ? findPhysicalState(properties)
    : findFlashPoint(properties);
  return result(sweepCase, found);
}

/** The field as parseSds finds it in the whole sheet (sections, company and language found by the parser). */
export function runCase(sweepCase: SweepCase): SweepResult {
  const words = FIELD_LANGUAGES[sweepCase.language]!;
  const lines = [...sweepCase.identity, words.sections[1], words.hazardLine, words.sections[2], "Ethanol 64-17-5 10-20%", ...sweepCase.properties];
  const parsed = parseSds(sheet(lines));
  const key = { emergency: "emergency_phone", phone: "supplier_phone", address: "supplier_address", use: "recommended_use", state: "physical_state", flash: "flash_point" } as const;
  const field = key[sweepCase.field];
  const value = parsed[field];
  return result(sweepCase, value === null ? null : { value, confidence: parsed.evidence[field]?.confidence ?? 0 });
}
