import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { prop, upstreamDateTime, withoutNulls } from '../../shared/codecs.js';
import { toGlobalId } from '../../shared/globalId.js';
import { echoed } from '../../shared/mutationPayload.js';
import { wholeConnection } from '../../shared/paging/index.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import { codedEnum } from '../../shared/codedEnum.js';
import { intEnum } from '../../shared/codecs.js';
import { enumTables } from '../enumTables.js';
import { shieldEnums } from '../mappers.js';
import { customAccessListGlobalId } from './node.js';
import type { UpstreamAccessList, ZoneAccessList, ZoneAccessLists } from './upstreamTypes.js';
import { validate } from './validation.js';

/** Access lists: a zone's managed and custom lists, custom lists as `Node`s, their writes and configuration. */

const record = recordIdsOf('shield');

const accessListTypes = intEnum(['IP', 'CIDR', 'ASN', 'COUNTRY', 'ORGANIZATION', 'JA4'] as const);
const accessListCategories = codedEnum({
  NONE: 0,
  VPNS: 1,
  DATACENTERS: 2,
  PROXIES: 4,
  TOR_EXIT_NODES: 8,
  BOTNETS: 16,
  VULNERABILITY_SCANNERS: 32,
  WEB_SCRAPERS: 64,
  SEARCH_ENGINES: 128,
  SEARCH_ENGINE_CRAWLERS: 256,
  AI_SEARCH: 512,
  AI_CRAWLERS: 1024,
  AI_AGENTS: 2048,
  PAGE_PREVIEW: 4096,
  INTERNET_TOOLS: 8192,
} as const);

const zoneOf = (lists: ZoneAccessLists) => record.id('the Shield Zone id', lists.shieldZoneId, 32);

/** The lists of one kind, each knowing its zone and kind; one without its ids cannot be keyed, and is left out. */
function listsOf(lists: ZoneAccessLists, custom: boolean): ZoneAccessList[] {
  const entries = withoutNulls<UpstreamAccessList>(custom ? lists.customLists : lists.managedLists) ?? [];
  return entries.flatMap((list) =>
    typeof list.listId === 'number' && typeof list.configurationId === 'number'
      ? [{ ...list, shieldZoneId: lists.shieldZoneId, custom }]
      : [],
  );
}

export const accessListResolvers: Resolvers = {
  Query: {
    customAccessList: (_, args, { scope: { shield } }) => {
      validate.customAccessList(args);
      return shield.accessLists.getCustomAccessList(args.shieldZoneId, args.customAccessListId);
    },
  },

  Mutation: {
    createShieldCustomAccessList: async (_, { input }, { scope: { shield } }) => {
      validate.createShieldCustomAccessList(input);
      const { shieldZoneId, customAccessList } = input;
      const list = await shield.accessLists.createShieldCustomAccessList(shieldZoneId, {
        ...customAccessList,
        type: accessListTypes.toUpstream(customAccessList.type) as 0 | 1 | 2 | 3 | 4 | 5,
      });
      return { shieldZoneId, list, ...echoed(input) };
    },
    updateShieldCustomAccessList: async (_, { input }, { scope: { shield } }) => {
      validate.updateShieldCustomAccessList(input);
      const { shieldZoneId, customAccessListId, customAccessList } = input;
      const body = Object.fromEntries(Object.entries(customAccessList).filter(([, value]) => value != null));
      const list = await shield.accessLists.updateShieldCustomAccessList(shieldZoneId, customAccessListId, body);
      return { customAccessListId, list, ...echoed(input) };
    },
    deleteShieldCustomAccessList: async (_, { input }, { scope: { shield } }) => {
      validate.deleteShieldCustomAccessList(input);
      const { shieldZoneId, customAccessListId } = input;
      await shield.accessLists.deleteShieldCustomAccessList(shieldZoneId, customAccessListId);
      return { shieldZoneId, customAccessListId, ...echoed(input) };
    },
    updateShieldAccessListConfiguration: async (_, { input }, { scope: { shield } }) => {
      validate.updateShieldAccessListConfiguration(input);
      const { enabled, action } = input.accessListConfiguration;
      const configured = await shield.accessLists.updateShieldAccessListConfiguration(
        input.shieldZoneId,
        input.configurationId,
        {
          ...(enabled != null && { isEnabled: enabled }),
          ...(action != null && { action: shieldEnums.accessListAction.toUpstream(action) as 0 | 1 | 2 | 3 | 4 | 5 }),
        },
      );
      return { ...configured, ...echoed(input) };
    },
  },

  ShieldZone: {
    accessLists: (zone, _, { scope: { shield } }) =>
      shield.accessLists.getAccessLists(record.id('the Shield Zone id', zone.shieldZoneId, 32)),
    accessListEnums: async (zone, _, { scope: { shield } }) =>
      enumTables(await shield.accessLists.getAccessListEnums(record.id('the Shield Zone id', zone.shieldZoneId, 32))),
  },

  ShieldAccessLists: {
    managed: (lists, args) =>
      wholeConnection(validate.accessLists(zoneOf(lists), 'managed', args), listsOf(lists, false), (list) => list),
    custom: (lists, args) =>
      wholeConnection(validate.accessLists(zoneOf(lists), 'custom', args), listsOf(lists, true), (list) => list),
  },

  ShieldAccessList: {
    id: (list) => toGlobalId('ShieldAccessList', `${list.shieldZoneId}/${list.configurationId}`),
    enabled: prop('isEnabled'),
    type: (list) => accessListTypes.fromUpstream(list.type),
    category: (list) => accessListCategories.fromUpstream(list.category),
    action: (list) => shieldEnums.accessListAction.fromUpstream(list.action),
    requiredPlan: (list) => shieldEnums.planType.fromUpstream(list.requiredPlan),
    lastUpdated: (list) => upstreamDateTime(list.lastUpdated),
    customList: (list, _, { scope: { shield } }) =>
      list.custom
        ? shield.accessLists.getCustomAccessList(
            record.id('the Shield Zone id', list.shieldZoneId, 32),
            record.id('the access list id', list.listId),
          )
        : null,
  },

  CustomAccessList: {
    id: (list) => customAccessListGlobalId(list.shieldZoneId, list.id),
    customAccessListId: prop('id'),
    type: (list) => accessListTypes.fromUpstream(list.type),
    lastModified: (list) => upstreamDateTime(list.lastModified),
    shieldZone: (list, _, { scope: { shield } }) => shield.zones.loadLinked(list.shieldZoneId),
  },

  CreateShieldCustomAccessListPayload: {
    customAccessList: (creation) => creation.list,
    shieldZone: (creation, _, { scope: { shield } }) => shield.zones.load(creation.shieldZoneId),
  },
  UpdateShieldCustomAccessListPayload: { customAccessList: (change) => change.list },
  DeleteShieldCustomAccessListPayload: {
    deletedShieldCustomAccessListId: (deletion) =>
      customAccessListGlobalId(deletion.shieldZoneId, deletion.customAccessListId),
    shieldZone: (deletion, _, { scope: { shield } }) => shield.zones.load(deletion.shieldZoneId),
  },
  UpdateShieldAccessListConfigurationPayload: {
    enabled: prop('isEnabled'),
    action: (update) => shieldEnums.accessListAction.fromUpstream(update.action),
    shieldZone: (update, _, { scope: { shield } }) => shield.zones.load(update.shieldZoneId),
  },
};
