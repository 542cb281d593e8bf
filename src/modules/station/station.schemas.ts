import { t } from "elysia";
import { pageOfSchema, pageQuery } from "../../shared/paging";

export const stationLinkCreated = t.Object({
  url: t.String({ description: "The station page's address: bookmark it on a kiosk." }),
  qr_svg: t.String({ description: "The address as a QR code (SVG) to print." }),
  created_at: t.String(),
});
export const stationLinkState = t.Object({
  exists: t.Boolean(),
  created_at: t.Nullable(t.String()),
  printable: t.Boolean({ description: "false when the link was made before links were kept for printing (or in another data folder): it works, but make a new one to print it" }),
  url: t.Nullable(t.String({ description: "The station page's address (null when there is no link or it is not printable)" })),
  qr_svg: t.Nullable(t.String({ description: "The address as a QR code (SVG)" })),
  message: t.Nullable(t.String({ description: "Why the link cannot be printed, when it cannot" })),
});

export const tokenParam = t.Object({ token: t.String({ minLength: 1, maxLength: 200 }) });

const langField = t.Optional(t.String({
  maxLength: 35, pattern: "^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$",
  description: "Language of the statements (en, es, fr, de, it, nl, pt, pl); without it, the request's Accept-Language, else English",
}));
export const stationLangQuery = t.Object({ lang: langField });

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
  hazard_statements: t.Array(t.Object({
    code: t.String(), text: t.String(),
    lang: t.String({ description: "The text's language: the one asked for, or en where CLP has no official text for the code" }),
  })),
  precautionary_statements: t.Array(t.Object({
    code: t.String({ description: "One P code, or a combination printed as one sentence (P305+P351+P338)" }), text: t.String(),
    lang: t.String({ description: "The text's language: the one asked for, or en where CLP has no official text for the code" }),
  }), { description: "The SDS's precautionary statements in words, in its order" }),
  language: t.String({ description: "The language the statements were asked in (en, es, fr, de, it, nl, pt, pl)" }),
  document_language: t.String({ description: "The SDS's own language: the sections' text is the document's, not translated" }),
  sections: t.Array(section, { description: "Sections 4 to 8 of the parsed SDS (first aid, fire-fighting, accidental release, handling and storage, exposure controls/PPE)" }),
})]);

export const stationInfoResponse = t.Object({ site_name: t.String() });

export const stationSnapshotResponse = t.Object({
  site_name: t.String(),
  generated_at: t.String(),
  language: t.String({ description: "The statements' language of this copy" }),
  products: t.Array(stationProductDetails),
});

export const stationSearchQuery = t.Object({ q: t.Optional(t.String({ maxLength: 200 })), ...pageQuery });

export const stationSearchResponse = t.Composite([pageOfSchema(stationProductSummary), t.Object({
  total_exact: t.Boolean({ description: "false when the search matched more than 500 products: total is then 500 and more pages may follow" }),
})]);
