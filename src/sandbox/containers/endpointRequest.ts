import type { ValidationError } from '../core/errors.js';
import { isInteger, isJsonObject, isStringArray, type JsonObject } from '../core/json.js';
import type { AnycastSettings, CdnSettings, PortMapping, PortProtocol, StickySessions } from '../state.js';

/**
 * Validation of the Magic Containers EndpointRequest body, following the schema's limits
 * (displayName 1..50, one CDN port mapping, ports 1..65535, 1..3 sticky-session headers, ...).
 * Errors are collected, not thrown, so one 400 lists every problem like ASP.NET does.
 */

export interface EndpointRequest {
  displayName: string;
  cdn?: CdnSettings;
  anycast?: AnycastSettings;
}

export type EndpointValidation = { ok: true; request: EndpointRequest } | { ok: false; errors: ValidationError[] };

const PROTOCOLS: readonly string[] = ['tcp', 'udp', 'sctp'];

class Collector {
  readonly errors: ValidationError[] = [];
  add(field: string | null, message: string): void {
    this.errors.push({ field, message });
  }
}

function isPort(value: unknown): value is number {
  return isInteger(value) && value >= 1 && value <= 65535;
}

function portMappings(value: unknown, field: string, maxItems: number | undefined, errors: Collector): PortMapping[] {
  if (!Array.isArray(value) || value.length < 1 || (maxItems !== undefined && value.length > maxItems)) {
    const range = maxItems === undefined ? 'at least 1 item' : `between 1 and ${maxItems} item(s)`;
    errors.add(field, `The field ${field} must be an array with ${range}.`);
    return [];
  }
  return value.flatMap((item: unknown, index) => {
    const at = `${field}[${index}]`;
    if (!isJsonObject(item)) {
      errors.add(at, `The field ${at} must be an object.`);
      return [];
    }
    return [portMapping(item, at, errors)];
  });
}

function isProtocolList(value: unknown): value is PortProtocol[] {
  return (
    Array.isArray(value) && value.every((protocol) => typeof protocol === 'string' && PROTOCOLS.includes(protocol))
  );
}

function portMapping(item: JsonObject, at: string, errors: Collector): PortMapping {
  const { containerPort, exposedPort, protocols } = item;
  if (!isPort(containerPort))
    errors.add(`${at}.containerPort`, 'The containerPort field is required and must be between 1 and 65535.');
  if (exposedPort !== undefined && exposedPort !== null && !isPort(exposedPort)) {
    errors.add(`${at}.exposedPort`, 'The exposedPort field must be between 1 and 65535.');
  }
  if (protocols !== undefined && !isProtocolList(protocols))
    errors.add(`${at}.protocols`, 'The protocols field may only contain tcp, udp or sctp.');
  const mapping: PortMapping = { containerPort: isPort(containerPort) ? containerPort : 0 };
  if (isPort(exposedPort) || exposedPort === null) mapping.exposedPort = exposedPort;
  if (isProtocolList(protocols)) mapping.protocols = protocols;
  return mapping;
}

function stickySessions(value: unknown, errors: Collector): StickySessions | undefined {
  if (!isJsonObject(value)) {
    errors.add('cdn.stickySessions', 'The field cdn.stickySessions must be an object.');
    return undefined;
  }
  const { enabled, sessionHeaders, cookieName } = value;
  if (!isStringArray(sessionHeaders) || sessionHeaders.length < 1 || sessionHeaders.length > 3) {
    errors.add(
      'cdn.stickySessions.sessionHeaders',
      'The sessionHeaders field is required and must hold between 1 and 3 header names.',
    );
  }
  if (enabled !== undefined && typeof enabled !== 'boolean')
    errors.add('cdn.stickySessions.enabled', 'The enabled field must be a boolean.');
  if (cookieName !== undefined && typeof cookieName !== 'string')
    errors.add('cdn.stickySessions.cookieName', 'The cookieName field must be a string.');
  const settings: StickySessions = { sessionHeaders: isStringArray(sessionHeaders) ? sessionHeaders : [] };
  if (typeof enabled === 'boolean') settings.enabled = enabled;
  if (typeof cookieName === 'string') settings.cookieName = cookieName;
  return settings;
}

function cdnSettings(value: unknown, errors: Collector): CdnSettings | undefined {
  if (!isJsonObject(value)) {
    errors.add('cdn', 'The field cdn must be an object.');
    return undefined;
  }
  const settings: CdnSettings = {};
  if (value.isSslEnabled !== undefined) {
    if (typeof value.isSslEnabled === 'boolean') settings.isSslEnabled = value.isSslEnabled;
    else errors.add('cdn.isSslEnabled', 'The isSslEnabled field must be a boolean.');
  }
  if (value.pullZoneId !== undefined) {
    if (value.pullZoneId === null || isInteger(value.pullZoneId)) settings.pullZoneId = value.pullZoneId;
    else errors.add('cdn.pullZoneId', 'The pullZoneId field must be an integer.');
  }
  if (value.stickySessions !== undefined) settings.stickySessions = stickySessions(value.stickySessions, errors);
  if (value.portMappings !== undefined)
    settings.portMappings = portMappings(value.portMappings, 'cdn.portMappings', 1, errors);
  return settings;
}

function anycastSettings(value: unknown, errors: Collector): AnycastSettings | undefined {
  if (!isJsonObject(value)) {
    errors.add('anycast', 'The field anycast must be an object.');
    return undefined;
  }
  if (value.type !== 'iPv4') errors.add('anycast.type', 'The type field is required and must be iPv4.');
  return { type: 'iPv4', portMappings: portMappings(value.portMappings, 'anycast.portMappings', undefined, errors) };
}

export function validateEndpointRequest(value: unknown): EndpointValidation {
  const errors = new Collector();
  if (!isJsonObject(value))
    return { ok: false, errors: [{ field: null, message: 'The request body must be a JSON object.' }] };
  const { displayName, cdn, anycast } = value;
  if (typeof displayName !== 'string' || displayName.length < 1 || displayName.length > 50) {
    errors.add(
      'displayName',
      'The field displayName must be a string with a minimum length of 1 and a maximum length of 50.',
    );
  }
  if (cdn !== undefined && anycast !== undefined)
    errors.add(null, 'An endpoint is either a cdn or an anycast endpoint; send only one of them.');
  const request: EndpointRequest = { displayName: typeof displayName === 'string' ? displayName : '' };
  if (cdn !== undefined) request.cdn = cdnSettings(cdn, errors);
  if (anycast !== undefined) request.anycast = anycastSettings(anycast, errors);
  return errors.errors.length > 0 ? { ok: false, errors: errors.errors } : { ok: true, request };
}
