import { useEffect, useRef, useState } from "preact/hooks";
import { apiSend, errorText } from "../shared/session";
import { Field, get, link, problemOf, type Problem, type Product } from "./common";

interface Result { title: string; url: string; snippet: string; source_domain: string; date?: string | null; is_pdf: boolean; confidence_score: number }
interface Answer { results: Result[]; total: number; search_query_used: string; cached: boolean; searched_at: string }
interface Imported { sds_id: string; product_name: string; manufacturer: string; parse_status: string; is_duplicate: boolean }
const READING = ["pending", "processing"];
const PARSE_WORDS: Record<string, string> = {
  pending: "Waiting to be read…", processing: "Being read now…", completed: "Read.", needs_review: "Read — some values need a check.",
  needs_ocr: "Could not be read, even by text recognition.", failed: "Could not be read.",
};

/**
 * {API_ROOT}/web-search: when the connector is switched on, a manager searches the web for a product's SDS and
 * imports one by its address; the import's reading is followed until it ends. When it is off, the page says why
 * and how an administrator switches it on (no control that cannot work).
 */
export function WebSearchPage({ enabled }: { enabled: boolean }) {
  const productId = new URLSearchParams(location.search).get("product");
  const [product, setProduct] = useState<Product | null>(null);
  const [form, setForm] = useState({ product_name: "", manufacturer: "", barcode_upc: "" });
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  // The fields the person has typed in: the product's answer, which may come after they started, fills only the others.
  const typed = useRef(new Set<keyof typeof form>());
  useEffect(() => {
    if (productId) get<Product>(`/chem/products/${productId}`).then((p) => {
      setProduct(p);
      setForm((cur) => keepTyped(cur, { product_name: p.product_name, manufacturer: p.manufacturer, barcode_upc: p.barcode_upc ?? "" }, typed.current));
    }, () => {});
  }, [productId]);
  if (!enabled) {
    return (
      <section class="card off" data-status="disabled">
        <h2>Web search is switched off</h2>
        <p>This appliance makes no call outside the plant's network unless an administrator allows it, so searching the web for an SDS and importing one by its address are off.</p>
        <p>To switch it on, an administrator sets <code>WEBSEARCH_ENABLED=true</code> and the search provider's <code>WEBSEARCH_API_KEY</code> in <code>chemsafe.env</code> (or the environment) and restarts chemsafe. Until then, add SDSs under <a href={link("/library/upload")}>SDS library → Add SDSs</a>.</p>
      </section>
    );
  }
  const search = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    const body: Record<string, string> = { product_name: form.product_name.trim(), manufacturer: form.manufacturer.trim() };
    if (form.barcode_upc.trim()) body.barcode_upc = form.barcode_upc.trim();
    try { setAnswer(await apiSend<Answer>("POST", "/chem/sds/search-web", body)); setProblem(null); } catch (err) { setProblem(problemOf(err)); setAnswer(null); } finally { setBusy(false); }
  };
  const set = (k: keyof typeof form) => (e: Event) => {
    const value = (e.currentTarget as HTMLInputElement).value;
    typed.current.add(k);
    setForm((cur) => ({ ...cur, [k]: value }));
  };
  return (
    <div class="web-search" data-status={busy ? "searching" : "ready"}>
      {product ? <p>For the product <a href={link(`/products/${product.company_product_id}`)}>{product.product_name}</a>: an SDS imported here becomes its SDS.</p> : null}
      <form class="card" onSubmit={search} aria-labelledby="ws-h" role="search">
        <h2 id="ws-h">Search the web for an SDS</h2>
        <p class="muted">Search the SDS library first: each web search counts against the day's limit (an identical search within a week is answered from the saved results).</p>
        <div class="grid">
          <Field id="ws-name" label="Product name" error={problem?.fields.product_name}>{(a) => <input {...a} required value={form.product_name} onInput={set("product_name")} />}</Field>
          <Field id="ws-mfr" label="Manufacturer" error={problem?.fields.manufacturer}>{(a) => <input {...a} required value={form.manufacturer} onInput={set("manufacturer")} />}</Field>
          <Field id="ws-barcode" label="Barcode (optional)" error={problem?.fields.barcode_upc}>{(a) => <input {...a} value={form.barcode_upc} onInput={set("barcode_upc")} />}</Field>
        </div>
        {problem ? <p class="error" role="alert">{problem.message}</p> : null}
        <button class="button primary" type="submit" disabled={busy}>Search the web</button>
      </form>
      {answer ? (
        <section class="card" aria-labelledby="res-h" data-results={answer.total}>
          <h2 id="res-h">{answer.total === 1 ? "1 result" : `${answer.total} results`}</h2>
          <p class="muted">Searched for “{answer.search_query_used}”{answer.cached ? ", answered from the saved results" : ""} on {new Date(answer.searched_at).toLocaleString()}.</p>
          {answer.results.length === 0 ? <p class="empty">Nothing found. Try the manufacturer's exact name, or import an SDS by its address below.</p> : (
            <ol class="results">
              {answer.results.map((r) => (
                <li key={r.url} class="result">
                  <h3>{r.title}</h3>
                  <p class="muted">{r.source_domain}{r.is_pdf ? " · PDF" : ""} · relevance {Math.round(r.confidence_score * 100)} %</p>
                  <p>{r.snippet}</p>
                  <ImportButton url={r.url} title={r.title} product={form} productId={product?.company_product_id ?? null} />
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : null}
      <ImportByUrl product={form} productId={product?.company_product_id ?? null} />
    </div>
  );
}

/** `offered`'s values, except in the fields the person has typed in, which keep theirs. */
function keepTyped<T extends Record<string, string>>(current: T, offered: T, typed: Set<keyof T>): T {
  const next = { ...offered };
  for (const k of typed) next[k] = current[k];
  return next;
}

type Who = { product_name: string; manufacturer: string };
async function importUrl(url: string, who: Who, productId: string | null): Promise<Imported> {
  return apiSend<Imported>("POST", "/chem/sds/import-from-url", {
    url, product_name: who.product_name.trim(), manufacturer: who.manufacturer.trim(), ...(productId ? { attach_to_company_product_id: productId } : {}),
  });
}

function ImportButton({ url, title, product, productId }: { url: string; title: string; product: Who; productId: string | null }) {
  const [state, setState] = useState<{ busy?: boolean; problem?: string; done?: Imported }>({});
  const go = async () => {
    setState({ busy: true });
    try { setState({ done: await importUrl(url, product, productId) }); } catch (e) { setState({ problem: errorText(e) }); }
  };
  return (
    <div>
      {state.done ? <ImportProgress imported={state.done} /> : <button class="button small" type="button" disabled={state.busy} aria-label={`Import this SDS: ${title}`} onClick={go}>{state.busy ? "Importing…" : "Import this SDS"}</button>}
      {state.problem ? <p class="error" role="alert">{state.problem}</p> : null}
    </div>
  );
}

function ImportByUrl({ product, productId }: { product: Who; productId: string | null }) {
  const [url, setUrl] = useState("");
  const [name, setName] = useState({ product_name: product.product_name, manufacturer: product.manufacturer });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState<Imported | null>(null);
  const [busy, setBusy] = useState(false);
  // The names follow the search form (and the product's answer) until the person types in them here.
  const typed = useRef(new Set<keyof Who>());
  useEffect(() => setName((cur) => keepTyped(cur, { product_name: product.product_name, manufacturer: product.manufacturer }, typed.current)), [product.product_name, product.manufacturer]);
  const type = (k: keyof Who) => (e: Event) => {
    const value = (e.currentTarget as HTMLInputElement).value;
    typed.current.add(k);
    setName((cur) => ({ ...cur, [k]: value }));
  };
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true); setDone(null);
    try { setDone(await importUrl(url.trim(), name, productId)); setProblem(null); } catch (err) { setProblem(problemOf(err)); } finally { setBusy(false); }
  };
  const urlError = problem?.fields.url ?? (problem && /URL|address|https/i.test(problem.message) ? problem.message : undefined);
  return (
    <form class="card" onSubmit={submit} aria-labelledby="url-h">
      <h2 id="url-h">Import an SDS by its address</h2>
      <div class="grid">
        <Field id="u-url" label="Address of the SDS PDF (https)" error={urlError}>{(a) => <input {...a} type="url" required value={url} onInput={(e) => setUrl(e.currentTarget.value)} />}</Field>
        <Field id="u-name" label="Product name" error={problem?.fields.product_name}>{(a) => <input {...a} required value={name.product_name} onInput={type("product_name")} />}</Field>
        <Field id="u-mfr" label="Manufacturer" error={problem?.fields.manufacturer}>{(a) => <input {...a} required value={name.manufacturer} onInput={type("manufacturer")} />}</Field>
      </div>
      {problem && !urlError ? <p class="error" role="alert">{problem.message}</p> : null}
      {busy ? <p class="muted" role="status">Downloading and checking the file…</p> : null}
      {done ? <ImportProgress imported={done} /> : null}
      <button class="button primary" type="submit" disabled={busy}>Import</button>
    </form>
  );
}

/** The imported SDS and its reading (the parse job), asked again every second until it has ended. */
function ImportProgress({ imported }: { imported: Imported }) {
  const [status, setStatus] = useState(imported.parse_status);
  // Each answer (even the same status again) schedules the next question; a failed one is asked again too.
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!READING.includes(status)) return;
    const timer = setTimeout(() => get<{ parse_status: string }>(`/chem/sds/${imported.sds_id}/details`)
      .then((d) => setStatus(d.parse_status), () => {}).finally(() => setAsked((n) => n + 1)), 1000);
    return () => clearTimeout(timer);
  }, [status, asked]);
  const reading = READING.includes(status);
  return (
    <div class="import-progress" role="status" data-parse-status={status}>
      <p class="ok">{imported.is_duplicate ? "This file is already in the repository: " : "Imported: "}<a href={link(`/library/${imported.sds_id}`)}>{imported.product_name} — {imported.manufacturer}</a></p>
      <p>{PARSE_WORDS[status] ?? status}</p>
      {reading ? <progress aria-label="Reading the SDS" /> : null}
    </div>
  );
}
