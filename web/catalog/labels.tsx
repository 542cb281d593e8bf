import { useState } from "preact/hooks";
import { apiSend, errorText } from "../shared/session";
import { get, Pager, useLoad, useQuery, when, type Page } from "./common";
import { LabelReview } from "./label-review";

interface Label {
  label_id: string; epa_registration_number: string; product_name: string | null; file_name: string | null;
  source: string; source_url: string | null; label_date: string | null; created_at: string;
}

/**
 * {API_ROOT}/labels: the pesticide label library (list, upload), reading a label into its registration number,
 * signal word and product for review, and applying the reviewed values to a product (?product= preselects it).
 */
export function LabelsPage({ canWrite, lookupEnabled }: { canWrite: boolean; lookupEnabled: boolean | null }) {
  const [q, set] = useQuery();
  const [reg, setReg] = useState(q.get("epa_registration_number") ?? "");
  const api = new URLSearchParams({ page_size: "25", page: q.get("page") ?? "1" });
  if (q.get("epa_registration_number")) api.set("epa_registration_number", q.get("epa_registration_number")!);
  const list = useLoad<Page<Label>>(`/chem/labels?${api}`);
  return (
    <div class="labels" data-status={list.error ? "error" : list.loading ? "loading" : "ready"}>
      <p class="muted lookup-state">{lookupEnabled === null ? "" : lookupEnabled
        ? "The regulator's label service is switched on: when a pesticide product gets a registration number, its label is looked up there if the library has none."
        : "The regulator's label service is switched off (the appliance makes no outside call): upload each label here. An administrator switches it on with LABEL_LOOKUP_ENABLED=true in chemsafe.env and a restart."}</p>
      {canWrite ? <UploadLabel onAdded={list.reload} /> : null}
      {canWrite ? <LabelReview preselected={q.get("product")} /> : <p class="muted">Labels are added and applied by a manager; you can read them.</p>}
      <section class="card" aria-labelledby="lib-h">
        <h2 id="lib-h">Label library</h2>
        <form class="inline-form" role="search" aria-label="Labels" onSubmit={(e) => { e.preventDefault(); set({ epa_registration_number: reg.trim() }); }}>
          <label for="l-reg">EPA registration number</label>
          <input id="l-reg" type="search" value={reg} onInput={(e) => setReg(e.currentTarget.value)} />
          <button class="button" type="submit">Find</button>
        </form>
        {list.error ? <p class="error" role="alert">{list.error}</p> : null}
        {!list.data ? <p class="muted">Loading…</p> : list.data.items.length === 0 ? <p class="empty">No label{q.get("epa_registration_number") ? " for this number" : " yet"}.</p> : (
          <table class="rows">
            <thead><tr><th scope="col">EPA Reg. No.</th><th scope="col">Product</th><th scope="col">File</th><th scope="col">From</th><th scope="col">Added</th><th scope="col">Label</th></tr></thead>
            <tbody>{list.data.items.map((l) => (
              <tr key={l.label_id} data-reg={l.epa_registration_number}>
                <td>{l.epa_registration_number}</td><td>{l.product_name ?? "—"}</td><td>{l.file_name ?? "—"}</td>
                <td>{l.source === "regulator_lookup" ? "the regulator" : "an upload"}</td><td>{when(l.created_at)}</td>
                <td><OpenLabel label={l} /></td>
              </tr>
            ))}</tbody>
          </table>
        )}
        {list.data ? <Pager page={list.data} label="Label pages" onPage={(n) => set({ page: String(n) })} /> : null}
      </section>
    </div>
  );
}

function OpenLabel({ label }: { label: Label }) {
  const [problem, setProblem] = useState<string | null>(null);
  const open = async () => {
    try { location.assign((await get<{ download_url: string }>(`/chem/labels/${label.label_id}/download`)).download_url); } catch (e) { setProblem(errorText(e)); }
  };
  return <>{<button class="button small" type="button" aria-label={`Open the label of ${label.epa_registration_number}`} onClick={open}>Open</button>}{problem ? <span class="error"> {problem}</span> : null}</>;
}

function UploadLabel({ onAdded }: { onAdded: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [reg, setReg] = useState("");
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    if (!file) { setProblem("Choose the label PDF first."); return; }
    const form = new FormData();
    form.append("epa_registration_number", reg.trim());
    if (name.trim()) form.append("product_name", name.trim());
    form.append("file", file);
    setBusy(true);
    try {
      const made = await apiSend<{ epa_registration_number: string; linked_products: number }>("POST", "/chem/labels", form);
      setDone(`Label for EPA Reg. No. ${made.epa_registration_number} added; ${made.linked_products === 1 ? "1 product is" : `${made.linked_products} products are`} now linked to it.`);
      setProblem(null); setReg(""); setName(""); setFile(null);
      (e.target as HTMLFormElement).reset();
      onAdded();
    } catch (err) { setProblem(errorText(err)); setDone(null); } finally { setBusy(false); }
  };
  return (
    <form class="card" onSubmit={submit} aria-labelledby="up-h">
      <h2 id="up-h">Add a label PDF</h2>
      <div class="grid">
        <div class="field"><label for="up-file">Label PDF</label><input id="up-file" type="file" accept="application/pdf,.pdf" onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} /></div>
        <div class="field"><label for="up-reg">EPA registration number</label><input id="up-reg" required value={reg} onInput={(e) => setReg(e.currentTarget.value)} aria-describedby="up-reg-hint" />
          <span id="up-reg-hint" class="muted hint">XXXXX-XX or XXXXX-XX-XXXXX; products with this number are linked to the label</span></div>
        <div class="field"><label for="up-name">Product name (optional)</label><input id="up-name" value={name} onInput={(e) => setName(e.currentTarget.value)} /></div>
      </div>
      {problem ? <p class="error" role="alert">{problem}</p> : null}
      {done ? <p class="ok" role="status">{done}</p> : null}
      <button class="button primary" type="submit" disabled={busy}>Add label</button>
    </form>
  );
}
