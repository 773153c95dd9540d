import { WEB_SHIELD_ZONE_ID } from '../../../src/sandbox/index.js';

/** The links of Shield's access lists, bot detection and upload scanning (a part of shieldLinks.test.ts's LINKS). */

const ZONE = `shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID})`;

export const PROTECTION_LINKS: readonly { name: string; query: string; path: string }[] = [
  {
    name: "a zone's access lists",
    query: `{ ${ZONE} { accessLists { customEntryCount customEntryLimit customListCount customListLimit
      managed { totalCount edges { node { id listId configurationId name description enabled type category action
      requiredPlan entryCount updateFrequency lastUpdated } } } custom { edges { node { listId name } } } } } }`,
    path: '/shield/shield-zone/{shieldZoneId}/access-lists',
  },
  {
    name: "a zone's custom access list",
    query: `{ ${ZONE} { accessLists { custom { edges { node { customList { id customAccessListId shieldZoneId name
      description type content checksum entryCount lastModified } } } } } } }`,
    path: '/shield/shield-zone/{shieldZoneId}/access-lists/{id}',
  },
  {
    name: "the access list API's enumerations",
    query: `{ ${ZONE} { accessListEnums { name entries { key value } } } }`,
    path: '/shield/shield-zone/{shieldZoneId}/access-lists/enums',
  },
  {
    name: "a zone's bot detection",
    query: `{ ${ZONE} { botDetection { shieldZoneId executionMode requestIntegritySensitivity ipAddressSensitivity
      browserFingerprint { sensitivity aggression complexEnabled } } } }`,
    path: '/shield/shield-zone/{shieldZoneId}/bot-detection',
  },
  {
    name: "a zone's categorised bots",
    query: `{ ${ZONE} { botCategorization { categories { totalCount edges { node { id category action bots { totalCount
      edges { node { id botId } } } } } } bots { edges { node { id botId userAgentMatch category action verifiable } } } } } }`,
    path: '/shield/shield-zone/{shieldZoneId}/bot-categorization',
  },
  {
    name: "a zone's upload scanning",
    query: `{ ${ZONE} { uploadScanning { shieldZoneId enabled csamScanningMode antivirusScanningMode } } }`,
    path: '/shield/shield-zone/{shieldZoneId}/upload-scanning',
  },
];
