import { useState } from "preact/hooks";
import { apiSend } from "../shared/session";
import { Field, problemOf, type Problem, type Product } from "./common";

const TEXT = [
  { key: "product_name", label: "Product name", required: true },
  { key: "manufacturer", label: "Manufacturer", required: true },
  { key: "product_code", label: "Product code", hint: "the manufacturer's code, when the label gives one" },
  { key: "cas_number", label: "CAS number", hint: "for a single substance, such as 67-64-1" },
  { key: "barcode_upc", label: "Barcode (scan or type)" },
  { key: "internal_sku", label: "Internal SKU" },
  { key: "epa_registration_number", label: "EPA registration number", hint: "pesticides: XXXXX-XX or XXXXX-XX-XXXXX" },
] as const;
type Key = (typeof TEXT)[number]["key"];

/** Adds a product (POST /chem/products) or changes one (PATCH): the API's refusal is shown under the field it names. */
export function ProductForm(props: { product?: Product; onSaved: (p: Product) => void; onCancel?: () => void }) {
  const p = props.product;
  const [values, setValues] = useState<Record<Key, string>>(() => Object.fromEntries(TEXT.map((f) => [f.key, (p?.[f.key] as string | null) ?? ""])) as Record<Key, string>);
  const [pesticide, setPesticide] = useState(p?.is_pesticide ?? false);
  const [signal, setSignal] = useState(p?.signal_word ?? "");
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const prefix = p ? "edit" : "new";
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    const body: Record<string, unknown> = { is_pesticide: pesticide, signal_word: signal || null };
    for (const f of TEXT) {
      const v = values[f.key].trim();
      if (p) body[f.key] = v || (f.key === "product_name" || f.key === "manufacturer" ? v : null);
      else if (v) body[f.key] = v;
    }
    try {
      const saved = p ? await apiSend<Product>("PATCH", `/chem/products/${p.company_product_id}`, body) : await apiSend<Product>("POST", "/chem/products", body);
      setProblem(null);
      props.onSaved(saved);
    } catch (err) {
      setProblem(problemOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="product-form" onSubmit={submit} noValidate>
      <div class="grid">
        {TEXT.map((f) => (
          <Field key={f.key} id={`${prefix}-${f.key}`} label={f.label} hint={"hint" in f ? f.hint : undefined} error={problem?.fields[f.key]}>
            {(a) => <input {...a} required={"required" in f} value={values[f.key]} autoComplete="off"
              onInput={(e) => setValues({ ...values, [f.key]: e.currentTarget.value })} />}
          </Field>
        ))}
        <Field id={`${prefix}-signal_word`} label="Signal word" error={problem?.fields.signal_word}>
          {(a) => (
            <select {...a} value={signal} onChange={(e) => setSignal(e.currentTarget.value)}>
              <option value="">None</option><option value="DANGER">DANGER</option><option value="WARNING">WARNING</option><option value="CAUTION">CAUTION</option>
            </select>
          )}
        </Field>
        <div class="field check">
          <input id={`${prefix}-is_pesticide`} type="checkbox" checked={pesticide} onChange={(e) => setPesticide(e.currentTarget.checked)} />
          <label for={`${prefix}-is_pesticide`}>This product is a pesticide (it needs its label)</label>
        </div>
      </div>
      {problem ? <p class="error" role="alert">{problem.message}</p> : null}
      <div class="actions">
        <button class="button primary" type="submit" disabled={busy}>{p ? "Save changes" : "Add product"}</button>
        {props.onCancel ? <button class="button" type="button" onClick={props.onCancel}>Cancel</button> : null}
      </div>
    </form>
  );
}
