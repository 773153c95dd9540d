import { describe, expect, it } from 'vitest';
import { MEDIA_SHIELD_ZONE_ID, TRIGGERED_WAF_RULE_ID, WEB_SHIELD_ZONE_ID } from '../../src/sandbox/index.js';
import {
  ENTERPRISE_SHIELD_ZONE_ID,
  FIRST_CREATED_RULE_ID,
  SEEDED_ENTERPRISE_WAF_RULES,
  WEB_CUSTOM_WAF_RULE_ID,
} from '../../src/sandbox/shield/fixtures.js';
import { call, freshKey, jsonOf, useTestSandbox } from './helpers.js';

const sandbox = useTestSandbox();
const api = (key: string, path: string, method = 'GET', json?: unknown) =>
  call(sandbox.urls.api, path, { key, method, json });
const body = async (response: Response) => (await jsonOf(response)) as Record<string, unknown>;

const CONFIGURATION = { actionType: 1, variableTypes: { REQUEST_URI: '' }, operatorType: 2, value: '/admin' };

describe('custom WAF rules', () => {
  it("pages a zone's rules as { data, page } in id order", async () => {
    const key = freshKey();
    const first = await body(await api(key, `/shield/waf/custom-rules/${ENTERPRISE_SHIELD_ZONE_ID}?page=2&perPage=20`));
    expect(first['page']).toMatchObject({ totalCount: SEEDED_ENTERPRISE_WAF_RULES, currentPage: 2, nextPage: 3 });
    expect((first['data'] as { id: number }[]).map((rule) => rule.id)).toHaveLength(20);
    const web = await body(await api(key, `/shield/waf/custom-rules/${WEB_SHIELD_ZONE_ID}`));
    expect(web['data']).toEqual([
      expect.objectContaining({ id: WEB_CUSTOM_WAF_RULE_ID, ruleName: 'block-wp-admin' }),
      expect.objectContaining({ ruleName: 'block-dotenv' }),
    ]);
  });

  it('creates a rule that is then read, listed, replaced, updated and deleted', async () => {
    const key = freshKey();
    const created = await body(
      await api(key, '/shield/waf/custom-rule', 'POST', {
        shieldZoneId: WEB_SHIELD_ZONE_ID,
        ruleName: 'block-admin',
        ruleConfiguration: CONFIGURATION,
      }),
    );
    expect(created).toMatchObject({
      id: FIRST_CREATED_RULE_ID,
      shieldZoneId: WEB_SHIELD_ZONE_ID,
      errorResponse: { success: true },
    });
    const path = `/shield/waf/custom-rule/${FIRST_CREATED_RULE_ID}`;
    const replaced = await body(
      await api(key, path, 'PUT', {
        ruleName: 'block-admin-2',
        ruleConfiguration: { ...CONFIGURATION, actionType: 3 },
      }),
    );
    expect(replaced).toMatchObject({
      ruleName: 'block-admin-2',
      ruleDescription: '',
      ruleConfiguration: { actionType: 3 },
    });
    const updated = await body(await api(key, path, 'PATCH', { ruleDescription: 'Admins only.' }));
    expect(updated).toMatchObject({ ruleName: 'block-admin-2', ruleDescription: 'Admins only.' });
    expect(await body(await api(key, path))).toMatchObject({ ruleDescription: 'Admins only.' });
    expect(await body(await api(key, path, 'DELETE'))).toMatchObject({ success: true });
    expect(await body(await api(key, path))).toEqual({ errorResponse: expect.objectContaining({ statusCode: 404 }) });
  });

  it("refuses a rule beyond the zone's plan, and one without a usable configuration, inside a 200", async () => {
    const key = freshKey();
    const media = await body(
      await api(key, '/shield/waf/custom-rule', 'POST', {
        shieldZoneId: MEDIA_SHIELD_ZONE_ID,
        ruleName: 'x',
        ruleConfiguration: CONFIGURATION,
      }),
    );
    expect(media).toEqual({
      errorResponse: expect.objectContaining({ statusCode: 400, errorKey: 'rule.limitReached' }),
    });
    const bad = await api(key, '/shield/waf/custom-rule', 'POST', {
      shieldZoneId: WEB_SHIELD_ZONE_ID,
      ruleName: 'x',
      ruleConfiguration: { ...CONFIGURATION, actionType: 9 },
    });
    expect(bad.status).toBe(200);
    expect(await body(bad)).toEqual({ errorResponse: expect.objectContaining({ statusCode: 400 }) });
  });
});

describe('the WAF catalogue', () => {
  it("answers a zone's managed rules as a plain array, limited by its plan", async () => {
    const media = (await (await api(freshKey(), `/shield/waf/rules/${MEDIA_SHIELD_ZONE_ID}`)).json()) as {
      name: string;
    }[];
    const web = (await (await api(freshKey(), `/shield/waf/rules/${WEB_SHIELD_ZONE_ID}`)).json()) as { name: string }[];
    expect(media.map((group) => group.name)).toEqual(['Application attacks']);
    expect(web.map((group) => group.name)).toEqual(['Application attacks', 'Protocol enforcement']);
  });

  it('answers the rules by plan, the profiles as lists of lists, the enums and the engine configuration', async () => {
    const key = freshKey();
    const plans = (await body(await api(key, '/shield/waf/rules/plan-segmentation')))['data'] as unknown[];
    expect(plans).toHaveLength(4);
    expect(plans[0]).toMatchObject({ planValue: 0, planName: 'Basic' });
    expect(((await body(await api(key, '/shield/waf/profiles')))['data'] as unknown[][]).flat()).toHaveLength(3);
    expect((await body(await api(key, '/shield/waf/enums')))['data']).toContainEqual(
      expect.objectContaining({ enumName: 'ActionType' }),
    );
    expect((await body(await api(key, '/shield/ddos/enums')))['data']).toHaveLength(1);
    expect((await body(await api(key, '/shield/waf/engine-config')))['data']).toContainEqual({
      name: 'tx.paranoia_level',
      valueEncoded: '1',
    });
  });
});

describe('POST /shield/waf/rules/review-triggered/{shieldZoneId}', () => {
  const review = (key: string, ruleId: string, action: number) =>
    api(key, `/shield/waf/rules/review-triggered/${WEB_SHIELD_ZONE_ID}`, 'POST', { ruleId, action });

  it('makes a rule log only, or drops it from the triggered rules when ignored', async () => {
    const key = freshKey();
    expect(await body(await review(key, TRIGGERED_WAF_RULE_ID, 1))).toMatchObject({ success: true });
    const zone = (await body(await api(key, `/shield/shield-zone/${WEB_SHIELD_ZONE_ID}`)))['data'];
    expect(zone).toMatchObject({ wafLogOnlyRules: [TRIGGERED_WAF_RULE_ID] });
    await review(key, '941100', 0);
    const triggered = await body(await api(key, `/shield/waf/rules/review-triggered/${WEB_SHIELD_ZONE_ID}`));
    expect((triggered['triggeredRules'] as { ruleId: string }[]).map((rule) => rule.ruleId)).not.toContain('941100');
  });

  it('reports a rule that was not triggered as a failure inside a 200', async () => {
    expect(await body(await review(freshKey(), '999999', 2))).toMatchObject({
      success: false,
      errorResponse: { statusCode: 404 },
    });
  });
});
