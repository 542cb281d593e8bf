/**
 * The emergency inventory of a site: what a fire department asks for. One row per product stored at the site:
 * its locations, the most that can be on hand (every container full: quantity × container size, summed per
 * product in canonical units), physical state, signal word, hazard classes and the SDS's 24-hour number.
 * Physical state and emergency number are read from the SDS's stored sections 9 and 1 (the parser's own
 * finders), so every SDS read so far has them without a re-parse.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { hazardClasses } from "../../shared/ghs/index.ts";
import { locations } from "../admin/admin.table";
import { companyProducts, inventoryItems } from "../inventory/inventory.table";
import { canonicalSizeUnit, SIZE_UNITS } from "../inventory/units";
import { loadFieldViews } from "../sds/sds-corrections.repository";
import { companySdsMappings, sdsDocuments, sdsSections } from "../sds/sds.table";

export interface EmergencyRow {
  productName: string;
  manufacturer: string;
  casNumber: string | null;
  locations: string;
  /** "12 L; 3 kg": one amount per canonical unit the product is stocked in. */
  maxQuantity: string;
  physicalState: string | null;
  signalWord: string | null;
  hazardClasses: string[];
  emergencyPhone: string | null;
  sdsOnFile: boolean;
}

const BASE_UNIT = { volume: "L", mass: "kg", count: "each" } as const;

/** An amount in its kind's base unit (L, kg, each: inventory/units.ts); a unit chemsafe does not know is kept as given. */
export function canonicalAmount(size: number, unit: string): { amount: number; unit: string } {
  const known = canonicalSizeUnit(unit);
  if (!known) return { amount: size, unit: unit.trim() || "units" };
  const { kind, perBase } = SIZE_UNITS[known];
  return { amount: size * perBase, unit: BASE_UNIT[kind] };
}

const formatAmount = (n: number) => (Math.round(n * 1000) / 1000).toLocaleString("en-US", { maximumFractionDigits: 3 });

/** The parser's readers of a section's telephone and physical state (for records stored before these fields existed). */
type SectionReaders = {
  findEmergencyPhone: typeof import("../parsing/emergency-phone").findEmergencyPhone;
  findPhysicalState: typeof import("../parsing/properties").findPhysicalState;
};

/**
 * The parser's section readers, loaded on first use: they bring the SDS parser's vocabulary (~50 MB), which the server
 * does not hold until something needs it (SDSs are parsed in the reader processes).
 */
async function sectionReaders(): Promise<SectionReaders> {
  const [{ findEmergencyPhone }, { findPhysicalState }] = await Promise.all([import("../parsing/emergency-phone"), import("../parsing/properties")]);
  return { findEmergencyPhone, findPhysicalState };
}

export async function emergencyInventoryRows(db: DbOrTx, companyId: string, siteId: string): Promise<EmergencyRow[]> {
  const readers = await sectionReaders();
  const items = db.select({ item: inventoryItems, product: companyProducts, location: locations.name }).from(inventoryItems)
    .innerJoin(companyProducts, and(eq(companyProducts.companyId, companyId), eq(companyProducts.companyProductId, inventoryItems.companyProductId)))
    .leftJoin(locations, and(eq(locations.companyId, companyId), eq(locations.locationId, inventoryItems.locationId)))
    .where(and(eq(inventoryItems.companyId, companyId), eq(inventoryItems.siteId, siteId)))
    .orderBy(asc(companyProducts.productNameNormalized), asc(companyProducts.companyProductId)).all();
  const byProduct = new Map<string, { product: typeof companyProducts.$inferSelect; locations: Set<string>; amounts: Map<string, number> }>();
  for (const { item, product, location } of items) {
    let entry = byProduct.get(product.companyProductId);
    if (!entry) byProduct.set(product.companyProductId, (entry = { product, locations: new Set(), amounts: new Map() }));
    entry.locations.add(location ?? "no location");
    const { amount, unit } = canonicalAmount(item.containerSize * item.quantity, item.sizeUnit);
    entry.amounts.set(unit, (entry.amounts.get(unit) ?? 0) + amount);
  }
  const sdsIds = [...byProduct.values()].map((e) => e.product.currentSdsId).filter((id): id is string => !!id);
  const facts = sdsFacts(db, companyId, sdsIds, readers);
  return [...byProduct.values()].map(({ product, locations: where, amounts }) => {
    const sds = product.currentSdsId ? facts.get(product.currentSdsId) : undefined;
    return {
      productName: product.productName, manufacturer: product.manufacturer, casNumber: product.casNumber,
      locations: [...where].sort((a, b) => a.localeCompare(b)).join(", "),
      maxQuantity: [...amounts].map(([unit, n]) => `${formatAmount(n)} ${unit}`).join("; "),
      physicalState: sds?.physicalState ?? null,
      // A person's correction of the SDS wins; then the product's own signal word; then the parsed one.
      signalWord: (sds?.corrected.has("signal_word") ? sds.signalWord : product.signalWord ?? sds?.signalWord) ?? null,
      hazardClasses: sds?.classes ?? [],
      emergencyPhone: sds?.emergencyPhone ?? null,
      sdsOnFile: !!sds,
    };
  });
}

/**
 * Per SDS the company maps, as the company sees it (its people's corrections win over parsed values): signal word,
 * hazard classes, physical state and emergency number. A document parsed before those fields were stored has them
 * read from its stored sections 9 and 1 (the parser's own finders).
 */
function sdsFacts(db: DbOrTx, companyId: string, sdsIds: string[], { findEmergencyPhone, findPhysicalState }: SectionReaders) {
  const out = new Map<string, { signalWord: string | null; classes: string[]; physicalState: string | null; emergencyPhone: string | null; corrected: Set<string> }>();
  for (let i = 0; i < sdsIds.length; i += 500) {
    const chunk = sdsIds.slice(i, i + 500);
    const docs = db.select({ doc: sdsDocuments }).from(companySdsMappings)
      .innerJoin(sdsDocuments, eq(sdsDocuments.sdsId, companySdsMappings.sdsId))
      .where(and(eq(companySdsMappings.companyId, companyId), inArray(companySdsMappings.sdsId, chunk))).all();
    const mapped = docs.map((r) => r.doc.sdsId);
    const sections = mapped.length === 0 ? [] : db.select({ sdsId: sdsSections.sdsId, number: sdsSections.number, text: sdsSections.text }).from(sdsSections)
      .where(and(inArray(sdsSections.sdsId, mapped), inArray(sdsSections.number, [1, 9]))).all();
    for (const { doc } of docs) {
      const view = loadFieldViews(db, companyId, doc);
      const lines = (n: number) => sections.filter((s) => s.sdsId === doc.sdsId && s.number === n).flatMap((s) => s.text.split(/\r?\n/));
      const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
      const hCodes = Array.isArray(view.h_codes.value) ? (view.h_codes.value as unknown[]).filter((c): c is string => typeof c === "string") : [];
      const person = (field: keyof typeof view) => view[field].source === "person";
      out.set(doc.sdsId, {
        signalWord: text(view.signal_word.value)?.toUpperCase() ?? null,
        classes: hazardClasses(hCodes),
        physicalState: text(view.physical_state.value) ?? (person("physical_state") ? null : findPhysicalState(lines(9))?.value ?? null),
        emergencyPhone: text(view.emergency_phone.value) ?? (person("emergency_phone") ? null : findEmergencyPhone(lines(1))?.value ?? null),
        corrected: new Set((["signal_word"] as const).filter(person)),
      });
    }
  }
  return out;
}
