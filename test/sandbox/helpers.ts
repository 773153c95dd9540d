import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox/index.js';

/** Shared test plumbing: a sandbox with a fixed clock and a small fetch wrapper. */

/** On an hour boundary, so a full 72-hour export holds exactly 72 * rowsPerHour rows. */
export const NOW = new Date('2025-08-20T12:00:00.000Z');

export function startTestSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  return startSandbox({ now: () => NOW, ...options });
}

/** A key nobody else uses, so the test gets a freshly seeded account of its own. */
export function freshKey(): string {
  return `test-key-${randomUUID()}`;
}

export interface CallOptions {
  method?: string;
  /** Sent as the AccessKey header; omit for no header. */
  key?: string;
  /** Serialised as the JSON body. */
  json?: unknown;
  body?: string | Buffer;
  headers?: Record<string, string>;
}

export function call(baseUrl: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== undefined) headers.AccessKey = options.key;
  let body: string | Buffer | undefined = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['Content-Type'] ??= 'application/json';
  }
  // fetch's BodyInit wants an ArrayBuffer-backed view; Buffer.from's pooled memory is typed more loosely.
  const payload = typeof body === 'string' || body === undefined ? body : Uint8Array.from(body);
  return fetch(`${baseUrl}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body: payload,
  });
}

/** The response body as parsed JSON; fails the test when the body is not JSON. */
export async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as Record<string, unknown>;
}

/** Asserts the response has no body at all (and no content type). */
export async function expectNoBody(response: Response, status: number): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBeNull();
  expect(await response.text()).toBe('');
}

/**
 * A sandbox for the whole test file: started before its tests, closed after them. The returned object reaches the
 * running sandbox, so tests write `sandbox.urls.api` as if they held it.
 */
export function useTestSandbox(options: SandboxOptions = {}): Sandbox {
  let current: Sandbox | undefined;
  beforeAll(async () => {
    current = await startTestSandbox(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  const running = (): Sandbox => {
    if (!current) throw new Error('the sandbox is used before beforeAll ran');
    return current;
  };
  return {
    get urls() {
      return running().urls;
    },
    get requests() {
      return running().requests;
    },
    clearRequests: () => running().clearRequests(),
    reset: () => running().reset(),
    close: () => running().close(),
  };
}
