import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { toGlobalId } from '../../shared/globalId.js';
import { echoed } from '../../shared/mutationPayload.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import type { ZoneCustomPage } from './upstreamTypes.js';
import { pageType, validate } from './validation.js';

/** Custom response pages: a zone's page of a type (a link), and its setting and deletion. */

const record = recordIdsOf('shield');

// The zone comes first and is digits only, so the first `/` ends it: no two (zone, type) pairs share an id.
const pageGlobalId = (page: { shieldZoneId: number; pageType: string }): string =>
  toGlobalId('ShieldCustomPage', `${page.shieldZoneId}/${page.pageType}`);

export const customPageResolvers: Resolvers = {
  Mutation: {
    setShieldCustomPage: async (_, { input }, { scope: { shield } }) => {
      validate.setShieldCustomPage(input);
      const { shieldZoneId, pageType, html } = input;
      await shield.customPages.setPage(shieldZoneId, pageType, html);
      return { shieldZoneId, page: { shieldZoneId, pageType, html }, ...echoed(input) };
    },
    deleteShieldCustomPage: async (_, { input }, { scope: { shield } }) => {
      validate.deleteShieldCustomPage(input);
      const { shieldZoneId, pageType } = input;
      await shield.customPages.deletePage(shieldZoneId, pageType);
      return { shieldZoneId, page: { shieldZoneId, pageType, html: null }, ...echoed(input) };
    },
  },

  ShieldZone: {
    customPage: async (zone, args, { scope: { shield } }): Promise<ZoneCustomPage> => {
      const type = pageType('pageType', args.pageType);
      const shieldZoneId = record.id('the Shield Zone id', zone.shieldZoneId, 32);
      return { shieldZoneId, pageType: type, html: await shield.customPages.getPage(shieldZoneId, type) };
    },
  },

  ShieldCustomPage: { id: pageGlobalId },

  SetShieldCustomPagePayload: {
    customPage: (change) => change.page,
    shieldZone: (change, _, { scope: { shield } }) => shield.zones.load(change.shieldZoneId),
  },
  DeleteShieldCustomPagePayload: {
    deletedShieldCustomPageId: (deletion) => pageGlobalId(deletion.page),
    shieldZone: (deletion, _, { scope: { shield } }) => shield.zones.load(deletion.shieldZoneId),
  },
};
