import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { loadConfig, type Config } from '../../src/config.js';
import { createGateway, type Gateway, type GatewayOptions } from '../../src/gateway.js';
import { createLogger } from '../../src/logging/logger.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import { startFakeUpstream, type FakeAnswer, type FakeUpstream } from './fakeUpstream.js';

export interface GraphQLResponse {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
  };
}

export interface TestGateway {
  url: string;
  config: Config;
  gateway: Gateway;
  /** Every log line written, parsed. */
  logs: Record<string, unknown>[];
  /** Every log line written, raw. */
  rawLogs: string[];
  graphql(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse>;
  close(): Promise<void>;
}

export const TEST_KEY = 'test-account-key-0001';

/** The gateway as production runs it (same config loader, logger, HTTP handler) on 127.0.0.1, logs captured. */
export async function startGateway(
  env: Record<string, string>,
  options: Partial<GatewayOptions> = {},
): Promise<TestGateway> {
  const config = loadConfig({ LOG_LEVEL: 'info', ...env });
  const rawLogs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      rawLogs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const logger = createLogger(config, sink);
  const gateway = createGateway(config, { logger, ...options });
  const server: Server = createServer(gateway.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    config,
    gateway,
    rawLogs,
    get logs() {
      return rawLogs.map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    async graphql(query, variables, headers = { AccessKey: TEST_KEY }) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      return {
        status: response.status,
        headers: response.headers,
        body: (await response.json()) as GraphQLResponse['body'],
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
    },
  };
}

/** Env pointing all three hosts at one fake upstream. */
export function upstreamEnv(url: string, extra: Record<string, string> = {}): Record<string, string> {
  return { BUNNY_API_URL: url, BUNNY_VIDEO_URL: url, BUNNY_ORIGIN_LOG_URL: url, ...extra };
}

/** The gateway's env for one running sandbox: every bunny.net host it serves, Edge Storage included, and `extra`. */
export function sandboxEnv(sandbox: Sandbox, extra: Record<string, string> = {}): Record<string, string> {
  const { api, video, originLogs, storage } = sandbox.urls;
  return {
    BUNNY_API_URL: api,
    BUNNY_VIDEO_URL: video,
    BUNNY_ORIGIN_LOG_URL: originLogs,
    BUNNY_STORAGE_URL: storage,
    ...extra,
  };
}

/**
 * A test file's one fake upstream (standing in for all three hosts) and one gateway on it: started before the file's
 * tests, stopped after them, and before each test reset to `answer` with no recorded requests. `started` hands both
 * to the file's own variables.
 */
export function useGatewayOnFake(
  answer: FakeAnswer,
  started: (both: { upstream: FakeUpstream; gw: TestGateway }) => void,
  env: Record<string, string> = {},
): void {
  let upstream: FakeUpstream;
  let gw: TestGateway;
  beforeAll(async () => {
    upstream = await startFakeUpstream(answer);
    gw = await startGateway(upstreamEnv(upstream.url, env));
    started({ upstream, gw });
  });
  afterAll(async () => {
    await gw.close();
    await upstream.close();
  });
  beforeEach(() => {
    upstream.requests.length = 0;
    upstream.answer(answer);
  });
}

/** Query limits low enough that a short document passes each one: the refusal tables' gateways (refusals, SSE). */
export const TIGHT_QUERY_LIMITS = {
  MAX_QUERY_TOKENS: '60',
  MAX_NESTING_DEPTH: '8',
  MAX_QUERY_DEPTH: '4',
  MAX_QUERY_ALIASES: '3',
  MAX_QUERY_DIRECTIVES: '2',
  MAX_QUERY_COST: '30',
} as const;
