import { useEffect, useState } from "preact/hooks";
import { useLatest } from "../shared/latest";
import { apiSend, errorText } from "../shared/session";
import { Field, get, link, problemOf, type Page, type Problem, type Product } from "./common";

interface Extraction {
  product_name: string | null; manufacturer: string | null; net_contents: string | null; product_code: string | null; barcode: string | null;
  cas_number: string | null; is_pesticide: boolean; epa_registration_number: string | null; signal_word: string | null; confidence: number;
  needs_ocr: boolean;
}
const REVIEWED = [
  { key: "epa_registration_number", label: "EPA registration number" },
  { key: "product_name", label: "Product name" },
  { key: "manufacturer", label: "Manufacturer" },
  { key: "product_code", label: "Product code" },
  { key: "barcode", label: "Barcode" },
  { key: "cas_number", label: "CAS number" },
] as const;
type Key = (typeof REVIEWED)[number]["key"];

/**
 * Reads a label (its PDF, or text pasted from it) through POST /chem/labels/extract, shows what was read for a
 * person to check and correct, then applies the checked values to a product (POST …/apply-extraction: a
 * non-empty value overwrites, an empty one leaves the product's).
 */
export function LabelReview({ preselected }: { preselected: string | null }) {
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState("");
  const [result, setResult] = useState<Extraction | null>(null);
  const [values, setValues] = useState<Record<Key, string> & { signal_word: string }>({ epa_registration_number: "", product_name: "", manufacturer: "", product_code: "", barcode: "", cas_number: "", signal_word: "" });
  const [pesticide, setPesticide] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const read = async (e: Event) => {
    e.preventDefault();
    let body: FormData | { text: string };
    if (file) { body = new FormData(); body.append("file", file); }
    else if (text.trim()) body = { text };
    else { setProblem("Choose the label PDF or paste the label's text first."); return; }
    setBusy(true);
    try {
      const r = await apiSend<Extraction>("POST", "/chem/labels/extract", body);
      setResult(r); setProblem(null);
      setPesticide(r.is_pesticide);
      setValues({ epa_registration_number: r.epa_registration_number ?? "", product_name: r.product_name ?? "", manufacturer: r.manufacturer ?? "", product_code: r.product_code ?? "", barcode: r.barcode ?? "", cas_number: r.cas_number ?? "", signal_word: r.signal_word ?? "" });
    } catch (err) { setProblem(errorText(err)); setResult(null); } finally { setBusy(false); }
  };
  return (
    <section class="card" aria-labelledby="read-h">
      <h2 id="read-h">Read a label and apply it to a product</h2>
      <form onSubmit={read}>
        <div class="grid">
          <div class="field"><label for="x-file">Label PDF</label><input id="x-file" type="file" accept="application/pdf,.pdf" onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} /></div>
          <div class="field"><label for="x-text">Or the label's text</label><textarea id="x-text" rows={3} value={text} onInput={(e) => setText(e.currentTarget.value)} /></div>
        </div>
        {problem ? <p class="error" role="alert">{problem}</p> : null}
        <button class="button" type="submit" disabled={busy}>Read the label</button>
      </form>
      {result ? (
        <div class="review" data-status="read">
          <h3>What was read — check it</h3>
          {result.needs_ocr ? <p class="error">This PDF has no text layer (a scan): nothing could be read. Type the values below, or paste the label's text.</p>
            : <p class="muted">Confidence {Math.round(result.confidence * 100)} %. Correct anything that is wrong; an empty field leaves the product's value as it is.</p>}
          <div class="grid">
            {REVIEWED.map((f) => (
              <Field key={f.key} id={`x-${f.key}`} label={f.label}>
                {(a) => <input {...a} value={values[f.key]} onInput={(e) => setValues({ ...values, [f.key]: e.currentTarget.value })} />}
              </Field>
            ))}
            <Field id="x-signal_word" label="Signal word">
              {(a) => <select {...a} value={values.signal_word} onChange={(e) => setValues({ ...values, signal_word: e.currentTarget.value })}>
                <option value="">Not read</option><option value="DANGER">DANGER</option><option value="WARNING">WARNING</option><option value="CAUTION">CAUTION</option>
              </select>}
            </Field>
            <div class="field check"><input id="x-pest" type="checkbox" checked={pesticide} onChange={(e) => setPesticide(e.currentTarget.checked)} /><label for="x-pest">It is a pesticide</label></div>
          </div>
          <ApplyToProduct preselected={preselected} body={() => ({ ...Object.fromEntries(REVIEWED.map((f) => [f.key, values[f.key].trim() || null])), signal_word: values.signal_word || null, is_pesticide: pesticide, confidence: result.confidence })} />
        </div>
      ) : null}
    </section>
  );
}

function ApplyToProduct({ preselected, body }: { preselected: string | null; body: () => Record<string, unknown> }) {
  const [search, setSearch] = useState("");
  const [choices, setChoices] = useState<Product[]>([]);
  const [chosen, setChosen] = useState<string>("");
  const [problem, setProblem] = useState<Problem | null>(null);
  const [applied, setApplied] = useState<Product | null>(null);
  // Which answer may still set the choices: the preselected product's until the person's first search, then the
  // person's latest search (an answer that comes after a newer one is dropped, so it cannot change the product chosen).
  const beginSearch = useLatest();
  useEffect(() => {
    if (!preselected) return;
    const current = beginSearch();
    get<Product>(`/chem/products/${preselected}`).then((p) => { if (current()) { setChoices([p]); setChosen(p.company_product_id); } }, () => {});
  }, [preselected]);
  const find = async () => {
    const current = beginSearch();
    try {
      const p = await get<Page<Product>>(`/chem/products?page_size=10&search=${encodeURIComponent(search.trim())}`);
      if (current()) { setChoices(p.items); setChosen(p.items[0]?.company_product_id ?? ""); setProblem(null); }
    } catch (e) { if (current()) setProblem(problemOf(e)); }
  };
  const apply = async () => {
    if (!chosen) { setProblem({ message: "Choose the product first.", fields: {} }); return; }
    try { setApplied(await apiSend<Product>("POST", `/chem/products/${chosen}/apply-extraction`, body())); setProblem(null); } catch (e) { setProblem(problemOf(e)); setApplied(null); }
  };
  return (
    <div class="apply">
      <h3>Apply to a product</h3>
      <div class="inline-form">
        <label for="x-find">Find the product</label>
        <input id="x-find" type="search" value={search} onInput={(e) => setSearch(e.currentTarget.value)} onKeyDown={(e) => { if (e.key === "Enter") { e.preventDefault(); find(); } }} />
        <button class="button" type="button" onClick={find}>Find</button>
      </div>
      {choices.length > 0 ? (
        <div class="field"><label for="x-product">Product</label>
          <select id="x-product" value={chosen} onChange={(e) => setChosen(e.currentTarget.value)}>
            {choices.map((p) => <option key={p.company_product_id} value={p.company_product_id}>{p.product_name} — {p.manufacturer}</option>)}
          </select></div>
      ) : null}
      {problem ? <p class="error" role="alert">{problem.message}{Object.values(problem.fields).length ? `: ${Object.values(problem.fields).join("; ")}` : ""}</p> : null}
      {applied ? <p class="ok" role="status">Applied to <a href={link(`/products/${applied.company_product_id}`)}>{applied.product_name}</a>.</p> : null}
      <button class="button primary" type="button" onClick={apply}>Apply to the product</button>
    </div>
  );
}
