import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { badInput } from '../../errors/gatewayError.js';
import type { StreamedUpload } from '../../http/multipartUpload.js';

/**
 * The uploaded thumbnail as a Node stream for undici, with a byte cap enforced while it flows: a file over the cap
 * fails the stream, which aborts the upstream request instead of sending a partial image.
 */
export function thumbnailStream(upload: StreamedUpload, maxBytes: number): Readable {
  let seen = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      seen += chunk.length;
      if (seen > maxBytes) return done(badInput('stream', 'thumbnail', `The thumbnail is larger than ${maxBytes} bytes.`));
      done(null, chunk);
    },
  });
  return upload.stream.pipe(cap);
}
