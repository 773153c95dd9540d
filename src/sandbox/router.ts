import type { Authenticator } from './core/auth.js';
import type { Reply, RequestParts } from './core/http.js';
import type { AccountState, VideoLibrary } from './state.js';

/**
 * Route tables and path matching. Patterns read like the OpenAPI paths they implement, with
 * a type on each parameter: `{id:int64}`, `{shieldZoneId:int32}`, `{dateTime:date}` (MM-dd-yyyy)
 * or `{name}` for any single segment. A parameter that does not fit its type makes the route
 * not match, so the request ends as the generic 404, like a routing constraint would.
 */

/** The hosts the sandbox stands in for; `storage` is every Edge Storage host on one listener (storageFiles/host.ts). */
export type SandboxHost = 'api' | 'video' | 'originLogs' | 'storage';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HandlerContext extends RequestParts {
  account: AccountState;
  /** Set on the video host: the library whose key authenticated the request. */
  library?: VideoLibrary;
  now: Date;
  eventLogRowsPerHour: number;
  /** States bunny.net reaches over time (a rollout, a certificate) take seconds, as there (live/overTime.ts). */
  changesOverTime: boolean;
}

export type Handler = (context: HandlerContext) => Reply;

export interface Route {
  host: SandboxHost;
  method: HttpMethod;
  pattern: string;
  /** Largest accepted request body in bytes; larger bodies answer 413. */
  bodyLimit: number;
  auth: Authenticator;
  handle: Handler;
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

const INT32_MAX = 2_147_483_647;

const PARAMETER_TYPES: Record<string, (value: string) => boolean> = {
  int32: (value) => /^\d{1,10}$/.test(value) && Number(value) <= INT32_MAX,
  int64: (value) => /^\d{1,16}$/.test(value) && Number.isSafeInteger(Number(value)),
  date: (value) => /^\d{2}-\d{2}-\d{4}$/.test(value),
  segment: (value) => value.length > 0,
};

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const segment = actual[index] ?? '';
    const parameter = /^\{(\w+)(?::(\w+))?\}$/.exec(part);
    if (!parameter) {
      if (part !== segment) return undefined;
      continue;
    }
    const [, name = '', type = 'segment'] = parameter;
    const value = decodeSegment(segment);
    const fits = PARAMETER_TYPES[type];
    if (value === undefined || !fits?.(value)) return undefined;
    params[name] = value;
  }
  return params;
}

export function matchRoute(
  routes: readonly Route[],
  host: SandboxHost,
  method: string,
  path: string,
): RouteMatch | undefined {
  for (const route of routes) {
    if (route.host !== host || route.method !== method) continue;
    const params = matchPattern(route.pattern, path);
    if (params) return { route, params };
  }
  return undefined;
}

/** A path parameter the route pattern guarantees to exist. */
export function stringParam(context: Pick<HandlerContext, 'params'>, name: string): string {
  const value = context.params[name];
  if (value === undefined) throw new Error(`Route has no parameter ${name}`);
  return value;
}

/** An integer path parameter (the pattern already checked its digits and range). */
export function intParam(context: Pick<HandlerContext, 'params'>, name: string): number {
  return Number(stringParam(context, name));
}
