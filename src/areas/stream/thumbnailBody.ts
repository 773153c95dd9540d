import { Readable, Transform, type TransformCallback } from 'node:stream';
import { badInput } from '../../errors/gatewayError.js';

/**
 * The uploaded thumbnail as a Node stream for undici, with a byte cap enforced while it flows: a file over the cap
 * fails the stream, which aborts the upstream request instead of sending a partial image.
 */
export function thumbnailStream(file: File, maxBytes: number): Readable {
  if (file.size > maxBytes) throw badInput('stream', 'thumbnail', `The thumbnail is larger than ${maxBytes} bytes.`);
  let seen = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      seen += chunk.length;
      if (seen > maxBytes) return done(badInput('stream', 'thumbnail', `The thumbnail is larger than ${maxBytes} bytes.`));
      done(null, chunk);
    },
  });
  // Readable.from, not Readable.fromWeb: yoga's File is a whatwg-node ponyfill whose stream is async-iterable but
  // not Node's own ReadableStream class.
  return Readable.from(file.stream() as unknown as AsyncIterable<Uint8Array>, { objectMode: false }).pipe(cap);
}
