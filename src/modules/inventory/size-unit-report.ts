import { notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import type { Logger } from "../../shared/logger";
import { inventoryItems } from "./inventory.table";
import { SIZE_UNIT_NAMES } from "./units";

/**
 * Size units stored before the defined list (migration 0019 mapped every known spelling) that are
 * still not on it, across all companies, with their item counts: an operator's start-up report, so
 * that someone corrects them (PATCH /chemicals/{id} with a unit from the list).
 */
export function unknownSizeUnits(db: DbOrTx): { size_unit: string; items: number }[] {
  return db.select({ size_unit: inventoryItems.sizeUnit, items: sql<number>`count(*)` }).from(inventoryItems)
    .where(notInArray(inventoryItems.sizeUnit, SIZE_UNIT_NAMES)).groupBy(inventoryItems.sizeUnit).orderBy(inventoryItems.sizeUnit).all();
}

export function reportUnknownSizeUnits(db: DbOrTx, logger: Logger): void {
  const unknown = unknownSizeUnits(db);
  if (unknown.length === 0) return;
  logger.warn("inventory items with a size unit chemsafe does not know: they are kept as they are; give them a unit from the list (L, mL, m³, gal, qt, pt, fl oz, kg, g, mg, t, lb, oz, each) with PATCH /chemicals/{id}", {
    size_units: Object.fromEntries(unknown.slice(0, 50).map((u) => [u.size_unit, u.items])),
  });
}
