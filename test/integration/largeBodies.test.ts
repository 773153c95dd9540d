import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { sandboxEnv, startGateway, type TestGateway } from '../support/gateway.js';

/**
 * Bodies past MAX_REQUEST_BYTES are read whole before the gateway knows whether a large text takes them past it, so
 * it reads them only from a request with a credential, and only LARGE_BODIES_IN_FLIGHT at a time across callers.
 */

const MAX_REQUEST_BYTES = 2048;
let sandbox: Sandbox;
let gateway: TestGateway;

beforeAll(async () => {
  sandbox = await startSandbox();
  gateway = await startGateway(
    sandboxEnv(sandbox, { MAX_REQUEST_BYTES: String(MAX_REQUEST_BYTES), LARGE_BODIES_IN_FLIGHT: '1' }),
  );
});

afterAll(async () => {
  await gateway.close();
  await sandbox.close();
});

beforeEach(() => sandbox.clearRequests());

/** A JSON body of `bytes` bytes: `{ __typename }` and one long variable. */
function bodyOf(bytes: number): Buffer {
  const start = '{"query":"{ __typename }","variables":{"pad":"';
  const end = '"}}';
  return Buffer.from(start + 'x'.repeat(bytes - start.length - end.length) + end);
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: { errors?: { message: string; extensions: { code: string } }[] };
}

/** Sends the headers of a POST declaring `body`'s length, then the body once `send` resolves. */
function post(body: Buffer, headers: Record<string, string>, send: Promise<void> = Promise.resolve()): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length), ...headers },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          json: JSON.parse(Buffer.concat(chunks).toString()),
        }),
      );
    });
    req.on('error', reject);
    req.flushHeaders();
    void send.then(() => req.end(body));
  });
}

describe('a JSON body past MAX_REQUEST_BYTES', () => {
  it('without any credential header is refused with 413 before it is read', async () => {
    const never = new Promise<void>(() => undefined);
    const answer = await post(bodyOf(MAX_REQUEST_BYTES * 4), {}, never);
    expect(answer.status).toBe(413);
    expect(answer.json.errors?.[0]?.extensions.code).toBe('REQUEST_TOO_LARGE');
    expect(answer.json.errors?.[0]?.message).toContain('only from a request with a bunny.net credential');
  });

  it('while LARGE_BODIES_IN_FLIGHT others are in progress is refused with 413 and Retry-After, then taken once they end', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = post(bodyOf(MAX_REQUEST_BYTES * 4), { AccessKey: 'large-body-key-1' }, held);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refused = await post(bodyOf(MAX_REQUEST_BYTES * 4), { AccessKey: 'large-body-key-2' });
    expect(refused.status).toBe(413);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json.errors?.[0]?.message).toContain('LARGE_BODIES_IN_FLIGHT');
    release();
    // The first body's excess is no large text: refused naming MAX_REQUEST_BYTES once read, as before.
    expect((await first).json.errors?.[0]?.message).toContain('MAX_REQUEST_BYTES');
    const after = await post(bodyOf(MAX_REQUEST_BYTES * 4), { AccessKey: 'large-body-key-3' });
    expect(after.json.errors?.[0]?.message).not.toContain('LARGE_BODIES_IN_FLIGHT');
  });

  it('within MAX_REQUEST_BYTES is never counted: any number at once, with or without a credential', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => post(bodyOf(MAX_REQUEST_BYTES - 100), {})));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
  });
});
