import { randomUUID } from 'node:crypto';

const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's `x-request-id` when it is a sane token, else a fresh UUID; never echoes arbitrary bytes. */
export function requestIdFrom(header: string | null): string {
  return header !== null && VALID_REQUEST_ID.test(header) ? header : randomUUID();
}
