import { describe, expect, it } from 'vitest';
import { FIRST_CREATED_SHIELD_ZONE_ID, WEB_SHIELD_ZONE_ID, sandboxFixtures } from '../../src/sandbox/index.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * A Shield Zone's settings as a whole through the graph, against the sandbox: the defaults of a new zone, an update
 * answered with the zone as it is now, a zone made in under-attack mode, and the promotion state.
 */

const graph = useSandboxGraph('shield-settings-graph-key');
const { data, upstreamCalls, expectRefused, query } = graph;

describe('shieldZoneDefaults', () => {
  it('reads the settings of a new zone and the suggested access lists with one call', async () => {
    const text = `{ shieldZoneDefaults { botDetectionExecutionMode csamScanningMode
      settings { planType wafEnabled wafExecutionMode ddosShieldSensitivity wafRequestBodyLimitAction }
      accessLists { id listId name requiredPlan action } } }`;
    const { shieldZoneDefaults } = await data<{ shieldZoneDefaults: Record<string, unknown> }>(text);
    expect(shieldZoneDefaults).toMatchObject({
      botDetectionExecutionMode: 'LOG_ONLY',
      csamScanningMode: 'DISABLED',
      settings: { planType: 'BASIC', wafEnabled: true, wafExecutionMode: 'LOG', ddosShieldSensitivity: 'MEDIUM' },
    });
    expect(shieldZoneDefaults['accessLists']).toContainEqual(
      expect.objectContaining({ listId: 103, name: 'Tor exit nodes', requiredPlan: 'BASIC', action: 'CHALLENGE' }),
    );
    expect(upstreamCalls()).toEqual(['GET /shield/shield-zone/defaults']);
    expect(estimateCalls(text)).toBe(1);
  });
});

describe('updateShieldZone', () => {
  const UPDATE = `mutation ($id: SafeInt!, $input: ShieldZoneInput!) { updateShieldZone(input: { shieldZoneId: $id, shieldZone: $input }) {
    shieldZoneId accepted shieldZone { id wafExecutionMode ddosShieldSensitivity planType wafDisabledRules } } }`;

  it('changes the settings given and answers the zone as it is now: the PATCH, then one read', async () => {
    const input = { wafExecutionMode: 'LOG', ddosShieldSensitivity: 'HIGH', wafDisabledRules: ['942100'] };
    const { updateShieldZone } = await data<{ updateShieldZone: Record<string, unknown> }>(UPDATE, {
      id: WEB_SHIELD_ZONE_ID,
      input,
    });
    expect(updateShieldZone).toMatchObject({
      shieldZoneId: WEB_SHIELD_ZONE_ID,
      accepted: false,
      shieldZone: { ...input, planType: 'ADVANCED' },
    });
    expect(upstreamCalls()).toEqual(['PATCH /shield/shield-zone', `GET /shield/shield-zone/${WEB_SHIELD_ZONE_ID}`]);
    expect(JSON.parse(graph.sandbox.requests[0]?.body.toString() ?? '')).toEqual({
      shieldZoneId: WEB_SHIELD_ZONE_ID,
      shieldZone: { wafExecutionMode: 0, dDoSShieldSensitivity: 3, wafDisabledRules: ['942100'] },
    });
  });

  it('refuses an update that changes nothing, a bad zone id and a rule id that is not text, before any call', async () => {
    expectRefused(await query(UPDATE, { id: WEB_SHIELD_ZONE_ID, input: {} }), 'input.shieldZone');
    expectRefused(await query(UPDATE, { id: 0, input: { wafEnabled: true } }), 'input.shieldZoneId');
    expectRefused(
      await query(UPDATE, { id: WEB_SHIELD_ZONE_ID, input: { wafDisabledRules: ['94\ud800'] } }),
      'input.shieldZone.wafDisabledRules[0]',
    );
  });

  it('answers an unknown zone with NOT_FOUND and no payload', async () => {
    const { body } = await query(UPDATE, { id: 4242, input: { wafEnabled: true } });
    expect(body.data).toEqual({ updateShieldZone: null });
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
  });
});

describe('createShieldZoneUnderAttack', () => {
  it('protects a Pull Zone in under-attack mode and reads the new zone only when selected', async () => {
    const pullZoneId = sandboxFixtures.pullZones.customerPullZoneId(42);
    const text = `mutation { createShieldZoneUnderAttack(input: { pullZoneId: ${pullZoneId}, planType: BUSINESS }) {
      pullZoneId shieldZone { shieldZoneId planType wafExecutionMode ddosShieldSensitivity } } }`;
    const { createShieldZoneUnderAttack } = await data<{ createShieldZoneUnderAttack: unknown }>(text);
    expect(createShieldZoneUnderAttack).toEqual({
      pullZoneId,
      shieldZone: {
        shieldZoneId: FIRST_CREATED_SHIELD_ZONE_ID,
        planType: 'BUSINESS',
        wafExecutionMode: 'BLOCK',
        ddosShieldSensitivity: 'CHALLENGE',
      },
    });
    expect(upstreamCalls()).toEqual([
      'POST /shield/shield-zone/under-attack',
      `GET /shield/shield-zone/${FIRST_CREATED_SHIELD_ZONE_ID}`,
    ]);
  });

  it('refuses a Pull Zone id that is not positive, before any call', async () => {
    expectRefused(
      await query(
        'mutation { createShieldZoneUnderAttack(input: { pullZoneId: -1, planType: BASIC }) { pullZoneId } }',
      ),
      'input.pullZoneId',
    );
  });
});

describe('shieldPromotionState', () => {
  it("passes bunny.net's undocumented answer on as JSON: null for the sandbox's empty one", async () => {
    expect(await data('{ shieldPromotionState { state } }')).toEqual({ shieldPromotionState: { state: null } });
    expect(upstreamCalls()).toEqual(['GET /shield/promo/state']);
  });
});
