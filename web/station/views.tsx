import { Pictogram } from "../shared/pictogram";
import { format } from "../shared/i18n";
import { appRoot } from "../shared/root";
import { pdfUrl } from "../shared/station-cache";
import type { Page, ProductDetails, ProductSummary } from "./data";

export type T = (key: string, vars?: Record<string, string | number>) => string;

const SIGNAL_CLASS: Record<string, string> = { DANGER: "signal danger", WARNING: "signal warning", CAUTION: "signal warning" };

export function SignalWord({ word, t }: { word: string | null; t: T }) {
  if (!word) return <p class="signal none">{t("noSignalWord")}</p>;
  return <p class={SIGNAL_CLASS[word] ?? "signal warning"}><span class="visually-hidden">{t("signalWord")}: </span>{t(word)}</p>;
}

export function Results({ page, query, onOpen, onMore, t }: {
  page: Page<ProductSummary>; query: string; onOpen: (p: ProductSummary) => void; onMore: () => void; t: T;
}) {
  if (page.total === 0) return <p class="notice" role="status">{query.trim() ? t("noResults", { q: query }) : t("empty")}</p>;
  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading" class="count"><span role="status">{!page.total_exact ? t("manyResults", { n: page.total }) : page.total === 1 ? t("oneResult") : t("results", { n: page.total })}</span></h2>
      <ul class="results">
        {page.items.map((p) => (
          <li key={p.product_id}>
            <a class="result" href={productHref(p.product_id)} onClick={(e) => { e.preventDefault(); onOpen(p); }}>
              <span class="result-name">{p.product_name}</span>
              <span class="result-meta">{p.manufacturer}{p.cas_number ? <> · <span class="nowrap">{t("cas")} {p.cas_number}</span></> : null}</span>
              {p.signal_word ? <span class={`${SIGNAL_CLASS[p.signal_word] ?? "signal warning"} small`}>{t(p.signal_word)}</span> : null}
            </a>
          </li>
        ))}
      </ul>
      {page.items.length < page.total || (!page.total_exact && page.items.length % page.page_size === 0) ? <button type="button" class="button" onClick={onMore}>{t("more")}</button> : null}
    </section>
  );
}

let stationBase = "";
export const setStationBase = (base: string) => { stationBase = base; };
export const productHref = (id: string) => `${stationBase}/products/${id}`;

/** "en" → "English" in the page's language ("inglés"); the tag itself when the browser cannot name it. */
const languageName = (code: string, lang: string) => {
  try {
    return new Intl.DisplayNames([lang], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
};

export function ProductView({ product, token, onBack, lang, t }: { product: ProductDetails; token: string; onBack: () => void; lang: string; t: T }) {
  const sections = new Map(product.sections.map((s) => [s.number, s]));
  const documentLang = product.document_language ?? "en";
  return (
    <article class="product">
      <a class="button back" href={stationBase} onClick={(e) => { e.preventDefault(); onBack(); }}>← {t("back")}</a>
      <h1 id="product-heading" tabIndex={-1}>{product.product_name}</h1>
      <p class="meta">{t("manufacturer")}: {product.manufacturer}{product.cas_number ? <> · <span class="nowrap">{t("cas")} {product.cas_number}</span></> : null}</p>
      <SignalWord word={product.signal_word} t={t} />
      <a class="button primary open-sds" href={pdfUrl(appRoot, token, product.sds_id)}>{t("openSds")}</a>
      {product.revision_date ? <p class="meta">{t("revision", { date: product.revision_date })}</p> : null}
      {product.pictograms.length ? (
        <section aria-labelledby="pictograms-heading">
          <h2 id="pictograms-heading">{t("pictograms")}</h2>
          <div class="pictograms">{product.pictograms.map((p) => <Pictogram key={p.code} code={p.code} name={t(p.code)} />)}</div>
        </section>
      ) : null}
      <section aria-labelledby="hazards-heading">
        <h2 id="hazards-heading">{t("hazards")}</h2>
        {product.hazard_statements.length
          ? <ul class="statements">{product.hazard_statements.map((h) => <li key={h.code} lang={h.lang}><strong>{h.code}</strong> {h.text}</li>)}</ul>
          : <p>{t("noHazards")}</p>}
      </section>
      <section aria-labelledby="emergency-heading">
        <h2 id="emergency-heading">{t("emergency")}</h2>
        {/* The sections are the SDS's own words, never machine-translated: say in which language they are. */}
        <p class="hint">{t("sdsText", { language: languageName(documentLang, lang) })}</p>
        {[4, 5, 6, 7, 8].map((n) => (
          <details key={n} class="section" open>
            <summary><span class="section-number">{n}</span> {t(`s${n}`)}</summary>
            {sections.get(n)?.text ? <div class="section-text" lang={documentLang}>{sections.get(n)!.text}</div> : <div class="section-text">{t("sectionMissing")}</div>}
          </details>
        ))}
      </section>
      {/* Secondary to the emergency sections: collapsed, after them. Combined codes read as one sentence. */}
      {product.precautionary_statements?.length ? (
        <details class="section precautionary">
          <summary>{t("precautions", { n: product.precautionary_statements.length })}</summary>
          <ul class="precautions">
            {product.precautionary_statements.map((p) => <li key={p.code} lang={p.lang}><strong>{p.code}</strong> {p.text}</li>)}
          </ul>
        </details>
      ) : null}
    </article>
  );
}

export const formatAge = (iso: string, t: T): string => {
  const minutes = Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 60000));
  if (minutes < 1) return t("justNow");
  if (minutes < 60) return t("minutes", { n: minutes });
  if (minutes < 48 * 60) return t("hours", { n: Math.round(minutes / 60) });
  return t("days", { n: Math.round(minutes / 1440) });
};

export { format };
