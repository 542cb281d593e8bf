import type { Socket, TCPSocketListener } from "bun";

export interface ReceivedMail { from: string; to: string[]; data: string }

/**
 * A local SMTP server for tests: speaks enough RFC 5321 for the appliance's client and keeps what
 * it receives. `stallOnData` makes it go silent after DATA (a mail server that hangs mid-message);
 * `reject` answers RCPT TO with that reply (e.g. "550 no such user").
 */
export class FakeSmtp {
  readonly received: ReceivedMail[] = [];
  stallOnData = false;
  reject: string | null = null;
  private server: TCPSocketListener<{ buf: string; mail: ReceivedMail | null; inData: boolean }>;
  private stalledWaiters: (() => void)[] = [];
  stalled = 0;

  constructor() {
    this.server = Bun.listen({
      hostname: "127.0.0.1", port: 0,
      socket: {
        open: (s) => {
          s.data = { buf: "", mail: null, inData: false };
          s.write("220 fake.smtp ESMTP\r\n");
        },
        data: (s, chunk) => this.onData(s, chunk.toString()),
      },
    });
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.server.port}`;
  }

  /** Resolves once a client has been left hanging after DATA. */
  whenStalled(): Promise<void> {
    return this.stalled > 0 ? Promise.resolve() : new Promise((r) => this.stalledWaiters.push(r));
  }

  stop(): void {
    this.server.stop(true);
  }

  private onData(s: Socket<{ buf: string; mail: ReceivedMail | null; inData: boolean }>, text: string): void {
    const st = s.data;
    st.buf += text;
    if (st.inData) {
      const end = st.buf.indexOf("\r\n.\r\n");
      if (end < 0) return;
      st.mail!.data = st.buf.slice(0, end);
      this.received.push(st.mail!);
      st.buf = st.buf.slice(end + 5);
      st.inData = false;
      st.mail = null;
      s.write("250 queued\r\n");
    }
    let i: number;
    while (!st.inData && (i = st.buf.indexOf("\r\n")) >= 0) {
      const line = st.buf.slice(0, i);
      st.buf = st.buf.slice(i + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === "EHLO") s.write("250-fake.smtp\r\n250 8BITMIME\r\n");
      else if (verb === "MAIL") {
        st.mail = { from: line.slice(line.indexOf("<") + 1, line.indexOf(">")), to: [], data: "" };
        s.write("250 ok\r\n");
      } else if (verb === "RCPT") {
        if (this.reject) s.write(`${this.reject}\r\n`);
        else {
          st.mail!.to.push(line.slice(line.indexOf("<") + 1, line.indexOf(">")));
          s.write("250 ok\r\n");
        }
      } else if (verb === "DATA") {
        if (this.stallOnData) {
          this.stalled++;
          for (const w of this.stalledWaiters.splice(0)) w();
          return;
        }
        st.inData = true;
        s.write("354 go ahead\r\n");
        if (st.buf) this.onData(s, "");
      } else if (verb === "QUIT") {
        s.write("221 bye\r\n");
        s.end();
      } else s.write("500 unknown\r\n");
    }
  }
}
