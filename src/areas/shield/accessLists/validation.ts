import type {
  CreateShieldCustomAccessListInput,
  DeleteShieldCustomAccessListInput,
  UpdateShieldAccessListConfigurationInput,
  UpdateShieldCustomAccessListInput,
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

/**
 * The zone and list of a path: the zone an int32, the list an int64. `at` is where the ids sit: the query's own
 * arguments, or a mutation's `input.`.
 */
function zoneAndList(args: { shieldZoneId: number; customAccessListId: number }, at = ''): void {
  check.int32Id(`${at}shieldZoneId`, args.shieldZoneId);
  check.positiveId(`${at}customAccessListId`, args.customAccessListId);
}

const LIST = 'input.customAccessList';

function content(argument: string, value: string): void {
  check.wellFormed(argument, value);
  if (value.length === 0 || value.length > MAX_CONTENT)
    throw check.refusal(argument, `${argument} must be 1 to ${MAX_CONTENT} characters long.`);
}

const unchanged = (input: object): boolean =>
  Object.values(input).every((value) => value === undefined || value === null);

export const validate = {
  customAccessList: (args: { shieldZoneId: number; customAccessListId: number }) => zoneAndList(args),
  deleteShieldCustomAccessList: (input: DeleteShieldCustomAccessListInput) => zoneAndList(input, 'input.'),

  /** A cursor only pages the lists (managed or custom) of the zone that made it. */
  accessLists(shieldZoneId: number, kind: 'managed' | 'custom', args: ShieldAccessListsCustomArgs): PageRequest {
    return pageRequest('shield', `accessLists:${shieldZoneId}:${kind}`, args);
  },

  createShieldCustomAccessList({ shieldZoneId, customAccessList: list }: CreateShieldCustomAccessListInput): void {
    check.int32Id('input.shieldZoneId', shieldZoneId);
    check.requiredText(`${LIST}.name`, list.name, 1, MAX_NAME);
    if (list.description != null) check.lengthBetween(`${LIST}.description`, list.description, 0, MAX_DESCRIPTION);
    content(`${LIST}.content`, list.content);
    if (list.checksum != null) check.visibleAscii(`${LIST}.checksum`, list.checksum, 1, MAX_CHECKSUM);
  },

  updateShieldCustomAccessList({ customAccessList: list, ...ids }: UpdateShieldCustomAccessListInput): void {
    zoneAndList(ids, 'input.');
    if (unchanged(list)) throw check.refusal(LIST, `${LIST} must change at least one part of the list.`);
    if (list.name != null) check.requiredText(`${LIST}.name`, list.name, 1, MAX_NAME);
    if (list.content != null) content(`${LIST}.content`, list.content);
    if (list.checksum != null) check.visibleAscii(`${LIST}.checksum`, list.checksum, 1, MAX_CHECKSUM);
  },

  updateShieldAccessListConfiguration(input: UpdateShieldAccessListConfigurationInput): void {
    check.int32Id('input.shieldZoneId', input.shieldZoneId);
    check.positiveId('input.configurationId', input.configurationId);
    if (unchanged(input.accessListConfiguration))
      throw check.refusal(
        'input.accessListConfiguration',
        'input.accessListConfiguration must set enabled, action or both.',
      );
  },
};
