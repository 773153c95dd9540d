import { shieldFailure, shieldSuccess } from '../core/errors.js';
import { json, type Reply } from '../core/http.js';
import { isJsonObject, parseJsonObject, type JsonObject } from '../core/json.js';
import { intParam, type HandlerContext } from '../router.js';
import { apiGuardianActivity } from './apiGuardianActivity.js';
import { specificationEndpoints, specificationInfo } from './apiGuardianSpec.js';
import { isProtection, notFoundInside, protectionOf } from './protection.js';
import { apiGuardianEndpoint, type ZoneProtection } from './settingsState.js';

/** API Guardian: a zone's settings and endpoints, their changes, the specification, enums and metrics. */

const unconfigured = (shieldZoneId: number): Reply =>
  notFoundInside(`Shield Zone ${shieldZoneId} has no OpenAPI specification yet.`, 'apiGuardian.notConfigured');

function answerOf(protection: ZoneProtection): JsonObject {
  return { configuration: protection.apiGuardian, endpoints: [...protection.apiGuardianEndpoints.values()] };
}

/** GET /shield/shield-zone/{shieldZoneId}/api-guardian: no `data` for a zone without a specification. */
export function getApiGuardian(context: HandlerContext): Reply {
  const protection = protectionOf(context);
  if (!isProtection(protection)) return protection;
  if (protection.apiGuardian === null) return json(200, { error: shieldSuccess() });
  return json(200, { data: answerOf(protection), error: shieldSuccess() });
}

const CODES: Record<string, readonly number[]> = {
  executionMode: [0, 1],
  bodyLimitAction: [0, 1, 2],
  unmatchedPathAction: [0, 1, 2],
};

/** PATCH /shield/shield-zone/{shieldZoneId}/api-guardian: the settings sent. */
export function updateShieldApiGuardian(context: HandlerContext): Reply {
  const protection = protectionOf(context, notFoundInside);
  if (!isProtection(protection)) return protection;
  const settings = protection.apiGuardian;
  if (settings === null) return unconfigured(intParam(context, 'shieldZoneId'));
  const body = parseJsonObject(context.body) ?? {};
  const changes: JsonObject = {};
  if (typeof body['isEnabled'] === 'boolean') changes['isEnabled'] = body['isEnabled'];
  for (const [name, codes] of Object.entries(CODES)) {
    const value = body[name];
    if (value === undefined || value === null) continue;
    if (!codes.includes(value as number)) return invalid(`${name} must be one of ${codes.join(', ')}.`);
    changes[name] = value;
  }
  protection.apiGuardian = { ...settings, ...changes, updatedAt: context.now.toISOString() };
  return json(200, { data: protection.apiGuardian, error: shieldSuccess() });
}

const ENDPOINT_FLAGS = [
  'isEnabled',
  'validateRequestBodySchema',
  'validateResponseBodySchema',
  'validateAuthorization',
  'detectParameterXss',
  'detectParameterSqli',
  'rateLimitingEnabled',
] as const;
const TIMEFRAMES = [1, 10, 60, 300, 900, 3600];

/** PATCH /shield/shield-zone/{shieldZoneId}/api-guardian/endpoint/{endpointId}: the parts sent. */
export function updateShieldApiGuardianEndpoint(context: HandlerContext): Reply {
  const protection = protectionOf(context, notFoundInside);
  if (!isProtection(protection)) return protection;
  const endpointId = intParam(context, 'endpointId');
  const endpoint = protection.apiGuardianEndpoints.get(endpointId);
  if (!endpoint)
    return notFoundInside(`API Guardian endpoint ${endpointId} was not found.`, 'apiGuardian.endpointNotFound');
  const body = parseJsonObject(context.body) ?? {};
  const changes: JsonObject = {};
  for (const flag of ENDPOINT_FLAGS) if (typeof body[flag] === 'boolean') changes[flag] = body[flag];
  const { rateLimitingType: type, rateLimitingRequestCount: count, rateLimitingTimeframe: timeframe } = body;
  if (type != null) {
    if (type !== 'Global' && type !== 'IP') return invalid('rateLimitingType must be Global or IP.');
    changes['rateLimitingType'] = type;
  }
  if (count != null) {
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1)
      return invalid('rateLimitingRequestCount must be at least 1.');
    changes['rateLimitingRequestCount'] = count;
  }
  if (timeframe != null) {
    if (!TIMEFRAMES.includes(timeframe as number))
      return invalid(`rateLimitingTimeframe must be one of ${TIMEFRAMES}.`);
    changes['rateLimitingTimeframe'] = timeframe;
  }
  if (isJsonObject(body['injectionDetectionParameters']))
    changes['injectionDetectionParameters'] = body['injectionDetectionParameters'];
  const changed = { ...endpoint, ...changes, updatedAt: context.now.toISOString() };
  protection.apiGuardianEndpoints.set(endpointId, changed);
  return json(200, { data: changed, error: shieldSuccess() });
}

