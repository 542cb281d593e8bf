import { useEffect, useRef, useState } from "preact/hooks";
import { GHS_PICTOGRAM_NAMES } from "../../../src/shared/ghs/pictograms.ts";
import { inLabelOrder, statementText } from "../../../src/shared/ghs/statements.ts";
import { ApiError, apiGet } from "../../shared/api";
import { Pictogram } from "../../shared/pictogram";
import { currentSession } from "../../shared/session";
import { href, onLink } from "../router";
import { Maintenance, OpenPdf, Review } from "./actions";
import { FieldTable, shown } from "./fields";
import { dateTime, PARSE_WORDS, readingNotes, SECTION_TITLES, type Details } from "./sds-types";

const READING = new Set(["pending", "processing"]);
/** How often the page asks again while the SDS is being read. */
const POLL_MS = 1000;
const link = (sdsId: string, text: string) => <a href={href(`/library/${sdsId}`)} onClick={onLink(`/library/${sdsId}`)}>{text}</a>;
const pictogramName = (code: string) => (GHS_PICTOGRAM_NAMES as Record<string, { hazard: string }>)[code]?.hazard ?? code;

function Statements({ title, codes, known }: { title: string; codes: string[]; known: { code: string; text: string }[] }) {
  if (codes.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul class="statements">
        {inLabelOrder(codes, (c) => c).map((c) => <li key={c}><strong>{c}</strong> {statementText(c) ?? known.find((k) => k.code === c)?.text ?? "(not a statement GHS lists)"}</li>)}
      </ul>
    </>
  );
}

function Hazards({ d }: { d: Details }) {
  const h = d.hazard_info;
  if (!h) return <p class="muted">{d.sds_parsed ? "No hazard classification was found in this SDS." : "Hazards are shown once the SDS has been read."}</p>;
  return (
    <div class="sds-hazards">
      <p>Signal word: {h.signal_word ? <span class={`signal ${h.signal_word.toLowerCase()}`}>{h.signal_word}</span> : <strong>none</strong>}</p>
      {h.pictograms.length > 0 ? <div class="pictograms">{h.pictograms.map((p) => <Pictogram key={p} code={p} name={pictogramName(p)} />)}</div> : null}
      <Statements title="Hazard statements" codes={h.h_codes} known={h.hazard_statements} />
      <Statements title="Precautionary statements" codes={h.p_codes} known={[]} />
    </div>
  );
}

function Composition({ rows }: { rows: Details["composition"] }) {
  if (rows.length === 0) return <p class="muted">No ingredients were found (section 3).</p>;
  return (
    <table class="rows">
      <caption class="visually-hidden">Ingredients</caption>
      <thead><tr><th scope="col">Ingredient</th><th scope="col">CAS number</th><th scope="col">EC number</th><th scope="col">Concentration</th></tr></thead>
      <tbody>{rows.map((r, i) => (
        <tr key={i}><td>{r.name ?? "—"}</td><td>{r.cas_number ?? "—"}</td><td>{r.ec_number ?? "—"}</td>
          <td>{r.concentration_text ?? (r.concentration_min !== null || r.concentration_max !== null ? `${r.concentration_min ?? ""}–${r.concentration_max ?? ""} %` : "—")}</td></tr>
      ))}</tbody>
    </table>
  );
}

function Sections({ sections }: { sections: Details["sections"] }) {
  return (
    <div class="sds-sections">
      {SECTION_TITLES.map((fallback, i) => {
        const s = sections.find((x) => x.number === i + 1);
        return (
          <details key={i} class="sds-section" data-section={i + 1}>
            <summary>{i + 1}. {s?.title ?? fallback}{s ? null : <span class="muted"> — not found in this SDS</span>}</summary>
            {s ? <pre class="section-text">{s.text}</pre> : null}
          </details>
        );
      })}
    </div>
  );
}

