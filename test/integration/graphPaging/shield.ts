import { ENTERPRISE_SHIELD_ZONE_ID } from '../../../src/sandbox/shield/fixtures.js';
import { WEB_SHIELD_ZONE_ID } from '../../../src/sandbox/index.js';
import { ARGS, SEARCH_WINDOW, type ListCase } from './lists.js';

/** Shield: its lists, each on the shape of bunny.net list it reads. */
export const lists: readonly ListCase[] = [
  {
    name: 'shieldZones (Shield, data and page)',
    field: (list) => `shieldZones(${ARGS}) ${list}`,
    key: 'shieldZoneId',
    call: /^api GET \/shield\/shield-zones\?page=/,
  },
  // Shield, issue 26
  {
    name: 'ShieldZone.customWafRules (Shield, data and page, a link)',
    field: (list) => `shieldZone(shieldZoneId: ${ENTERPRISE_SHIELD_ZONE_ID}) { customWafRules(${ARGS}) ${list} }`,
    key: 'customWafRuleId',
    call: /^api GET \/shield\/waf\/custom-rules\/\d+\?page=/,
  },
  {
    name: 'ShieldZone.rateLimitRules (Shield, data and page, a link)',
    field: (list) => `shieldZone(shieldZoneId: ${ENTERPRISE_SHIELD_ZONE_ID}) { rateLimitRules(${ARGS}) ${list} }`,
    key: 'rateLimitRuleId',
    call: /^api GET \/shield\/rate-limits\/\d+\?page=/,
  },
  {
    name: 'ShieldAccessLists.custom (Shield, one answer paged by the gateway, a link)',
    field: (list) =>
      `shieldZone(shieldZoneId: ${ENTERPRISE_SHIELD_ZONE_ID}) { accessLists { custom(${ARGS}) ${list} } }`,
    key: 'listId',
    call: /^api GET \/shield\/shield-zone\/\d+\/access-lists$/,
    wholeAnswer: true,
  },
  {
    name: 'ShieldBotCategorization.bots (Shield, one answer paged by the gateway, a link)',
    field: (list) =>
      `shieldZone(shieldZoneId: ${ENTERPRISE_SHIELD_ZONE_ID}) { botCategorization { bots(${ARGS}) ${list} } }`,
    key: 'botId',
    call: /^api GET \/shield\/shield-zone\/\d+\/bot-categorization$/,
    wholeAnswer: true,
  },
  // Shield, issue 26: the event-log search pages in its body (page from 0, pageSize)
  {
    name: 'ShieldZone.eventLogSearch (Shield, page and pageSize in a POST body, a link)',
    field: (list) =>
      `shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) { eventLogSearch(${SEARCH_WINDOW}, ${ARGS}) ${list} }`,
    key: 'logId',
    call: /^api POST \/shield\/event-logs\/\d+\/search$/,
  },
];
