/**
 * `bun scripts/bench-labels.ts`: time and size of one full 4×6 label and of a batch of 100 (renderLabelsPdf only,
 * no HTTP, no database), with text in Polish, Greek and symbols. Median of 5 runs after a warm-up.
 */
import { labelContent, type LabelFacts } from "../src/modules/printing/label-content.ts";
import { renderLabelsPdf } from "../src/modules/printing/label-pdf.ts";

const facts = (i: number): LabelFacts => ({
  productId: `p${i}`, identifier: `Łódź Zażółć gęślą jaźń α-Pinene ≥ 95 % #${i}`, productCode: "AB-12",
  signalWord: "DANGER", pictograms: ["GHS02", "GHS05", "GHS07"], hCodes: ["H225", "H314", "H336"],
  pCodes: ["P210", "P233", "P280", "P305+P351+P338", "P403+P235"],
  supplier: { name: "Przedsiębiorstwo Chemiczne Sp. z o.o.", address: "ul. Świętokrzyska 12, 00-916 Warszawa", phone: "+48 22 555 01 00" },
  link: `https://chemsafe.example/station/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG/products/p${i}`,
});

async function measure(n: number) {
  const labels = Array.from({ length: n }, (_, i) => ({ title: `L${i}`, content: labelContent(facts(i), "full") }));
  await renderLabelsPdf(labels, "4x6", new Date());
  const times: number[] = [];
  let size = 0;
  for (let k = 0; k < 5; k++) {
    const t0 = performance.now();
    size = (await renderLabelsPdf(labels, "4x6", new Date())).length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`${n} label(s): ${times[2]!.toFixed(1)} ms (median of 5), ${(size / 1024).toFixed(1)} KB`);
}

await measure(1);
await measure(100);
