/**
 * Two columns of a sheet set at different sizes or leading, and headed with a dash after the section's number: the
 * reader's headed columns (text-columns.ts) take the rows above the first heading and below the shorter column's end
 * side by side (session 21). PDFs made here with pdf-lib, read through the real reader.
 */
import { describe, expect, test } from "bun:test";
import { type Draw, drawnPdf, readerLines as linesOf } from "../helpers/pdf-drawn.ts";

const pdfOf = (draw: Draw, unicode = false) => drawnPdf([draw], { unicode });

describe("two columns at different sizes or leading, and dashed section headings", () => {
  test("columns above their first heading set at different line pitches (their lines interleave, a side a row) are read with them", async () => {
    // The left column's head at 11 points, 13.75 apart; the right column goes on from the page before at 10 points, 12.5 apart.
    const leftHead = ["Safety Data Sheet", "1-Methylimidazole", "Revision date: 2016/12/05", "Version: 5.0"];
    const left = ["1. IDENTIFICATION", "Product name:    1-Methylimidazole", "Use: industrial users", "Supplier:    BASF Corporation", "2. HAZARDS IDENTIFICATION", "Signal word:    Danger"];
    const rightHead = ["Precautions (Prevention):", "P280    Wear protective gloves and", "eye protection/face", "protection.", "P210    Keep away from heat."];
    const right = ["P260    Do not breathe mist.", "P501    Dispose of contents.", "3. COMPOSITION", "CAS number:    616-47-7", "Weight:    99 - 100 %", "4. FIRST-AID MEASURES"];
    const bytes = await pdfOf((page, font) => {
      const draw = (line: string, x: number, y: number, size: number) => line.split("    ").forEach((cell, at) => page.drawText(cell, { x: x + at * 110, y, size, font }));
      leftHead.forEach((line, index) => draw(line, 40, 790 - index * 13.75, 11));
      left.forEach((line, index) => draw(line, 40, 735 - index * 12.5, 10));
      [...rightHead, ...right].forEach((line, index) => draw(line, 308, 790 - index * 12.5 - 8.7 * Math.sign(index), 10));
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual([...leftHead, ...left, ...rightHead, ...right]);
  });

  test("the same with the space a generator leaves before a heading above the left column's first heading", async () => {
    const leftHead = ["SAFETY DATA SHEET", "Alphonso Mango Flavour", "Version 4.1    Revision Date 06 JUL 2018", "Print Date 06 JUL 2018"];
    const left = ["SECTION 1. Identification", "Sales No.    L-192773", "Alphonso Mango Flavour", "1.2 Relevant uses", "Flavour for food", "SECTION 2. Hazards",
      // A page's worth of rows below: the headed columns hold more than 80 % of them (document-columns.ts does not read the page again).
      ...Array.from({ length: 20 }, (_, index) => `Hazard note ${index + 1}`)];
    const right = ["P261    Avoid breathing mist.", "P272    Contaminated work", "clothing should not be allowed", "out of the workplace.", "P273    Avoid release.",
      "P280    Wear protective gloves.", "P302 + P352    IF ON SKIN:", "Wash with soap and water.", "SECTION 3. Composition", "Ethanol    64-17-5",
      ...Array.from({ length: 16 }, (_, index) => `Ingredient ${index + 1}`)];
    const bytes = await pdfOf((page, font) => {
      const draw = (line: string, x: number, y: number, size = 10) => line.split("    ").forEach((cell, at) => page.drawText(cell, { x: x + at * 110, y, size, font }));
      // The head at 9 points; the heading at 11, a leading and a half of its size above it.
      const ys = [...leftHead.map((_, index) => 790 - index * 11.25), ...left.map((_, index) => 790 - 3 * 11.25 - 19 - index * 12.5)];
      leftHead.forEach((line, index) => draw(line, 40, ys[index]!, 9));
      left.forEach((line, index) => draw(line, 40, ys[leftHead.length + index]!, index === 0 ? 11 : 10));
      right.forEach((line, index) => draw(line, 308, 790 - index * 11.25, 9));
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual([...leftHead, ...left, ...right]);
  });

  test("a column's line the reader put on the other column's row, a few points off its baseline, is still followed above the first heading", async () => {
    // Both columns at 9 points. "Schutzhandschuhe …" stands 2.4 points below "Überarbeitet am", within the reader's row
    // tolerance, and is read on that row, whose baseline is the left line's: measured from there the right column's
    // next line stands 17.4 points lower, from its own baseline 15 (a leading and a third).
    const leftHead: [string, number, number][] = [["ROWE MINERALÖLWERK GMBH", 51.3, 9], ["Sicherheitsdatenblatt", 65, 11], ["gemäß Verordnung (EG) Nr. 1907/2006", 76.3, 9],
      ["HAFEN ANTIFREEZE (blau)", 84.3, 10.5], ["Überarbeitet am: 08.11.2017", 100.6, 9]];
    const left: [string, number, number][] = [["ABSCHNITT 1: Bezeichnung des Stoffs", 112.8, 9.7], ["beziehungsweise des Gemischs", 124.9, 9.7], ["1.1. Produktidentifikator", 137, 9],
      ["HAFEN ANTIFREEZE (blau)", 148, 9], ["1.2. Verwendung", 160.4, 9], ["Kühlerfrostschutz", 171.4, 9], ["ABSCHNITT 2: Mögliche Gefahren", 184, 9.7], ["Acute Tox. 4", 196, 9]];
    const right: [string, number, number][] = [["HAFEN ANTIFREEZE (blau)", 51.3, 10.5], ["Seite 2 von 8", 65, 9], ["P260    Dampf nicht einatmen.", 76.3, 9], ["P264    Hände gründlich waschen.", 84.3, 9],
      ["P280", 95.5, 9], ["Schutzhandschuhe/Schutzkleidung", 103, 9], ["tragen.", 118, 9], ["P501    Inhalt der Entsorgung zuführen.", 129.3, 9],
      ["ABSCHNITT 3: Zusammensetzung", 141, 9.7], ["Ethandiol    107-21-1", 153, 9], ["Wasser    7732-18-5", 165, 9], ["ABSCHNITT 4: Erste Hilfe", 177, 9.7], ["Frischluft.", 196, 9]];
    const bytes = await pdfOf((page, font) => {
      const draw = ([line, y, size]: [string, number, number], x: number) => line.split("    ").forEach((cell, at) => page.drawText(cell, { x: x + at * 90, y: 842 - y, size, font }));
      leftHead.forEach((line) => draw(line, 40));
      left.forEach((line) => draw(line, 40));
      right.forEach((line) => draw(line, 308));
    }, true);
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual([...leftHead, ...left, ...right].map(([line]) => line));
  });

  test("a column that starts a line above the other (whose first line is set larger) is read with its column", async () => {
    const left: [string, number, number][] = [["HOJA DE DATOS DE SEGURIDAD", 54, 11], ["de acuerdo con la norma oficial", 64, 8], ["SECCIÓN 1. Identificación", 78, 10], ["Nombre:    Limpiador 40", 90, 8],
      ["Uso:    Limpieza industrial", 100, 8], ["Proveedor:    Química del Puerto", 110, 8], ["SECCIÓN 2. Identificación de peligros", 124, 10], ["Líquido inflamable, categoría 2", 136, 8]];
    const right: [string, number, number][] = [["P301+P310    En caso de ingestión, llamar", 48, 8], ["inmediatamente a un centro de toxicología.", 58, 8], ["P331    NO provocar el vómito.", 68, 8],
      ["P370    En caso de incendio: utilizar polvo.", 78, 8], ["SECCIÓN 3. Composición", 92, 10], ["Etanol    64-17-5", 104, 8], ["Agua    7732-18-5", 114, 8],
      ["SECCIÓN 4. Primeros auxilios", 128, 10], ["Aire fresco.", 140, 8]];
    const bytes = await pdfOf((page, font) => {
      const draw = ([line, y, size]: [string, number, number], x: number) => line.split("    ").forEach((cell, at) => page.drawText(cell, { x: x + at * 90, y: 842 - y, size, font }));
      left.forEach((line) => draw(line, 40));
      right.forEach((line) => draw(line, 308));
    }, true);
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual([...left, ...right].map(([line]) => line));
  });

  test("a note over the right column more than a line above the left column's first line stays before both columns", async () => {
    const left: [string, number][] = [["SECTION 1. Identification", 60], ["Product:    Harbour 40", 72], ["Use:    Cleaner", 84], ["SECTION 2. Hazards", 96], ["Flam. Liq. 2", 108], ["Signal word:    Danger", 120]];
    const right: [string, number][] = [["Page 1 of 3", 44], ["H225    Highly flammable.", 60], ["P210    Keep away from heat.", 72], ["SECTION 3. Composition", 84], ["Ethanol    64-17-5", 96],
      ["SECTION 4. First aid", 108], ["Fresh air.", 120]];
    const bytes = await pdfOf((page, font) => {
      const draw = ([line, y]: [string, number], x: number) => line.split("    ").forEach((cell, at) => page.drawText(cell, { x: x + at * 80, y: 842 - y, size: 9, font }));
      left.forEach((line) => draw(line, 40));
      right.forEach((line) => draw(line, 308));
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual([right[0]!, ...left, ...right.slice(1)].map(([line]) => line));
  });

  test("the longer column's tail below the other's end is read with it, the right column's heading on a shared row counted as the columns' own", async () => {
    const left = ["14. TRANSPORT INFORMATION", "DOT    Not regulated", "IMDG    Not regulated", "IATA    Not regulated", "TDG    Not regulated",
      "Reportable quantity:    none", "Packing group:    III", "Hazard class:    3", "15. REGULATORY INFORMATION", "TSCA    Complies", "DSL    Complies", "EINECS    Complies"];
    const right = ["U.S. State Regulations", "Proposition 65:    none", "16. OTHER INFORMATION", "Revision date:    13-Jun-2017", "Revision note:    none",
      "End of Safety Data Sheet"];
    const bytes = await pdfOf((page, font) => {
      const draw = (line: string, x: number, y: number) => line.split("    ").forEach((cell, at) => page.drawText(cell, { x: x + at * 110, y, size: 9, font }));
      left.forEach((line, index) => draw(line, 40, 790 - index * 11.25));
      right.forEach((line, index) => draw(line, 308, 784.4 - index * 11.25));
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual([...left, ...right]);
  });

  test("the same when the columns are set at different leading (their lines interleave, a side a row)", async () => {
    const left = ["14. TRANSPORT INFORMATION", "DOT    Not regulated", "IMDG    Not regulated", "IATA    Not regulated", "TDG    Not regulated",
      "RQ:    none", "Packing group:    III", "Hazard class:    3", "15. REGULATORY INFORMATION", "TSCA    Complies", "DSL    Complies", "EINECS    Complies"];
    const right = ["U.S. State Regulations", "Proposition 65:    none", "16. OTHER INFORMATION", "Revision date:    13-Jun-2017", "Revision note:    none",
      "End of Safety Data Sheet"];
    const bytes = await pdfOf((page, font) => {
      const draw = (line: string, x: number, y: number, size: number) => line.split("    ").forEach((cell, at) => page.drawText(cell, { x: x + at * 110, y, size, font }));
      left.forEach((line, index) => draw(line, 40, 790 - index * 13.75, 11));
      right.forEach((line, index) => draw(line, 308, 781.3 - index * 12.5, 10));
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual([...left, ...right]);
  });

  test("the same with section headings whose number a dash follows ('SECTION 5 – FIRE-FIGHTING MEASURES', 'Section 6 - …')", async () => {
    const left = ["Rinse with water.", "Get medical advice.", "SECTION 5 – FIRE-FIGHTING MEASURES", "Suitable media:", "Foam, dry powder,", "carbon dioxide.",
      "Special hazards:", "Flammable vapours.", "Advice for firefighters:", "Wear breathing apparatus."];
    const right = ["Cool containers.", "Keep upwind.", "Section 6 - Accidental release measures", "Personal precautions:", "Ventilate the area.",
      "Avoid sparks and flames.", "Cleanup:", "Absorb with sand.", "Dispose of as waste.", "Wash the area."];
    const bytes = await pdfOf((page, font) => {
      left.forEach((line, index) => page.drawText(line, { x: 50, y: 700 - index * 12, size: 9, font }));
      right.forEach((line, index) => page.drawText(line, { x: 310, y: 700 - index * 12, size: 9, font }));
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual([...left, ...right]);
  });

  // Older US and WHMIS sheets number their sections in Roman numerals or words, or set two hyphens or a typographic
  // hyphen (U+2010) after the number: each a heading form of many makers, and the columns' only signal on such a sheet.
  const HEADING_FORMS: ReadonlyArray<readonly [string, string, string]> = [
    ["two hyphens", "SECTION 5 -- FIRE-FIGHTING MEASURES", "SECCION 6 -- MEDIDAS DE DERRAME ACCIDENTAL"],
    ["Roman numerals", "SECTION V – FIRE-FIGHTING MEASURES", "Section VI- Accidental Release Measures"],
    ["numbers in words", "Section Five: Fire Fighting Measures", "Section Six: Accidental Release Measures"],
    ["a typographic hyphen", "Section 5 \u2010 FIRE\u2010FIGHTING MEASURES", "Section 6 \u2010 ACCIDENTAL RELEASE MEASURES"],
  ];
  for (const [form, leftHeading, rightHeading] of HEADING_FORMS) {
    test(`section headings with ${form} ('${leftHeading}') head columns`, async () => {
      const left = ["Rinse with water.", "Get medical advice.", leftHeading, "Suitable media:", "Foam, dry powder,", "carbon dioxide.",
        "Special hazards:", "Flammable vapours.", "Advice for firefighters:", "Wear breathing apparatus."];
      const right = ["Cool containers.", "Keep upwind.", rightHeading, "Personal precautions:", "Ventilate the area.",
        "Avoid sparks and flames.", "Cleanup:", "Absorb with sand.", "Dispose of as waste.", "Wash the area."];
      const bytes = await pdfOf((page, font) => {
        left.forEach((line, index) => page.drawText(line, { x: 50, y: 700 - index * 12, size: 9, font }));
        right.forEach((line, index) => page.drawText(line, { x: 310, y: 700 - index * 12, size: 9, font }));
      }, true);
      const [lines] = await linesOf(bytes);
      expect(lines).toEqual([...left, ...right]);
    });
  }

  test("a word after the section word that merely starts like a Roman numeral ('Section is', 'Section Ivory') heads nothing: the rows stay rows", async () => {
    const left = ["Rinse with water.", "Get medical advice.", "Section is: open", "Suitable media:", "Foam, dry powder,", "carbon dioxide."];
    const right = ["Cool containers.", "Keep upwind.", "Section Ivory: closed", "Personal precautions:", "Ventilate the area.", "Avoid sparks."];
    const bytes = await pdfOf((page, font) => {
      left.forEach((line, index) => page.drawText(line, { x: 50, y: 700 - index * 12, size: 9, font }));
      right.forEach((line, index) => page.drawText(line, { x: 310, y: 700 - index * 12, size: 9, font }));
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual(left.map((line, index) => `${line}    ${right[index]}`));
  });

  test("headings whose number stands in a cell of its own before the title ('1    PRODUCT AND COMPANY IDENTIFICATION') head columns", async () => {
    const left = ["1    PRODUCT AND COMPANY", "IDENTIFICATION", "Product Name:    Harbour Air Freshener", "Revision Date:    5/20/2015", "Version:    1",
      "2    HAZARDS IDENTIFICATION", "Route of Entry:    Eyes - Yes", "Target Organs:    Skin, Eyes", "Signal word:    Warning"];
    const right = ["P102 - Keep out of reach of children.", "P103 - Read label before use.", "3    COMPOSITION/INFORMATION", "ON INGREDIENTS",
      "Propane    74-98-6    25-35%", "Acetone    67-64-1    60-70%", "4    FIRST AID MEASURES", "Inhalation:    Move to fresh air.", "Skin Contact:    Wash."];
    const bytes = await pdfOf((page, font) => {
      const draw = (line: string, x: number, y: number) => line.split("    ").forEach((cell, at) => page.drawText(cell, { x: x + at * (/^\d+$/.test(line.split("    ")[0]!) ? 18 : 90), y, size: 9, font }));
      left.forEach((line, index) => draw(line, 40, 700 - index * 12));
      right.forEach((line, index) => draw(line, 308, 700 - index * 12));
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual([...left, ...right]);
  });

  test("headings whose number and its stop stand in a cell of their own before a title in lower case ('1.)    Identification of the', '3.    Zusammensetzung') head columns", async () => {
    const cases = [
      [["1.)    Identification of the", "substance and company", "Trade name    Harbour 60", "Use    press cleaner", "2.)    Composition / information on", "ingredients", "Mixture of hydrocarbons"],
        ["Summon a doctor.", "After skin contact", "Wash off immediately with soap and plenty of water.", "5.)    Fire-fighting measures", "Suitable media    Foam", "6.)    Accidental release measures", "Ventilate the area."]],
      [["1.    Bezeichnung des Stoffs", "Handelsname    Hafen 60", "Verwendung    Reiniger", "2.    Mögliche Gefahren", "Keine besonderen Gefahren", "3.    Zusammensetzung", "Gemisch"],
        ["Arzt hinzuziehen.", "Nach Hautkontakt", "Sofort mit viel Wasser und Seife abwaschen und spülen.", "5)    Maßnahmen zur Brandbekämpfung", "Löschmittel    Schaum", "6)    Maßnahmen bei unbeabsichtigter Freisetzung", "Lüften."]],
    ];
    for (const [left, right] of cases) {
      const bytes = await pdfOf((page, font) => {
        const draw = (line: string, x: number, y: number) => line.split("    ").forEach((cell, at) => page.drawText(cell, { x: x + at * (/^\d+[.)]/.test(line) ? 22 : 90), y, size: 9, font }));
        left!.forEach((line, index) => draw(line, 40, 700 - index * 12));
        right!.forEach((line, index) => draw(line, 308, 700 - index * 12));
      });
      const [lines] = await linesOf(bytes);
      expect(lines).toEqual([...left!, ...right!]);
    }
  });

  test("a table whose rows open with a number cell before a word stays rows (no side numbers sections in order at both edges)", async () => {
    const rows = ["No.    Component    CAS    Weight", "1    WATER    7732-18-5    60", "2    ETHANOL    64-17-5    20", "3    PROPANE    74-98-6    10",
      "4    BUTANE    106-97-8    5", "5    PERFUME    Mixture    5", "6    COLOURANT    Mixture    < 1"];
    const bytes = await pdfOf((page, font) => {
      rows.forEach((line, index) => line.split("    ").forEach((cell, at) => page.drawText(cell, { x: [40, 70, 308, 420][at]!, y: 700 - index * 12, size: 9, font })));
    });
    const [lines] = await linesOf(bytes);
    expect(lines).toEqual(rows);
  });
});
