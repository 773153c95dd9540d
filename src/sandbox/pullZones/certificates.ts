import { issueOverTime } from '../live/overTime.js';
import { randomBytes } from 'node:crypto';
import { apiErrorData, invalidJson } from '../core/errors.js';
import { empty, json, type Reply } from '../core/http.js';
import { parseJsonObject } from '../core/json.js';
import { hostnameNotFound } from './access.js';
import { hostnameOf, isText, ownerOf, requiredText, zoneAndBody } from './shared.js';
import type { HandlerContext } from '../router.js';
import type { PullZone, PullZoneHostname } from '../state.js';

/**
 * Certificates of a Pull Zone's hostnames: a free one bunny.net issues, one the customer uploads, or an external
 * one through an ACME challenge the customer answers (HTTP-01 file or DNS-01 TXT record), requested and then
 * completed. The system hostname and hostnames on bunny.net's managed certificate take no other certificate.
 */

/** bunny.net allows one external certificate request per hostname per minute. */
const CERTIFICATE_REQUEST_INTERVAL_MS = 60_000;
const MANAGED = 4;

type Challenge = 'http' | 'dns';

/** The hostname of the body, the zone that answers it and its entry; or the reply refusing them. */
function ownedHostname(context: HandlerContext): { zone: PullZone; entry: PullZoneHostname } | Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const hostname = requiredText(body, 'Hostname');
  if (!isText(hostname)) return hostname;
  return ownerOf(context.account, hostname) ?? empty(404);
}

const isReply = (value: object): value is Reply => 'kind' in value;

function notExternal(entry: PullZoneHostname): Reply | null {
  if (!entry.system && entry.certificate?.provision !== MANAGED) return null;
  const reason = entry.system
    ? 'is a system hostname whose certificate bunny.net manages'
    : 'uses a bunny.net managed certificate';
  return apiErrorData(
    400,
    'pullzone.hostname_not_external',
    'Hostname',
    `The hostname ${entry.value} ${reason}; it cannot request an external certificate.`,
  );
}

function systemHostname(entry: PullZoneHostname): Reply {
  return apiErrorData(
    400,
    'pullzone.hostname_system',
    'Hostname',
    `The system hostname ${entry.value} has bunny.net's own certificate; it takes no other.`,
  );
}

/** A handler of an external certificate request: the challenge to answer, at most once a minute per hostname. */
function requestExternal(challenge: Challenge) {
  return (context: HandlerContext): Reply => {
    const owned = ownedHostname(context);
    if (isReply(owned)) return owned;
    const refused = notExternal(owned.entry) ?? rateLimited(context, owned.entry.value);
    if (refused) return refused;
    context.account.certificateRequests.set(owned.entry.value, context.now.getTime());
    owned.entry.pendingChallenge = challenge;
    const answer = challenge === 'http' ? httpChallenge : dnsChallenge;
    return json(200, {
      PullZoneId: owned.zone.id,
      Hostname: owned.entry.value,
      ...answer(owned.entry.value, context.now),
    });
  };
}

function rateLimited(context: HandlerContext, hostname: string): Reply | null {
  const nowMs = context.now.getTime();
  const last = context.account.certificateRequests.get(hostname);
  if (last === undefined || nowMs - last >= CERTIFICATE_REQUEST_INTERVAL_MS) return null;
  const retryAfter = Math.max(1, Math.ceil((last + CERTIFICATE_REQUEST_INTERVAL_MS - nowMs) / 1000));
  return apiErrorData(
    429,
    'pullzone.certificate_request_rate_limited',
    'Hostname',
    `A certificate was already requested for ${hostname}. Try again in ${retryAfter} seconds.`,
    { 'Retry-After': String(retryAfter) },
  );
}

const token = (): string => randomBytes(32).toString('base64url');
const expiry = (now: Date): string => new Date(now.getTime() + 7 * 86_400_000).toISOString();

/** The file the customer must serve so the ACME HTTP-01 validation succeeds. */
function httpChallenge(hostname: string, now: Date): Record<string, unknown> {
  const value = token();
  const path = `/.well-known/acme-challenge/${value}`;
  return {
    ChallengeType: 'http-01',
    Token: value,
    FilePath: path,
    FileContent: `${value}.${token()}`,
    ContentType: 'text/plain',
    ValidationUrl: `http://${hostname}${path}`,
    ExpiresAt: expiry(now),
  };
}

/** The TXT record the customer must publish so the ACME DNS-01 validation succeeds. */
function dnsChallenge(hostname: string, now: Date): Record<string, unknown> {
  return {
    ChallengeType: 'dns-01',
    RecordName: `_acme-challenge.${hostname}`,
    RecordType: 'TXT',
    RecordValue: token(),
    ExpiresAt: expiry(now),
  };
}

