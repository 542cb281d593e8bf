/**
 * The poster that hangs by a site's chemical store: the site (and location), the QR code and address of the
 * site's SDS station, a short instruction in English and Spanish, and the emergency number (the site's, else
 * the company's). Letter or A4. The station link's token is stored only as a hash (station module), so the
 * poster is printed from the link the admin was given: it must be the site's current one.
 */
import { and, eq } from "drizzle-orm";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { sha256Hex } from "../../shared/hash";
import { companies, locations } from "../admin/admin.table";
import type { Actor } from "../auth/actor";
import { qrOperators } from "../printing/label-qr";
import { spellForFont } from "../printing/pdf-text-encoding";
import { stationLinks } from "../station/station.table";
import { requireSite } from "./binders.service";

const PAPER = { letter: [612, 792], a4: [595.28, 841.89] } as const;
export type Paper = keyof typeof PAPER;

export async function stationPoster(ctx: AppContext, actor: Actor, siteId: string, input: { station_url: string; paper?: Paper; location_id?: string }): Promise<Uint8Array> {
  const site = requireSite(ctx.db, actor.companyId, siteId);
  const location = input.location_id
    ? ctx.db.select().from(locations).where(and(eq(locations.companyId, actor.companyId), eq(locations.siteId, siteId), eq(locations.locationId, input.location_id))).get()
    : null;
  if (input.location_id && !location) throw errors.notFound("Location");
  const link = ctx.db.select().from(stationLinks).where(and(eq(stationLinks.companyId, actor.companyId), eq(stationLinks.siteId, siteId))).get();
  if (!link) throw errors.conflict("This site has no SDS station link yet: create one (POST /sites/{id}/station-link), then print the poster with it.");
  const token = /\/station\/([A-Za-z0-9_-]{20,100})\/?$/.exec(input.station_url.trim())?.[1];
  if (!token || sha256Hex(token) !== link.tokenHash) {
    throw errors.conflict("This is not the site's current station link (it was replaced, revoked, or mistyped): print the poster with the link shown when the current one was made, or make a new link.");
  }
  const company = ctx.db.select().from(companies).where(eq(companies.companyId, actor.companyId)).get();
  const phone = site.emergencyPhone ?? company?.emergencyPhone ?? null;

  const [w, h] = PAPER[input.paper ?? "letter"];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`SDS station poster: ${site.name}`);
  pdf.setProducer("chemsafe");
  pdf.setCreator("chemsafe");
  pdf.setCreationDate(ctx.clock.now());
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const charset = new Set(regular.getCharacterSet());
  const spell = (t: string) => spellForFont(t, (c) => charset.has(c));
  const page = pdf.addPage([w, h]);
  const centred = (text: string, y: number, size: number, font = regular, color = rgb(0, 0, 0)) => {
    let s = size;
    const t = spell(text);
    while (s > 8 && font.widthOfTextAtSize(t, s) > w - 72) s -= 0.5;
    page.drawText(t, { x: (w - font.widthOfTextAtSize(t, s)) / 2, y, size: s, font, color });
  };
  page.drawRectangle({ x: 0, y: h - 110, width: w, height: 110, color: rgb(0.05, 0.3, 0.6) });
  centred("Safety Data Sheets", h - 60, 40, bold, rgb(1, 1, 1));
  centred("Hojas de datos de seguridad", h - 92, 22, regular, rgb(1, 1, 1));
  centred(site.name, h - 150, 26, bold);
  if (location) centred(location.name, h - 180, 18);
  const qrSize = Math.min(w - 200, 330);
  const qrTop = h - 200;
  page.pushOperators(...qrOperators(input.station_url.trim(), { x: (w - qrSize) / 2, top: qrTop, size: qrSize }));
  let y = qrTop - qrSize - 18;
  centred(input.station_url.trim(), y, 10);
  y -= 36;
  centred("Scan the code with your phone's camera to read the SDS", y, 15, bold);
  centred("of any chemical at this site. No account is needed.", (y -= 20), 15, bold);
  centred("Escanee el código con la cámara de su teléfono para leer la hoja", (y -= 30), 14);
  centred("de datos de seguridad de cualquier producto químico de este sitio.", (y -= 19), 14);
  centred("No necesita una cuenta.", (y -= 19), 14);
  if (phone) {
    page.drawRectangle({ x: 36, y: 40, width: w - 72, height: 70, borderColor: rgb(0.75, 0, 0), borderWidth: 3 });
    centred("In an emergency call / En caso de emergencia llame:", 86, 14, bold, rgb(0.75, 0, 0));
    centred(phone, 54, 24, bold, rgb(0.75, 0, 0));
  }
  return pdf.save();
}
