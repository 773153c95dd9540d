import { randomBytes, randomUUID } from 'node:crypto';
import { apiErrorData, invalidJson } from './errors.js';
import { empty, json, type Reply } from './http.js';
import { sameIp } from './ip.js';
import { isInteger, parseJsonObject, parseOptionalJsonObject } from './json.js';
import { intParam, stringParam, type HandlerContext } from './router.js';
import type { PullZone } from './state.js';

/**
 * Core API Pull Zone operations. Successes have no body (204) except the certificate request;
 * validation failures answer 400 ApiErrorData; unknown zones or rules answer 404 with no body.
 */

/** bunny.net allows one external certificate request per hostname per minute. */
const CERTIFICATE_REQUEST_INTERVAL_MS = 60_000;

function findPullZone(context: HandlerContext, param: string): PullZone | undefined {
  return context.account.pullZones.get(intParam(context, param));
}

/** POST /pullzone/{id}/removeBlockedIp */
export function removeBlockedIp(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const ip = body.BlockedIp;
  if (typeof ip !== 'string' || ip.trim() === '') {
    return apiErrorData(400, 'validation.required', 'BlockedIp', 'The BlockedIp field is required.');
  }
  const zone = findPullZone(context, 'id');
  if (!zone) return empty(404);
  const index = zone.blockedIps.findIndex((blocked) => sameIp(blocked, ip));
  if (index === -1) {
    return apiErrorData(
      400,
      'pullzone.blocked_ip_not_found',
      'BlockedIp',
      `The IP ${ip} is not on the blocked list of this Pull Zone.`,
    );
  }
  zone.blockedIps.splice(index, 1);
  return empty(204);
}

/** POST /pullzone/{pullZoneId}/edgerules/{edgeRuleId}/setEdgeRuleEnabled */
export function setEdgeRuleEnabled(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  if (typeof body.Value !== 'boolean')
    return apiErrorData(400, 'validation.required', 'Value', 'The Value field is required and must be true or false.');
  if (body.Id !== undefined && body.Id !== null && !isInteger(body.Id))
    return apiErrorData(400, 'validation.invalid', 'Id', 'The Id field must be an integer.');
  const zone = findPullZone(context, 'pullZoneId');
  const ruleId = stringParam(context, 'edgeRuleId').toLowerCase();
  const rule = zone?.edgeRules.find((candidate) => candidate.guid.toLowerCase() === ruleId);
  if (!rule) return empty(404);
  rule.enabled = body.Value;
  return empty(204);
}

/** POST /pullzone/{id}/resetSecurityKey. Without a SecurityKey a new random key is generated. */
export function resetSecurityKey(context: HandlerContext): Reply {
  const body = parseOptionalJsonObject(context.body);
  if (!body) return invalidJson();
  const requested = body.SecurityKey;
  const valid =
    requested === undefined ||
    requested === null ||
    (typeof requested === 'string' && requested.length >= 8 && requested.length <= 36);
  if (!valid)
    return apiErrorData(
      400,
      'validation.length',
      'SecurityKey',
      'The SecurityKey must be a string between 8 and 36 characters long.',
    );
  const zone = findPullZone(context, 'id');
  if (!zone) return empty(404);
  zone.securityKey = typeof requested === 'string' ? requested : randomUUID();
  return empty(204);
}

/** POST /pullzone/requestExternalHttpCertificate */
export function requestExternalHttpCertificate(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const hostname = typeof body.Hostname === 'string' ? body.Hostname.trim().toLowerCase() : '';
  if (hostname === '') return apiErrorData(400, 'validation.required', 'Hostname', 'The Hostname field is required.');

  const owner = [...context.account.pullZones.values()].find((zone) =>
    zone.hostnames.some((entry) => entry.value === hostname),
  );
  const entry = owner?.hostnames.find((candidate) => candidate.value === hostname);
  if (!owner || !entry) return empty(404);
  if (!entry.externalCertificate) {
    const reason = entry.system
      ? 'is a system hostname whose certificate bunny.net manages'
      : 'uses a bunny.net managed certificate';
    return apiErrorData(
      400,
      'pullzone.hostname_not_external',
      'Hostname',
      `The hostname ${hostname} ${reason}; it cannot request an external certificate.`,
    );
  }

  const nowMs = context.now.getTime();
  const last = context.account.certificateRequests.get(hostname);
  if (last !== undefined && nowMs - last < CERTIFICATE_REQUEST_INTERVAL_MS) {
    const retryAfter = Math.max(1, Math.ceil((last + CERTIFICATE_REQUEST_INTERVAL_MS - nowMs) / 1000));
    return apiErrorData(
      429,
      'pullzone.certificate_request_rate_limited',
      'Hostname',
      `A certificate was already requested for ${hostname}. Try again in ${retryAfter} seconds.`,
      {
        'Retry-After': String(retryAfter),
      },
    );
  }
  context.account.certificateRequests.set(hostname, nowMs);
  return json(200, httpChallenge(owner, hostname, context.now));
}

/** The file the customer must serve so the ACME HTTP-01 validation succeeds. */
function httpChallenge(zone: PullZone, hostname: string, now: Date): Record<string, unknown> {
  const token = randomBytes(32).toString('base64url');
  const thumbprint = randomBytes(32).toString('base64url');
  const path = `/.well-known/acme-challenge/${token}`;
  return {
    PullZoneId: zone.id,
    Hostname: hostname,
    ChallengeType: 'http-01',
    Token: token,
    FilePath: path,
    FileContent: `${token}.${thumbprint}`,
    ContentType: 'text/plain',
    ValidationUrl: `http://${hostname}${path}`,
    ExpiresAt: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
  };
}
