/**
 * Reads PDFs in separate reader processes, so no document can take the server down.
 *
 * Each reader is a child process (pdf-reader.process.ts). The memory ceiling is enforced by this pool: a
 * reader whose resident memory grows by more than it while reading a document (read from /proc every 25 ms), or
 * that runs past its time cap, is killed, and only the document it was reading fails. The ceiling counts what a
 * document adds: a reader that parses keeps the parser's compiled vocabulary between documents (~250 MB once it has
 * parsed a few dozen sheets), and counted whole, that would fail ordinary sheets. A reader that holds more than the
 * ceiling between documents is replaced, so no reader holds more than twice the ceiling. Behind that, the kernel refuses a reader any memory
 * past a backstop (RLIMIT_DATA through `ulimit -d`, set before the child starts). The backstop cannot be the
 * ceiling itself: under a data limit below ~2.5 GB, Bun's JavaScript engine falls back to an allocation mode
 * 8-10× slower (measured on pdf.js reading text), so it is 4× the ceiling and at least 4 GB. Readers are
 * kept warm between documents and started again after a failure.
 *
 * Several readers serve at once, and a waiting document is taken by owner (company) in turn: the owner with
 * the fewest documents being read goes first, so one company's hostile files cannot hold up another's.
 */
import { readFileSync } from "node:fs";
import { setPriority } from "node:os";
import type { Subprocess } from "bun";
import { PdfReadError } from "./pdf-errors.ts";
import type { OcrRequest, ParseRequest, PdfReaderReply, PdfReaderRequest } from "./pdf-reader-protocol.ts";
import { readerCommand, type ReaderWork } from "./pdf-reader-command.ts";
import type { OcrPageOutcome } from "../ocr/ocr-page.ts";
import type { PdfText } from "./pdf-text.ts";

export interface PdfReaderLimits {
  /** Reader processes (documents read at the same time). */
  readers: number;
  /** Memory ceiling of one reader process. */
  memoryBytes: number;
  maxPages: number;
  timeoutMs: number;
  maxDecodedBytes: number;
  maxTextChars: number;
  /**
   * What `timeoutMs` counts: wall-clock time (default), or the reader's processor time ("cpu", for OCR: a page
   * of a niced reader on a busy machine waits for the processor without being any costlier, and a loop still
   * burns processor time). A wall-clock backstop of CPU_WALL_FACTOR × the budget stays.
   */
  timeBudget?: "wall" | "cpu";
  /** Scheduling priority of the readers (0–19; higher yields the processor to the server and typed PDFs). */
  nice?: number;
}

export interface PdfReadRequest {
  /** The file to read (a blob or a staged upload); the reader opens it itself. */
  path: string;
  /** Whose document it is (a company id): waiting documents are taken by owner in turn. */
  owner?: string | null;
  maxPages?: number;
  timeoutMs?: number;
}

/** A text read and parsed in the reader (`readAndParse`): `parsed` is what the reader's parser gave, in `parseMs`. */
export type ReadAndParsed = { text: PdfText; parsed: unknown; parseMs: number };
type Answer = PdfText | OcrPageOutcome | ReadAndParsed;

type Log = { warn(msg: string, fields?: Record<string, unknown>): void; debug(msg: string, fields?: Record<string, unknown>): void };

interface Pending {
  request: PdfReadRequest & { ocr?: OcrRequest; parse?: ParseRequest };
  owner: string;
  resolve(answer: Answer): void;
  reject(error: Error): void;
}

interface Reader {
  proc: Subprocess<"pipe", "pipe", "pipe">;
  /** The document being read, or null when idle. */
  current: (Pending & { id: number; timer: Timer; watchdog: Timer; replied: boolean; cpuAtStart: number; rssAtStart: number; timeoutMs: number }) | null;
  stderrTail: string;
}

