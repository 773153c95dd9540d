import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { startGateway, type GraphQLResponse, type TestGateway } from './gateway.js';

/** The graph through HTTP against the sandbox, for one test file: a gateway and a sandbox with a fixed clock. */
export interface SandboxGraph {
  readonly sandbox: Sandbox;
  readonly gateway: TestGateway;
  /** A query with this test's own sandbox account. */
  query(text: string, variables?: Record<string, unknown>): Promise<GraphQLResponse>;
  /** A query's data, failing the test on any error. */
  data<T>(text: string, variables?: Record<string, unknown>): Promise<T>;
  /** The upstream calls since the test began (or `sandbox.clearRequests()`), as `METHOD path?query`. */
  upstreamCalls(): string[];
}

export function useSandboxGraph(now: Date, prefix: string): SandboxGraph {
  let sandbox: Sandbox | undefined;
  let gateway: TestGateway | undefined;
  let key = '';
  let keys = 0;

  beforeAll(async () => {
    sandbox = await startSandbox({ now: () => now });
    gateway = await startGateway({
      BUNNY_API_URL: sandbox.urls.api,
      BUNNY_VIDEO_URL: sandbox.urls.video,
      BUNNY_ORIGIN_LOG_URL: sandbox.urls.originLogs,
      LOG_LEVEL: 'error',
    });
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
  const graph: SandboxGraph = {
    get sandbox() {
      return started(sandbox);
    },
    get gateway() {
      return started(gateway);
    },
    query: (text, variables) => started(gateway).graphql(text, variables, { AccessKey: key }),
    async data<T>(text: string, variables?: Record<string, unknown>): Promise<T> {
      const { body } = await graph.query(text, variables);
      expect(body.errors).toBeUndefined();
      return body.data as T;
    },
    upstreamCalls: () => started(sandbox).requests.map((request) => `${request.method} ${request.url}`),
  };
  return graph;
}
