import type { BotDetectionInput, Resolvers } from '../../../__generated__/resolvers-types.js';
import { prop, withoutNulls } from '../../shared/codecs.js';
import { toGlobalId } from '../../shared/globalId.js';
import { echoed } from '../../shared/mutationPayload.js';
import { wholeConnection } from '../../shared/paging/index.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import { shieldEnums } from '../mappers.js';
import { botEnums } from './enums.js';
import type * as Up from './upstreamTypes.js';
import { validate } from './validation.js';

/** Bot protection: a zone's bot detection, its categorised bots, and what it does with each bot and category. */

const record = recordIdsOf('shield');
const zoneIdOf = (parent: { shieldZoneId: number }) => record.id('the Shield Zone id', parent.shieldZoneId, 32);

type Sensitivity = 0 | 1 | 2 | 3;
const sensitivity = (name: string | null | undefined) =>
  botEnums.sensitivity.toUpstreamIfSet(name as never) as Sensitivity | undefined;

/** The parts of bot detection sent: only those given, so bunny.net keeps the others. */
function toUpstream(input: BotDetectionInput): Up.UpstreamBotDetectionChange {
  const { executionMode, requestIntegritySensitivity, ipAddressSensitivity, browserFingerprint: print } = input;
  const fingerprint = print && {
    ...(print.sensitivity != null && { sensitivity: sensitivity(print.sensitivity) }),
    ...(print.aggression != null && {
      aggression: botEnums.aggression.toUpstream(print.aggression) as 0 | 1 | 2 | 3 | 4,
    }),
    ...(print.complexEnabled != null && { complexEnabled: print.complexEnabled }),
  };
  return {
    ...(executionMode != null && { executionMode: shieldEnums.botDetectionMode.toUpstream(executionMode) as 0 | 1 }),
    ...(requestIntegritySensitivity != null && {
      requestIntegrity: { sensitivity: sensitivity(requestIntegritySensitivity) },
    }),
    ...(ipAddressSensitivity != null && { ipAddress: { sensitivity: sensitivity(ipAddressSensitivity) } }),
    ...(fingerprint && Object.keys(fingerprint).length > 0 && { browserFingerprint: fingerprint }),
  } as Up.UpstreamBotDetectionChange;
}

/** A zone's categories, each knowing its zone. */
const categoriesOf = (answer: Up.ZoneBotCategorization): Up.ZoneBotCategory[] =>
  (withoutNulls(answer.categories) ?? []).map((group) => ({ ...group, shieldZoneId: answer.shieldZoneId }));

/** A category's bots, each knowing its zone; a bot without its id cannot be keyed, and is left out. */
const botsOf = (group: Up.ZoneBotCategory): Up.ZoneBot[] =>
  (withoutNulls(group.bots) ?? []).flatMap((bot) =>
    typeof bot.botId === 'number' ? [{ ...bot, shieldZoneId: group.shieldZoneId }] : [],
  );

export const botResolvers: Resolvers = {
  Mutation: {
    updateShieldBotDetection: async (_, { input }, { scope: { shield } }) => {
      validate.updateShieldBotDetection(input);
      const change = await shield.bots.updateShieldBotDetection(input.shieldZoneId, toUpstream(input.botDetection));
      return { ...change, ...echoed(input) };
    },
    setShieldBotAction: async (_, { input }, { scope: { shield } }) => {
      validate.setShieldBotAction(input);
      const action = botEnums.botAction.toUpstream(input.action) as Up.UpstreamBotAction;
      return { ...(await shield.bots.setShieldBotAction(input.shieldZoneId, input.botId, action)), ...echoed(input) };
    },
    setShieldBotCategoryAction: async (_, { input }, { scope: { shield } }) => {
      validate.setShieldBotCategoryAction(input);
      const category = botEnums.category.toUpstream(input.category) as Up.UpstreamBotCategory;
      const action = botEnums.categoryAction.toUpstream(input.action) as Up.UpstreamBotCategoryAction;
      const change = await shield.bots.setShieldBotCategoryAction(input.shieldZoneId, category, action);
      return { ...change, ...echoed(input) };
    },
  },

  ShieldZone: {
    botDetection: (zone, _, { scope: { shield } }) => shield.bots.getBotDetection(zoneIdOf(zone)),
    botCategorization: (zone, _, { scope: { shield } }) => shield.bots.getBotCategorization(zoneIdOf(zone)),
  },

  BotDetection: {
    executionMode: (state) => shieldEnums.botDetectionMode.fromUpstream(state.executionMode),
    requestIntegritySensitivity: (state) => botEnums.sensitivity.fromUpstream(state.requestIntegrity?.sensitivity),
    ipAddressSensitivity: (state) => botEnums.sensitivity.fromUpstream(state.ipAddress?.sensitivity),
    browserFingerprint: (state) => state.browserFingerprint ?? null,
  },
  BrowserFingerprintDetection: {
    sensitivity: (print) => botEnums.sensitivity.fromUpstream(print.sensitivity),
    aggression: (print) => botEnums.aggression.fromUpstream(print.aggression),
  },
  UpdateShieldBotDetectionPayload: {
    shieldZone: (update, _, { scope: { shield } }) => shield.zones.load(update.shieldZoneId),
  },

  ShieldBotCategorization: {
    categories: (answer, args) =>
      wholeConnection(validate.page(`botCategories:${zoneIdOf(answer)}`, args), categoriesOf(answer), (c) => c),
    bots: (answer, args) =>
      wholeConnection(validate.page(`bots:${zoneIdOf(answer)}`, args), categoriesOf(answer).flatMap(botsOf), (b) => b),
  },
  ShieldBotCategorySetting: {
    id: (group) => toGlobalId('ShieldBotCategorySetting', `${group.shieldZoneId}/${group.category}`),
    category: (group) => botEnums.category.fromUpstream(group.category),
    action: (group) => botEnums.categoryAction.fromUpstream(group.categoryAction),
    bots: (group, args) =>
      wholeConnection(validate.page(`bots:${zoneIdOf(group)}:${group.category}`, args), botsOf(group), (b) => b),
  },
  ShieldBot: {
    id: (bot) => toGlobalId('ShieldBot', `${bot.shieldZoneId}/${bot.botId}`),
    category: (bot) => botEnums.category.fromUpstream(bot.category),
    action: (bot) => botEnums.botAction.fromUpstream(bot.action),
    verifiable: prop('isVerifiable'),
  },
  SetShieldBotActionPayload: {
    shieldZone: (change, _, { scope: { shield } }) => shield.zones.load(change.shieldZoneId),
  },
  SetShieldBotCategoryActionPayload: {
    category: (change) => botEnums.category.fromUpstream(change.category),
    action: (change) => botEnums.categoryAction.fromUpstream(change.action),
    shieldZone: (change, _, { scope: { shield } }) => shield.zones.load(change.shieldZoneId),
  },
};
