import { Transform, type TransformCallback } from 'node:stream';
import { GatewayError } from '../../../errors/gatewayError.js';
import { JsonStringDecoder, Output } from './jsonString.js';

/**
 * bunny.net sends a script's code inside JSON (`{ "Code": "...", "LastModified": "..." }`, EdgeScriptCodeModel). This
 * reads that JSON as it arrives and passes on the `Code` string's text as UTF-8 bytes, unescaped, never holding the
 * whole answer: code of any size streams through with flat memory. It is exactly `Buffer.from(JSON.parse(json).Code)`
 * (a lone surrogate escape becomes U+FFFD, as in that conversion); `Code` null or absent is no code. Anything but a
 * JSON object fails the stream with UPSTREAM_ERROR.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const MAX_KEY_BYTES = 256;

const isSpace = (byte: number | undefined): boolean => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

type State = 'open' | 'keyOrEnd' | 'key' | 'colon' | 'value' | 'code' | 'skip' | 'next' | 'done';

export function codeFromJson(): Transform {
  const reader = new CodeReader();
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      try {
        const out = reader.read(chunk);
        done(null, out.length > 0 ? out : undefined);
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      done(reader.finished() ? null : notTheCode('it ended before the JSON object did'));
    },
  });
}

function notTheCode(why: string): GatewayError {
  return new GatewayError(`bunny.net's answer to the code read is not the documented JSON object: ${why}.`, {
    code: 'UPSTREAM_ERROR',
    service: 'edgeScripts',
  });
}

/** The state machine: one top-level object; the `Code` value is decoded, every other value skipped. */
class CodeReader {
  private state: State = 'open';
  private key: number[] = [];
  private keyEscaped = false;
  private isCode = false;
  private readonly skipper = new ValueSkipper();
  private readonly code = new JsonStringDecoder();
  private readonly out = new Output();

  read(chunk: Buffer): Buffer {
    this.out.reset(chunk.length);
    let at = 0;
    while (at < chunk.length) at = this.step(chunk, at);
    return this.out.bytes();
  }

  finished(): boolean {
    return this.state === 'done';
  }

  /** Handles the input from `at` on, as far as the state allows; answers where the next state starts. */
  private step(chunk: Buffer, at: number): number {
    const byte = chunk[at];
    switch (this.state) {
      case 'code':
        return this.codeFrom(chunk, at);
      case 'key':
        return this.keyByte(byte as number, at);
      case 'skip': {
        const end = this.skipper.skip(chunk, at);
        if (this.skipper.done) this.state = 'next';
        return end;
      }
      default:
        if (isSpace(byte)) return at + 1;
        this.punctuation(String.fromCharCode(byte as number));
        return at + 1;
    }
  }

  /** The structure around the values: `{`, keys, `:`, `,`, `}`, and the start of each value. */
  private punctuation(char: string): void {
    if (this.state === 'open' && char === '{') this.state = 'keyOrEnd';
    else if (this.state === 'keyOrEnd' && char === '"') this.state = 'key';
    else if ((this.state === 'keyOrEnd' || this.state === 'next') && char === '}') this.state = 'done';
    else if (this.state === 'colon' && char === ':') this.state = 'value';
    else if (this.state === 'next' && char === ',') this.state = 'keyOrEnd';
    else if (this.state === 'value' && this.isCode && char === '"') this.state = 'code';
    else if (this.state === 'value') this.startSkipping(char);
    else throw notTheCode(this.state === 'done' ? 'more follows the object' : `unexpected "${char}"`);
  }

  private startSkipping(char: string): void {
    this.skipper.start(char.charCodeAt(0));
    this.state = 'skip';
  }

  private keyByte(byte: number, at: number): number {
    if (byte === QUOTE && !this.keyEscaped) {
      this.isCode = keyText(this.key) === 'Code';
      this.key = [];
      this.state = 'colon';
      return at + 1;
    }
    this.keyEscaped = byte === BACKSLASH && !this.keyEscaped;
    this.key.push(byte);
    if (this.key.length > MAX_KEY_BYTES) throw notTheCode('a key is too long');
    return at + 1;
  }

  /** The code string, decoded into this chunk's output up to its closing quote or the chunk's end. */
  private codeFrom(chunk: Buffer, at: number): number {
    let next: number;
    try {
      next = this.code.decode(chunk, at, this.out);
    } catch (error) {
      throw notTheCode((error as Error).message);
    }
    if (next === -1) return chunk.length;
    this.isCode = false;
    this.state = 'next';
    return next;
  }
}

function keyText(bytes: readonly number[]): string {
  try {
    return JSON.parse(`"${Buffer.from(bytes).toString('utf8')}"`) as string;
  } catch {
    throw notTheCode('a key is not a JSON string');
  }
}

/**
 * Skips one JSON value of any kind (a string, a number, a literal, an object or an array), across chunks, without
 * keeping it: only depth and whether it is inside a string.
 */
class ValueSkipper {
  done = true;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private scalar = false;

  start(first: number): void {
    this.done = false;
    this.depth = first === 0x7b || first === 0x5b ? 1 : 0;
    this.inString = first === QUOTE;
    this.escaped = false;
    this.scalar = this.depth === 0 && !this.inString;
  }

  /** Skips from `at`; answers where the value ended (the byte after it), or the chunk's length to read on. */
  skip(chunk: Buffer, at: number): number {
    for (let index = at; index < chunk.length; index += 1) {
      const byte = chunk[index] as number;
      if (this.scalar) {
        if (byte === 0x2c || byte === 0x7d || isSpace(byte)) return this.end(index);
        continue;
      }
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) {
          this.inString = false;
          if (this.depth === 0) return this.end(index + 1);
        }
        continue;
      }
      if (byte === QUOTE) this.inString = true;
      else if (byte === 0x7b || byte === 0x5b) this.depth += 1;
      else if ((byte === 0x7d || byte === 0x5d) && --this.depth === 0) return this.end(index + 1);
    }
    return chunk.length;
  }

  private end(at: number): number {
    this.done = true;
    return at;
  }
}
