import type { JsonObject } from '../core/json.js';
import { MANAGED_ACCESS_LISTS } from './catalogue.js';
import {
  customAccessListConfigurationId,
  managedAccessListConfigurationId,
  WEB_API_GUARDIAN_ENDPOINT_ID,
  WEB_CUSTOM_ACCESS_LIST_ID,
  WEB_CUSTOM_PAGE_TYPE,
  WEB_SECOND_API_GUARDIAN_ENDPOINT_ID,
} from './fixtures.js';
import { WEB_SHIELD_ZONE_ID } from '../fixtures.js';

/**
 * An account's Shield configuration beyond the zones themselves (records.ts keeps those): custom WAF and rate limit
 * rules (bunny.net numbers them per account, so they are kept by id), and each zone's protection settings, made on
 * first use (`zoneProtection`), so a zone created through the API has them too.
 */

/** A custom WAF rule or a rate limit rule: `CustomWafRule` / `RateLimitRule` without the error envelope. */
export interface ShieldRule {
  id: number;
  shieldZoneId: number;
  ruleName: string;
  ruleDescription: string;
  ruleConfiguration: JsonObject;
}

export interface CustomAccessList {
  id: number;
  name: string;
  description: string;
  type: number;
  content: string;
  checksum: string;
  lastModified: string;
}

export interface AccessListConfiguration {
  configurationId: number;
  listId: number;
  isEnabled: boolean;
  action: number;
}

export interface ApiGuardianEndpoint extends JsonObject {
  apiGuardianEndpointId: number;
}

export interface ZoneProtection {
  accessListConfigurations: Map<number, AccessListConfiguration>;
  customAccessLists: Map<number, CustomAccessList>;
  botDetection: JsonObject;
  uploadScanning: JsonObject;
  /** The API Guardian configuration, or null before a specification is uploaded. */
  apiGuardian: JsonObject | null;
  apiGuardianEndpoints: Map<number, ApiGuardianEndpoint>;
  botActions: Map<number, number>;
  categoryActions: Map<number, number>;
  customPages: Map<string, string>;
}

export interface ShieldSettingsState {
  customWafRules: Map<number, ShieldRule>;
  rateLimitRules: Map<number, ShieldRule>;
  nextRuleId: number;
  nextAccessListId: number;
  nextEndpointId: number;
  zones: Map<number, ZoneProtection>;
}

/** A zone's protection settings as a new zone has them; the web zone has a custom list, a page and API Guardian. */
export function newZoneProtection(shieldZoneId: number, now: Date): ZoneProtection {
  const web = shieldZoneId === WEB_SHIELD_ZONE_ID;
  const configurations = MANAGED_ACCESS_LISTS.map((list, index) => ({
    configurationId: managedAccessListConfigurationId(shieldZoneId, index + 1),
    listId: list.listId,
    isEnabled: web && list.suggestedAction !== 0,
    action: list.suggestedAction,
  }));
  const protection: ZoneProtection = {
    accessListConfigurations: new Map(configurations.map((c) => [c.configurationId, c])),
    customAccessLists: new Map(),
    botDetection: {
      shieldZoneId,
      executionMode: web ? 1 : 0,
      requestIntegrity: { sensitivity: web ? 2 : 1 },
      ipAddress: { sensitivity: 1 },
      browserFingerprint: { sensitivity: 1, aggression: 1, complexEnabled: false },
    },
    uploadScanning: { shieldZoneId, isEnabled: web, csamScanningMode: web ? 2 : 0, antivirusScanningMode: web ? 1 : 0 },
    apiGuardian: null,
    apiGuardianEndpoints: new Map(),
    botActions: new Map(),
    categoryActions: new Map(web ? [[2, 1]] : []),
    customPages: new Map(web ? [[WEB_CUSTOM_PAGE_TYPE, '<html><body><h1>Blocked by acme</h1></body></html>']] : []),
  };
  if (web) seedWebZone(protection, shieldZoneId, now);
  return protection;
}

function seedWebZone(protection: ZoneProtection, shieldZoneId: number, now: Date): void {
  const list: CustomAccessList = {
    id: WEB_CUSTOM_ACCESS_LIST_ID,
    name: 'office-ips',
    description: 'The offices, never challenged.',
    type: 1,
    content: '198.51.100.0/24\n203.0.113.10',
    checksum: 'b3f1c2',
    lastModified: now.toISOString(),
  };
  protection.customAccessLists.set(list.id, list);
  const configurationId = customAccessListConfigurationId(shieldZoneId);
  protection.accessListConfigurations.set(configurationId, {
    configurationId,
    listId: list.id,
    isEnabled: true,
    action: 5,
  });
  protection.apiGuardian = {
    shieldZoneId,
    isEnabled: true,
    executionMode: 0,
    bodyLimitAction: 1,
    unmatchedPathAction: 1,
    title: 'Acme store API',
    version: '2.3.0',
    createdAt: now.toISOString(),
    updatedAt: null,
  };
  for (const [id, method, path] of [
    [WEB_API_GUARDIAN_ENDPOINT_ID, 'GET', '/api/products'],
    [WEB_SECOND_API_GUARDIAN_ENDPOINT_ID, 'POST', '/api/orders'],
  ] as const)
    protection.apiGuardianEndpoints.set(id, apiGuardianEndpoint(id, shieldZoneId, method, path, now));
}

export function apiGuardianEndpoint(
  id: number,
  shieldZoneId: number,
  requestMethod: string,
  requestPath: string,
  now: Date,
): ApiGuardianEndpoint {
  return {
    apiGuardianEndpointId: id,
    shieldZoneId,
    requestMethod,
    requestPath,
    validateRequestBodySchema: requestMethod !== 'GET',
    validateResponseBodySchema: false,
    validateAuthorization: false,
    isEnabled: true,
    authSchemes: [],
    requestBodySchemaYaml: null,
    responseBodySchemasYaml: {},
    availableParameters: { Path: [], Query: requestMethod === 'GET' ? ['page'] : [], Header: [], Cookie: [] },
    injectionDetectionParameters: null,
    detectParameterXss: true,
    detectParameterSqli: true,
    rateLimitingEnabled: false,
    rateLimitingType: 'IP',
    rateLimitingRequestCount: 100,
    rateLimitingTimeframe: 60,
    createdAt: now.toISOString(),
    updatedAt: null,
  };
}
