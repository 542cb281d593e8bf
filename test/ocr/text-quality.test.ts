import { describe, expect, test } from "bun:test";
import { judgePageText } from "../../src/shared/pdf/text-quality";

const english = `SECTION 1: IDENTIFICATION OF THE SUBSTANCE AND OF THE COMPANY. Product name: Spackling paste for interior walls.
Recommended use: filling holes and cracks in drywall and plaster. Supplier: Example Paints Incorporated, Baltimore.
SECTION 2: HAZARDS IDENTIFICATION. This mixture is not classified as hazardous according to the standard.`;
/** The same text through a font whose codes are shifted by 29, as dap_drydex_spackling_garbled_font.pdf has it. */
const shifted = [...english].map((c) => (c.charCodeAt(0) > 61 ? String.fromCharCode(c.charCodeAt(0) - 29) : c)).join("");

describe("a page's text layer is judged from its characters", () => {
  test("language reads as usable", () => {
    expect(judgePageText(english)).toEqual({ usable: true });
    expect(judgePageText(`ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens. Handelsname: Quecksilber Fungizid.
Relevante identifizierte Verwendungen des Stoffs oder Gemischs und Verwendungen, von denen abgeraten wird: Pflanzenschutzmittel.`)).toEqual({ usable: true });
    expect(judgePageText("第1部分 化学品及企业标识 产品名称 纽扣电池 生产企业 深圳市新力电池有限公司 地址 广东省深圳市 电话 传真 邮编 电子邮件 紧急联系电话 推荐用途 限制用途 第2部分 危险性概述 紧急情况概述 本品不属于危险化学品 物理和化学危险 健康危害 环境危害".repeat(2))).toEqual({ usable: true });
  });

  test("a shifted font encoding is not language", () => {
    expect(shifted).toContain("6(&7,21"); // "SECTION" as such a font yields it
    expect(judgePageText(shifted)).toEqual({ usable: false, reason: "not_language" });
  });

  test("private-use and replacement characters are not language", () => {
    expect(judgePageText("\ue001\ue002\ue003 \ufffd\ufffd ".repeat(40))).toEqual({ usable: false, reason: "not_language" });
  });

  test("under 100 characters is no text layer", () => {
    expect(judgePageText("Page 3 of 3")).toEqual({ usable: false, reason: "no_text" });
  });

  test("a page of part numbers is not mistaken for garbage", () => {
    const models = "TZe-111 TZe-111V TZe-121 TZe-1215PK HGe-131 HGe-1315PK HGe-131V TZ-N201 TZ-N211 TZ-S111 TZ-S121 AFG MQL MQP CIV ".repeat(4);
    expect(judgePageText(`PRODUCT SAFETY INFORMATION SHEET Model Number List ${models}`)).toEqual({ usable: true });
  });
});