/** A handler completing an external request: the hostname gets its certificate once its challenge was asked for. */
function completeExternal(challenge: Challenge) {
  return (context: HandlerContext): Reply => {
    const owned = ownedHostname(context);
    if (isReply(owned)) return owned;
    if (owned.entry.pendingChallenge !== challenge)
      return apiErrorData(
        400,
        'pullzone.certificate_not_requested',
        'Hostname',
        `No ${challenge === 'http' ? 'HTTP' : 'DNS'} certificate request of ${owned.entry.value} is waiting to be completed.`,
      );
    owned.entry.pendingChallenge = null;
    owned.entry.certificate = { provision: challenge === 'http' ? 1 : 2 };
    return empty(200);
  };
}

/** POST /pullzone/requestExternalHttpCertificate */
export const requestExternalHttpCertificate = requestExternal('http');
/** POST /pullzone/requestExternalDnsCertificate */
export const requestExternalDnsCertificate = requestExternal('dns');
/** POST /pullzone/completeExternalHttpCertificate */
export const completeExternalHttpCertificate = completeExternal('http');
/** POST /pullzone/completeExternalDnsCertificate */
export const completeExternalDnsCertificate = completeExternal('dns');

/** GET /pullzone/loadFreeCertificate?hostname=&useOnlyHttp01=: a free certificate bunny.net issues and renews. */
export function loadFreeCertificate(context: HandlerContext): Reply {
  const hostname = context.query.get('hostname')?.trim() ?? '';
  if (hostname === '') return apiErrorData(400, 'validation.required', 'hostname', 'The hostname is required.');
  const owned = ownerOf(context.account, hostname);
  if (!owned) return empty(404);
  if (owned.entry.system) return systemHostname(owned.entry);
  const dns = context.query.get('useOnlyHttp01')?.toLowerCase() === 'false';
  if (context.changesOverTime) issueOverTime(owned.entry, { provision: dns ? 2 : 1 });
  else owned.entry.certificate = { provision: dns ? 2 : 1 };
  return empty(200);
}

/** Base64 of a PEM file holding a block of `label` (CERTIFICATE, PRIVATE KEY, EC PRIVATE KEY...). */
function isPem(value: unknown, label: RegExp): boolean {
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return false;
  const text = Buffer.from(value, 'base64').toString('utf8');
  return new RegExp(`-----BEGIN ${label.source}-----`).test(text);
}

/** POST /pullzone/{id}/addCertificate: the customer's own certificate and key, each Base64 of its PEM file. */
export function addCertificate(context: HandlerContext): Reply {
  const found = zoneAndBody(context);
  if ('refused' in found) return found.refused;
  const hostname = requiredText(found.body, 'Hostname');
  if (!isText(hostname)) return hostname;
  const entry = hostnameOf(found.zone, hostname);
  if (!entry) return hostnameNotFound(hostname);
  if (entry.system) return systemHostname(entry);
  if (!isPem(found.body.Certificate, /CERTIFICATE/))
    return apiErrorData(
      400,
      'pullzone.certificate_invalid',
      'Certificate',
      'The Certificate is not a Base64 PEM certificate.',
    );
  if (!isPem(found.body.CertificateKey, /(?:RSA |EC )?PRIVATE KEY/))
    return apiErrorData(
      400,
      'pullzone.certificate_key_invalid',
      'CertificateKey',
      'The CertificateKey is not a Base64 PEM private key.',
    );
  entry.certificate = { provision: 3 };
  return empty(204);
}

/** DELETE /pullzone/{id}/removeCertificate */
export function removeCertificate(context: HandlerContext): Reply {
  const found = zoneAndBody(context);
  if ('refused' in found) return found.refused;
  const hostname = requiredText(found.body, 'Hostname');
  if (!isText(hostname)) return hostname;
  const entry = hostnameOf(found.zone, hostname);
  if (!entry) return hostnameNotFound(hostname);
  if (entry.system || entry.certificate === null)
    return apiErrorData(
      400,
      'pullzone.certificate_not_found',
      'Hostname',
      `The hostname ${entry.value} has no certificate to remove.`,
    );
  entry.certificate = null;
  return empty(204);
}

/** POST /pullzone/{id}/updatePrivateKeyType: PrivateKeyUpdateModel, KeyType 0 (ECDSA) or 1 (RSA). */
export function updatePrivateKeyType(context: HandlerContext): Reply {
  const found = zoneAndBody(context);
  if ('refused' in found) return found.refused;
  const hostname = requiredText(found.body, 'Hostname');
  if (!isText(hostname)) return hostname;
  const keyType = found.body.KeyType;
  if (keyType !== 0 && keyType !== 1)
    return apiErrorData(400, 'validation.invalid', 'KeyType', 'The KeyType must be 0 (Ecdsa) or 1 (Rsa).');
  const entry = hostnameOf(found.zone, hostname);
  if (!entry) return hostnameNotFound(hostname);
  entry.keyType = keyType;
  return empty(200);
}
