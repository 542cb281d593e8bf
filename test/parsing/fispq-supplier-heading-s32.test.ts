/**
 * Brazil's FISPQ (NBR 14725) names the sheet "Ficha de Informações de Segurança de Produtos Químicos": its 1.3 heading
 * "Detalhes do fornecedor da ficha de informações de segurança" was not known as a supplier heading, so the company
 * beside it after a column gap was not read, and one space after it the heading became part of the name (session 32,
 * fresh batch). Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const fispq = (supplierLines: string[]) => parseSds(sheet([
  "FICHA DE INFORMAÇÕES DE SEGURANÇA DE PRODUTOS QUÍMICOS",
  "Seção 1. Identificação do produto e da empresa",
  "Nome da substância ou mistura : TINTA PORTO ZARCÃO",
  ...supplierLines,
  "Telefone: 0800-000-0000",
  "Seção 2. Identificação de perigos",
  "Palavra de advertência : Atenção",
  "H226 Líquido e vapores inflamáveis.",
  "Seção 3. Composição e informações sobre os ingredientes",
  "Xileno 1330-20-7 10-20 %",
  "Seção 4. Medidas de primeiros-socorros",
]));

describe("the FISPQ's supplier heading", () => {
  test.each([
    ["the company after a column gap", ["Detalhes do fornecedor da ficha de informações de segurança    Tintas Porto Ltda - Divisão Decorativas"]],
    ["the company one space after it", ["Detalhes do fornecedor da ficha de informações de segurança Tintas Porto Ltda - Divisão Decorativas Fábrica 1 - Av. do Porto, 2100"]],
    ["the company below it", ["Detalhes do fornecedor da ficha de informações de segurança", "Tintas Porto Ltda", "Av. do Porto, 2100 - São Paulo"]],
  ])("%s", (_case, lines) => {
    expect(fispq(lines).manufacturer).toBe("Tintas Porto Ltda");
  });
});

describe("the FISPQ's trade name 'of the substance or mixture'", () => {
  test("is the name, not the identification's sentence above it", () => {
    const parsed = parseSds(sheet([
      "FICHA DE INFORMAÇÕES DE SEGURANÇA DE PRODUTOS QUÍMICOS",
      "1. IDENTIFICAÇÃO DO PRODUTO",
      "Identificação da substância ou mistura: Este produto químico é uma mistura em pó.",
      "Nome comercial da substância ou mistura: Lava Roupas Porto",
      "Principais usos recomendados: Detergente em pó.",
      "2. IDENTIFICAÇÃO DE PERIGOS",
      "Palavra de advertência: Atenção",
      "H315 Provoca irritação à pele.",
      "3. COMPOSIÇÃO E INFORMAÇÕES SOBRE OS INGREDIENTES",
      "Carbonato de sódio 497-19-8 10-20 %",
      "4. MEDIDAS DE PRIMEIROS-SOCORROS",
    ]));
    expect(parsed.product_name).toBe("Lava Roupas Porto");
  });
});
