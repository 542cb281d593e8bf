import { describe, expect, test } from "bun:test";
import { classifyAddress, formatAddress, parseIpLiteral, parseIpv4, parseIpv6, type AddressKind } from "../../src/shared/safe-download/ip-address";

const kindOf = (text: string): AddressKind | "not-an-address" => {
  const p = parseIpLiteral(text);
  return p ? classifyAddress(p) : "not-an-address";
};

describe("IPv4 in every spelling", () => {
  test.each([
    ["127.0.0.1", "127.0.0.1"],
    ["2130706433", "127.0.0.1"],
    ["0x7f.1", "127.0.0.1"],
    ["0x7f000001", "127.0.0.1"],
    ["017700000001", "127.0.0.1"],
    ["0177.0.0.1", "127.0.0.1"],
    ["127.1", "127.0.0.1"],
    ["127.0.1", "127.0.0.1"],
    ["0x7F.0.0.0x1", "127.0.0.1"],
    ["127.0.0.1.", "127.0.0.1"],
    ["0", "0.0.0.0"],
    ["0x", "0.0.0.0"],
    ["169.254.43518", "169.254.169.254"],
    ["0xa9fea9fe", "169.254.169.254"],
    ["4294967295", "255.255.255.255"],
    ["10.0.0.1", "10.0.0.1"],
  ])("%s → %s", (text, dotted) => {
    const bytes = parseIpv4(text);
    expect(bytes).not.toBeNull();
    expect(formatAddress({ family: 4, bytes: bytes! })).toBe(dotted);
  });

  test.each(["4294967296", "256.0.0.1", "1.2.3.4.5", "08.0.0.1", "0x1g", "1..2", "", "example.com", "1.2.3.-1", "cafe", "1.2.65536"])(
    "%p is not an IPv4 address",
    (text) => expect(parseIpv4(text)).toBeNull(),
  );
});

describe("IPv6 parsing", () => {
  test.each([
    ["::1", "::1"],
    ["[::1]", "::1"],
    ["0:0:0:0:0:0:0:1", "::1"],
    ["::", "::"],
    ["::ffff:127.0.0.1", "::ffff:7f00:1"],
    ["::FFFF:7F00:1", "::ffff:7f00:1"],
    ["fe80::1%eth0", "fe80::1"],
    ["2001:db8:0:0:1:0:0:1", "2001:db8::1:0:0:1"],
    ["64:ff9b::10.0.0.1", "64:ff9b::a00:1"],
    ["2606:4700:4700::1111", "2606:4700:4700::1111"],
  ])("%s → %s", (text, canonical) => {
    const bytes = parseIpv6(text);
    expect(bytes).not.toBeNull();
    expect(formatAddress({ family: 6, bytes: bytes! })).toBe(canonical);
  });

  test.each([":::", "1::2::3", "1:2:3:4:5:6:7:8:9", "12345::", "::ffff:1.2.3", "::ffff:1.2.3.256", "g::1", "1:2:3:4:5:6:7", "127.0.0.1"])(
    "%p is not an IPv6 address",
    (text) => expect(parseIpv6(text)).toBeNull(),
  );
});

describe("classification", () => {
  test.each<[string, AddressKind]>([
    // IPv4
    ["127.0.0.1", "loopback"], ["127.255.255.254", "loopback"], ["2130706433", "loopback"], ["0x7f.1", "loopback"],
    ["017700000001", "loopback"], ["10.0.0.1", "private"], ["172.16.0.1", "private"], ["172.31.255.255", "private"],
    ["192.168.1.1", "private"], ["100.64.0.1", "cgnat"], ["100.127.255.255", "cgnat"], ["169.254.169.254", "link-local"],
    ["0.0.0.0", "unspecified"], ["0.1.2.3", "unspecified"], ["224.0.0.1", "multicast"], ["239.255.255.250", "multicast"],
    ["255.255.255.255", "reserved"], ["240.0.0.1", "reserved"], ["192.0.2.10", "reserved"], ["198.18.0.1", "reserved"],
    ["192.0.0.8", "reserved"],
    ["8.8.8.8", "public"], ["172.15.255.255", "public"], ["172.32.0.0", "public"], ["100.63.255.255", "public"],
    ["100.128.0.0", "public"], ["169.253.255.255", "public"], ["11.0.0.1", "public"], ["192.169.0.1", "public"],
    // IPv6
    ["::1", "loopback"], ["::", "unspecified"], ["fd00::1", "unique-local"], ["fc00::1", "unique-local"],
    ["fe80::1", "link-local"], ["febf::1", "link-local"], ["fec0::1", "private"], ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "loopback"], ["::ffff:7f00:1", "loopback"], ["::ffff:10.0.0.1", "private"],
    ["::ffff:169.254.169.254", "link-local"], ["::ffff:8.8.8.8", "public"], ["::127.0.0.1", "loopback"],
    ["64:ff9b::127.0.0.1", "loopback"], ["64:ff9b::7f00:1", "loopback"], ["64:ff9b::a9fe:a9fe", "link-local"],
    ["64:ff9b::10.0.0.1", "private"], ["64:ff9b::8.8.8.8", "public"], ["64:ff9b:1::1", "private"],
    ["2002:7f00:1::1", "loopback"], ["2002:0a00:0001::", "private"], ["2002:0808:0808::1", "public"],
    ["2001::1", "reserved"], ["2001:db8::1", "reserved"], ["100::1", "reserved"], ["3fff::1", "public"],
    ["2606:4700:4700::1111", "public"], ["2a00:1450:4001:80b::200e", "public"], ["4000::1", "reserved"],
  ])("%s is %s", (text, kind) => expect(kindOf(text)).toBe(kind));

  test("host names are not addresses", () => {
    for (const name of ["localhost", "sds-mirror.test", "example.com", "xn--bcher-kva.example"]) expect(kindOf(name)).toBe("not-an-address");
  });
});
