import { t } from "elysia";
import { pageOfSchema, pageQuery } from "../../shared/paging";

export const stationLinkCreated = t.Object({
  url: t.String({ description: "The station page's address: bookmark it on a kiosk. Shown only now." }),
  qr_svg: t.String({ description: "The address as a QR code (SVG) to print. Shown only now." }),
  created_at: t.String(),
});
export const stationLinkState = t.Object({ exists: t.Boolean(), created_at: t.Nullable(t.String()) });

export const tokenParam = t.Object({ token: t.String({ minLength: 1, maxLength: 200 }) });

const pictogram = t.Object({ code: t.String({ description: "GHS01…GHS09" }), name: t.String() });
const section = t.Object({ number: t.Integer(), title: t.String(), text: t.String() });

export const stationProductSummary = t.Object({
  product_id: t.String(),
  product_name: t.String(),
  manufacturer: t.String(),
  cas_number: t.Nullable(t.String()),
  barcode: t.Nullable(t.String()),
  signal_word: t.Nullable(t.String()),
  pictograms: t.Array(pictogram),
  sds_id: t.String({ description: "The current SDS; its PDF is GET /station/{token}/sds/{sds_id}" }),
  revision_date: t.Nullable(t.String()),
});

export const stationProductDetails = t.Composite([stationProductSummary, t.Object({
  hazard_statements: t.Array(t.Object({ code: t.String(), text: t.String() })),
  sections: t.Array(section, { description: "Sections 4 to 8 of the parsed SDS (first aid, fire-fighting, accidental release, handling and storage, exposure controls/PPE)" }),
})]);

export const stationInfoResponse = t.Object({ site_name: t.String() });

export const stationSnapshotResponse = t.Object({
  site_name: t.String(),
  generated_at: t.String(),
  products: t.Array(stationProductDetails),
});

export const stationSearchQuery = t.Object({ q: t.Optional(t.String({ maxLength: 200 })), ...pageQuery });

export const stationSearchResponse = t.Composite([pageOfSchema(stationProductSummary), t.Object({
  total_exact: t.Boolean({ description: "false when the search matched more than 500 products: total is then 500 and more pages may follow" }),
})]);
