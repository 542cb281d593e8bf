import { connect as netConnect, type Socket } from "node:net";
import { connect as tlsConnect } from "node:tls";

/**
 * A small SMTP client (RFC 5321) for the appliance's own mail: smtp:// (plain) or smtps://
 * (implicit TLS), optional AUTH PLAIN from the URL's user info, one recipient, a UTF-8 text body.
 * No STARTTLS, no attachments: a plant's relay is usually on its own network.
 */
export interface Mail { from: string; to: string; subject: string; body: string }

export class SmtpError extends Error {
  constructor(message: string, readonly permanent: boolean) {
    super(message);
  }
}

const ADDRESS = /^[^\s<>@]+@[^\s<>@]+$/;

export async function sendMail(smtpUrl: string, mail: Mail, opts: { timeoutMs?: number; hostname?: string } = {}): Promise<string> {
  for (const a of [mail.from, mail.to]) if (!ADDRESS.test(a)) throw new SmtpError(`not a mail address: ${a}`, true);
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const port = Number(url.port || (secure ? 465 : 25));
  const socket: Socket = secure ? tlsConnect({ host: url.hostname, port, servername: url.hostname }) : netConnect({ host: url.hostname, port });
  socket.setTimeout(opts.timeoutMs ?? 30_000, () => socket.destroy(new SmtpError("the mail server did not answer in time", false)));
  const replies = replyReader(socket);
  try {
    await expect(replies, 220, "greeting");
    socket.write(`EHLO ${opts.hostname ?? "chemsafe"}\r\n`);
    await expect(replies, 250, "EHLO");
    if (url.username) {
      const token = Buffer.from(`\0${decodeURIComponent(url.username)}\0${decodeURIComponent(url.password)}`).toString("base64");
      socket.write(`AUTH PLAIN ${token}\r\n`);
      await expect(replies, 235, "AUTH");
    }
    socket.write(`MAIL FROM:<${mail.from}>\r\n`);
    await expect(replies, 250, "MAIL FROM");
    socket.write(`RCPT TO:<${mail.to}>\r\n`);
    await expect(replies, [250, 251], "RCPT TO");
    socket.write("DATA\r\n");
    await expect(replies, 354, "DATA");
    const messageId = `<${crypto.randomUUID()}@chemsafe>`;
    socket.write(formatMessage(mail, messageId));
    await expect(replies, 250, "message");
    socket.write("QUIT\r\n");
    await replies.next().catch(() => {});
    return messageId;
  } finally {
    socket.destroy();
  }
}

/** Headers (non-ASCII subjects as RFC 2047 words), CRLF line ends, dot-stuffing, the final dot. */
export function formatMessage(mail: Mail, messageId: string, date = new Date()): string {
  const subject = /^[\x20-\x7e]*$/.test(mail.subject) ? mail.subject : `=?UTF-8?B?${Buffer.from(mail.subject).toString("base64")}?=`;
  const body = mail.body.replace(/\r?\n/g, "\r\n").split("\r\n").map((l) => (l.startsWith(".") ? `.${l}` : l)).join("\r\n");
  return [
    `From: ${mail.from}`, `To: ${mail.to}`, `Subject: ${subject.replace(/[\r\n]+/g, " ")}`, `Date: ${date.toUTCString()}`,
    `Message-ID: ${messageId}`, "MIME-Version: 1.0", "Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: 8bit",
    "", body, ".", "",
  ].join("\r\n");
}

interface Reply { code: number; text: string }

/** Yields complete replies ("250-a", "250 b" → one reply). */
function replyReader(socket: Socket) {
  let buffer = "";
  const ready: Reply[] = [];
  let waiting: { resolve: (r: Reply) => void; reject: (e: Error) => void } | null = null;
  let failure: Error | null = null;
  const fail = (err: Error) => {
    failure ??= err;
    waiting?.reject(failure);
    waiting = null;
  };
  socket.on("data", (chunk: Buffer) => {
    buffer += chunk.toString("utf8");
    let lines: string[] = [];
    let end: number;
    while ((end = buffer.indexOf("\r\n")) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      lines.push(line);
      if (/^\d{3}(?: |$)/.test(line)) {
        ready.push({ code: Number(line.slice(0, 3)), text: lines.map((l) => l.slice(4)).join("\n") });
        lines = [];
      }
    }
    if (lines.length) buffer = `${lines.join("\r\n")}\r\n${buffer}`;
    if (waiting && ready.length) {
      waiting.resolve(ready.shift()!);
      waiting = null;
    }
  });
  socket.on("error", (e) => fail(e instanceof SmtpError ? e : new SmtpError(`mail server connection failed: ${e.message}`, false)));
  socket.on("close", () => fail(new SmtpError("the mail server closed the connection", false)));
  return {
    next(): Promise<Reply> {
      if (ready.length) return Promise.resolve(ready.shift()!);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => (waiting = { resolve, reject }));
    },
  };
}

async function expect(replies: ReturnType<typeof replyReader>, want: number | number[], step: string): Promise<void> {
  const r = await replies.next();
  if ((Array.isArray(want) ? want : [want]).includes(r.code)) return;
  throw new SmtpError(`${step}: the mail server answered ${r.code} ${r.text}`, r.code >= 500);
}
