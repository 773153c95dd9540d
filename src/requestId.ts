import { randomUUID } from 'node:crypto';
import type { RequestSecrets } from './auth/secrets.js';

const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The caller's `x-request-id` when it is a sane token, else a fresh UUID; never echoes arbitrary bytes. An id holding
 * one of the request's credentials is replaced too: the id is echoed in the response header, in every error and in
 * every log line of the request.
 */
export function requestIdFrom(header: string | null, secrets?: RequestSecrets): string {
  return header !== null && VALID_REQUEST_ID.test(header) && !secrets?.appearsIn(header) ? header : randomUUID();
}