/** Time a reader gets past its own time cap to answer before it is killed. */
const GRACE_MS = 2_000;
const WATCH_EVERY_MS = 25;
/** With a processor-time budget, the wall-clock time a request may take at most (a reader starved by load). */
const CPU_WALL_FACTOR = 10;
const GB = 1024 * 1024 * 1024;
/** The kernel's limit behind the pool's ceiling (see above). */
const backstopBytes = (ceiling: number) => Math.max(4 * GB, 4 * ceiling);
/** A reply is the text of at most maxTextChars characters plus positions; anything far larger is not a reply. */
const replyCap = (limits: PdfReaderLimits) => limits.maxTextChars * 16 + 16 * 1024 * 1024;

export class PdfReaderPool {
  private readonly readers: Reader[] = [];
  private readonly waiting: Pending[] = [];
  private readonly inFlightByOwner = new Map<string, number>();
  /** When each owner last had a document started (a counter): the longest-waiting owner goes first. */
  private readonly lastStartedByOwner = new Map<string, number>();
  private starts = 0;
  private nextId = 1;
  private stopped = false;

  constructor(private readonly limits: PdfReaderLimits, private readonly log: Log) {}

  read(request: PdfReadRequest): Promise<PdfText> {
    return this.enqueue(request) as Promise<PdfText>;
  }

  /**
   * Reads a document's text and parses it in the reader (the parser the reader process was started with: an SDS's).
   * The parse shares the document's time and memory caps, and never runs on the caller's thread: a text that holds
   * the parser for long costs a reader, which the time cap stops, not the server.
   */
  readAndParse(request: PdfReadRequest & { parse: ParseRequest }): Promise<ReadAndParsed> {
    return this.enqueue(request) as Promise<ReadAndParsed>;
  }

  /**
   * Reads one page by OCR (ocr-page.ts). Same caps and guards as reading text; `timeoutMs` is the page's own
   * time budget. The answer names why a page gave no text (no image on it, nothing recognised).
   */
  ocrPage(request: PdfReadRequest & { ocr: OcrRequest }): Promise<OcrPageOutcome> {
    return this.enqueue(request) as Promise<OcrPageOutcome>;
  }

  private enqueue(request: PdfReadRequest & { ocr?: OcrRequest; parse?: ParseRequest }): Promise<Answer> {
    if (this.stopped) return Promise.reject(new PdfReadError("reader_crashed", "the appliance is stopping; the PDF was not read"));
    return new Promise<Answer>((resolve, reject) => {
      this.waiting.push({ request, owner: request.owner ?? "", resolve, reject });
      this.pump();
    });
  }

  /** Process ids of the running readers (health and tests). */
  readerPids(): number[] {
    return this.readers.map((r) => r.proc.pid);
  }

  /** Kills every reader; documents still waiting fail. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const pending of this.waiting.splice(0)) pending.reject(new PdfReadError("reader_crashed", "the appliance is stopping; the PDF was not read"));
    const exits = this.readers.map((reader) => {
      reader.proc.kill("SIGKILL");
      return reader.proc.exited.catch(() => {});
    });
    await Promise.all(exits);
  }

  /** Starts waiting documents on idle readers, starting readers up to the configured number. */
  private pump(): void {
    while (this.waiting.length > 0) {
      const reader = this.readers.find((r) => r.current === null);
      if (reader) {
        this.dispatch(reader, this.takeNext());
        continue;
      }
      if (this.readers.length >= this.limits.readers) return;
      // A new reader is started for the work of the document it takes first (its engine's tiers, pdf-reader-command.ts).
      const next = this.takeNext();
      this.dispatch(this.startReader(next.request.ocr ? "ocr" : "text"), next);
    }
  }

  /**
   * Round robin by owner: the waiting document whose owner has the fewest documents being read, then the
   * owner whose last document started longest ago; the earliest document among equals.
   */
  private takeNext(): Pending {
    const rank = (p: Pending) => [this.inFlight(p.owner), this.lastStartedByOwner.get(p.owner) ?? -1] as const;
    let best = 0;
    for (let i = 1; i < this.waiting.length; i++) {
      const [flight, last] = rank(this.waiting[i]!);
      const [bestFlight, bestLast] = rank(this.waiting[best]!);
      if (flight < bestFlight || (flight === bestFlight && last < bestLast)) best = i;
    }
    const next = this.waiting.splice(best, 1)[0]!;
    this.lastStartedByOwner.set(next.owner, ++this.starts);
    return next;
  }

