/**
 * Session 28: date labels a probe of European sheets' headers found unread — German "Revisionstand" (the common
 * spelling without the joining s), Polish "sporządzona dnia" (agreeing with "karta": "Karta charakterystyki sporządzona
 * dnia"), Italian "Emissione" alone (the issue, beside a revision number). Through the real parser; invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { revisionDateUnder } from "../helpers/sds-text.ts";

describe("date labels of European sheets' headers", () => {
  test.each([
    [["Revisionstand: 06.08.2003"], "2003-08-06"],
    [["Revisionstand: 2 vom 06.08.2003", "Druckdatum: 07.08.2003"], "2003-08-06"],
    [["Karta charakterystyki sporządzona dnia: 29.05.2015"], "2015-05-29"],
    [["Karta opracowana dnia: 29.05.2015"], "2015-05-29"],
    [["Emissione: 23/03/2019"], "2019-03-23"],
    [["Emissione: 23/03/2019     Revisione: 2"], "2019-03-23"],
    // Issue beside a dated revision: the revision wins, as before.
    [["Emissione: 01/02/2018     Revisione: 23/03/2019"], "2019-03-23"],
  ])("%j", (lines, iso) => {
    expect(revisionDateUnder(lines)).toBe(iso);
  });

  test("'Prima emissione' is still the first issue, not the revision", () => {
    expect(revisionDateUnder(["Prima emissione: 01/02/2010", "Data revisione: 23/03/2019"])).toBe("2019-03-23");
  });
});

describe("French 'reviewed on'", () => {
  test.each([
    [["Revue le     28.02.2011"], "2011-02-28"],
    [["Date de l'impression 15.03.2011", "Revue le", "28.02.2011"], "2011-02-28"],
    [["Revu le : 28/02/2011"], "2011-02-28"],
  ])("%j", (lines, iso) => {
    expect(revisionDateUnder(lines)).toBe(iso);
  });
});