/** POST (first upload) and PATCH (replacement) /shield/shield-zone/{shieldZoneId}/api-guardian/spec. */
export function uploadSpecification(context: HandlerContext): Reply {
  const protection = protectionOf(context, notFoundInside);
  if (!isProtection(protection)) return protection;
  const shieldZoneId = intParam(context, 'shieldZoneId');
  const replacing = context.method === 'PATCH';
  if (replacing && protection.apiGuardian === null) return unconfigured(shieldZoneId);
  const body = parseJsonObject(context.body) ?? {};
  const { content, enforceAuthorizationValidation: enforce } = body;
  if (typeof content !== 'string' || content.trim() === '') return invalid('content is required.');
  const found = specificationEndpoints(content);
  if (found.length === 0) return invalid('The specification has no paths.', 'apiGuardian.invalidSpecification');
  const now = context.now.toISOString();
  const kept = new Map(
    [...protection.apiGuardianEndpoints.values()].map((e) => [`${e['requestMethod']} ${e['requestPath']}`, e]),
  );
  protection.apiGuardianEndpoints.clear();
  for (const { method, path } of found) {
    const old = kept.get(`${method} ${path}`);
    const id = typeof old?.apiGuardianEndpointId === 'number' ? old.apiGuardianEndpointId : nextEndpointId(context);
    const endpoint = old ?? apiGuardianEndpoint(id, shieldZoneId, method, path, context.now);
    const authorization = typeof enforce === 'boolean' ? enforce : replacing ? endpoint['validateAuthorization'] : true;
    protection.apiGuardianEndpoints.set(id, { ...endpoint, validateAuthorization: authorization });
  }
  protection.apiGuardian = {
    ...(protection.apiGuardian ?? defaultSettings(shieldZoneId, now)),
    ...specificationInfo(content),
    updatedAt: replacing ? now : null,
  };
  return json(200, { data: answerOf(protection), error: shieldSuccess() });
}

function nextEndpointId(context: HandlerContext): number {
  const settings = context.account.shieldSettings;
  settings.nextEndpointId += 1;
  return settings.nextEndpointId - 1;
}

function defaultSettings(shieldZoneId: number, now: string): JsonObject {
  return {
    shieldZoneId,
    isEnabled: true,
    executionMode: 0,
    bodyLimitAction: 1,
    unmatchedPathAction: 1,
    maxEndpoints: 500,
    maxFieldsPerType: 200,
    maxNestingDepth: 16,
    maxTotalSchemaNodes: 20000,
    maxTotalRegexLength: 10000,
    createdAt: now,
  };
}

/** GET /shield/shield-zone/{shieldZoneId}/api-guardian/enums: the same for every zone. */
export function getApiGuardianEnums(): Reply {
  return json(200, {
    WAFExecutionMode: { '0': 'Log', '1': 'Block' },
    WAFPayloadLimitAction: { '0': 'Block', '1': 'Log', '2': 'Ignore' },
    UnmatchedPathAction: { '0': 'Block', '1': 'Log', '2': 'Ignore' },
    ApiGuardianRateLimitType: { Global: 'Global', IP: 'IP' },
    RateLimitTimeframe: Object.fromEntries(TIMEFRAMES.map((seconds) => [String(seconds), `${seconds}s`])),
  });
}

/** GET /shield/metrics/shield-zone/{shieldZoneId}/api-guardian */
export function getApiGuardianMetrics(context: HandlerContext): Reply {
  const shieldZoneId = intParam(context, 'shieldZoneId');
  const zone = context.account.shieldZones.get(shieldZoneId);
  if (!zone) return notFoundInside(`Shield Zone ${shieldZoneId} was not found.`);
  return json(200, {
    data: apiGuardianActivity(context.now, `zone:${shieldZoneId}`, zone.hasTraffic),
    error: shieldSuccess(),
  });
}

/** GET /shield/metrics/shield-zone/{shieldZoneId}/api-guardian/endpoint/{endpointId} */
export function getApiGuardianEndpointMetrics(context: HandlerContext): Reply {
  const protection = protectionOf(context, notFoundInside);
  if (!isProtection(protection)) return protection;
  const shieldZoneId = intParam(context, 'shieldZoneId');
  const endpointId = intParam(context, 'endpointId');
  if (!protection.apiGuardianEndpoints.has(endpointId))
    return notFoundInside(`API Guardian endpoint ${endpointId} was not found.`, 'apiGuardian.endpointNotFound');
  const traffic = context.account.shieldZones.get(shieldZoneId)?.hasTraffic === true;
  return json(200, {
    data: apiGuardianActivity(context.now, `endpoint:${endpointId}`, traffic),
    error: shieldSuccess(),
  });
}

function invalid(message: string, errorKey = 'request.invalidBody'): Reply {
  return json(200, { error: shieldFailure(400, errorKey, message) });
}