  private inFlight(owner: string): number {
    return this.inFlightByOwner.get(owner) ?? 0;
  }

  private startReader(work: ReaderWork): Reader {
    const { cmd, refused } = readerCommand(work, backstopBytes(this.limits.memoryBytes));
    if (refused.length > 0) this.log.warn("this runtime refuses the PDF reader's engine options; the reader starts without them (slower)", { refused });
    const proc = Bun.spawn({
      cmd,
      stdin: "pipe", stdout: "pipe", stderr: "pipe",
    });
    if (this.limits.nice) {
      try {
        setPriority(proc.pid, this.limits.nice);
      } catch {
        // Not permitted here: the reader runs at the server's priority.
      }
    }
    const reader: Reader = { proc, current: null, stderrTail: "" };
    this.readers.push(reader);
    void this.readReplies(reader);
    void this.readStderr(reader);
    void proc.exited.then((code) => this.onExit(reader, code, proc.signalCode === null ? null : String(proc.signalCode)));
    return reader;
  }

  private dispatch(reader: Reader, pending: Pending): void {
    const id = this.nextId++;
    const timeoutMs = pending.request.timeoutMs ?? this.limits.timeoutMs;
    const wallMs = this.limits.timeBudget === "cpu" ? timeoutMs * CPU_WALL_FACTOR : timeoutMs;
    const timer = setTimeout(() => this.fail(reader, new PdfReadError("timeout",
      `${pending.request.parse ? "reading and parsing" : "reading"} the PDF took longer than ${Math.round(wallMs / 1000)} s; it was not read`)), wallMs + GRACE_MS);
    const watchdog = setInterval(() => this.watch(reader), WATCH_EVERY_MS);
    reader.current = {
      ...pending, id, timer, watchdog, replied: false, cpuAtStart: processorMs(reader.proc.pid) ?? 0, rssAtStart: residentBytes(reader.proc.pid) ?? 0, timeoutMs,
    };
    this.inFlightByOwner.set(pending.owner, this.inFlight(pending.owner) + 1);
    const message: PdfReaderRequest = {
      id, path: pending.request.path, ocr: pending.request.ocr, parse: pending.request.parse,
      opts: {
        // The reader's own check counts wall-clock time: under a processor-time budget, that is the backstop.
        maxPages: pending.request.maxPages ?? this.limits.maxPages, timeoutMs: wallMs, maxDecodedBytes: this.limits.maxDecodedBytes,
        maxTextChars: this.limits.maxTextChars,
      },
    };
    reader.proc.stdin.write(`${JSON.stringify(message)}\n`);
    reader.proc.stdin.flush();
  }

  /** Ends the current document of a reader with `outcome`, and frees the reader for the next one. */
  private settle(reader: Reader, outcome: { answer: Answer } | { error: Error }): void {
    const current = reader.current;
    if (!current) return;
    clearTimeout(current.timer);
    clearInterval(current.watchdog);
    reader.current = null;
    const left = this.inFlight(current.owner) - 1;
    if (left > 0) this.inFlightByOwner.set(current.owner, left);
    else this.inFlightByOwner.delete(current.owner);
    if ("answer" in outcome) current.resolve(outcome.answer);
    else current.reject(outcome.error);
    queueMicrotask(() => this.pump());
  }

  /** Fails the current document and kills its reader (a time-out, the memory ceiling, a reply out of bounds). */
  private fail(reader: Reader, error: PdfReadError): void {
    this.log.warn("PDF reader stopped", { reason: error.kind, pid: reader.proc.pid });
    this.retire(reader);
    reader.proc.kill("SIGKILL");
    this.settle(reader, { error });
  }

  /** Takes a reader out of the pool: the next document gets a fresh process. */
  private retire(reader: Reader): void {
    const at = this.readers.indexOf(reader);
    if (at >= 0) this.readers.splice(at, 1);
  }

