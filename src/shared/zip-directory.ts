/**
 * Reads a ZIP archive's central directory from a file on disk without unpacking anything: the
 * entry names, sizes, flags and where each entry's data lies. The ZIP worker counts PDFs, checks
 * limits and resumes after a restart from it, then inflates one entry at a time (zip-entry.ts).
 * Reading works by random access, so an archive of any size costs a few small reads here.
 */
export interface ZipEntryInfo {
  index: number;
  /** Name as stored (decoded as UTF-8 when flagged or valid, else Latin-1). */
  name: string;
  /** The raw name contained a NUL byte or could not be decoded safely. */
  nameHasNul: boolean;
  isDirectory: boolean;
  encrypted: boolean;
  /** 0 = stored, 8 = deflate; anything else is unsupported. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  crc32: number;
  localHeaderOffset: number;
}

export class ZipFormatError extends Error {}

const EOCD_SIG = 0x06054b50;
const ZIP64_LOCATOR_SIG = 0x07064b50;
const ZIP64_EOCD_SIG = 0x06064b50;
const CDH_SIG = 0x02014b50;
const MAX_COMMENT = 0xffff;

async function readAt(file: Blob, offset: number, length: number): Promise<DataView> {
  const bytes = new Uint8Array(await file.slice(offset, offset + length).arrayBuffer());
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The entries of the archive in directory order; throws ZipFormatError when it is not a readable ZIP. */
export async function readZipDirectory(file: Blob, opts: { maxEntries: number }): Promise<ZipEntryInfo[]> {
  const size = file.size;
  if (size < 22) throw new ZipFormatError("The file is too short to be a ZIP archive");
  const tailLength = Math.min(size, 22 + MAX_COMMENT + 20);
  const tail = await readAt(file, size - tailLength, tailLength);
  let eocd = -1;
  for (let i = tail.byteLength - 22; i >= 0; i--) {
    if (tail.getUint32(i, true) === EOCD_SIG) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipFormatError("The archive has no end-of-directory record (not a ZIP, or truncated)");
  let count = tail.getUint16(eocd + 10, true);
  let cdSize = tail.getUint32(eocd + 12, true);
  let cdOffset = tail.getUint32(eocd + 16, true);
  if (tail.getUint16(eocd + 4, true) !== 0 || tail.getUint16(eocd + 6, true) !== 0) {
    throw new ZipFormatError("Multi-part (spanned) archives are not supported");
  }
  const locatorAt = eocd - 20;
  if (locatorAt >= 0 && tail.getUint32(locatorAt, true) === ZIP64_LOCATOR_SIG) {
    const z64Offset = Number(tail.getBigUint64(locatorAt + 8, true));
    if (z64Offset + 56 > size) throw new ZipFormatError("The ZIP64 directory record lies outside the file");
    const z64 = await readAt(file, z64Offset, 56);
    if (z64.getUint32(0, true) !== ZIP64_EOCD_SIG) throw new ZipFormatError("The ZIP64 directory record is damaged");
    count = Number(z64.getBigUint64(32, true));
    cdSize = Number(z64.getBigUint64(40, true));
    cdOffset = Number(z64.getBigUint64(48, true));
  }
  if (count > opts.maxEntries) throw new ZipFormatError(`The archive has ${count} entries; at most ${opts.maxEntries} are allowed`);
  if (cdOffset + cdSize > size) throw new ZipFormatError("The archive's directory lies outside the file (truncated upload?)");
  const cd = await readAt(file, cdOffset, cdSize);
  const entries: ZipEntryInfo[] = [];
  let p = 0;
  for (let index = 0; index < count; index++) {
    if (p + 46 > cd.byteLength || cd.getUint32(p, true) !== CDH_SIG) throw new ZipFormatError("The archive's directory is damaged");
    const flags = cd.getUint16(p + 8, true);
    const method = cd.getUint16(p + 10, true);
    const crc32 = cd.getUint32(p + 16, true);
    let compressedSize = cd.getUint32(p + 20, true);
    let uncompressedSize = cd.getUint32(p + 24, true);
    const nameLength = cd.getUint16(p + 28, true);
    const extraLength = cd.getUint16(p + 30, true);
    const commentLength = cd.getUint16(p + 32, true);
    let localHeaderOffset = cd.getUint32(p + 42, true);
    const end = p + 46 + nameLength + extraLength + commentLength;
    if (end > cd.byteLength) throw new ZipFormatError("The archive's directory is damaged");
    const rawName = new Uint8Array(cd.buffer, cd.byteOffset + p + 46, nameLength);
    // ZIP64 extended information: the 0xFFFFFFFF fields, in order.
    let e = p + 46 + nameLength;
    const extraEnd = e + extraLength;
    while (e + 4 <= extraEnd) {
      const id = cd.getUint16(e, true);
      const len = cd.getUint16(e + 2, true);
      if (id === 0x0001) {
        let q = e + 4;
        const take = () => {
          if (q + 8 > e + 4 + len) throw new ZipFormatError("A ZIP64 extra field is too short");
          const v = Number(cd.getBigUint64(q, true));
          q += 8;
          return v;
        };
        if (uncompressedSize === 0xffffffff) uncompressedSize = take();
        if (compressedSize === 0xffffffff) compressedSize = take();
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = take();
      }
      e += 4 + len;
    }
    const { name, nameHasNul } = decodeName(rawName, (flags & 0x800) !== 0);
    entries.push({
      index, name, nameHasNul, isDirectory: name.endsWith("/") || name.endsWith("\\"), encrypted: (flags & 0x1) !== 0,
      method, compressedSize, uncompressedSize, crc32, localHeaderOffset,
    });
    p = end;
  }
  return entries;
}

function decodeName(raw: Uint8Array, utf8Flag: boolean): { name: string; nameHasNul: boolean } {
  const nameHasNul = raw.includes(0);
  try {
    return { name: new TextDecoder("utf-8", { fatal: true }).decode(raw), nameHasNul };
  } catch {
    // Not UTF-8: old Windows tools write code page 437; Latin-1 keeps every byte visible.
    return { name: new TextDecoder(utf8Flag ? "utf-8" : "latin1").decode(raw), nameHasNul };
  }
}

/**
 * Entries whose data ranges overlap share compressed bytes: the trick of "overlapping" zip bombs,
 * which no archiver produces. Returns a description of the first overlap, or null.
 */
export function findOverlap(entries: ZipEntryInfo[]): string | null {
  const files = entries.filter((e) => !e.isDirectory).sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  for (let i = 1; i < files.length; i++) {
    const prev = files[i - 1]!;
    // A local header is at least 30 bytes plus the name before the data starts.
    if (prev.localHeaderOffset + 30 + prev.compressedSize > files[i]!.localHeaderOffset) {
      return `entries "${prev.name}" and "${files[i]!.name}" share data`;
    }
  }
  return null;
}
