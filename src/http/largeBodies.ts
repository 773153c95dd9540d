import type { IncomingMessage, ServerResponse } from 'node:http';
import { CREDENTIAL_HEADERS } from '../auth/credentials.js';
import type { Config } from '../config.js';
import type { BodyProblem } from './requestBody.js';

/**
 * JSON bodies past MAX_REQUEST_BYTES (up to MAX_LARGE_ARGUMENT_BYTES, 16 MiB by default) are read whole before the
 * gateway can tell whether their excess is a large text: fifty of them at once held ~700 MB. So such a body is read
 * only from a request that carries a bunny.net credential (without one, nothing it asks can run), and only while
 * fewer than LARGE_BODIES_IN_FLIGHT others are in progress, across every caller; the rest are refused before a byte
 * is read, a busy gateway's with Retry-After (RFC 9110's temporary 413).
 */
export class LargeBodies {
  private inFlight = 0;

  constructor(private readonly config: Config) {}

  /** A problem when the request may not send its large body now; otherwise it is counted until its response closes. */
  admit(req: IncomingMessage, res: ServerResponse): BodyProblem | undefined {
    const { maxRequestBytes, largeBodiesInFlight } = this.config.limits;
    if (!(Number(req.headers['content-length']) > maxRequestBytes)) return undefined;
    if (!CREDENTIAL_HEADERS.some((name) => req.headers[name] !== undefined)) {
      return {
        status: 413,
        message: `The request body is larger than ${maxRequestBytes} bytes (MAX_REQUEST_BYTES); a larger one, for arguments documented as large, is read only from a request with a bunny.net credential.`,
      };
    }
    if (this.inFlight >= largeBodiesInFlight) {
      return {
        status: 413,
        message: `The gateway is already reading ${largeBodiesInFlight} request bodies larger than MAX_REQUEST_BYTES (LARGE_BODIES_IN_FLIGHT): send this one again shortly.`,
        headers: { 'retry-after': '1' },
      };
    }
    this.inFlight += 1;
    res.once('close', () => {
      this.inFlight -= 1;
    });
    return undefined;
  }
}
