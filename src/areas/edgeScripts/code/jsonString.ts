/**
 * The inside of one JSON string, decoded to UTF-8 bytes as its chunks arrive (codeFromJson.ts reads the code with
 * it): runs without escapes are copied as they are, being UTF-8 already; escapes are decoded, also when a chunk ends
 * inside one. The result is exactly `Buffer.from(JSON.parse(string))`: a surrogate half without its pair becomes
 * U+FFFD, as that conversion makes it.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NO_ESCAPE = -1;
/** Right after a backslash; 1 to 4: inside a `\u` escape, the place of its next hex digit. */
const AFTER_BACKSLASH = 0;
const REPLACEMENT = 0xfffd;
const SHORT_RUN = 64;
const SIMPLE: Readonly<Record<number, number>> = {
  34: 0x22,
  92: 0x5c,
  47: 0x2f,
  98: 0x08,
  102: 0x0c,
  110: 0x0a,
  114: 0x0d,
  116: 0x09,
};

/**
 * Where decoded bytes go: one buffer per input chunk. Unescaping never grows text, so the chunk's size (and a few
 * bytes for an escape begun in the chunk before) is enough; it grows should that ever be wrong.
 */
export class Output {
  buffer = Buffer.alloc(0);
  length = 0;

  reset(size: number): void {
    this.buffer = Buffer.allocUnsafe(size + 16);
    this.length = 0;
  }

  /** Bytes of `source`: short runs (between escapes) byte by byte, as Buffer.copy costs more than they do. */
  copy(source: Buffer, from: number, to: number): void {
    this.room(to - from);
    if (to - from > SHORT_RUN) {
      this.length += source.copy(this.buffer, this.length, from, to);
      return;
    }
    for (let index = from; index < to; index += 1) this.buffer[this.length++] = source[index] as number;
  }

  /** A code point as UTF-8, written by hand: Buffer.write of a one-character string is far slower. */
  codePoint(point: number): void {
    this.room(4);
    const out = this.buffer;
    if (point < 0x80) out[this.length++] = point;
    else if (point < 0x800) {
      out[this.length++] = 0xc0 | (point >> 6);
      out[this.length++] = 0x80 | (point & 0x3f);
    } else if (point < 0x10000) {
      out[this.length++] = 0xe0 | (point >> 12);
      out[this.length++] = 0x80 | ((point >> 6) & 0x3f);
      out[this.length++] = 0x80 | (point & 0x3f);
    } else {
      out[this.length++] = 0xf0 | (point >> 18);
      out[this.length++] = 0x80 | ((point >> 12) & 0x3f);
      out[this.length++] = 0x80 | ((point >> 6) & 0x3f);
      out[this.length++] = 0x80 | (point & 0x3f);
    }
  }

  private room(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe((this.length + bytes) * 2);
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }

  bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

export class JsonStringDecoder {
  private escape = NO_ESCAPE;
  private unit = 0;
  /** A high surrogate escape waiting for its low half; -1 when none is. */
  private high = -1;

  /** Decodes from `at`: the index after the closing quote, or -1 when the chunk ended inside the string. */
  decode(chunk: Buffer, at: number, out: Output): number {
    let index = at;
    while (index < chunk.length) {
      const byte = chunk[index] as number;
      if (this.escape !== NO_ESCAPE) this.escaped(byte, out);
      else if (byte === BACKSLASH) this.escape = AFTER_BACKSLASH;
      else if (byte === QUOTE) {
        this.flushHigh(out);
        return index + 1;
      } else {
        let end = index + 1;
        while (end < chunk.length && chunk[end] !== QUOTE && chunk[end] !== BACKSLASH) end += 1;
        this.flushHigh(out);
        out.copy(chunk, index, end);
        index = end;
        continue;
      }
      index += 1;
    }
    return -1;
  }

  /** One byte of an escape; throws a SyntaxError for one JSON does not have. */
  private escaped(byte: number, out: Output): void {
    if (this.escape === AFTER_BACKSLASH) {
      if (byte === 0x75) {
        this.escape = 1;
        this.unit = 0;
        return;
      }
      const char = SIMPLE[byte];
      if (char === undefined) throw new SyntaxError(`"\\${String.fromCharCode(byte)}" is not a JSON escape`);
      this.escape = NO_ESCAPE;
      this.flushHigh(out);
      out.codePoint(char);
      return;
    }
    const digit = hexValue(byte);
    if (digit < 0) throw new SyntaxError('a \\u escape needs four hex digits');
    this.unit = this.unit * 16 + digit;
    this.escape = this.escape === 4 ? NO_ESCAPE : this.escape + 1;
    if (this.escape === NO_ESCAPE) this.codeUnit(this.unit, out);
  }

  private codeUnit(unit: number, out: Output): void {
    const isLow = unit >= 0xdc00 && unit <= 0xdfff;
    if (isLow && this.high !== -1) {
      out.codePoint(0x10000 + ((this.high - 0xd800) << 10) + (unit - 0xdc00));
      this.high = -1;
      return;
    }
    this.flushHigh(out);
    if (unit >= 0xd800 && unit <= 0xdbff) this.high = unit;
    else out.codePoint(isLow ? REPLACEMENT : unit);
  }

  private flushHigh(out: Output): void {
    if (this.high === -1) return;
    this.high = -1;
    out.codePoint(REPLACEMENT);
  }
}

/** The value of an ASCII hex digit; -1 for any other byte. */
function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}
