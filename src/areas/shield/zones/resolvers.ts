import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../shared/globalId.js';
import { echoed } from '../../shared/mutationPayload.js';
import { prop, upstreamDateTime, withoutNulls } from '../../shared/codecs.js';
import { shieldEnums, toUpstreamShieldZone } from '../mappers.js';
import { validate } from './validation.js';

/** Shield Zones as a whole: defaults, update, under-attack creation, promotion state. */
export const zoneSettingsResolvers: Resolvers = {
  Query: {
    shieldZoneDefaults: (_, __, { scope: { shield } }) => shield.zoneSettings.getDefaults(),
    shieldPromotionState: (_, __, { scope: { shield } }) => shield.zoneSettings.getPromotionState(),
  },

  Mutation: {
    updateShieldZone: async (_, { input }, { scope: { shield } }) => {
      validate.updateShieldZone(input);
      const body = { shieldZoneId: input.shieldZoneId, shieldZone: toUpstreamShieldZone(input.shieldZone) };
      return { ...(await shield.zoneSettings.updateShieldZone(body)), ...echoed(input) };
    },
    createShieldZoneUnderAttack: async (_, { input }, { scope: { shield } }) => {
      validate.createShieldZoneUnderAttack(input);
      const planType = shieldEnums.planType.toUpstream(input.planType) as 0 | 1 | 2 | 3;
      const zoneSettings = shield.zoneSettings;
      const created = await zoneSettings.createShieldZoneUnderAttack({ pullZoneId: input.pullZoneId, planType });
      return { ...created, ...echoed(input) };
    },
  },

  UpdateShieldZonePayload: {
    shieldZone: (update, _, { scope: { shield } }) => shield.zones.load(update.shieldZoneId),
  },

  ShieldZoneDefaults: {
    settings: prop('shieldZone'),
    botDetectionExecutionMode: (d) => shieldEnums.botDetectionMode.fromUpstream(d.botDetectionExecutionMode),
    csamScanningMode: (d) => shieldEnums.uploadScanningMode.fromUpstream(d.csamScanningMode),
    antivirusScanningMode: (d) => shieldEnums.uploadScanningMode.fromUpstream(d.antivirusScanningMode),
    accessLists: (d) => withoutNulls(d.accessLists),
  },

  ShieldZoneSettings: {
    planType: (z) => shieldEnums.planType.fromUpstream(z.planType),
    learningModeUntil: (z) => upstreamDateTime(z.learningModeUntil),
    wafExecutionMode: (z) => shieldEnums.wafExecutionMode.fromUpstream(z.wafExecutionMode),
    wafEngineConfig: (z) => withoutNulls(z.wafEngineConfig),
    wafRequestBodyLimitAction: (z) => shieldEnums.payloadLimitAction.fromUpstream(z.wafRequestBodyLimitAction),
    wafResponseBodyLimitAction: (z) => shieldEnums.payloadLimitAction.fromUpstream(z.wafResponseBodyLimitAction),
    ddosShieldSensitivity: (z) => shieldEnums.ddosSensitivity.fromUpstream(z.dDoSShieldSensitivity),
    ddosChallengeWindow: prop('dDoSChallengeWindow'),
  },

  SuggestedAccessList: {
    id: (list) => toGlobalId('SuggestedAccessList', list.listId),
    requiredPlan: (list) => shieldEnums.planType.fromUpstream(list.requiredPlan),
    action: (list) => shieldEnums.accessListAction.fromUpstream(list.action),
  },
};
