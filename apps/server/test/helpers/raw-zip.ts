/**
 * A .zip written byte by byte, for what fflate's writer never makes: entry names in any bytes
 * (UTF-8 without the zip's UTF-8 flag, as Info-ZIP's `zip` writes them, or CP437), and entries
 * that declare another size than they unpack to, as a zip made to mislead does.
 */
import { crc32, deflateRawSync } from "node:zlib";

export type RawEntry = {
  name: Uint8Array;
  content: Uint8Array;
  utf8Flag?: boolean;
  /** Stored as it is (the default), deflated, or marked with another method and stored. */
  method?: "stored" | "deflate" | number;
  /** The unpacked size the entry declares, when it is to lie about it. */
  declaredSize?: number;
};

/** A zip of these entries, in this order, their names' bytes as given. */
export function rawZip(entries: readonly RawEntry[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const { name, content, utf8Flag = false, method = "stored", declaredSize } of entries) {
    const flags = utf8Flag ? 0x800 : 0;
    const crc = crc32(content);
    const packed = method === "deflate" ? deflateRawSync(content) : content;
    const methodCode = method === "deflate" ? 8 : method === "stored" ? 0 : method;
    const size = declaredSize ?? content.length;
    const local = new Uint8Array(30 + name.length + packed.length);
    const l = new DataView(local.buffer);
    l.setUint32(0, 0x04034b50, true);
    l.setUint16(4, 20, true);
    l.setUint16(6, flags, true);
    l.setUint16(8, methodCode, true);
    l.setUint32(14, crc, true);
    l.setUint32(18, packed.length, true);
    l.setUint32(22, size, true);
    l.setUint16(26, name.length, true);
    local.set(name, 30);
    local.set(packed, 30 + name.length);
    const central = new Uint8Array(46 + name.length);
    const c = new DataView(central.buffer);
    c.setUint32(0, 0x02014b50, true);
    c.setUint16(4, 20, true);
    c.setUint16(6, 20, true);
    c.setUint16(8, flags, true);
    c.setUint16(10, methodCode, true);
    c.setUint32(16, crc, true);
    c.setUint32(20, packed.length, true);
    c.setUint32(24, size, true);
    c.setUint16(28, name.length, true);
    c.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directorySize = centrals.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const e = new DataView(end.buffer);
  e.setUint32(0, 0x06054b50, true);
  e.setUint16(8, entries.length, true);
  e.setUint16(10, entries.length, true);
  e.setUint32(12, directorySize, true);
  e.setUint32(16, offset, true);
  return Buffer.concat([...locals, ...centrals, end]);
}
