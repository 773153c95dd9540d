import type {
  MutationConfigureAccessListArgs,
  MutationCreateCustomAccessListArgs,
  MutationDeleteCustomAccessListArgs,
  MutationUpdateCustomAccessListArgs,
  ShieldAccessListsCustomArgs,
} from '../../../__generated__/resolvers-types.js';
import { pageRequest, type PageRequest } from '../../shared/paging/index.js';
import { validatorsFor } from '../../shared/validate.js';

/** Access lists' argument checks, one per field: BAD_USER_INPUT naming the argument, before any call. */
const check = validatorsFor('shield');

const MAX_NAME = 255;
const MAX_DESCRIPTION = 1000;
const MAX_CONTENT = 5_000_000;
const MAX_CHECKSUM = 128;

/** The zone and list of a path: the zone an int32, the list an int64. */
function zoneAndList(args: { shieldZoneId: number; customAccessListId: number }): void {
  check.int32Id('shieldZoneId', args.shieldZoneId);
  check.positiveId('customAccessListId', args.customAccessListId);
}

function content(argument: string, value: string): void {
  check.wellFormed(argument, value);
  if (value.length === 0 || value.length > MAX_CONTENT)
    throw check.refusal(argument, `${argument} must be 1 to ${MAX_CONTENT} characters long.`);
}

const unchanged = (input: object): boolean =>
  Object.values(input).every((value) => value === undefined || value === null);

export const validate = {
  customAccessList: zoneAndList,
  deleteCustomAccessList: (args: MutationDeleteCustomAccessListArgs) => zoneAndList(args),

  /** A cursor only pages the lists (managed or custom) of the zone that made it. */
  accessLists(shieldZoneId: number, kind: 'managed' | 'custom', args: ShieldAccessListsCustomArgs): PageRequest {
    return pageRequest('shield', `accessLists:${shieldZoneId}:${kind}`, args);
  },

  createCustomAccessList({ shieldZoneId, input }: MutationCreateCustomAccessListArgs): void {
    check.int32Id('shieldZoneId', shieldZoneId);
    check.requiredText('input.name', input.name, 1, MAX_NAME);
    if (input.description != null) check.lengthBetween('input.description', input.description, 0, MAX_DESCRIPTION);
    content('input.content', input.content);
    if (input.checksum != null) check.visibleAscii('input.checksum', input.checksum, 1, MAX_CHECKSUM);
  },

  updateCustomAccessList({ input, ...ids }: MutationUpdateCustomAccessListArgs): void {
    zoneAndList(ids);
    if (unchanged(input)) throw check.refusal('input', 'input must change at least one part of the list.');
    if (input.name != null) check.requiredText('input.name', input.name, 1, MAX_NAME);
    if (input.content != null) content('input.content', input.content);
    if (input.checksum != null) check.visibleAscii('input.checksum', input.checksum, 1, MAX_CHECKSUM);
  },

  configureAccessList({ shieldZoneId, configurationId, input }: MutationConfigureAccessListArgs): void {
    check.int32Id('shieldZoneId', shieldZoneId);
    check.positiveId('configurationId', configurationId);
    if (unchanged(input)) throw check.refusal('input', 'input must set enabled, action or both.');
  },
};
