/**
 * The signal word on Chinese (GB/T 16483 / GB 30000), Japanese (JIS Z 7253) and Korean export sheets: the labels
 * 信号词 / 警示词 (警示語, 信號詞), 注意喚起語 and 신호어 with the words 危险 (危險, 危険) / 警告 and 위험 / 경고, after a
 * full-width colon or none, on the label's line or the next. Synthetic sheets with invented products.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

function parsed(section2: string[]) {
  return parseSds(sheet(["第1部分 化学品及企业标识", "产品名称：清洁剂 X", "第2部分 危险性概述", ...section2, "第3部分 成分/组成信息", "乙醇    64-17-5    10 %"]));
}

describe("CJK signal words after their label", () => {
  test.each([
    ["zh, full-width colon", ["信号词：危险", "危险性说明：H225 高度易燃液体和蒸气"], "DANGER"],
    ["zh, 警示词, no separator", ["警示词警告", "H319 造成严重眼刺激"], "WARNING"],
    ["zh, word on the next line", ["信号词", "警告", "H319 造成严重眼刺激"], "WARNING"],
    ["zh-TW", ["警示語：危險", "H225"], "DANGER"],
    ["ja", ["注意喚起語：危険", "H225 引火性の高い液体および蒸気"], "DANGER"],
    ["ko", ["신호어: 경고", "H319 눈에 심한 자극을 일으킴"], "WARNING"],
  ])("%s", (_case, lines, word) => {
    const result = parsed(lines as string[]);
    expect(result.signal_word).toBe(word as "DANGER" | "WARNING");
    expect(result.evidence.signal_word!.method).not.toBe("derived");
    expect(result.evidence.signal_word!.confidence).toBeGreaterThanOrEqual(0.9);
  });

  test("'none' after the label", () => {
    expect(parsed(["信号词：无", "危险性说明：无"]).signal_word).toBeNull();
  });
});
