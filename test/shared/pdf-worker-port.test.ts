import { describe, expect, test } from "bun:test";
import { copyMessage, InThreadPort } from "../../src/shared/pdf/pdf-worker-port.ts";

/** A chunk of page text as pdf.js's worker sends it (styles is an object without prototype). */
function textChunk() {
  const styles = Object.create(null) as Record<string, unknown>;
  styles.g_d0_f1 = { fontFamily: "sans-serif", ascent: 0.9, descent: -0.2, vertical: false };
  return {
    sourceName: "worker", targetName: "main", stream: 4, streamId: 7,
    chunk: { items: [{ str: "Signal word", dir: "ltr", width: 61.2, height: 10, transform: [10, 0, 0, 10, 72, 700], fontName: "g_d0_f1", hasEOL: false }], styles, lang: null },
  };
}

describe("the in-thread channel to pdf.js's worker code", () => {
  test("a message arrives as a copy equal to what structuredClone makes", () => {
    const message = {
      ...textChunk(),
      stream: 3, // not a chunk of text: copied whole
      font: { data: new Uint8Array([1, 2, 3]), widths: [500, , 600], map: new Map([["a", 1]]), when: new Date(0), missing: undefined, zero: -0 },
    };
    const copy = copyMessage(message) as typeof message;
    expect(copy).toEqual(structuredClone(message));
    expect(copy).not.toBe(message);
    expect(copy.chunk.items[0]).not.toBe(message.chunk.items[0]);
    expect(copy.font.data).not.toBe(message.font.data);
    expect(Object.getPrototypeOf(copy.chunk.styles)).toBeNull();
    expect(1 in copy.font.widths).toBe(false); // a hole stays a hole
  });

  test("a chunk of text arrives equal to structuredClone's copy, its items handed over and the rest copied", () => {
    const message = textChunk();
    const copy = copyMessage(message) as typeof message;
    expect(copy).toEqual(structuredClone(message));
    expect(copy).not.toBe(message);
    expect(copy.chunk).not.toBe(message.chunk);
    expect(copy.chunk.styles).not.toBe(message.chunk.styles);
    expect(Object.getPrototypeOf(copy.chunk.styles)).toBeNull();
    expect(copy.chunk.items).toBe(message.chunk.items); // pdf.js never writes them again (test/parsing/pdf-text-chunks.test.ts)
  });

  test("an object the sender reuses after sending does not change the message delivered", async () => {
    const port = new InThreadPort();
    const received: unknown[] = [];
    port.addEventListener("message", (event) => received.push(event.data));
    const message = textChunk();
    port.postMessage(message);
    message.chunk.items = []; // what pdf.js does after each chunk of text it sends
    await Promise.resolve();
    await Promise.resolve();
    expect((received[0] as ReturnType<typeof textChunk>).chunk.items).toHaveLength(1);
  });

  test("what structuredClone refuses is refused, and a cycle is copied as structuredClone copies it", () => {
    expect(() => copyMessage({ callback: () => {} })).toThrow();
    const cyclic: { self?: unknown; name: string } = { name: "loop" };
    cyclic.self = cyclic;
    const copy = copyMessage(cyclic) as typeof cyclic;
    expect(copy.self).toBe(copy);
  });

  test("a listener removed by its abort signal hears nothing more", async () => {
    const port = new InThreadPort();
    const heard: unknown[] = [];
    const abort = new AbortController();
    port.addEventListener("message", (event) => heard.push(event.data), { signal: abort.signal });
    abort.abort();
    port.postMessage({ n: 1 });
    await Promise.resolve();
    await Promise.resolve();
    expect(heard).toEqual([]);
  });
});
