import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

// Icon sets in Iconify's JSON format (@iconify-json/*), read from this machine. The colour emoji set is ~100 MB:
// parsed whole it would not fit the platform's heap, so a set's file is scanned once in chunks, only where each
// icon starts is kept, and an icon is read from the file the first time a drawing asks for it.

export type Icon = { body: string; width: number; height: number };

const KEY = Buffer.from('"body":');
const SPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
const CHUNK = 4 * 1024 * 1024;
/** More than any icon name and the punctuation around it. */
const OVERLAP = 1024;

/** The icon name and the offset of its object's `{`, walking back from a `"body":` at `at`; null if cut off. */
function nameBefore(buf: Buffer, at: number): { name: string; open: number } | null {
  let i = at - 1;
  while (i > 0 && SPACE.has(buf[i]!)) i--;
  if (buf[i] !== 0x7b) return null; // '{'
  const open = i;
  i--;
  while (i > 0 && SPACE.has(buf[i]!)) i--;
  if (buf[i] !== 0x3a) return null; // ':'
  i--;
  while (i > 0 && SPACE.has(buf[i]!)) i--;
  if (buf[i] !== 0x22) return null; // the closing quote of the name
  const nameStart = buf.lastIndexOf(0x22, i - 1);
  return nameStart > 0 ? { name: buf.toString('utf8', nameStart + 1, i), open } : null;
}

/** The end (exclusive) of the JSON object that starts at `from`. */
function objectEnd(text: string, from: number): number {
  let depth = 0;
  let inString = false;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b) depth++;
    else if (c === 0x7d && --depth === 0) return i + 1;
  }
  return -1;
}

/** Every id an icon defines becomes `@@id`, so each placement can give it a prefix of its own. */
function scopeIds(body: string): string {
  return body
    .replace(/\bid="([^"]+)"/g, 'id="@@$1"')
    .replace(/url\(#([^)]+)\)/g, 'url(#@@$1)')
    .replace(/href="#([^"]+)"/g, 'href="#@@$1"');
}

export class IconSet {
  private starts: Map<string, number> | null = null;
  private width = 16;
  private height = 16;
  private readonly icons = new Map<string, Icon | null>();

  constructor(private readonly file: string) {}

  /**
   * Where each icon object (`"name": {"body": …}`) starts; the format puts `body` first in every icon. The file is
   * scanned in chunks that overlap by a little more than a name, so a large set never sits in memory whole.
   */
  private index(): Map<string, number> {
    if (this.starts) return this.starts;
    const starts = new Map<string, number>();
    const fd = openSync(this.file, 'r');
    try {
      const buf = Buffer.alloc(CHUNK + OVERLAP);
      let offset = 0; // the file position of buf[0]
      let carried = 0;
      for (;;) {
        const read = readSync(fd, buf, carried, CHUNK, offset + carried);
        const end = carried + read;
        for (let at = buf.indexOf(KEY); at >= 0 && at + KEY.length <= end; at = buf.indexOf(KEY, at + KEY.length)) {
          const found = nameBefore(buf, at);
          // A name cut off at the chunk's start was found whole in the chunk before.
          if (found) starts.set(found.name, offset + found.open);
        }
        if (read === 0 || end < CHUNK) break;
        buf.copy(buf, 0, end - OVERLAP, end);
        buf.fill(0, OVERLAP);
        offset += end - OVERLAP;
        carried = OVERLAP;
      }
      // The set's default size follows the icons: `"width": 32, "height": 32` near the end of the file.
      const size = fstatSync(fd).size;
      const tail = Buffer.alloc(Math.min(400, size));
      readSync(fd, tail, 0, tail.length, size - tail.length);
      const text = tail.toString('utf8');
      this.width = Number(/"width":\s*(\d+)\s*,\s*"height"/.exec(text)?.[1] ?? 16);
      this.height = Number(/"height":\s*(\d+)\s*}\s*$/.exec(text)?.[1] ?? this.width);
    } finally {
      closeSync(fd);
    }
    this.starts = starts;
    return starts;
  }

  /** Reads one icon from the file: a chunk from its start, grown until the whole object is in it. */
  private read(start: number): { body: string; width?: number; height?: number } | null {
    const fd = openSync(this.file, 'r');
    try {
      for (let size = 64 * 1024; size <= 4 * 1024 * 1024; size *= 4) {
        const chunk = Buffer.alloc(size);
        const n = readSync(fd, chunk, 0, size, start);
        const text = chunk.toString('utf8', 0, n);
        const end = objectEnd(text, 0);
        if (end > 0) return JSON.parse(text.slice(0, end));
        if (n < size) return null;
      }
      return null;
    } finally {
      closeSync(fd);
    }
  }

  /** An icon by name, its ids marked `@@` for prefixing; null when the set has no such icon. */
  icon(name: string): Icon | null {
    const known = this.icons.get(name);
    if (known !== undefined) return known;
    const start = this.index().get(name);
    const raw = start === undefined ? null : this.read(start);
    const icon = raw
      ? { body: scopeIds(raw.body), width: raw.width ?? this.width, height: raw.height ?? this.height }
      : null;
    this.icons.set(name, icon);
    return icon;
  }

  names(): string[] {
    return [...this.index().keys()];
  }
}
