import { useState } from "preact/hooks";
import { ApiError } from "../../shared/api";
import { apiSend, errorText } from "../../shared/session";
import { dateTime, type Details, type Evidence, type FieldView } from "./sds-types";

type Kind = "text" | "long" | "date" | "codes" | "signal" | "state" | "list";
/** Every field parsing reads and a person may correct (the API's SDS_FIELDS), with its words and editor. */
export const FIELDS: { key: string; label: string; kind: Kind; hint?: string }[] = [
  { key: "product_name", label: "Product name", kind: "text" },
  { key: "manufacturer", label: "Manufacturer", kind: "text" },
  { key: "revision_date", label: "Revision date", kind: "date", hint: "YYYY-MM-DD, not in the future" },
  { key: "revision_number", label: "Revision number", kind: "text" },
  { key: "document_language", label: "Language", kind: "text", hint: "a language code: en, de, fr-CA" },
  { key: "signal_word", label: "Signal word", kind: "signal" },
  { key: "h_codes", label: "Hazard statements (H codes)", kind: "codes", hint: "codes separated by commas: H225, H319" },
  { key: "p_codes", label: "Precautionary statements (P codes)", kind: "codes", hint: "codes separated by commas: P210, P305+P351+P338" },
  { key: "pictograms", label: "Pictograms", kind: "codes", hint: "GHS01 to GHS09, separated by commas" },
  { key: "composition", label: "Composition", kind: "list" },
  { key: "emergency_phone", label: "Emergency telephone", kind: "text" },
  { key: "supplier_address", label: "Supplier address", kind: "long" },
  { key: "supplier_phone", label: "Supplier telephone", kind: "text" },
  { key: "ufi", label: "UFI", kind: "text", hint: "XXXX-XXXX-XXXX-XXXX" },
  { key: "recommended_use", label: "Recommended use", kind: "long" },
  { key: "physical_state", label: "Physical state", kind: "state" },
  { key: "flash_point", label: "Flash point", kind: "text" },
  { key: "hazards_not_otherwise_classified", label: "Hazards not otherwise classified", kind: "long" },
];

const METHOD: Record<Evidence["method"], string> = {
  text: "parse (text of the PDF)", text_decoded: "parse (text of the PDF, its font's shifted codes decoded)",
  ocr: "OCR (text recognition of the page image)", ocr_repaired: "OCR, a misread character put right: check it",
  derived: "derived from other values", "statement-text": "read from the statements' wording (no code printed)",
  derived_from_classification: "derived from the hazard classes printed (no code printed)",
};

export function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length === 0 ? "—" : typeof value[0] === "object" ? `${value.length} ${value.length === 1 ? "ingredient" : "ingredients"}` : value.join(", ");
  return String(value);
}

/** Where a value came from: a person (who, when), or parsing with its page, text, confidence and method. */
function Provenance({ f }: { f: FieldView }) {
  const ev = f.parsed.evidence;
  const read = ev ? (
    <span class="evidence">
      {ev.page !== null ? `Page ${ev.page}: ` : ""}<q>{ev.text}</q> · confidence {Math.round(ev.confidence * 100)} % · method: {METHOD[ev.method]}
    </span>
  ) : <span class="muted">{f.parsed.value === null || (Array.isArray(f.parsed.value) && f.parsed.value.length === 0) ? "Not found in the SDS" : "Read without a recorded source"}</span>;
  if (f.source === "person") {
    return (
      <div class="provenance">
        <span class="tag person">corrected by {f.set_by ?? "a person"}{f.set_at ? ` on ${dateTime(f.set_at)}` : ""}</span> <span class="muted">method: person</span>
        <div class="muted">Parsing read: {shown(f.parsed.value)}{ev ? <> — {read}</> : null}</div>
      </div>
    );
  }
  if (f.source === "file_name") return <div class="provenance"><span class="muted">From the uploaded file's name or the uploader's entry.</span> {ev ? read : null}</div>;
  return <div class="provenance">{read}</div>;
}

const toInput = (kind: Kind, v: unknown) => (kind === "codes" ? ((v as string[] | null) ?? []).join(", ") : v === null || v === undefined ? "" : String(v));
function toBody(kind: Kind, text: string): unknown {
  if (kind === "codes") return text.split(",").map((s) => s.trim()).filter(Boolean);
  if (kind === "signal" || kind === "state") return text === "" ? null : text;
  return text.trim() === "" && kind !== "text" ? null : text;
}

