import { shieldFailure, shieldSuccess } from '../core/errors.js';
import { json, type Reply } from '../core/http.js';
import { isJsonObject, parseJsonObject, type JsonObject } from '../core/json.js';
import { intParam, type HandlerContext } from '../router.js';
import { BOTS } from './catalogue.js';
import { badRequest, isProtection, protectionOf, zoneNotFound } from './protection.js';
import type { ZoneProtection } from './settingsState.js';

/**
 * A zone's bot protection: bot detection (how it spots bots, merged part by part on each change), and what it does
 * with each categorised bot and each category (none, block, allow; a bot may also be ignored).
 */

const answer = (data: unknown): Reply => json(200, { data, error: shieldSuccess() });
const isCode = (value: unknown, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;
const absent = (value: unknown): boolean => value === undefined || value === null;

/** GET /shield/shield-zone/{shieldZoneId}/bot-detection */
export function getBotDetection(context: HandlerContext): Reply {
  const protection = protectionOf(context, zoneNotFound);
  return isProtection(protection) ? answer(protection.botDetection) : protection;
}

/** A signal's change (`{ sensitivity }`, and for the fingerprint `aggression` and `complexEnabled`), or its fault. */
function signalProblem(name: string, value: unknown, fingerprint: boolean): string | null {
  if (absent(value)) return null;
  if (!isJsonObject(value)) return `${name} must be an object.`;
  const { sensitivity, aggression, complexEnabled } = value;
  if (!absent(sensitivity) && !isCode(sensitivity, 3)) return `${name}.sensitivity must be 0 to 3.`;
  if (fingerprint && !absent(aggression) && !(isCode(aggression, 4) && aggression > 0))
    return `${name}.aggression must be 1 to 4.`;
  if (fingerprint && !absent(complexEnabled) && typeof complexEnabled !== 'boolean')
    return `${name}.complexEnabled must be a boolean.`;
  return null;
}

/** The parts of a signal sent, over those it had. */
const merged = (had: unknown, sent: unknown): JsonObject => ({
  ...(isJsonObject(had) ? had : {}),
  ...Object.fromEntries(Object.entries(isJsonObject(sent) ? sent : {}).filter(([, value]) => !absent(value))),
});

/** PATCH /shield/shield-zone/{shieldZoneId}/bot-detection: the parts sent; the others are kept. */
export function updateShieldBotDetection(context: HandlerContext): Reply {
  const protection = protectionOf(context, zoneNotFound);
  if (!isProtection(protection)) return protection;
  const body = parseJsonObject(context.body);
  if (!body) return badRequest('The body must be a JSON object.');
  const { executionMode, requestIntegrity, ipAddress, browserFingerprint } = body;
  const problem =
    (!absent(executionMode) && !isCode(executionMode, 1) ? 'executionMode must be 0 or 1.' : null) ??
    signalProblem('requestIntegrity', requestIntegrity, false) ??
    signalProblem('ipAddress', ipAddress, false) ??
    signalProblem('browserFingerprint', browserFingerprint, true);
  if (problem) return badRequest(problem);
  const had = protection.botDetection;
  protection.botDetection = {
    ...had,
    executionMode: absent(executionMode) ? had['executionMode'] : executionMode,
    requestIntegrity: merged(had['requestIntegrity'], requestIntegrity),
    ipAddress: merged(had['ipAddress'], ipAddress),
    browserFingerprint: merged(had['browserFingerprint'], browserFingerprint),
  };
  return answer(protection.botDetection);
}

/** A bot as the zone treats it (`BotCategorizationDetails`). */
const botOf = (protection: ZoneProtection, bot: (typeof BOTS)[number]): JsonObject => ({
  ...bot,
  action: protection.botActions.get(bot.botId) ?? 0,
});

/** GET /shield/shield-zone/{shieldZoneId}/bot-categorization: the categories that have bots, in order. */
export function listBotCategorization(context: HandlerContext): Reply {
  const protection = protectionOf(context, zoneNotFound);
  if (!isProtection(protection)) return protection;
  const categories = [...new Set(BOTS.map((bot) => bot.category))].sort((a, b) => a - b);
  return json(200, {
    categories: categories.map((category) => ({
      category,
      categoryAction: protection.categoryActions.get(category) ?? 0,
      bots: BOTS.filter((bot) => bot.category === category).map((bot) => botOf(protection, bot)),
    })),
    error: shieldSuccess(),
  });
}

/** The action of a PUT body, or null when it is not one of `max + 1` codes. */
function actionOf(context: HandlerContext, max: number): number | null {
  const action = parseJsonObject(context.body)?.['action'];
  return isCode(action, max) ? action : null;
}

/** PUT /shield/shield-zone/{shieldZoneId}/bot-categorization/bots/{botId} */
export function setShieldBotAction(context: HandlerContext): Reply {
  const protection = protectionOf(context, zoneNotFound);
  if (!isProtection(protection)) return protection;
  const botId = intParam(context, 'botId');
  const bot = BOTS.find((known) => known.botId === botId);
  if (!bot) return json(404, { error: shieldFailure(404, 'bot.notFound', `Bot ${botId} is not categorised.`) });
  const action = actionOf(context, 3);
  if (action === null) return badRequest('action must be 0 to 3.');
  protection.botActions.set(botId, action);
  return answer(botOf(protection, bot));
}

/** PUT /shield/shield-zone/{shieldZoneId}/bot-categorization/categories/{category} */
export function setShieldBotCategoryAction(context: HandlerContext): Reply {
  const protection = protectionOf(context, zoneNotFound);
  if (!isProtection(protection)) return protection;
  const category = intParam(context, 'category');
  if (category > 7) return badRequest('category must be 0 to 7.', 'bot.invalidCategory');
  const action = actionOf(context, 2);
  if (action === null) return badRequest('action must be 0 to 2.');
  protection.categoryActions.set(category, action);
  return answer({ category, action });
}
