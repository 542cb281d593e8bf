import { describe, expect, test } from "bun:test";
import { AppError } from "../../src/shared/errors";
import { checkUrl, pickAddress, type OutboundPolicy } from "../../src/shared/safe-download/url-policy";

const strict: OutboundPolicy = { allowedHosts: [] };
const mirror: OutboundPolicy = { allowedHosts: ["sds-mirror.test", "10.1.2.3", "fd00::5"] };

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe("URL_NOT_ALLOWED");
    expect((err as AppError).status).toBe(422);
    return (err as AppError).message;
  }
  throw new Error("expected a refusal");
}

describe("checkUrl refuses without DNS", () => {
  test.each([
    "http://example.com/sds.pdf",
    "file:///etc/passwd",
    "ftp://example.com/a.pdf",
    "gopher://example.com/",
    "data:application/pdf;base64,JVBERi0=",
    "https://user:secret@example.com/a.pdf",
    "https://user@example.com/a.pdf",
    "https://example.com:8443/a.pdf",
    "https://example.com:80/a.pdf",
    "https://localhost/a.pdf",
    "https://LOCALHOST./a.pdf",
    "https://printer.localhost/a.pdf",
    "https://127.0.0.1/a.pdf",
    "https://127.1/a.pdf",
    "https://2130706433/a.pdf",
    "https://0x7f.1/a.pdf",
    "https://017700000001/a.pdf",
    "https://[::1]/a.pdf",
    "https://[::ffff:127.0.0.1]/a.pdf",
    "https://[::ffff:169.254.169.254]/latest/meta-data",
    "https://[64:ff9b::7f00:1]/a.pdf",
    "https://169.254.169.254/latest/meta-data",
    "https://10.0.0.1/a.pdf",
    "https://192.168.0.10/a.pdf",
    "https://172.20.0.1/a.pdf",
    "https://100.64.0.1/a.pdf",
    "https://[fd00::1]/a.pdf",
    "https://[fe80::1]/a.pdf",
    "https://0.0.0.0/a.pdf",
    "https://224.0.0.1/a.pdf",
    "not a url",
    "/relative/path.pdf",
  ])("%s", (url) => {
    refusal(() => checkUrl(url, strict));
  });

  test("the reason is in the message", () => {
    expect(refusal(() => checkUrl("http://example.com/", strict))).toContain("only https");
    expect(refusal(() => checkUrl("https://a:b@example.com/", strict))).toContain("credentials");
    expect(refusal(() => checkUrl("https://10.0.0.1/", strict))).toContain("private");
    expect(refusal(() => checkUrl("https://example.com:8443/", strict))).toContain("port 8443");
  });
});

describe("checkUrl accepts", () => {
  test("a public https URL on 443", () => {
    const c = checkUrl("https://www.Example.com./sds/a.pdf?x=1", strict);
    expect(c.host).toBe("www.example.com");
    expect(c.port).toBe(443);
    expect(c.literal).toBeNull();
    expect(c.allowed).toBe(false);
  });

  test("a public IP literal", () => {
    expect(checkUrl("https://8.8.8.8/a.pdf", strict).literal).not.toBeNull();
  });

  test("an allowed host on any port, and allowed IP literals in any spelling", () => {
    expect(checkUrl("https://sds-mirror.test:8443/a.pdf", mirror).allowed).toBe(true);
    expect(checkUrl("https://10.1.2.3:9000/a.pdf", mirror).allowed).toBe(true);
    expect(checkUrl("https://0x0a010203/a.pdf", mirror).allowed).toBe(true);
    expect(checkUrl("https://[fd00:0::5]/a.pdf", mirror).allowed).toBe(true);
  });

  test("an allowed host still needs https and no credentials, and never reaches link-local", () => {
    refusal(() => checkUrl("http://sds-mirror.test/a.pdf", mirror));
    refusal(() => checkUrl("https://u:p@sds-mirror.test/a.pdf", mirror));
    refusal(() => checkUrl("https://169.254.169.254/", { allowedHosts: ["169.254.169.254"] }));
  });

  test("http only when the policy says so (operator-configured endpoints)", () => {
    expect(checkUrl("http://provider.test/search", { allowedHosts: [], allowHttp: true }).port).toBe(80);
    refusal(() => checkUrl("http://provider.test:8080/search", { allowedHosts: [], allowHttp: true }));
  });
});

describe("pickAddress checks every resolved address", () => {
  const named = () => checkUrl("https://files.example.com/a.pdf", strict);
  const allowedName = () => checkUrl("https://sds-mirror.test/a.pdf", mirror);

  test("all public → the first one", () => {
    expect(pickAddress(named(), ["93.184.216.34", "2606:2800:220:1::1"]).family).toBe(4);
  });

  test("one private address among public ones refuses the host", () => {
    refusal(() => pickAddress(named(), ["93.184.216.34", "10.0.0.7"]));
    refusal(() => pickAddress(named(), ["2606:2800:220:1::1", "::ffff:127.0.0.1"]));
    refusal(() => pickAddress(named(), ["64:ff9b::a9fe:a9fe"]));
  });

  test("an allowed host may resolve to loopback or private, never to link-local", () => {
    expect(pickAddress(allowedName(), ["127.0.0.1"]).family).toBe(4);
    expect(pickAddress(allowedName(), ["10.9.8.7", "fd12::1"]).family).toBe(4);
    refusal(() => pickAddress(allowedName(), ["169.254.169.254"]));
    refusal(() => pickAddress(allowedName(), ["ff02::1"]));
  });

  test("an empty answer is an upstream failure, garbage is refused", () => {
    expect(() => pickAddress(named(), [])).toThrow(expect.objectContaining({ code: "UPSTREAM_ERROR" }));
    refusal(() => pickAddress(named(), ["not-an-ip"]));
  });
});
