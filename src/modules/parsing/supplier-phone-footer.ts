/**
 * The supplier's telephone printed only in a repeated page header or footer ("Zentor GmbH · Musterweg 1 · 12345 Stadt ·
 * Tel. +49 30 …", "Acme Inc.    Phone: 555-…    Page 2 of 4"), for sheets whose section 1 gives no number. The furniture
 * is split into its cells; a cell that opens with a telephone label gives its number. Never an emergency cell nor a fax.
 * A guess (0.6): a distributor's footer looks the same.
 */
import { stripLead, type Found } from "./label-lines.ts";
import { PHONE_ABBREVIATION, PHONE_LABEL } from "./phone-shapes.ts";
import { firstPhone, isEmergencyLine } from "./supplier-contacts.ts";
import type { DocLine } from "./types.ts";

/** Footer cells: a column gap, a tab or a separator between spaces ("·", "|", "•", " - "). */
const CELL_BREAK = /\s{3,}|\t|\s[|•·∙]\s|\s[-–]\s/;
const FAX_WORD = /(?<![\p{L}])(?:(?:tele)?fax|télécopie|faksi?)(?![\p{L}])/iu;

export function findSupplierPhoneInFurniture(lines: readonly Pick<DocLine, "text" | "isFurniture">[]): Found | null {
  for (let index = 0; index < lines.length; index++) {
    if (!lines[index]!.isFurniture) continue;
    for (const cell of lines[index]!.text.trim().split(CELL_BREAK)) {
      if (isEmergencyLine(cell)) continue;
      const text = stripLead(cell.trim());
      const match = PHONE_LABEL.exec(text) ?? PHONE_ABBREVIATION.exec(text);
      const phone = match ? firstPhone((match[1] ?? "").split(FAX_WORD)[0]!) : null;
      if (phone) return { value: phone, line: index, confidence: 0.6 };
    }
  }
  return null;
}
