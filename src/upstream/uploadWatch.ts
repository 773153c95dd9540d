import type { Readable } from 'node:stream';
import { GatewayError } from '../errors/gatewayError.js';
import type { UpstreamCall } from './types.js';

/**
 * Whose slowness it was when an exchange failed while its request body (a caller's upload, streamed on as it
 * arrives) was still being sent. When the body had not ended and nothing of what the caller had sent was left
 * waiting (bunny.net took every byte as it came), the gateway was waiting for the caller: a trickled upload is the
 * caller's slowness, not a failure of the host, and must not count against its circuit breaker. A body bunny.net
 * stopped taking keeps bytes waiting in its buffer (undici pauses it): that one is bunny.net's.
 */
export class UploadWatch {
  private verdict: boolean | undefined;

  constructor(private readonly body: Readable) {
    // Judged when the body closes (ended, or destroyed with the exchange), before anything else can change it.
    body.once('close', () => this.waitingForCaller());
  }

  waitingForCaller(): boolean {
    this.verdict ??= !this.body.readableEnded && this.body.readableLength === 0;
    return this.verdict;
  }
}

/** The caller's error for an upload still arriving when its time ran out: the caller's to fix, bunny.net not at fault. */
export function uploadTooSlow(call: UpstreamCall): GatewayError {
  const what = call.body?.argument ?? 'the upload';
  return new GatewayError(
    `${what} was still arriving when the request's time ran out (REQUEST_DEADLINE_MS): the gateway was waiting for ` +
      'its bytes. bunny.net did not receive the whole file, so nothing was changed; send it again, faster.',
    { code: 'BAD_USER_INPUT', service: call.service, ...(call.body?.argument && { argument: call.body.argument }) },
  );
}
