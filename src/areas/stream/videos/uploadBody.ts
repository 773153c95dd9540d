import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { badInput } from '../../../errors/gatewayError.js';
import type { StreamedUpload } from '../../../uploads/streamedUpload.js';

/**
 * An uploaded file (a thumbnail, a video, a library's image) as a Node stream for undici, with a byte cap enforced
 * while it flows: a file over the cap fails the stream, which aborts the upstream request instead of sending a
 * partial file. The stream keeps the upload's backpressure: bunny.net taking bytes slowly slows the caller's socket.
 */
export function cappedUpload(upload: StreamedUpload, maxBytes: number, argument: string): Readable {
  let seen = 0;
  // The message names the file as the caller knows it (`thumbnail`), the extension its path (`input.thumbnail`).
  const name = argument.slice(argument.lastIndexOf('.') + 1);
  const cap = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      seen += chunk.length;
      if (seen > maxBytes) return done(badInput('stream', argument, `The ${name} is larger than ${maxBytes} bytes.`));
      done(null, chunk);
    },
  });
  // A body cut off inside the file fails the upstream request too, instead of sending a partial file.
  const cutOff = () => cap.destroy(badInput('stream', argument, 'The upload ended before the file was complete.'));
  upload.stream.once('error', cutOff);
  cap.once('close', () => upload.stream.off('error', cutOff));
  // undici reports the error of a body it is sending; one never handed to it (the call failed first) has no reader.
  cap.on('error', () => undefined);
  return upload.stream.pipe(cap);
}

/**
 * A small uploaded file read whole (at most `maxBytes`), for a call whose document wants it inside JSON (captions,
 * base64): it cannot be streamed on, so it is bounded instead. Past the cap the reading stops with BAD_USER_INPUT.
 */
export async function uploadBytes(upload: StreamedUpload, maxBytes: number, argument: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of cappedUpload(upload, maxBytes, argument)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
