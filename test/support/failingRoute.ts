import type { IncomingHttpHeaders } from 'node:http';
import type { Sandbox, SandboxHost } from '../../src/sandbox/index.js';
import { startFakeUpstream, type FakeAnswer, type FakeUpstream, type ReceivedRequest } from './fakeUpstream.js';

/**
 * The sandbox behind four real HTTP proxies on 127.0.0.1, one per bunny.net host (the storage hosts share one), that pass every call through
 * except the one route a test makes fail: it answers 500 (bunny.net failing), which the gateway reports as
 * UPSTREAM_ERROR on the field that made the call.
 */

/** A route to fail: its host, method and path (without the query string). */
export interface FailingRoute {
  readonly host: SandboxHost;
  readonly method: string;
  readonly path: RegExp;
}

export interface FailingProxies {
  /** Base URLs of the proxies, by host, for the gateway's BUNNY_* variables. */
  readonly urls: Record<SandboxHost, string>;
  /** Makes this route answer 500 from now on (undefined: none fails). */
  fail(route: FailingRoute | undefined): void;
  /** The calls that were failed, as `METHOD path`. */
  readonly failed: string[];
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

export async function startFailingProxies(sandbox: Sandbox): Promise<FailingProxies> {
  let failing: FailingRoute | undefined;
  const failed: string[] = [];
  const proxy = (host: SandboxHost): Promise<FakeUpstream> =>
    startFakeUpstream(async (request) => {
      const path = request.url.split('?', 1)[0] ?? '';
      if (failing?.host === host && failing.method === request.method && failing.path.test(path)) {
        failed.push(`${request.method} ${path}`);
        return { status: 500, body: { Message: 'bunny.net failed (a test made this route fail)' } };
      }
      return forward(`${sandbox.urls[host]}${request.url}`, request);
    });
  const hosts = ['api', 'video', 'originLogs', 'storage'] as const;
  const [api, video, originLogs, storage] = await Promise.all(hosts.map(proxy));
  const proxies = [api, video, originLogs, storage] as FakeUpstream[];
  return {
    urls: {
      api: api?.url ?? '',
      video: video?.url ?? '',
      originLogs: originLogs?.url ?? '',
      storage: storage?.url ?? '',
    },
    fail: (route) => {
      failing = route;
      failed.length = 0;
    },
    failed,
    close: async () => {
      await Promise.all(proxies.map((upstream) => upstream.close()));
    },
  };
}

async function forward(url: string, request: ReceivedRequest): Promise<FakeAnswer> {
  const response = await fetch(url, {
    method: request.method,
    headers: headersOf(request.headers),
    ...(request.method === 'GET' || request.method === 'HEAD' ? {} : { body: new Uint8Array(request.body) }),
  });
  const contentType = response.headers.get('content-type');
  return {
    status: response.status,
    headers: contentType ? { 'content-type': contentType } : {},
    body: Buffer.from(await response.arrayBuffer()),
  };
}

function headersOf(headers: IncomingHttpHeaders): Headers {
  const forwarded = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) forwarded.append(name, item);
  }
  return forwarded;
}
