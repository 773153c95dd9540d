import { shieldSuccess } from '../core/errors.js';
import { json, type Reply } from '../core/http.js';
import { isJsonObject, parseJsonObject, type JsonObject } from '../core/json.js';
import { intParam, type HandlerContext } from '../router.js';
import { MANAGED_ACCESS_LISTS } from './catalogue.js';
import { createdAccessListConfigurationId } from './fixtures.js';
import { badRequest, isProtection, notFoundInside, protectionOf } from './protection.js';
import type { AccessListConfiguration, CustomAccessList, ZoneProtection } from './settingsState.js';

/**
 * A zone's access lists: bunny.net's managed lists and the zone's own, each with its configuration on the zone (on or
 * off, and what it does with a match); custom lists are counted against the zone's plan.
 */

/** Custom lists and entries each plan allows (ShieldPlanType 0-3). */
const PLAN_ALLOWANCES: readonly (readonly [lists: number, entries: number])[] = [
  [1, 1_000],
  [5, 10_000],
  [25, 100_000],
  [100, 1_000_000],
];
const LIST_TYPES = ['IP', 'CIDR', 'ASN', 'Country', 'Organization', 'JA4'];
const ACTIONS = ['None', 'Allow', 'Block', 'Challenge', 'Log', 'Bypass'];
const PLANS = ['Basic', 'Advanced', 'Business', 'Enterprise'];
const DAILY = '1.00:00:00';
const MANAGED_LISTS_UPDATED = '2026-01-01T00:00:00Z';

const entriesOf = (content: string): number => content.split('\n').filter((line) => line.trim() !== '').length;
const unknownList = (id: number): Reply =>
  notFoundInside(`Custom access list ${id} was not found.`, 'accessList.notFound');

function allowanceOf(context: HandlerContext): readonly [number, number] {
  const plan = context.account.shieldZones.get(intParam(context, 'shieldZoneId'))?.settings['planType'];
  return PLAN_ALLOWANCES[typeof plan === 'number' ? plan : 0] ?? [1, 1_000];
}

/** One configuration's list as `AccessListDetails`, when it is of the kind asked for. */
function detail(
  protection: ZoneProtection,
  configuration: AccessListConfiguration,
  custom: boolean,
): JsonObject | null {
  const { listId } = configuration;
  const mine = protection.customAccessLists.get(listId);
  if (custom && mine) {
    const { name, description, type, lastModified } = mine;
    const entryCount = entriesOf(mine.content);
    return {
      ...configuration,
      name,
      description,
      type,
      category: 0,
      requiredPlan: 0,
      entryCount,
      lastUpdated: lastModified,
    };
  }
  const managed = custom ? undefined : MANAGED_ACCESS_LISTS.find((list) => list.listId === listId);
  if (!managed) return null;
  const { suggestedAction: _suggested, ...list } = managed;
  return { ...list, ...configuration, updateFrequency: DAILY, lastUpdated: MANAGED_LISTS_UPDATED };
}

/** A zone's lists of one kind, in the order of their configurations. */
const details = (protection: ZoneProtection, custom: boolean): JsonObject[] =>
  [...protection.accessListConfigurations.values()].flatMap((configuration): JsonObject[] => {
    const list = detail(protection, configuration, custom);
    return list ? [list] : [];
  });

/** GET /shield/shield-zone/{shieldZoneId}/access-lists */
export function listAccessLists(context: HandlerContext): Reply {
  const protection = protectionOf(context, notFoundInside);
  if (!isProtection(protection)) return protection;
  const [customListLimit, customEntryLimit] = allowanceOf(context);
  const lists = [...protection.customAccessLists.values()];
  return json(200, {
    managedLists: details(protection, false),
    customLists: details(protection, true),
    customEntryCount: lists.reduce((sum, list) => sum + entriesOf(list.content), 0),
    customEntryLimit,
    customListCount: lists.length,
    customListLimit,
    error: shieldSuccess(),
  });
}

const asRecord = (list: CustomAccessList): JsonObject => ({ ...list, entryCount: entriesOf(list.content) });
const listAnswer = (list: CustomAccessList): Reply => json(200, { data: asRecord(list), error: shieldSuccess() });

/** The zone's custom list of the path, or the reply for a missing zone or list. */
function customListOf(context: HandlerContext): [ZoneProtection, CustomAccessList] | Reply {
  const protection = protectionOf(context, notFoundInside);
  if (!isProtection(protection)) return protection;
  const id = intParam(context, 'id');
  const list = protection.customAccessLists.get(id);
  return list ? [protection, list] : unknownList(id);
}

/** What is wrong with a list's name, type or content, or null. */
function invalidParts(body: JsonObject, creating: boolean): string | null {
  const { name, type, content, description } = body;
  if (creating && (typeof name !== 'string' || name === '')) return 'name is required.';
  if (creating && !(typeof type === 'number' && LIST_TYPES[type] !== undefined)) return 'type must be 0 to 5.';
  if (creating && (typeof content !== 'string' || content === '')) return 'content is required.';
  if (name !== undefined && name !== null && typeof name !== 'string') return 'name must be a string.';
  if (content !== undefined && content !== null && typeof content !== 'string') return 'content must be a string.';
  if (description !== undefined && description !== null && typeof description !== 'string')
    return 'description must be a string.';
  return null;
}

