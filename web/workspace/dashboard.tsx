import { useEffect, useRef, useState } from "preact/hooks";
import { apiGet } from "../shared/api";
import { href, onLink } from "./router";

interface Counts {
  products_without_sds: number; sds_needs_review: number; sds_needs_ocr: number; sds_failed: number; reviews_pending: number;
  sds_older_than_3_years: number; old_sds_revised_before: string; pesticide_labels_needed: number;
}

/** What needs the EHS manager's attention: each count links to the filtered list. */
export function Dashboard() {
  const [counts, setCounts] = useState<Counts | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    apiGet<Counts>("/dashboard").then(setCounts, (e: Error) => setError(e.message));
  }, []);
  const items = counts ? [
    { key: "products_without_sds", n: counts.products_without_sds, label: "Products without an SDS", to: "/products?sds_missing=true", other: true },
    { key: "sds_needs_review", n: counts.sds_needs_review, label: "SDSs whose values need a check", to: "/library?parse_status=needs_review" },
    { key: "sds_needs_ocr", n: counts.sds_needs_ocr, label: "SDSs waiting for text recognition", to: "/library?parse_status=needs_ocr" },
    { key: "sds_failed", n: counts.sds_failed, label: "SDSs that could not be read", to: "/library?parse_status=failed" },
    { key: "reviews_pending", n: counts.reviews_pending, label: "SDSs not reviewed yet", to: "/library?review_status=pending" },
    { key: "sds_older_than_3_years", n: counts.sds_older_than_3_years, label: "SDSs older than 3 years", to: `/library?revised_before=${counts.old_sds_revised_before}` },
    { key: "pesticide_labels_needed", n: counts.pesticide_labels_needed, label: "Pesticide labels needed", to: "/products?is_pesticide=true", other: true },
  ] : [];
  return (
    <main id="main" class="dashboard" data-status={counts ? "ready" : error ? "error" : "loading"}>
      <h1 tabIndex={-1} ref={heading}>What needs attention</h1>
      {error ? <p class="error" role="alert">{error}</p> : null}
      {!counts && !error ? <p class="muted">Loading…</p> : null}
      <ul class="tiles">
        {items.map((i) => (
          <li key={i.key} class={`tile${i.n > 0 ? " due" : ""}`} data-count={i.key}>
            {/* The product catalog is another bundle's page: an ordinary link (a full load). */}
            <a href={href(i.to)} onClick={i.other ? undefined : onLink(i.to)}><span class="n">{i.n}</span><span class="label">{i.label}</span></a>
          </li>
        ))}
      </ul>
    </main>
  );
}
