import { WEB_SHIELD_ZONE_ID } from '../../../src/sandbox/index.js';
import { FIRST_CUSTOMER_PULL_ZONE_ID } from '../../../src/sandbox/seed.js';
import type { ContractOperation } from './operations.js';

/**
 * Shield's root fields beyond the first reads (issue 26), each with valid arguments (the sandbox's seeded ids) and
 * the documented call it makes: a part of OPERATIONS (operations.ts). Order matters where one changes what another
 * reads in the sandbox suite (an update before the deletion of the same record).
 */

/** A Pull Zone no Shield Zone protects, for the creations. */
const UNPROTECTED_PULL_ZONE_ID = FIRST_CUSTOMER_PULL_ZONE_ID + 49;

export const SHIELD_OPERATIONS: readonly ContractOperation[] = [
  {
    field: 'shieldZoneDefaults',
    kind: 'query',
    args: () => '',
    host: 'api',
    method: 'GET',
    path: '/shield/shield-zone/defaults',
  },
  {
    field: 'shieldPromotionState',
    kind: 'query',
    args: () => '',
    host: 'api',
    method: 'GET',
    path: '/shield/promo/state',
  },
  {
    field: 'updateShieldZone',
    kind: 'mutation',
    args: () =>
      `shieldZoneId: ${WEB_SHIELD_ZONE_ID}, input: { wafEnabled: true, ddosShieldSensitivity: HIGH, learningModeUntil: "2026-12-01T00:00:00Z",
        wafEngineConfig: [{ name: "tx.paranoia_level", valueEncoded: "2" }], wafCustomRuleOrder: [7001] }`,
    host: 'api',
    method: 'PATCH',
    path: '/shield/shield-zone',
  },
  {
    field: 'createUnderAttackShieldZone',
    kind: 'mutation',
    args: () => `pullZoneId: ${UNPROTECTED_PULL_ZONE_ID}, planType: ADVANCED`,
    host: 'api',
    method: 'POST',
    path: '/shield/shield-zone/under-attack',
  },
];