/** Whether the zone's plan allows its custom lists to hold `entries` more entries (and `lists` more lists). */
function withinAllowance(context: HandlerContext, protection: ZoneProtection, lists: number, entries: number): boolean {
  const [listLimit, entryLimit] = allowanceOf(context);
  const held = [...protection.customAccessLists.values()].reduce((sum, list) => sum + entriesOf(list.content), 0);
  return protection.customAccessLists.size + lists <= listLimit && held + entries <= entryLimit;
}

/** POST /shield/shield-zone/{shieldZoneId}/access-lists: a new list, enabled on the zone with the action Block. */
export function createShieldCustomAccessList(context: HandlerContext): Reply {
  const protection = protectionOf(context, notFoundInside);
  if (!isProtection(protection)) return protection;
  const body = parseJsonObject(context.body);
  const problem = isJsonObject(body) ? invalidParts(body, true) : 'The body must be a JSON object.';
  if (problem !== null || !body) return badRequest(problem ?? 'The body must be a JSON object.');
  const content = body['content'] as string;
  if (!withinAllowance(context, protection, 1, entriesOf(content)))
    return badRequest("The Shield Zone's plan allows no more custom lists or entries.", 'accessList.limitReached');
  const settings = context.account.shieldSettings;
  const list: CustomAccessList = {
    id: settings.nextAccessListId++,
    name: body['name'] as string,
    description: typeof body['description'] === 'string' ? body['description'] : '',
    type: body['type'] as number,
    content,
    checksum: typeof body['checksum'] === 'string' ? body['checksum'] : `sha256-${content.length}`,
    lastModified: context.now.toISOString(),
  };
  protection.customAccessLists.set(list.id, list);
  const configurationId = createdAccessListConfigurationId(intParam(context, 'shieldZoneId'), list.id);
  protection.accessListConfigurations.set(configurationId, {
    configurationId,
    listId: list.id,
    isEnabled: true,
    action: 2,
  });
  return listAnswer(list);
}

/** GET /shield/shield-zone/{shieldZoneId}/access-lists/{id} */
export function getCustomAccessList(context: HandlerContext): Reply {
  const found = customListOf(context);
  return Array.isArray(found) ? listAnswer(found[1]) : found;
}

/** PATCH /shield/shield-zone/{shieldZoneId}/access-lists/{id}: the parts sent; null keeps a part. */
export function updateShieldCustomAccessList(context: HandlerContext): Reply {
  const found = customListOf(context);
  if (!Array.isArray(found)) return found;
  const [protection, list] = found;
  const body = parseJsonObject(context.body);
  const problem = isJsonObject(body) ? invalidParts(body, false) : 'The body must be a JSON object.';
  if (problem !== null || !body) return badRequest(problem ?? 'The body must be a JSON object.');
  const content = typeof body['content'] === 'string' ? body['content'] : list.content;
  if (!withinAllowance(context, protection, 0, entriesOf(content) - entriesOf(list.content)))
    return badRequest("The Shield Zone's plan allows no more entries.", 'accessList.limitReached');
  const changed: CustomAccessList = {
    ...list,
    name: typeof body['name'] === 'string' ? body['name'] : list.name,
    content,
    checksum: typeof body['checksum'] === 'string' ? body['checksum'] : `sha256-${content.length}`,
    lastModified: context.now.toISOString(),
  };
  protection.customAccessLists.set(list.id, changed);
  return listAnswer(changed);
}

/** DELETE /shield/shield-zone/{shieldZoneId}/access-lists/{id}: the list and its configuration go. */
export function deleteShieldCustomAccessList(context: HandlerContext): Reply {
  const found = customListOf(context);
  if (!Array.isArray(found)) return found;
  const [protection, list] = found;
  protection.customAccessLists.delete(list.id);
  for (const [id, configuration] of protection.accessListConfigurations)
    if (configuration.listId === list.id) protection.accessListConfigurations.delete(id);
  return json(200, shieldSuccess());
}

/** PATCH /shield/shield-zone/{shieldZoneId}/access-lists/configurations/{id}: null keeps a part. */
export function updateShieldAccessListConfiguration(context: HandlerContext): Reply {
  const protection = protectionOf(context, notFoundInside);
  if (!isProtection(protection)) return protection;
  const id = intParam(context, 'id');
  const configuration = protection.accessListConfigurations.get(id);
  if (!configuration)
    return notFoundInside(`Access list configuration ${id} was not found.`, 'accessList.configurationNotFound');
  const body = parseJsonObject(context.body);
  const { isEnabled, action } = body ?? {};
  if (
    !body ||
    (isEnabled !== undefined && isEnabled !== null && typeof isEnabled !== 'boolean') ||
    (action !== undefined && action !== null && !(typeof action === 'number' && ACTIONS[action] !== undefined))
  )
    return badRequest('isEnabled must be a boolean and action 0 to 5.');
  if (typeof isEnabled === 'boolean') configuration.isEnabled = isEnabled;
  if (typeof action === 'number') configuration.action = action;
  return json(200, {
    data: { isEnabled: configuration.isEnabled, action: configuration.action },
    error: shieldSuccess(),
  });
}

const table = (names: readonly string[]): Record<string, string> =>
  Object.fromEntries(names.map((name, index) => [String(index), name]));

/** GET /shield/shield-zone/{shieldZoneId}/access-lists/enums: the same for every zone. */
export function getAccessListEnums(): Reply {
  return json(200, {
    AccessListType: table(LIST_TYPES),
    AccessListAction: table(ACTIONS),
    ShieldPlanType: table(PLANS),
  });
}