/** The editor of one field: the API's 422 message is shown under the input it concerns. */
function Editor({ sdsId, field, view, onSaved, onCancel }: {
  sdsId: string; field: (typeof FIELDS)[number]; view: FieldView; onSaved: (d: Details) => void; onCancel: () => void;
}) {
  const [text, setText] = useState(toInput(field.kind, view.value));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `edit-${field.key}`;
  const save = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      onSaved(await apiSend<Details>("PATCH", `/chem/sds/${sdsId}`, { [field.key]: toBody(field.kind, text) }));
    } catch (err) {
      const mine = err instanceof ApiError ? err.details.filter((d) => d.field === field.key || d.field.startsWith(`${field.key}[`)) : [];
      setProblem(mine.length > 0 ? mine.map((d) => d.message).join("; ") : errorText(err));
      setBusy(false);
    }
  };
  const common = { id, disabled: busy, "aria-invalid": problem ? "true" : "false", "aria-describedby": problem ? `${id}-error` : field.hint ? `${id}-hint` : undefined };
  return (
    <form class="field editor" onSubmit={save} noValidate>
      <label for={id}>{field.label}</label>
      {field.hint ? <span id={`${id}-hint`} class="muted hint">{field.hint}</span> : null}
      {field.kind === "signal" || field.kind === "state" ? (
        <select {...common} value={text} onChange={(e) => setText((e.target as HTMLSelectElement).value)}>
          <option value="">None</option>
          {(field.kind === "signal" ? ["DANGER", "WARNING"] : ["solid", "liquid", "gas", "aerosol", "paste"]).map((o) => <option key={o} value={o}>{o}</option>)}
        </select>
      ) : field.kind === "long" ? (
        <textarea {...common} rows={3} value={text} onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} />
      ) : (
        <input {...common} value={text} autocomplete="off" onInput={(e) => setText((e.target as HTMLInputElement).value)} />
      )}
      {problem ? <p id={`${id}-error`} class="field-error" role="alert">{problem}</p> : null}
      <div class="actions">
        <button class="button primary small" type="submit" disabled={busy}>{busy ? "Saving…" : `Save ${field.label.toLowerCase()}`}</button>
        <button class="button small" type="button" onClick={onCancel} disabled={busy}>Cancel</button>
      </div>
    </form>
  );
}

/** Every value of the SDS with where it was read (page, text, confidence, method) or who corrected it; a manager edits and reverts. */
export function FieldTable({ details, canEdit, onChange }: { details: Details; canEdit: boolean; onChange: (d: Details) => void }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ field: string; text: string } | null>(null);
  const revert = async (field: string) => {
    setProblem(null);
    try {
      onChange(await apiSend<Details>("PATCH", `/chem/sds/${details.sds_id}`, { revert: [field] }));
    } catch (e) {
      setProblem({ field, text: errorText(e) });
    }
  };
  return (
    <table class="rows fields">
      <caption class="visually-hidden">Values read from the SDS, with their evidence</caption>
      <thead><tr><th scope="col">Field</th><th scope="col">Value</th><th scope="col">Where it comes from</th>{canEdit ? <th scope="col"><span class="visually-hidden">Changes</span></th> : null}</tr></thead>
      <tbody>
        {FIELDS.map((f) => {
          const view = details.fields[f.key];
          if (!view) return null;
          return (
            <tr key={f.key} data-field={f.key} data-source={view.source}>
              <th scope="row">{f.label}</th>
              <td class="value">{editing === f.key ? (
                <Editor sdsId={details.sds_id} field={f} view={view} onCancel={() => setEditing(null)} onSaved={(d) => { setEditing(null); onChange(d); }} />
              ) : shown(view.value)}</td>
              <td><Provenance f={view} />{problem?.field === f.key ? <p class="field-error" role="alert">{problem.text}</p> : null}</td>
              {canEdit ? (
                <td class="row-actions">
                  {f.kind !== "list" && editing !== f.key ? <button class="button small" type="button" aria-label={`Edit ${f.label.toLowerCase()}`} onClick={() => setEditing(f.key)}>Edit</button> : null}
                  {view.source === "person" && editing !== f.key ? <button class="link" type="button" aria-label={`Revert to parsed value: ${f.label.toLowerCase()}`} onClick={() => revert(f.key)}>Revert to parsed value</button> : null}
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
