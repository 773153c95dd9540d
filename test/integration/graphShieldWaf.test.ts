import { describe, expect, it } from 'vitest';
import { TRIGGERED_WAF_RULE_ID, WEB_SHIELD_ZONE_ID } from '../../src/sandbox/index.js';
import { FIRST_CREATED_RULE_ID, WEB_CUSTOM_WAF_RULE_ID } from '../../src/sandbox/shield/fixtures.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * The WAF through the graph, against the sandbox: a zone's custom rules as a connection of Nodes, their writes with
 * the record or the zone as it is now, the review of triggered rules, and the catalogue, profiles and enums.
 */

const graph = useSandboxGraph('shield-waf-graph-key');
const { data, query, upstreamCalls, expectRefused } = graph;

const CONFIGURATION = `{ action: BLOCK, variables: [{ variable: REQUEST_HEADERS, value: "User-Agent" }], operator: CONTAINS,
  value: "sqlmap", transformations: [LOWERCASE], severity: CRITICAL,
  chainedConditions: [{ variables: [{ variable: REQUEST_METHOD }], operator: STREQ, value: "POST" }] }`;

describe('ShieldZone.customWafRules', () => {
  const RULES = `{ shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) { customWafRules(first: 5) { totalCount
    edges { node { id customWafRuleId name configuration { action operator value variables { name variable value }
      transformations severity } } } } } }`;

  it("lists a zone's custom rules with their configuration: the zone, then one page of rules", async () => {
    const result = await data<{ shieldZone: { customWafRules: { totalCount: number; edges: { node: unknown }[] } } }>(
      RULES,
    );
    expect(result.shieldZone.customWafRules.totalCount).toBe(2);
    expect(result.shieldZone.customWafRules.edges[0]?.node).toMatchObject({
      customWafRuleId: WEB_CUSTOM_WAF_RULE_ID,
      name: 'block-wp-admin',
      configuration: {
        action: 'BLOCK',
        operator: 'CONTAINS',
        value: '/wp-admin',
        variables: [{ name: 'REQUEST_URI', variable: 'REQUEST_URI', value: '' }],
        transformations: ['LOWERCASE'],
        severity: 'CRITICAL',
      },
    });
    expect(upstreamCalls()).toEqual([
      `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}`,
      `GET /shield/waf/custom-rules/${WEB_SHIELD_ZONE_ID}?page=1&perPage=5`,
    ]);
    expect(estimateCalls(RULES)).toBeGreaterThanOrEqual(2);
  });

  it('reads a rule again by its global id, with its zone', async () => {
    const { customWafRule } = await data<{ customWafRule: { id: string } }>(
      `{ customWafRule(customWafRuleId: ${WEB_CUSTOM_WAF_RULE_ID}) { id name } }`,
    );
    const byNode = await data(
      `query ($id: ID!) { node(id: $id) { ... on CustomWafRule { name shieldZone { shieldZoneId } } } }`,
      {
        id: customWafRule.id,
      },
    );
    expect(byNode).toEqual({ node: { name: 'block-wp-admin', shieldZone: { shieldZoneId: WEB_SHIELD_ZONE_ID } } });
  });
});

