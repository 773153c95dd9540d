import { createHash } from 'node:crypto';
import { MAX_APPLICATIONS } from './appWrites.js';
import { CONTAINER_NODE_IPS, CONTAINER_REGIONS } from './catalog.js';
import { cursorPage } from './paging.js';
import type { LogForwarding } from './state.js';
import { empty, json, type Reply } from '../core/http.js';
import { isInteger, parseJsonObject } from '../core/json.js';
import { stringParam, type HandlerContext } from '../router.js';

/**
 * The platform around the applications (magic-containers-api.json, under /mc): regions, the account's limits, the
 * node network, and log forwarding. Log forwarding's failures have no body, as documented; its records carry the
 * token, as bunny.net's do.
 */

/** GET /mc/regions?limit=&nextCursor=. */
export const listRegions = (context: HandlerContext): Reply =>
  cursorPage(context, 'regions', CONTAINER_REGIONS, (region) => region);

/** GET /mc/regions/optimal?cdnServerToken=: a region with capacity the token points at; Frankfurt without one. */
export function optimalRegion(context: HandlerContext): Reply {
  const token = context.query.get('cdnServerToken');
  const candidates = CONTAINER_REGIONS.filter((region) => region.hasCapacity);
  const index = token ? (createHash('sha256').update(token).digest()[0] ?? 0) : 0;
  return json(200, { region: candidates[index % candidates.length] });
}

/** GET /mc/limits. */
export function limits(context: HandlerContext): Reply {
  return json(200, {
    maxNumberOfApplications: MAX_APPLICATIONS,
    existingNumberOfApplications: context.account.apps.size,
    maxNumberOfRegionsPerApplication: 10,
    maxNumberOfInstancesPerRegion: 10,
    maxNumberOfInstancesPerApplication: null,
    maxNumberOfVolumesPerApplication: 5,
    maxVolumeSize: 100,
  });
}

/** GET /mc/nodes?limit=&nextCursor=. */
export const listNodes = (context: HandlerContext): Reply =>
  cursorPage(context, 'nodes', CONTAINER_NODE_IPS, (ip) => ip);

/** GET /mc/nodes/plain. */
export const listNodeIps = (): Reply => json(200, [...CONTAINER_NODE_IPS]);

function record(forwarding: LogForwarding): Record<string, unknown> {
  const { appId, createdAt, token, ...rest } = forwarding;
  return {
    ...rest,
    app: appId,
    productId: 'magic-containers',
    createdAt: createdAt.toISOString(),
    ...(token && { token }),
  };
}

/** GET /mc/log/forwarding: every configuration of the account. */
export function listLogForwardings(context: HandlerContext): Reply {
  return json(200, { items: [...context.account.containerAccount.logForwarding.values()].map(record) });
}

/** GET /mc/log/forwarding/{appId}: 404 with no body when the application forwards none. */
export function getLogForwarding(context: HandlerContext): Reply {
  const forwarding = context.account.containerAccount.logForwarding.get(stringParam(context, 'appId'));
  return forwarding ? json(200, record(forwarding)) : empty(404);
}

/** A CreateLogForwardingRequest, checked; undefined when it is not one (a 400 with no body). */
function forwardingRequest(context: HandlerContext): Omit<LogForwarding, 'id' | 'createdAt'> | undefined {
  const body = parseJsonObject(context.body);
  if (!body) return undefined;
  const { app, type, endpoint, port, format, enabled, token } = body;
  const valid =
    typeof app === 'string' &&
    (type === 'SyslogUdp' || type === 'SyslogTcp') &&
    typeof endpoint === 'string' &&
    endpoint !== '' &&
    isInteger(port) &&
    port >= 1 &&
    port <= 65535 &&
    (format === 'SyslogRfc3164' || format === 'SyslogRfc5424') &&
    typeof enabled === 'boolean' &&
    (token === undefined || typeof token === 'string');
  return valid ? { appId: app, type, endpoint, port, format, enabled, token: token ?? null } : undefined;
}

/** POST /mc/log/forwarding: 201 with the configuration; 400 for another's, unknown or configured application. */
export function createLogForwarding(context: HandlerContext): Reply {
  const request = forwardingRequest(context);
  const { apps, containerAccount } = context.account;
  if (!request || !apps.has(request.appId) || containerAccount.logForwarding.has(request.appId)) return empty(400);
  const forwarding = {
    ...request,
    id: `lf-${String(containerAccount.nextId++).padStart(8, '0')}`,
    createdAt: context.now,
  };
  containerAccount.logForwarding.set(request.appId, forwarding);
  return json(201, record(forwarding));
}

/** PUT /mc/log/forwarding/{appId}: 200 with the configuration as it is now; 403 for a body naming another app. */
export function updateLogForwarding(context: HandlerContext): Reply {
  const appId = stringParam(context, 'appId');
  const current = context.account.containerAccount.logForwarding.get(appId);
  if (!current) return empty(404);
  const request = forwardingRequest(context);
  if (!request) return empty(400);
  if (request.appId !== appId) return empty(403);
  const updated = { ...current, ...request };
  context.account.containerAccount.logForwarding.set(appId, updated);
  return json(200, record(updated));
}

/** DELETE /mc/log/forwarding/{appId}: 204. */
export function deleteLogForwarding(context: HandlerContext): Reply {
  return context.account.containerAccount.logForwarding.delete(stringParam(context, 'appId')) ? empty(204) : empty(404);
}
