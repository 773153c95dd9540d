import type { Readable } from 'node:stream';
import { GatewayError, type AreaName } from '../errors/gatewayError.js';

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

function tooLarge(service: AreaName, cap: number): GatewayError {
  return new GatewayError(`bunny.net answered with more than ${cap} bytes, more than the gateway accepts.`, {
    code: 'UPSTREAM_ERROR',
    service,
  });
}