describe('custom WAF rule writes', () => {
  it('creates a rule, answered with the new rule and the zone as it is now', async () => {
    const text = `mutation { createShieldCustomWafRule(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, customWafRule: { name: "no-sqlmap",
      configuration: ${CONFIGURATION} } }) { customWafRule { id customWafRuleId name configuration { chainedConditions {
      operator value variables { variable } } } } shieldZone { customWafRules { totalCount } } } }`;
    const { createShieldCustomWafRule } = await data<{ createShieldCustomWafRule: unknown }>(text);
    expect(createShieldCustomWafRule).toMatchObject({
      customWafRule: {
        customWafRuleId: FIRST_CREATED_RULE_ID,
        name: 'no-sqlmap',
        configuration: {
          chainedConditions: [{ operator: 'STREQ', value: 'POST', variables: [{ variable: 'REQUEST_METHOD' }] }],
        },
      },
      shieldZone: { customWafRules: { totalCount: 3 } },
    });
    expect(upstreamCalls()).toEqual([
      'POST /shield/waf/custom-rule',
      `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}`,
      `GET /shield/waf/custom-rules/${WEB_SHIELD_ZONE_ID}?page=1&perPage=20`,
    ]);
    const sent = JSON.parse(graph.sandbox.requests[0]?.body.toString() ?? '') as Record<string, unknown>;
    expect(sent).toEqual({
      shieldZoneId: WEB_SHIELD_ZONE_ID,
      ruleName: 'no-sqlmap',
      ruleConfiguration: {
        actionType: 1,
        variableTypes: { REQUEST_HEADERS: 'User-Agent' },
        operatorType: 2,
        value: 'sqlmap',
        severityType: 2,
        transformationTypes: [8],
        chainedRuleConditions: [{ variableTypes: { REQUEST_METHOD: '' }, operatorType: 15, value: 'POST' }],
      },
    });
  });

  it('replaces and updates a rule, each answered with the rule as it is now (read only when selected)', async () => {
    const replaced =
      await data(`mutation { replaceShieldCustomWafRule(input: { customWafRuleId: ${WEB_CUSTOM_WAF_RULE_ID}, customWafRule: {
      name: "guard", configuration: ${CONFIGURATION} } }) { accepted customWafRule { name description configuration { action } } } }`);
    expect(replaced).toEqual({
      replaceShieldCustomWafRule: {
        accepted: false,
        customWafRule: { name: 'guard', description: '', configuration: { action: 'BLOCK' } },
      },
    });
    const updated =
      await data(`mutation { updateShieldCustomWafRule(input: { customWafRuleId: ${WEB_CUSTOM_WAF_RULE_ID}, customWafRule: {
      description: "Keeps sqlmap out." } }) { customWafRule { name description } } }`);
    expect(updated).toEqual({
      updateShieldCustomWafRule: { customWafRule: { name: 'guard', description: 'Keeps sqlmap out.' } },
    });
    expect(upstreamCalls()).toEqual([
      `PUT /shield/waf/custom-rule/${WEB_CUSTOM_WAF_RULE_ID}`,
      `GET /shield/waf/custom-rule/${WEB_CUSTOM_WAF_RULE_ID}`,
      `PATCH /shield/waf/custom-rule/${WEB_CUSTOM_WAF_RULE_ID}`,
      `GET /shield/waf/custom-rule/${WEB_CUSTOM_WAF_RULE_ID}`,
    ]);
  });

  it('deletes a rule: its global id, and the zone without it (the rule read first to learn its zone)', async () => {
    const text = `mutation { deleteShieldCustomWafRule(input: { customWafRuleId: ${WEB_CUSTOM_WAF_RULE_ID} }) { deletedShieldCustomWafRuleId customWafRuleId
      shieldZone { customWafRules { totalCount edges { node { customWafRuleId } } } } } }`;
    const { deleteShieldCustomWafRule } = await data<{
      deleteShieldCustomWafRule: { deletedShieldCustomWafRuleId: string };
    }>(text);
    expect(deleteShieldCustomWafRule).toMatchObject({
      customWafRuleId: WEB_CUSTOM_WAF_RULE_ID,
      shieldZone: { customWafRules: { totalCount: 1 } },
    });
    expect(deleteShieldCustomWafRule.deletedShieldCustomWafRuleId).toBe(
      Buffer.from(`CustomWafRule:${WEB_CUSTOM_WAF_RULE_ID}`).toString('base64url'),
    );
    expect(upstreamCalls()).toEqual([
      `GET /shield/waf/custom-rule/${WEB_CUSTOM_WAF_RULE_ID}`,
      `DELETE /shield/waf/custom-rule/${WEB_CUSTOM_WAF_RULE_ID}`,
      `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}`,
      `GET /shield/waf/custom-rules/${WEB_SHIELD_ZONE_ID}?page=1&perPage=20`,
    ]);
    expect(estimateCalls(text)).toBeGreaterThanOrEqual(4);
  });

  it('deletes with one call when only the ids are selected', async () => {
    await data(
      `mutation { deleteShieldCustomWafRule(input: { customWafRuleId: ${WEB_CUSTOM_WAF_RULE_ID} }) { deletedShieldCustomWafRuleId } }`,
    );
    expect(upstreamCalls()).toEqual([`DELETE /shield/waf/custom-rule/${WEB_CUSTOM_WAF_RULE_ID}`]);
  });

  it('refuses a repeated variable, an empty update and an id beyond int32, before any call', async () => {
    expectRefused(
      await query(`mutation { createShieldCustomWafRule(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, customWafRule: { name: "x", configuration: {
        action: LOG, operator: RX, variables: [{ variable: ARGS }, { variable: ARGS }] } } }) { shieldZone { id } } }`),
      'input.customWafRule.configuration.variables[1].variable',
    );
    expectRefused(
      await query(
        `mutation { updateShieldCustomWafRule(input: { customWafRuleId: 1, customWafRule: {} }) { accepted } }`,
      ),
      'input.customWafRule',
    );
    expectRefused(
      await query(
        'mutation { deleteShieldCustomWafRule(input: { customWafRuleId: 2147483648 }) { deletedShieldCustomWafRuleId } }',
      ),
      'input.customWafRuleId',
    );
    expectRefused(
      await query(`mutation { createShieldCustomWafRule(input: { shieldZoneId: 1, customWafRule: { name: " ", configuration: {
        action: LOG, operator: RX, variables: [{ variable: ARGS }] } } }) { shieldZone { id } } }`),
      'input.customWafRule.name',
    );
  });

  it("answers a rule beyond the zone's plan as bunny.net's refusal, BAD_USER_INPUT", async () => {
    const { body } =
      await query(`mutation { createShieldCustomWafRule(input: { shieldZoneId: 41874, customWafRule: { name: "x",
      configuration: ${CONFIGURATION} } }) { customWafRule { id } } }`);
    expect(body.data).toEqual({ createShieldCustomWafRule: null });
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['BAD_USER_INPUT']);
  });
});

