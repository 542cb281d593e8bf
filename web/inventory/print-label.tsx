import { useState } from "preact/hooks";
import { apiBase } from "../shared/root";
import { currentSession, errorText } from "../shared/session";
import { ApiError } from "../shared/api";

/** The label formats and sizes of GET /chem/products/{id}/label.pdf, in words. */
const FORMATS = [["full", "Full label"], ["small", "Small container (≤ 100 mL)"], ["tiny", "Tiny container (≤ 3 mL)"], ["workplace", "Workplace label"]] as const;
const SIZES = [["4x6", "4 × 6 in"], ["4x3", "4 × 3 in"], ["2x4", "2 × 4 in"], ["a6", "A6"], ["a7", "A7"], ["avery-5163", "Avery 5163 sheet (Letter)"], ["avery-l7165", "Avery L7165 sheet (A4)"]] as const;

function Choices({ id, format, size, onFormat, onSize }: { id: string; format: string; size: string; onFormat: (v: string) => void; onSize: (v: string) => void }) {
  return (
    <>
      <label for={`${id}-format`}>Format</label>
      <select id={`${id}-format`} value={format} onChange={(e) => onFormat(e.currentTarget.value)}>
        {FORMATS.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
      </select>
      <label for={`${id}-size`}>Size</label>
      <select id={`${id}-size`} value={size} onChange={(e) => onSize(e.currentTarget.value)}>
        {SIZES.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
      </select>
    </>
  );
}

/** A product's container label: format and size, then the PDF opens in a new tab (the QR leads to the site's station). */
export function PrintLabel({ productId, productName, siteId }: { productId: string; productName: string; siteId: string }) {
  const [format, setFormat] = useState("full");
  const [size, setSize] = useState("4x6");
  const id = `label-${productId}`;
  const q = new URLSearchParams({ format, size, site_id: siteId });
  return (
    <details class="print-label">
      <summary aria-label={`Print label of ${productName}`}>Print label</summary>
      <div class="inline-form">
        <Choices id={id} format={format} size={size} onFormat={setFormat} onSize={setSize} />
        <a class="button" href={`${apiBase}/chem/products/${productId}/label.pdf?${q}`} target="_blank" rel="noopener">Open label (PDF)</a>
      </div>
    </details>
  );
}

/** Every product stored at a location, one label each, in one PDF (POST: the list is the location's). */
export function PrintLocationLabels({ locationId, locationName }: { locationId: string; locationName: string }) {
  const [format, setFormat] = useState("workplace");
  const [size, setSize] = useState("avery-5163");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const print = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    // Opened now, while the click still counts as the person's (a tab opened after the answer would be blocked).
    const tab = window.open("", "_blank");
    try {
      const res = await fetch(`${apiBase}/chem/products/labels.pdf`, {
        method: "POST", credentials: "same-origin", headers: { "content-type": "application/json", accept: "application/pdf", "x-csrf-token": currentSession()?.csrf_token ?? "" },
        body: JSON.stringify({ location_id: locationId, format, size }),
      });
      if (!res.ok) {
        const body = await res.json().catch(() => null);
        throw new ApiError(res.status, body?.error ?? "UNKNOWN", body?.message ?? `The appliance answered ${res.status}`);
      }
      const url = URL.createObjectURL(await res.blob());
      if (tab) tab.location.href = url;
      setError(null);
    } catch (err) {
      tab?.close();
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="card inline-form" aria-label={`Labels for ${locationName}`} onSubmit={print}>
      <strong>Labels for every product at {locationName}</strong>
      <Choices id={`loc-labels-${locationId}`} format={format} size={size} onFormat={setFormat} onSize={setSize} />
      <button class="button" type="submit" disabled={busy}>{busy ? "Preparing…" : "Print labels for this location"}</button>
      {error && <p class="error" role="alert">{error}</p>}
    </form>
  );
}
