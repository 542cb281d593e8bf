import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A throw-away certificate authority and one server certificate it signed, in a temp folder. */
export interface TlsFixture {
  dir: string;
  /** PEM of the CA: what IMPORT_CA_FILE points at. */
  caFile: string;
  cert: string;
  key: string;
  /** Another server certificate from the same CA, valid only for `names`. */
  issue(names: string[]): { cert: string; key: string };
  cleanup(): void;
}

/** Names the leaf certificate is valid for; the tests map them to 127.0.0.1 with their own DNS. */
export const TEST_HOSTS = ["localhost", "sds-mirror.test", "provider.test", "ppls.test", "labels.test", "files.example.com"];

function openssl(dir: string, args: string[]): void {
  const run = Bun.spawnSync(["openssl", ...args], { cwd: dir, stderr: "pipe", stdout: "pipe" });
  if (run.exitCode !== 0) throw new Error(`openssl ${args[0]} failed: ${run.stderr.toString()}`);
}

/** Generates a CA and a leaf for TEST_HOSTS and 127.0.0.1 with openssl (keys never leave the temp folder). */
export function createTlsFixture(): TlsFixture {
  const dir = mkdtempSync(join(tmpdir(), "chemsafe-tls-"));
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  openssl(dir, ["req", "-x509", ...ec, "-keyout", "ca.key", "-out", "ca.pem", "-days", "2", "-subj", "/CN=chemsafe test CA",
    "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign"]);
  let serial = 0;
  const issue = (sans: string[]) => {
    const name = `leaf${serial++}`;
    openssl(dir, ["req", ...ec, "-keyout", `${name}.key`, "-out", `${name}.csr`, "-subj", "/CN=chemsafe test server"]);
    writeFileSync(join(dir, `${name}.ext`), `subjectAltName=${sans.join(",")}\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`);
    openssl(dir, ["x509", "-req", "-in", `${name}.csr`, "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial", "-out", `${name}.pem`, "-days", "2", "-extfile", `${name}.ext`]);
    return { cert: readFileSync(join(dir, `${name}.pem`), "utf8"), key: readFileSync(join(dir, `${name}.key`), "utf8") };
  };
  const main = issue([...TEST_HOSTS.map((h) => `DNS:${h}`), "IP:127.0.0.1", "IP:::1"]);
  return {
    dir, caFile: join(dir, "ca.pem"), ...main,
    issue: (names) => issue(names.map((n) => `DNS:${n}`)),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
