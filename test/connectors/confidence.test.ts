import { describe, expect, test } from "bun:test";
import { confidenceScore, isKnownDomain, isPdfUrl, SCORE_WEIGHTS, sourceDomain, wordsOf } from "../../src/modules/connectors/confidence";
import { buildSearchQuery, ageInWholeDays } from "../../src/modules/connectors/websearch.service";

const ctx = { productName: "Simple Green All-Purpose Cleaner", manufacturer: "Sunshine Makers, Inc.", knownDomains: ["simplegreen.com", "msdsonline.com"] };

describe("confidence score", () => {
  test("the weights add up to 1", () => {
    expect(Object.values(SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  test("every signal present → 1", () => {
    expect(confidenceScore({
      title: "Simple Green All-Purpose Cleaner SDS", url: "https://www.simplegreen.com/sds/all-purpose-cleaner.pdf", snippet: "Safety data sheet, Sunshine Makers",
    }, ctx)).toBe(1);
  });

  test("nothing relevant → 0", () => {
    expect(confidenceScore({ title: "Cooking recipes", url: "https://recipes.example/pasta", snippet: "How to boil water" }, ctx)).toBe(0);
  });

  test.each([
    ["PDF only", { title: "", url: "https://x.example/doc.PDF?download=1", snippet: "" }, SCORE_WEIGHTS.pdf],
    ["known domain only (subdomain counts)", { title: "", url: "https://docs.msdsonline.com/view", snippet: "" }, SCORE_WEIGHTS.knownDomain],
    ["SDS word only", { title: "MSDS", url: "https://x.example/a", snippet: "" }, SCORE_WEIGHTS.sdsWords],
    ["safety data sheet phrase in the URL", { title: "", url: "https://x.example/safety-data-sheet/a", snippet: "" }, SCORE_WEIGHTS.sdsWords],
    ["manufacturer only (corporate suffix ignored)", { title: "Sunshine Makers", url: "https://x.example/a", snippet: "" }, SCORE_WEIGHTS.manufacturerWords],
    ["two of the five product words", { title: "simple green", url: "https://x.example/a", snippet: "" }, (SCORE_WEIGHTS.productWords * 2) / 5],
  ])("%s", (_name, result, expected) => {
    expect(confidenceScore(result, ctx)).toBeCloseTo(expected, 2);
  });

  test("product words are found in an encoded URL", () => {
    const s = confidenceScore({ title: "", url: "https://x.example/Simple%20Green%20All-Purpose%20Cleaner", snippet: "" }, ctx);
    expect(s).toBeCloseTo(SCORE_WEIGHTS.productWords, 2);
  });

  test("more signals never score lower (monotone)", () => {
    const base = { title: "Simple Green", url: "https://x.example/a", snippet: "" };
    const s1 = confidenceScore(base, ctx);
    const s2 = confidenceScore({ ...base, url: "https://x.example/a.pdf" }, ctx);
    const s3 = confidenceScore({ ...base, url: "https://simplegreen.com/a.pdf" }, ctx);
    expect(s1).toBeLessThan(s2);
    expect(s2).toBeLessThan(s3);
  });

  test("a malformed URL scores on its words only and does not throw", () => {
    expect(confidenceScore({ title: "Simple Green All-Purpose Cleaner", url: "%E0%A4%A", snippet: "" }, ctx)).toBeCloseTo(0.3, 2);
  });
});

describe("result fields", () => {
  test("is_pdf looks at the path only", () => {
    expect(isPdfUrl("https://a.example/x.pdf")).toBe(true);
    expect(isPdfUrl("https://a.example/x.PDF#page=2")).toBe(true);
    expect(isPdfUrl("https://a.example/view?file=x.pdf")).toBe(false);
    expect(isPdfUrl("https://a.example/pdf")).toBe(false);
    expect(isPdfUrl("not a url")).toBe(false);
  });

  test("source_domain drops www. and lower-cases", () => {
    expect(sourceDomain("https://WWW.Fishersci.com/store/a.pdf")).toBe("fishersci.com");
    expect(sourceDomain("https://sds.exxonmobil.com/x")).toBe("sds.exxonmobil.com");
    expect(sourceDomain("nonsense")).toBe("");
  });

  test("known domains match whole labels only", () => {
    expect(isKnownDomain("3m.com", ["3m.com"])).toBe(true);
    expect(isKnownDomain("multimedia.3m.com", ["3m.com"])).toBe(true);
    expect(isKnownDomain("not3m.com", ["3m.com"])).toBe(false);
  });

  test("words drop punctuation, accents, single characters and corporate suffixes", () => {
    expect(wordsOf("Rust-Oleum® Corp. — Crème A 3M")).toEqual(["rust", "oleum", "creme", "3m"]);
  });
});

describe("query and age", () => {
  test("spec order, barcode first", () => {
    expect(buildSearchQuery({ product_name: "WD-40", manufacturer: "WD-40 Company", barcode_upc: "079567520016" })).toBe("079567520016 WD-40 WD-40 Company SDS safety data sheet PDF");
    expect(buildSearchQuery({ product_name: " WD-40 ", manufacturer: " WD-40 Company " })).toBe("WD-40 WD-40 Company SDS safety data sheet PDF");
  });

  test("age in whole days", () => {
    const t0 = "2025-01-01T12:00:00.000Z";
    expect(ageInWholeDays(t0, new Date("2025-01-08T11:59:59Z"))).toBe(6);
    expect(ageInWholeDays(t0, new Date("2025-01-08T12:00:00Z"))).toBe(7);
  });
});
