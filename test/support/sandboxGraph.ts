import { getOperationAST, parse } from 'graphql';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { estimateUpstreamCalls } from '../../src/plugins/upstreamCallEstimate.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { buildSchema } from '../../src/schema.js';
import { sandboxEnv, startGateway, type GraphQLResponse, type TestGateway } from './gateway.js';

/** The graph through HTTP against the sandbox, for one test file: a gateway, a sandbox and an account per test. */
export interface SandboxGraph {
  readonly sandbox: Sandbox;
  readonly gateway: TestGateway;
  /** This test's own sandbox account key, sent as `AccessKey` with every query. */
  readonly key: string;
  /** A query with this test's own sandbox account (and any further headers). */
  query(text: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GraphQLResponse>;
  /** A query's data, failing the test on any error. */
  data<T = Record<string, unknown>>(text: string, variables?: Record<string, unknown>): Promise<T>;
  /** One named operation of a document holding several (a GraphiQL tab), with this test's account. */
  operation(document: string, operationName: string, variables?: Record<string, unknown>): Promise<GraphQLResponse>;
  /** The upstream calls since the test began (or `sandbox.clearRequests()`), as `METHOD path?query`. */
  upstreamCalls(): string[];
  /** The same, each led by the sandbox host it reached (`api`, `video`, …): `host METHOD path?query`. */
  upstreamCallsByHost(): string[];
  /** Expects a BAD_USER_INPUT error naming `argument`, and that nothing reached bunny.net. */
  expectRefused(response: GraphQLResponse, argument: string): void;
}

export interface SandboxGraphOptions {
  /** The sandbox's clock (default: the real one). */
  readonly now?: Date;
  /** The gateway's log level (default `error`; `info` for tests that read the log lines). */
  readonly logLevel?: string;
}

/** Starts the sandbox and the gateway once for the file; each test gets a fresh account named after `prefix`. */
export function useSandboxGraph(prefix: string, options: SandboxGraphOptions = {}): SandboxGraph {
  let sandbox: Sandbox | undefined;
  let gateway: TestGateway | undefined;
  let key = '';
  let keys = 0;

  beforeAll(async () => {
    const { now } = options;
    sandbox = await startSandbox(now ? { now: () => now } : {});
    gateway = await startGateway(sandboxEnv(sandbox, { LOG_LEVEL: options.logLevel ?? 'error' }));
  });

  afterAll(async () => {
    await gateway?.close();
    await sandbox?.close();
  });

  beforeEach(() => {
    // A fresh sandbox account per test: changes made by one test never show in another.
    keys += 1;
    key = `${prefix}-${keys}-${Date.now()}`;
    sandbox?.clearRequests();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useSandboxGraph: used outside a test');
    return value;
  };
  const requests = () => started(sandbox).requests;
  const graph: SandboxGraph = {
    get sandbox() {
      return started(sandbox);
    },
    get gateway() {
      return started(gateway);
    },
    get key() {
      return key;
    },
    async query(text, variables, headers) {
      if (isRead(text)) await prime(started(gateway), started(sandbox), text, variables, headers);
      return started(gateway).graphql(text, variables, { AccessKey: key, ...headers });
    },
    async data<T>(text: string, variables?: Record<string, unknown>): Promise<T> {
      const { body } = await graph.query(text, variables);
      expect(body.errors).toBeUndefined();
      return body.data as T;
    },
    operation: (document, operationName, variables) =>
      postOperation(started(gateway).url, key, { query: document, operationName, variables }),
    upstreamCalls: () => requests().map((request) => `${request.method} ${request.url}`),
    upstreamCallsByHost: () => requests().map((request) => `${request.host} ${request.method} ${request.url}`),
    expectRefused(response, argument) {
      expectBadInput(response, argument);
      expect(requests()).toEqual([]);
    },
  };
  return graph;
}

/**
 * Sends a read once with another account first, so that the test's own request runs as a prepared operation
 * (src/execution/preparedOperations.ts), as every repeated document does in production; the calls it made are taken
 * back out of the sandbox's record. Writes are not primed: a write with a library key would change the library twice.
 */
async function prime(
  gateway: TestGateway,
  sandbox: Sandbox,
  text: string,
  variables: Record<string, unknown> | undefined,
  headers: Record<string, string> | undefined,
): Promise<void> {
  const before = sandbox.requests.length;
  await gateway.graphql(text, variables, { ...headers, AccessKey: 'priming-account' });
  sandbox.requests.splice(before);
}

function isRead(text: string): boolean {
  try {
    return getOperationAST(parse(text))?.operation === 'query';
  } catch {
    return false;
  }
}

/** Expects exactly one error, BAD_USER_INPUT naming `argument` (a link's argument may be refused after its parent's read). */
export function expectBadInput(response: GraphQLResponse, argument: string): void {
  expect(response.body.errors).toEqual([
    expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', argument }) }),
  ]);
}

/** `TestGateway.graphql` sends no operation name; a GraphiQL tab's document needs one. */
async function postOperation(url: string, key: string, request: Record<string, unknown>): Promise<GraphQLResponse> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', AccessKey: key },
    body: JSON.stringify(request),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as GraphQLResponse['body'],
  };
}

let schema: ReturnType<typeof buildSchema> | undefined;

/** The upstream calls the gateway's budget estimates for an operation, before running it. */
export function estimateCalls(text: string, variables: Record<string, unknown> = {}, operationName?: string): number {
  schema ??= buildSchema();
  return estimateUpstreamCalls(schema, parse(text), operationName, variables);
}
