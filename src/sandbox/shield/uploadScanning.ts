import { shieldSuccess } from '../core/errors.js';
import { json, type Reply } from '../core/http.js';
import { parseJsonObject } from '../core/json.js';
import type { HandlerContext } from '../router.js';
import { badRequest, isProtection, protectionOf, zoneNotFound } from './protection.js';

/** A zone's upload scanning: on or off, and what the CSAM and antivirus scanners each do (off, log, block). */

const SCANNERS = ['csamScanningMode', 'antivirusScanningMode'] as const;
const absent = (value: unknown): boolean => value === undefined || value === null;
const isMode = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 2;

/** GET /shield/shield-zone/{shieldZoneId}/upload-scanning */
export function getUploadScanning(context: HandlerContext): Reply {
  const protection = protectionOf(context, zoneNotFound);
  if (!isProtection(protection)) return protection;
  return json(200, { data: protection.uploadScanning, error: shieldSuccess() });
}

/** PATCH /shield/shield-zone/{shieldZoneId}/upload-scanning: the parts sent; null keeps a part. */
export function updateShieldUploadScanning(context: HandlerContext): Reply {
  const protection = protectionOf(context, zoneNotFound);
  if (!isProtection(protection)) return protection;
  const body = parseJsonObject(context.body);
  if (!body) return badRequest('The body must be a JSON object.');
  const { isEnabled } = body;
  if (!absent(isEnabled) && typeof isEnabled !== 'boolean') return badRequest('isEnabled must be a boolean.');
  const wrong = SCANNERS.find((scanner) => !absent(body[scanner]) && !isMode(body[scanner]));
  if (wrong) return badRequest(`${wrong} must be 0 to 2.`);
  const changes = Object.fromEntries(
    (['isEnabled', ...SCANNERS] as const).flatMap((part) => (absent(body[part]) ? [] : [[part, body[part]]])),
  );
  protection.uploadScanning = { ...protection.uploadScanning, ...changes };
  return json(200, { data: protection.uploadScanning, error: shieldSuccess() });
}