function Versions({ d }: { d: Details }) {
  return (
    <section class="card" aria-labelledby="versions-heading">
      <h2 id="versions-heading">Versions</h2>
      {d.superseded_by_id ? <p class="warn">A newer version replaces this SDS: {link(d.superseded_by_id, "open the current version")}.</p> : <p>{d.is_current ? "This is the current version in your library." : "This version is no longer current."}</p>}
      {d.previous_version_id ? <p>It replaced {link(d.previous_version_id, "the previous version")}.</p> : null}
      {d.version_history.length > 1 ? (
        <ol class="versions">
          {d.version_history.map((v) => (
            <li key={v.sds_id}>
              {v.sds_id === d.sds_id ? <strong>This version</strong> : link(v.sds_id, `Revision ${v.revision_number ?? "?"}`)}
              {" — revised "}{v.revision_date ?? "date unknown"}{v.is_current ? " (current)" : ""}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** One SDS: identity, hazards, composition, the 16 sections, the parser's evidence, review, versions; a manager corrects and reviews. */
export function SdsDetails({ sdsId }: { sdsId: string }) {
  const [d, setD] = useState<Details | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const canEdit = currentSession()?.user.role !== "viewer";
  useEffect(() => {
    let live = true;
    apiGet<Details>(`/chem/sds/${sdsId}/details`, { credentials: "same-origin" }).then((x) => live && setD(x), (e) => live && setError(
      e instanceof ApiError && e.status === 404 ? "This SDS is not in your library (or the link is wrong)." : e instanceof Error ? e.message : String(e)));
    return () => { live = false; };
  }, [sdsId, tick]);
  useEffect(() => {
    if (!d || !READING.has(d.parse_status)) return;
    const t = setTimeout(() => setTick((n) => n + 1), POLL_MS);
    return () => clearTimeout(t);
  }, [d]);
  useEffect(() => { if (d) heading.current?.focus(); }, [d?.sds_id]);

  if (error) return <main id="main" class="sds-details" data-status="error"><h1>SDS</h1><p class="error" role="alert">{error}</p><p><a href={href("/library")} onClick={onLink("/library")}>Back to the library</a></p></main>;
  if (!d) return <main id="main" class="sds-details" data-status="loading"><h1>SDS</h1><p class="muted">Loading…</p></main>;
  return (
    <main id="main" class="sds-details" data-status="ready" data-parse={d.parse_status} data-review={d.review_status}>
      <p><a href={href("/library")} onClick={onLink("/library")}>← SDS library</a></p>
      <h1 tabIndex={-1} ref={heading}>{d.product_name}</h1>
      <p class="identity">{d.manufacturer} · revised {d.revision_date ?? "(date unknown)"}{d.revision_number ? ` · revision ${d.revision_number}` : ""} · language {d.document_language}
        {d.archived_at ? <span class="tag"> archived {dateTime(d.archived_at)}</span> : null}{!d.is_current ? <span class="tag"> superseded</span> : null}</p>
      <div class="actions"><OpenPdf sdsId={d.sds_id} /></div>

      <section class={`card parse ${d.parse_status}`} aria-labelledby="parse-heading">
        <h2 id="parse-heading">Reading</h2>
        <p><strong>{PARSE_WORDS[d.parse_status] ?? d.parse_status}</strong>
          {d.parse_confidence !== null ? ` · confidence ${Math.round(d.parse_confidence * 100)} %` : ""}
          {d.read_by ? ` · ${d.read_by === "ocr" ? "read by text recognition (OCR)" : "read from the PDF's text"}` : ""}
          {d.page_count ? ` · ${d.page_count} ${d.page_count === 1 ? "page" : "pages"}` : ""}</p>
        {d.needs_review_reasons.length > 0 ? <><p>Why a person should check it:</p><ul>{d.needs_review_reasons.map((r) => <li key={r}>{r}</li>)}</ul></> : null}
        {readingNotes(d).length > 0 ? <><p>What the reading noted:</p><ul class="reading-notes">{readingNotes(d).map((note) => <li key={note}>{note}</li>)}</ul></> : null}
        {d.parse_error ? <p class="error">{d.parse_error}</p> : null}
      </section>

      <section class="card" aria-labelledby="hazards-heading"><h2 id="hazards-heading">Hazards</h2><Hazards d={d} /></section>
      <section class="card" aria-labelledby="composition-heading"><h2 id="composition-heading">Composition</h2><Composition rows={d.composition} /></section>
      <section class="card" aria-labelledby="values-heading">
        <h2 id="values-heading">Values and evidence</h2>
        <p class="muted">What the appliance read, where in the PDF it read it, and how sure it is. {canEdit ? "A value you correct counts for your company and is kept when the SDS is read again." : ""}</p>
        <FieldTable details={d} canEdit={canEdit} onChange={setD} />
      </section>
      <Review key={`${d.review_status}:${d.reviewed_at}`} details={d} canEdit={canEdit} onChange={setD} />
      <section class="card" aria-labelledby="sections-heading"><h2 id="sections-heading">The 16 sections</h2><Sections sections={d.sections} /></section>
      <Versions d={d} />
      {canEdit ? <Maintenance details={d} onChange={setD} reload={() => setTick((n) => n + 1)} /> : null}
      <p class="muted">Used by {d.inventory_attachment_count} inventory {d.inventory_attachment_count === 1 ? "item" : "items"} · in the library since {dateTime(d.first_mapped_at)} · {shown(d.file_name)}</p>
    </main>
  );
}
