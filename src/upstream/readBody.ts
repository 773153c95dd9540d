import type { Readable } from 'node:stream';
import type { AreaName } from '../errors/gatewayError.js';
import { tooLarge } from './answer.js';

/** Reads a whole body, refusing (and dropping the connection) once it passes `cap` bytes. */
export async function readCapped(
  body: Readable,
  cap: number,
  service: AreaName,
  contentLength?: string,
): Promise<Buffer> {
  const declared = contentLength === undefined ? Number.NaN : Number(contentLength);
  if (declared > cap) {
    body.destroy();
    throw tooLarge(service, cap);
  }
  // Within the cap as declared (undici fails a body that does not match its Content-Length): undici's own reader,
  // which skips the stream's async iterator and its promise per chunk.
  if (declared <= cap && hasBytes(body)) {
    const bytes = await body.bytes();
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > cap) {
      body.destroy();
      throw tooLarge(service, cap);
    }
    chunks.push(chunk);
  }
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, total);
}

/** Reads at most `cap` bytes of an error body and discards the rest; never fails on size. */
export async function readPrefix(body: Readable, cap: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      if (total < cap) chunks.push(chunk.subarray(0, cap - total));
      total += chunk.length;
      if (total >= cap) break;
    }
  } catch {
    // A broken error body still yields whatever arrived; the status alone is enough to classify it.
  } finally {
    body.destroy();
  }
  return Buffer.concat(chunks);
}

/** An undici response body (BodyReadable), which reads itself whole. */
function hasBytes(body: Readable): body is Readable & { bytes(): Promise<Uint8Array> } {
  return typeof (body as { bytes?: unknown }).bytes === 'function';
}
