import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { badInput, type AreaName } from '../../errors/gatewayError.js';
import type { StreamedUpload } from '../../uploads/streamedUpload.js';

/**
 * An uploaded file as the body of a call to bunny.net: a Node stream for undici, with a byte cap enforced while it
 * flows. A file over the cap, or cut off inside the multipart body, fails the stream, which aborts the upstream
 * request instead of sending part of the file; the caller gets BAD_USER_INPUT naming the `File` argument.
 */
export function cappedUpload(upload: StreamedUpload, maxBytes: number, service: AreaName, argument: string): Readable {
  let seen = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      seen += chunk.length;
      if (seen > maxBytes)
        return done(badInput(service, argument, `The ${argument} is larger than ${maxBytes} bytes.`));
      done(null, chunk);
    },
  });
  const cutOff = () => cap.destroy(badInput(service, argument, 'The upload ended before the file was complete.'));
  upload.stream.once('error', cutOff);
  cap.once('close', () => upload.stream.off('error', cutOff));
  // undici reports the error of a body it is sending; one never handed to it (the call failed first) has no reader.
  cap.on('error', () => undefined);
  return upload.stream.pipe(cap);
}
