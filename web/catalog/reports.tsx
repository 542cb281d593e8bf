import { useEffect, useState } from "preact/hooks";
import { apiSend, errorText } from "../shared/session";
import { get, Pager, useLoad, when, type Page } from "./common";
import { parseCsv } from "./csv";

interface Report {
  report_id: string; kind: string; site_id: string | null; include_removed: boolean; status: "pending" | "completed" | "failed";
  file_name: string | null; file_size: number | null; row_count: number | null; error: string | null; created_at: string; completed_at: string | null;
}
interface Site { site_id: string; name: string }
const SHOWN_ROWS = 200;
const STATUS: Record<Report["status"], string> = { pending: "Being prepared…", completed: "Ready", failed: "Failed" };

/** {API_ROOT}/reports: the chemical inventory report (CSV) per site or for every site: request, watch, view, download. */
export function ReportsPage({ canWrite }: { canWrite: boolean }) {
  const [page, setPage] = useState(1);
  const sites = useLoad<Page<Site>>("/sites?page_size=100");
  const list = useLoad<Page<Report>>(`/reports?page_size=25&page=${page}`);
  const [viewing, setViewing] = useState<Report | null>(null);
  const pending = list.data?.items.some((r) => r.status === "pending") ?? false;
  // While a report is being prepared, the list is asked again every second until it is ready or failed.
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(list.reload, 1000);
    return () => clearTimeout(timer);
  }, [pending, list.data]);
  const siteName = (id: string | null) => (id ? sites.data?.items.find((s) => s.site_id === id)?.name ?? "a site" : "Every site");
  return (
    <div class="reports" data-status={list.error ? "error" : !list.data ? "loading" : pending ? "preparing" : "ready"}>
      <p class="muted">The chemical inventory report lists every container — site, location, product, manufacturer, CAS number, quantity and size, signal word, SDS status (current, superseded or missing) and the SDS's revision date — as a CSV file for a spreadsheet. The SDS status column is the SDS coverage.</p>
      {canWrite ? <RequestReport sites={sites.data?.items ?? []} onMade={list.reload} /> : <p class="muted">Reports are requested by a manager; you can view and download them.</p>}
      {list.error ? <p class="error" role="alert">{list.error}</p> : null}
      <section class="card" aria-labelledby="reports-h">
        <h2 id="reports-h">Reports</h2>
        {!list.data ? <p class="muted">Loading…</p> : list.data.items.length === 0 ? <p class="empty">No report yet.{canWrite ? " Request one above." : ""}</p> : (
          <table class="rows">
            <thead><tr><th scope="col">Requested</th><th scope="col">Covers</th><th scope="col">Status</th><th scope="col">Rows</th><th scope="col">Actions</th></tr></thead>
            <tbody>
              {list.data.items.map((r) => (
                <tr key={r.report_id} data-report-status={r.status}>
                  <td>{when(r.created_at)}</td>
                  <td>{siteName(r.site_id)}{r.include_removed ? ", with removed items" : ""}</td>
                  <td>{STATUS[r.status]}{r.error ? <span class="error"> {r.error}</span> : null}</td>
                  <td>{r.row_count ?? "—"}</td>
                  <td>{r.status === "completed" ? <ReportActions report={r} label={`${siteName(r.site_id)}, ${when(r.created_at)}`} onView={() => setViewing(r)} /> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {list.data ? <Pager page={list.data} label="Report pages" onPage={setPage} /> : null}
      </section>
      {viewing ? <ReportView key={viewing.report_id} report={viewing} title={`${siteName(viewing.site_id)} — ${when(viewing.created_at)}`} /> : null}
    </div>
  );
}

function RequestReport({ sites, onMade }: { sites: Site[]; onMade: () => void }) {
  const [siteId, setSiteId] = useState("");
  const [removed, setRemoved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    try {
      await apiSend("POST", "/reports", { site_id: siteId || null, include_removed: removed });
      setProblem(null); onMade();
    } catch (err) { setProblem(errorText(err)); }
  };
  return (
    <form class="card inline-form" onSubmit={submit} aria-labelledby="req-h">
      <h2 id="req-h" class="grow-row">Request an inventory report</h2>
      <label for="r-site">Site</label>
      <select id="r-site" value={siteId} onChange={(e) => setSiteId(e.currentTarget.value)}>
        <option value="">Every site</option>{sites.map((s) => <option key={s.site_id} value={s.site_id}>{s.name}</option>)}
      </select>
      <span class="check"><input id="r-removed" type="checkbox" checked={removed} onChange={(e) => setRemoved(e.currentTarget.checked)} /> <label for="r-removed">Also removed items (in use from / removed on)</label></span>
      <button class="button primary" type="submit">Request report</button>
      {problem ? <p class="error" role="alert">{problem}</p> : null}
    </form>
  );
}

/** The file is reached through a signed link (15 minutes), asked for on each click. */
async function fileUrl(report: Report): Promise<string> {
  return (await get<{ download_url: string }>(`/reports/${report.report_id}/download`)).download_url;
}

function ReportActions({ report, label, onView }: { report: Report; label: string; onView: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    try { location.assign(await fileUrl(report)); } catch (e) { setProblem(errorText(e)); }
  };
  return (
    <div class="actions">
      <button class="button small" type="button" aria-label={`View report: ${label}`} onClick={onView}>View</button>
      <button class="button small" type="button" aria-label={`Download CSV: ${label}`} onClick={download}>Download CSV</button>
      {problem ? <p class="error" role="alert">{problem}</p> : null}
    </div>
  );
}

function ReportView({ report, title }: { report: Report; title: string }) {
  const [rows, setRows] = useState<string[][] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    (async () => {
      const res = await fetch(await fileUrl(report), { credentials: "same-origin" });
      if (!res.ok) throw new Error(`The report file could not be read (the appliance answered ${res.status}).`);
      setRows(parseCsv(await res.text(), SHOWN_ROWS + 1));
    })().catch((e) => setProblem(errorText(e)));
  }, [report.report_id]);
  const [head, ...body] = rows ?? [];
  return (
    <section class="card report-view" aria-labelledby="view-h" data-status={problem ? "error" : rows ? "ready" : "loading"}>
      <h2 id="view-h">Report: {title}</h2>
      {problem ? <p class="error" role="alert">{problem}</p> : !rows ? <p class="muted">Loading the report…</p> : body.length === 0 ? <p class="empty">The report has no rows: no container matched.</p> : (
        <>
          {(report.row_count ?? 0) > SHOWN_ROWS ? <p class="muted">The first {SHOWN_ROWS} of {report.row_count} rows; download the CSV for all of them.</p> : null}
          <div class="scroll" tabIndex={0} role="region" aria-label="Report rows">
            <table class="rows">
              <thead><tr>{head!.map((h) => <th key={h} scope="col">{h.replace(/_/g, " ")}</th>)}</tr></thead>
              <tbody>{body.map((r, i) => <tr key={i}>{r.map((c, j) => <td key={j}>{c}</td>)}</tr>)}</tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
