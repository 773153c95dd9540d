import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { badInput } from '../../errors/gatewayError.js';
import type { StreamedUpload } from '../../uploads/streamedUpload.js';

/**
 * The uploaded thumbnail as a Node stream for undici, with a byte cap enforced while it flows: a file over the cap
 * fails the stream, which aborts the upstream request instead of sending a partial image.
 */
export function thumbnailStream(upload: StreamedUpload, maxBytes: number): Readable {
  let seen = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      seen += chunk.length;
      if (seen > maxBytes)
        return done(badInput('stream', 'thumbnail', `The thumbnail is larger than ${maxBytes} bytes.`));
      done(null, chunk);
    },
  });
  // A body cut off inside the file fails the upstream request too, instead of sending a partial image.
  const cutOff = () => cap.destroy(badInput('stream', 'thumbnail', 'The upload ended before the file was complete.'));
  upload.stream.once('error', cutOff);
  cap.once('close', () => upload.stream.off('error', cutOff));
  // undici reports the error of a body it is sending; one never handed to it (the call failed first) has no reader.
  cap.on('error', () => undefined);
  return upload.stream.pipe(cap);
}
