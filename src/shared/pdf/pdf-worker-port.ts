/**
 * The channel between pdf.js's API and its worker code, both on this thread (a reader process reads one
 * document at a time; no Worker thread).
 *
 * pdf.js's own in-thread channel (its fake worker's LoopbackPort) copies every message with structuredClone, as a
 * real worker would. Reading text, most messages are text items sent ten at a time, and that copy cost ~9% of
 * reading a typed SDS (JavaScriptCore serialises and deserialises each one). This port copies plain data
 * (objects, arrays, strings, numbers) by walking it, ~6× faster on those messages, and hands anything else
 * (typed arrays, maps, errors, a message with transfers, anything too deep) to structuredClone. The receiver
 * still gets its own copy, which pdf.js relies on: it reuses objects it has sent (a page's text chunk object
 * gets a fresh `items` array after each send). The one exception is that fresh array's items (copyMessage).
 */
type Listener = (event: { data: unknown }) => void;

/** Past this depth a message is copied by structuredClone (pdf.js's messages are a few levels deep; a cycle never ends). */
const MAX_DEPTH = 64;

class TooDeep extends Error {}

export class InThreadPort {
  readonly #listeners = new Set<Listener>();
  readonly #delivered = Promise.resolve();

  postMessage(message: unknown, transfer?: (ArrayBuffer | MessagePort)[] | null): void {
    const event = { data: transfer?.length ? structuredClone(message, { transfer }) : copyMessage(message) };
    // Delivered after the sender's current task, in order, as a worker's message would be.
    void this.#delivered.then(() => {
      for (const listener of this.#listeners) listener.call(this, event);
    });
  }

  addEventListener(name: string, listener: Listener, options?: { signal?: AbortSignal }): void {
    if (name !== "message" || options?.signal?.aborted) return;
    this.#listeners.add(listener);
    options?.signal?.addEventListener("abort", () => this.#listeners.delete(listener), { once: true });
  }

  removeEventListener(_name: string, listener: Listener): void {
    this.#listeners.delete(listener);
  }

  terminate(): void {
    this.#listeners.clear();
  }
}

/** pdf.js's message kind for a chunk sent on a stream (its StreamKind.ENQUEUE). */
const STREAM_ENQUEUE = 4;

type TextChunkMessage = { chunk: { items: unknown[] } & Record<string, unknown> } & Record<string, unknown>;

/**
 * A copy of a message as structuredClone would make it, except for the items of a chunk of page text.
 *
 * pdf.js's worker sends a page's text as chunks `{ items, styles, lang }` on a stream and gives its text content a
 * fresh `items` array after each send; the items are objects made new for each run of text (their transform arrays
 * too) and are not written again once sent. Such a chunk's `items` array is handed over as it is; the message around
 * it, the chunk's other fields and every other message are copied. The items were most of what the copy walked
 * (~73,000 items over the 58 corpus SDSs).
 */
export function copyMessage(message: unknown): unknown {
  if (isTextChunk(message)) {
    const { chunk, ...envelope } = message;
    const { items, ...fields } = chunk;
    return { ...(copyWhole(envelope) as object), chunk: { ...(copyWhole(fields) as object), items } };
  }
  return copyWhole(message);
}

function isTextChunk(message: unknown): message is TextChunkMessage {
  const { stream, chunk } = (message ?? {}) as { stream?: unknown; chunk?: { items?: unknown } };
  return (
    stream === STREAM_ENQUEUE &&
    Object.getPrototypeOf(message) === Object.prototype &&
    typeof chunk === "object" &&
    chunk !== null &&
    Object.getPrototypeOf(chunk) === Object.prototype &&
    Array.isArray(chunk.items) &&
    Object.getPrototypeOf(chunk.items) === Array.prototype
  );
}

function copyWhole(message: unknown): unknown {
  try {
    return copyPlain(message, 0);
  } catch (error) {
    if (error instanceof TooDeep) return structuredClone(message);
    throw error;
  }
}

function copyPlain(value: unknown, depth: number): unknown {
  if (typeof value !== "object" || value === null) {
    return typeof value === "function" || typeof value === "symbol" ? structuredClone(value) : value; // structuredClone refuses both
  }
  if (depth > MAX_DEPTH) throw new TooDeep();
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return structuredClone(value);
    return value.map((element) => copyPlain(element, depth + 1)); // map keeps the holes of a sparse array
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return structuredClone(value);
  const copy: Record<string, unknown> = prototype === null ? Object.create(null) : {};
  for (const key of Object.keys(value)) {
    if (key === "__proto__") return structuredClone(value); // an own "__proto__" would set the copy's prototype
    copy[key] = copyPlain((value as Record<string, unknown>)[key], depth + 1);
  }
  return copy;
}