describe('reviewShieldTriggeredWafRule', () => {
  it('switches a triggered rule off and answers the zone as it is now', async () => {
    const text = `mutation { reviewShieldTriggeredWafRule(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, wafRuleId: "${TRIGGERED_WAF_RULE_ID}", action: DISABLE_RULE }) { wafRuleId action shieldZone { wafDisabledRules } } }`;
    expect(await data(text)).toEqual({
      reviewShieldTriggeredWafRule: {
        wafRuleId: TRIGGERED_WAF_RULE_ID,
        action: 'DISABLE_RULE',
        shieldZone: { wafDisabledRules: [TRIGGERED_WAF_RULE_ID] },
      },
    });
    expect(upstreamCalls()).toEqual([
      `POST /shield/waf/rules/review-triggered/${WEB_SHIELD_ZONE_ID}`,
      `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}`,
    ]);
  });
});

describe('the WAF catalogue', () => {
  it("reads a zone's managed rules, the rules by plan, profiles, enums and engine configuration: one call each", async () => {
    const text = `{ shieldZone(shieldZoneId: ${WEB_SHIELD_ZONE_ID}) { wafRuleCatalogue { name ruleGroups { id ruleGroupId name
      rules { wafRuleId } } } } wafRulesByPlan { plan planName ruleGroups { name } } wafProfiles(first: 2) { totalCount
      pageInfo { hasNextPage } edges { node { id wafProfileId name premium category } } }
      wafEnums { name values { name value premium recommendedOperator recommendedValues supportedValuesEditable } }
      ddosEnums { name values { name value } } defaultWafEngineConfig { name valueEncoded } }`;
    const result = await data<Record<string, unknown>>(text);
    expect(result['shieldZone']).toMatchObject({
      wafRuleCatalogue: [
        { name: 'Application attacks', ruleGroups: [{ ruleGroupId: 942, rules: [{ wafRuleId: '942100' }, {}] }, {}] },
        { name: 'Protocol enforcement' },
      ],
    });
    expect(result['wafRulesByPlan']).toContainEqual({
      plan: 'BASIC',
      planName: 'Basic',
      ruleGroups: [{ name: 'Application attacks' }],
    });
    expect(result['wafProfiles']).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    expect(result['wafEnums']).toContainEqual({
      name: 'VariableType',
      values: [
        expect.objectContaining({
          name: 'REQUEST_URI',
          recommendedOperator: 'CONTAINS',
          recommendedValues: ['/wp-admin'],
        }),
        expect.objectContaining({ name: 'GEO', premium: true }),
      ],
    });
    expect(result['defaultWafEngineConfig']).toContainEqual({ name: 'tx.paranoia_level', valueEncoded: '1' });
    expect(upstreamCalls()).toHaveLength(7);
    expect(estimateCalls(text)).toBe(7);
  });
});
