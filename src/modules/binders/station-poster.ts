/**
 * The poster that hangs by a site's chemical store: the site (and location), the QR code and address of the
 * site's SDS station, a short instruction in English and Spanish, and the emergency number (the site's, else
 * the company's). Letter or A4; for the whole site, one location, or one page per location of the site.
 * The station link is read back from its sealed copy (station-links.service.ts): a link made before links were
 * kept sealed works but cannot be printed until it is made again.
 */
import { and, asc, eq } from "drizzle-orm";
import { PDFDocument, type PDFPage, rgb } from "pdf-lib";
import type { AppContext } from "../../context";
import { errors } from "../../shared/errors";
import { embedPrintFonts, type PrintFonts } from "../../shared/pdf/unicode-fonts";
import { companies, locations } from "../admin/admin.table";
import type { Actor } from "../auth/actor";
import { qrOperators } from "../printing/label-qr";
import { currentStationLink, NO_LINK_MESSAGE, NOT_PRINTABLE_MESSAGE, stationUrl } from "../station/station-links.service";
import { requireSite } from "./binders.service";

const PAPER = { letter: [612, 792], a4: [595.28, 841.89] } as const;
export type Paper = keyof typeof PAPER;

export type PosterRequest = { paper?: Paper; location_id?: string; per_location?: boolean };

export async function stationPoster(ctx: AppContext, actor: Actor, siteId: string, input: PosterRequest, base: string): Promise<Uint8Array> {
  const site = requireSite(ctx.db, actor.companyId, siteId);
  if (input.location_id && input.per_location) {
    throw errors.validation("Give location_id or per_location, not both", [{ field: "per_location", message: "give location_id or per_location, not both" }]);
  }
  const siteLocations = ctx.db.select().from(locations)
    .where(and(eq(locations.companyId, actor.companyId), eq(locations.siteId, siteId), eq(locations.isActive, true))).orderBy(asc(locations.name)).all();
  let pages: (string | null)[] = [null];
  if (input.location_id) {
    const location = ctx.db.select().from(locations)
      .where(and(eq(locations.companyId, actor.companyId), eq(locations.siteId, siteId), eq(locations.locationId, input.location_id))).get();
    if (!location) throw errors.notFound("Location");
    pages = [location.name];
  } else if (input.per_location) {
    if (siteLocations.length === 0) throw errors.conflict("This site has no locations: print the site's poster instead, or add its locations first.");
    pages = siteLocations.map((l) => l.name);
  }
  const link = currentStationLink(ctx.db, ctx.secrets, actor.companyId, siteId);
  if (link.state === "none") throw errors.conflict(NO_LINK_MESSAGE);
  if (link.state === "not_printable") throw errors.conflict(NOT_PRINTABLE_MESSAGE);
  const url = stationUrl(base, link.token);
  const company = ctx.db.select().from(companies).where(eq(companies.companyId, actor.companyId)).get();
  const phone = site.emergencyPhone ?? company?.emergencyPhone ?? null;

  const pdf = await PDFDocument.create();
  pdf.setTitle(`SDS station poster: ${site.name}`);
  pdf.setProducer("chemsafe");
  pdf.setCreator("chemsafe");
  pdf.setCreationDate(ctx.clock.now());
  const fonts = await embedPrintFonts(pdf);
  const [w, h] = PAPER[input.paper ?? "letter"];
  for (const locationName of pages) drawPoster(pdf.addPage([w, h]), fonts, { siteName: site.name, locationName, url, phone });
  return pdf.save();
}

function drawPoster(page: PDFPage, fonts: PrintFonts, o: { siteName: string; locationName: string | null; url: string; phone: string | null }) {
  const { width: w, height: h } = page.getSize();
  const centred = (text: string, y: number, size: number, font = fonts.regular, color = rgb(0, 0, 0)) => {
    let s = size;
    const t = fonts.text(text);
    while (s > 8 && font.widthOfTextAtSize(t, s) > w - 72) s -= 0.5;
    page.drawText(t, { x: (w - font.widthOfTextAtSize(t, s)) / 2, y, size: s, font, color });
  };
  page.drawRectangle({ x: 0, y: h - 110, width: w, height: 110, color: rgb(0.05, 0.3, 0.6) });
  centred("Safety Data Sheets", h - 60, 40, fonts.bold, rgb(1, 1, 1));
  centred("Hojas de datos de seguridad", h - 92, 22, fonts.regular, rgb(1, 1, 1));
  centred(o.siteName, h - 150, 26, fonts.bold);
  if (o.locationName) centred(o.locationName, h - 180, 18);
  const qrSize = Math.min(w - 200, 330);
  const qrTop = h - 200;
  page.pushOperators(...qrOperators(o.url, { x: (w - qrSize) / 2, top: qrTop, size: qrSize }));
  let y = qrTop - qrSize - 18;
  centred(o.url, y, 10);
  y -= 36;
  centred("Scan the code with your phone's camera to read the SDS", y, 15, fonts.bold);
  centred("of any chemical at this site. No account is needed.", (y -= 20), 15, fonts.bold);
  centred("Escanee el código con la cámara de su teléfono para leer la hoja", (y -= 30), 14);
  centred("de datos de seguridad de cualquier producto químico de este sitio.", (y -= 19), 14);
  centred("No necesita una cuenta.", (y -= 19), 14);
  if (o.phone) {
    page.drawRectangle({ x: 36, y: 40, width: w - 72, height: 70, borderColor: rgb(0.75, 0, 0), borderWidth: 3 });
    centred("In an emergency call / En caso de emergencia llame:", 86, 14, fonts.bold, rgb(0.75, 0, 0));
    centred(o.phone, 54, 24, fonts.bold, rgb(0.75, 0, 0));
  }
}