  /** The memory ceiling, and a processor-time budget where the pool counts one. */
  private watch(reader: Reader): void {
    const current = reader.current;
    if (current && this.limits.timeBudget === "cpu") {
      const used = (processorMs(reader.proc.pid) ?? 0) - current.cpuAtStart;
      if (used > current.timeoutMs) {
        this.fail(reader, new PdfReadError("timeout", `reading the PDF took more than ${(current.timeoutMs / 1000).toLocaleString("en-US", { maximumFractionDigits: 1 })} s of processor time; it was not read`));
        return;
      }
    }
    const rss = residentBytes(reader.proc.pid);
    if (!current || rss === null || rss - current.rssAtStart <= this.limits.memoryBytes) return;
    this.fail(reader, new PdfReadError("out_of_memory",
      `reading the PDF needed more than ${Math.round(this.limits.memoryBytes / 1024 / 1024)} MB of memory; it was not read`));
  }

  private async readReplies(reader: Reader): Promise<void> {
    const decoder = new TextDecoder();
    const cap = replyCap(this.limits);
    let parts: string[] = [];
    let size = 0;
    try {
      for await (const chunk of reader.proc.stdout) {
        let text = decoder.decode(chunk, { stream: true });
        for (let newline = text.indexOf("\n"); newline >= 0; newline = text.indexOf("\n")) {
          parts.push(text.slice(0, newline));
          this.onReply(reader, parts.join(""));
          parts = [];
          size = 0;
          text = text.slice(newline + 1);
        }
        parts.push(text);
        size += text.length;
        if (size > cap) {
          this.fail(reader, new PdfReadError("too_much_text", "the PDF reader's answer was larger than any document's text may be; it was not read"));
          return;
        }
      }
    } catch {
      // The pipe broke: the exit handler reports it.
    }
  }

  private onReply(reader: Reader, line: string): void {
    const current = reader.current;
    let reply: PdfReaderReply;
    try {
      reply = JSON.parse(line) as PdfReaderReply;
    } catch {
      if (current) this.fail(reader, new PdfReadError("reader_crashed", "the PDF reader answered something that is not a reply; the PDF was not read"));
      return;
    }
    if (!current || reply.id !== current.id) return;
    current.replied = true;
    if (reply.ok) {
      const answer = "ocr" in reply ? reply.ocr : current.request.parse ? { text: reply.text, parsed: reply.parsed, parseMs: reply.parseMs ?? 0 } : reply.text;
      // A reader that now holds more than the ceiling serves no more documents: it exits once its input is closed.
      if ((residentBytes(reader.proc.pid) ?? 0) > this.limits.memoryBytes) {
        this.retire(reader);
        reader.proc.stdin.end();
      }
      this.settle(reader, { answer });
      return;
    }
    // The reader exits after a failure (see pdf-reader.process.ts): take it out of the pool now.
    this.retire(reader);
    this.settle(reader, { error: new PdfReadError(reply.kind, reply.message) });
  }

  private async readStderr(reader: Reader): Promise<void> {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of reader.proc.stderr) {
        reader.stderrTail = (reader.stderrTail + decoder.decode(chunk, { stream: true })).slice(-2000);
      }
    } catch {
      // Gone with the process.
    }
  }

  private onExit(reader: Reader, code: number | null, signal: string | null): void {
    this.retire(reader);
    const current = reader.current;
    if (!current) return;
    const how = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
    const outOfMemory = /out of memory|allocation failed|oom/i.test(reader.stderrTail);
    this.log.warn("PDF reader process ended while reading a document", { pid: reader.proc.pid, how, stderr: reader.stderrTail.slice(-500) });
    this.settle(reader, {
      error: outOfMemory
        ? new PdfReadError("out_of_memory", `reading the PDF needed more than ${Math.round(this.limits.memoryBytes / 1024 / 1024)} MB of memory (the reader ${how}); it was not read`)
        : new PdfReadError("reader_crashed", `the PDF reader ${how} while reading this file; it was not read`),
    });
  }
}

/** Processor time (user + system, ms) a process has used, from /proc (Linux, 100 clock ticks a second); null where it cannot be read. */
function processorMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "latin1").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** A process's resident memory from /proc (Linux); null where it cannot be read. */
function residentBytes(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "latin1");
    const kib = status.match(/^VmRSS:\s+(\d+)\s+kB/m);
    return kib ? Number(kib[1]) * 1024 : null;
  } catch {
    return null;
  }
}
