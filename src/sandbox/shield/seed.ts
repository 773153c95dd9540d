import { MEDIA_SHIELD_ZONE_ID, WEB_SHIELD_ZONE_ID } from '../fixtures.js';
import {
  ENTERPRISE_SHIELD_ZONE_ID,
  FIRST_CREATED_ACCESS_LIST_ID,
  FIRST_CREATED_RULE_ID,
  FIRST_ENTERPRISE_RATE_LIMIT_RULE_ID,
  FIRST_ENTERPRISE_WAF_RULE_ID,
  MEDIA_CUSTOM_WAF_RULE_ID,
  SEEDED_ENTERPRISE_RATE_LIMIT_RULES,
  SEEDED_ENTERPRISE_WAF_RULES,
  WEB_CUSTOM_WAF_RULE_ID,
  WEB_RATE_LIMIT_RULE_ID,
  WEB_SECOND_API_GUARDIAN_ENDPOINT_ID,
  WEB_SECOND_CUSTOM_WAF_RULE_ID,
  WEB_SECOND_RATE_LIMIT_RULE_ID,
} from './fixtures.js';
import type { ShieldRule, ShieldSettingsState } from './settingsState.js';

/** The Shield rules every sandbox account starts with (shieldFixtures.ts names them). */

const wafRule = (id: number, shieldZoneId: number, ruleName: string, value: string): ShieldRule => ({
  id,
  shieldZoneId,
  ruleName,
  ruleDescription: `Blocks requests whose path contains ${value}.`,
  ruleConfiguration: {
    actionType: 1,
    variableTypes: { REQUEST_URI: '' },
    operatorType: 2,
    severityType: 2,
    transformationTypes: [8],
    value,
    isNegated: false,
    isRegexVariable: false,
    chainedRuleConditions: [],
  },
});

const rateLimit = (
  id: number,
  shieldZoneId: number,
  ruleName: string,
  value: string,
  requestCount: number,
): ShieldRule => ({
  id,
  shieldZoneId,
  ruleName,
  ruleDescription: `At most ${requestCount} requests a minute per IP to ${value}.`,
  ruleConfiguration: {
    actionType: 1,
    variableTypes: { REQUEST_URI: '' },
    operatorType: 0,
    severityType: 1,
    transformationTypes: [],
    value,
    requestCount,
    counterKeyType: 0,
    timeframe: 60,
    blockTime: 300,
    chainedRuleConditions: [],
  },
});

/** The seeded rules of every account: a few on the web and media zones, pages of them on the Enterprise zone. */
export function seedShieldSettings(): ShieldSettingsState {
  const enterprise = (count: number, make: (index: number) => ShieldRule) =>
    Array.from({ length: count }, (_, index) => make(index + 1));
  const rules = [
    wafRule(WEB_CUSTOM_WAF_RULE_ID, WEB_SHIELD_ZONE_ID, 'block-wp-admin', '/wp-admin'),
    wafRule(WEB_SECOND_CUSTOM_WAF_RULE_ID, WEB_SHIELD_ZONE_ID, 'block-dotenv', '/.env'),
    wafRule(MEDIA_CUSTOM_WAF_RULE_ID, MEDIA_SHIELD_ZONE_ID, 'block-xmlrpc', '/xmlrpc.php'),
    ...enterprise(SEEDED_ENTERPRISE_WAF_RULES, (n) =>
      wafRule(FIRST_ENTERPRISE_WAF_RULE_ID + n - 1, ENTERPRISE_SHIELD_ZONE_ID, `path-guard-${n}`, `/guarded-${n}`),
    ),
  ];
  const limits = [
    rateLimit(WEB_RATE_LIMIT_RULE_ID, WEB_SHIELD_ZONE_ID, 'login-throttle', '/login', 20),
    rateLimit(WEB_SECOND_RATE_LIMIT_RULE_ID, WEB_SHIELD_ZONE_ID, 'api-throttle', '/api/', 600),
    ...enterprise(SEEDED_ENTERPRISE_RATE_LIMIT_RULES, (n) =>
      rateLimit(
        FIRST_ENTERPRISE_RATE_LIMIT_RULE_ID + n - 1,
        ENTERPRISE_SHIELD_ZONE_ID,
        `throttle-${n}`,
        `/api/v${n}`,
        100 * n,
      ),
    ),
  ];
  return {
    customWafRules: new Map(rules.map((rule) => [rule.id, rule])),
    rateLimitRules: new Map(limits.map((rule) => [rule.id, rule])),
    nextRuleId: FIRST_CREATED_RULE_ID,
    nextAccessListId: FIRST_CREATED_ACCESS_LIST_ID,
    nextEndpointId: WEB_SECOND_API_GUARDIAN_ENDPOINT_ID + 1,
    zones: new Map(),
  };
}
