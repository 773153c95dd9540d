/**
 * The well-known ids of Shield's rules, lists, bots and API Guardian endpoints in every sandbox account (the zones
 * themselves are in fixtures.ts), for tests, docs and demos to name.
 */

/** Custom WAF rules: two on the web zone, one on the media zone. */
export const WEB_CUSTOM_WAF_RULE_ID = 7001;
export const WEB_SECOND_CUSTOM_WAF_RULE_ID = 7002;
export const MEDIA_CUSTOM_WAF_RULE_ID = 7003;
/** Rate limit rules of the web zone. */
export const WEB_RATE_LIMIT_RULE_ID = 8001;
export const WEB_SECOND_RATE_LIMIT_RULE_ID = 8002;
/** Rules created through the API (custom WAF rules and rate limits share the numbering) start here, per account. */
export const FIRST_CREATED_RULE_ID = 9001;
/** The customer Shield Zone on the Enterprise plan (100 custom WAF rules allowed), seeded with a few pages of rules. */
export const ENTERPRISE_SHIELD_ZONE_ID = 42004;
export const SEEDED_ENTERPRISE_WAF_RULES = 45;
export const FIRST_ENTERPRISE_WAF_RULE_ID = 7101;
export const SEEDED_ENTERPRISE_RATE_LIMIT_RULES = 30;
export const FIRST_ENTERPRISE_RATE_LIMIT_RULE_ID = 8101;

/** The custom access list of the web zone; lists created through the API are numbered from the next. */
export const WEB_CUSTOM_ACCESS_LIST_ID = 61001;
export const FIRST_CREATED_ACCESS_LIST_ID = 61101;
/** The Enterprise zone's custom access lists (a few pages of them). */
export const SEEDED_ENTERPRISE_ACCESS_LISTS = 30;
export const FIRST_ENTERPRISE_ACCESS_LIST_ID = 61201;

/** The API Guardian endpoints of the web zone (the media zone has no specification). */
export const WEB_API_GUARDIAN_ENDPOINT_ID = 5001;
export const WEB_SECOND_API_GUARDIAN_ENDPOINT_ID = 5002;

/** A categorised bot every zone knows (Googlebot, SEO). */
export const GOOGLEBOT_ID = 1;

/** A custom response page type the sandbox serves, and the one page the web zone has from the start. */
export const CUSTOM_PAGE_TYPES: readonly string[] = ['block', 'challenge', 'ratelimit', 'error'];
export const WEB_CUSTOM_PAGE_TYPE = 'block';

/**
 * The configuration id of the `nth` (from 1) managed access list on a zone; every zone has one per managed list.
 * The web zone's own custom list (WEB_CUSTOM_ACCESS_LIST_ID) is configured under `customAccessListConfigurationId`.
 */
export function managedAccessListConfigurationId(shieldZoneId: number, nth: number): number {
  return shieldZoneId * 100 + nth;
}

/** The configuration id of the web zone's seeded custom access list. */
export function customAccessListConfigurationId(shieldZoneId: number): number {
  return shieldZoneId * 100 + 99;
}

/** The configuration id of a custom list created through the API (or seeded on the Enterprise zone). */
export function createdAccessListConfigurationId(shieldZoneId: number, listId: number): number {
  return shieldZoneId * 1000 + listId;
}
