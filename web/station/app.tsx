import { useCallback, useEffect, useMemo, useRef, useState } from "preact/hooks";
import { ApiError, UnreachableError } from "../shared/api";
import { format, pickLanguage, saveLanguage } from "../shared/i18n";
import type { FromWorker } from "../shared/station-cache";
import { StationData, type Page, type ProductDetails, type ProductSummary, type Source } from "./data";
import { LANGUAGES, MESSAGES, type Lang } from "./messages";
import { formatAge, productHref, ProductView, Results, setStationBase, type T } from "./views";
import { saveForOffline } from "./offline";

type Status = { kind: "loading" } | { kind: "ready" } | { kind: "revoked" } | { kind: "unreachable" } | { kind: "error"; message: string };
type Saved = { state: "saving" } | { state: "saved"; count: number; savedAt: string } | { state: "none" };

const isBarcode = (q: string) => /^\d{8,14}$/.test(q.replace(/\s+/g, ""));

/** The site SDS station: one searchbox, the results, a product's hazards and emergency sections, its PDF. */
export function StationApp({ token, base, initialProduct }: { token: string; base: string; initialProduct: string | null }) {
  const data = useMemo(() => new StationData(token), [token]);
  const [lang, setLang] = useState<Lang>(() => pickLanguage(LANGUAGES, "en"));
  const t: T = useCallback((key, vars) => format(MESSAGES[lang][key] ?? MESSAGES.en[key] ?? key, vars), [lang]);
  const [status, setStatus] = useState<Status>({ kind: "loading" });
  const [site, setSite] = useState("");
  const [source, setSource] = useState<Source>({ kind: "online" });
  const [saved, setSaved] = useState<Saved>({ state: "none" });
  const [online, setOnline] = useState(false);
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<Page<ProductSummary> | null>(null);
  const [product, setProduct] = useState<ProductDetails | null>(null);
  const [productId, setProductId] = useState<string | null>(initialProduct);
  const searchRef = useRef<HTMLInputElement>(null);
  const typing = useRef<number | undefined>(undefined);
  const searchSeq = useRef(0);
  setStationBase(base);

  useEffect(() => { saveLanguage(lang); document.title = site ? `${site} · ${t("title")}` : t("title"); }, [lang, site]);

  // A 404 for the station itself means the link was revoked or replaced.
  const fail = (err: unknown, stationItself = false) => {
    if (err instanceof ApiError && err.status === 404 && stationItself) setStatus({ kind: "revoked" });
    else if (err instanceof ApiError && err.status === 404) setStatus({ kind: "error", message: t("notFound") });
    else if (err instanceof UnreachableError) setStatus({ kind: "unreachable" });
    else setStatus({ kind: "error", message: err instanceof Error ? err.message : String(err) });
  };

  const search = useCallback(async (q: string, page = 1, openSingle = false) => {
    const seq = ++searchSeq.current;
    try {
      const { value, source } = await data.search(q, page);
      if (seq !== searchSeq.current) return;
      setSource(source);
      setResults((prev) => (page > 1 && prev ? { ...value, items: [...prev.items, ...value.items] } : value));
      if (openSingle && value.total === 1) open(value.items[0]!);
    } catch (err) {
      fail(err);
    }
  }, [data]);

  // The site, then the first page of products; online, the service worker saves the offline copy.
  useEffect(() => {
    data.site().then(({ value, source }) => {
      setSite(value.site_name);
      setSource(source);
      setStatus({ kind: "ready" });
      // The offline copy is fetched after the first results are on screen: at a large site it is the heavier request.
      return search("").then(() => {
        if (source.kind === "online") setOnline(true);
      });
    }).catch((err) => {
      fail(err, true);
      if (err instanceof ApiError && err.status === 404) saveForOffline(token, () => {}, "forget-station");
    });
  }, [data]);

  // Online, the service worker keeps the offline copy in the page's language (again after a switch).
  useEffect(() => {
    if (!online) return;
    saveForOffline(token, (msg: FromWorker) => {
      if (msg.type === "station-saved") setSaved({ state: "saved", count: msg.count, savedAt: msg.savedAt });
    }, "save-station", lang).then((started) => started && setSaved((s) => (s.state === "saved" ? s : { state: "saving" })));
  }, [online, lang]);

  // The product page, from the address (a link, the back button, a reload).
  // Only the answer for the product (and language) asked for last is shown: an older one, answered late, would show
  // another product's hazards at this product's address.
  useEffect(() => {
    if (!productId) { setProduct(null); return; }
    let live = true;
    data.product(productId, lang).then(({ value, source }) => {
      if (!live) return;
      setSource(source);
      setProduct(value);
      requestAnimationFrame(() => document.getElementById("product-heading")?.focus());
    }).catch((err) => live && fail(err));
    return () => { live = false; };
  }, [productId, data, lang]);

  useEffect(() => {
    const onPop = () => setProductId(productFromPath(base));
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, [base]);

  const open = (p: ProductSummary) => {
    history.pushState(null, "", productHref(p.product_id));
    setProductId(p.product_id);
  };
  const back = () => {
    history.pushState(null, "", base);
    setProductId(null);
    requestAnimationFrame(() => searchRef.current?.focus());
  };

  const onInput = (value: string) => {
    setQuery(value);
    clearTimeout(typing.current);
    typing.current = window.setTimeout(() => search(value), 250);
  };

  const otherLang: Lang = lang === "en" ? "es" : "en";
  return (
    <div class="station" data-status={status.kind} data-source={source.kind} data-saved={saved.state}>
      <header class="top">
        <p class="site">{site || t("title")}</p>
        <button type="button" class="button lang" lang={otherLang} aria-label={t("languageLabel")} onClick={() => setLang(otherLang)}>{t("language")}</button>
      </header>
      <Banner status={status} source={source} saved={saved} lang={lang} t={t} />
      {status.kind === "ready" && !productId ? (
        <main>
          <h1 class="visually-hidden">{t("title")}</h1>
          <form role="search" class="search" onSubmit={(e) => { e.preventDefault(); clearTimeout(typing.current); search(query, 1, isBarcode(query)); }}>
            <label for="q">{t("search")}</label>
            <div class="search-row">
              <input id="q" ref={searchRef} type="search" name="q" autoComplete="off" enterKeyHint="search" aria-describedby="q-hint"
                value={query} onInput={(e) => onInput((e.target as HTMLInputElement).value)} autoFocus />
              <button type="submit" class="button primary">{t("searchButton")}</button>
            </div>
            <p id="q-hint" class="hint">{t("searchHint")}</p>
          </form>
          {results ? <Results page={results} query={query} onOpen={open} onMore={() => search(query, results.page + 1)} t={t} /> : <p role="status">{t("loading")}</p>}
        </main>
      ) : null}
      {status.kind === "ready" && productId ? (
        <main>{product ? <ProductView product={product} token={token} onBack={back} lang={lang} t={t} /> : <p role="status">{t("loading")}</p>}</main>
      ) : null}
    </div>
  );
}

function Banner({ status, source, saved, lang, t }: { status: Status; source: Source; saved: Saved; lang: Lang; t: T }) {
  const when = (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  if (status.kind === "revoked") return <main><h1>{t("title")}</h1><p class="notice error" role="alert">{t("revoked")}</p></main>;
  if (status.kind === "unreachable") return <main><h1>{t("title")}</h1><p class="notice error" role="alert">{t("offlineNone")}</p></main>;
  if (status.kind === "error") return <p class="notice error" role="alert">{t("failed", { message: status.message })}</p>;
  if (source.kind === "offline") {
    const at = source.savedAt ?? new Date().toISOString();
    return <p class="notice offline" role="status">{t("offline", { date: when(at), age: formatAge(at, t) })}</p>;
  }
  if (saved.state === "saving") return <p class="notice quiet" role="status">{t("saving")}</p>;
  if (saved.state === "saved") return <p class="notice quiet" role="status">{t("saved", { n: saved.count, date: when(saved.savedAt) })}</p>;
  return null;
}

export function productFromPath(base: string): string | null {
  const m = location.pathname.slice(base.length).match(/^\/products\/([^/]+)$/);
  return m ? decodeURIComponent(m[1]!) : null;
}
