import { WEB_SHIELD_ZONE_ID, sandboxFixtures } from '../../../src/sandbox/index.js';
import { GOOGLEBOT_ID, WEB_CUSTOM_ACCESS_LIST_ID } from '../../../src/sandbox/shield/fixtures.js';
import type { ContractOperation } from '../support/operations.js';

/**
 * Shield's access lists, bot detection and upload scanning (issue 26): root fields with valid arguments on the
 * sandbox's seeded ids, and the documented call each makes; a part of Shield's operations (shield.ts). A
 * list is read and changed before it is deleted.
 */

const ZONE_ID = `shieldZoneId: ${WEB_SHIELD_ZONE_ID}`;
const LIST = `${ZONE_ID}, customAccessListId: ${WEB_CUSTOM_ACCESS_LIST_ID}`;
const LISTS_PATH = '/shield/shield-zone/{shieldZoneId}/access-lists';
const operation = (
  field: string,
  kind: ContractOperation['kind'],
  method: string,
  path: string,
  args: string,
): ContractOperation => ({
  field,
  kind,
  // A mutation's arguments are the fields of its one `input` (docs/contributing/schema-style.md).
  args: () => (kind === 'mutation' ? `input: { ${args} }` : args),
  host: 'api',
  method,
  path,
});

export const SHIELD_PROTECTION_OPERATIONS: readonly ContractOperation[] = [
  operation('customAccessList', 'query', 'GET', `${LISTS_PATH}/{id}`, LIST),
  operation(
    'createShieldCustomAccessList',
    'mutation',
    'POST',
    LISTS_PATH,
    `${ZONE_ID}, customAccessList: { name: "partners", description: "Partner egress.", type: CIDR,
      content: "192.0.2.0/24", checksum: "c0ffee" }`,
  ),
  operation(
    'updateShieldCustomAccessList',
    'mutation',
    'PATCH',
    `${LISTS_PATH}/{id}`,
    `${LIST}, customAccessList: { name: "offices", content: "198.51.100.0/24", checksum: "beef" }`,
  ),
  operation('deleteShieldCustomAccessList', 'mutation', 'DELETE', `${LISTS_PATH}/{id}`, LIST),
  operation(
    'updateShieldAccessListConfiguration',
    'mutation',
    'PATCH',
    `${LISTS_PATH}/configurations/{id}`,
    `${ZONE_ID}, configurationId: ${sandboxFixtures.shield.managedAccessListConfigurationId(WEB_SHIELD_ZONE_ID, 1)}, accessListConfiguration: { enabled: true, action: CHALLENGE }`,
  ),
  operation(
    'updateShieldBotDetection',
    'mutation',
    'PATCH',
    '/shield/shield-zone/{shieldZoneId}/bot-detection',
    `${ZONE_ID}, botDetection: { executionMode: CHALLENGE, requestIntegritySensitivity: HIGH, ipAddressSensitivity: MEDIUM,
      browserFingerprint: { sensitivity: LOW, aggression: CUSTOM, complexEnabled: true } }`,
  ),
  operation(
    'setShieldBotAction',
    'mutation',
    'PUT',
    '/shield/shield-zone/{shieldZoneId}/bot-categorization/bots/{botId}',
    `${ZONE_ID}, botId: ${GOOGLEBOT_ID}, action: IGNORE`,
  ),
  operation(
    'setShieldBotCategoryAction',
    'mutation',
    'PUT',
    '/shield/shield-zone/{shieldZoneId}/bot-categorization/categories/{category}',
    `${ZONE_ID}, category: AI_SCRAPER, action: ALLOW`,
  ),
  operation(
    'updateShieldUploadScanning',
    'mutation',
    'PATCH',
    '/shield/shield-zone/{shieldZoneId}/upload-scanning',
    `${ZONE_ID}, uploadScanning: { enabled: true, csamScanningMode: BLOCK, antivirusScanningMode: LOG }`,
  ),
];
