import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { badInput } from '../../../errors/gatewayError.js';
import type { StreamedUpload } from '../../../uploads/streamedUpload.js';

/**
 * An uploaded code file as the JSON body bunny.net takes (`{ "Code": "..." }`, UpdateEdgeScriptCodeModel), made as the
 * file streams in: each chunk is decoded as UTF-8 (a character split between chunks is kept for the next) and escaped
 * into the JSON string, so code of any size is sent with flat memory. A file that is not UTF-8, or larger than
 * `maxBytes`, fails the stream, which aborts the upstream request instead of sending partial code.
 */

const ARGUMENT = 'input.codeFile';
const OPENING = Buffer.from('{"Code":"', 'utf8');
const CLOSING = Buffer.from('"}', 'utf8');

/** A text as the inside of a JSON string literal: JSON.stringify's escapes, without its quotes. */
const escaped = (text: string): Buffer => Buffer.from(JSON.stringify(text).slice(1, -1), 'utf8');

export function codeAsJson(upload: StreamedUpload, maxBytes: number): Readable {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let seen = 0;
  const body = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      seen += chunk.length;
      if (seen > maxBytes)
        return done(badInput('edgeScripts', ARGUMENT, `The code file is larger than ${maxBytes} bytes.`));
      const text = decoded(() => decoder.decode(chunk, { stream: true }));
      if (text instanceof Error) return done(text);
      done(null, seen === chunk.length ? Buffer.concat([OPENING, escaped(text)]) : escaped(text));
    },
    flush(done: TransformCallback) {
      const rest = decoded(() => decoder.decode());
      if (rest instanceof Error) return done(rest);
      done(null, Buffer.concat([seen === 0 ? OPENING : Buffer.alloc(0), escaped(rest), CLOSING]));
    },
  });
  // A body cut off inside the file fails the upstream request too, instead of sending partial code.
  const cutOff = () =>
    body.destroy(badInput('edgeScripts', ARGUMENT, 'The upload ended before the file was complete.'));
  upload.stream.once('error', cutOff);
  body.once('close', () => upload.stream.off('error', cutOff));
  // undici reports the error of a body it is sending; one never handed to it (the call failed first) has no reader.
  body.on('error', () => undefined);
  return upload.stream.pipe(body);
}

function decoded(decode: () => string): string | Error {
  try {
    return decode();
  } catch {
    return badInput('edgeScripts', ARGUMENT, 'The code file must be UTF-8 text.');
  }
}
