import type {
  CreateStorageZoneInput,
  QueryStorageRegionsArgs,
  QueryStorageZoneAvailabilityArgs,
  QueryStorageZonesArgs,
  StorageZoneEgressStatisticsArgs,
  StorageZonePullZonesArgs,
  StorageZoneStatisticsArgs,
  UpdateStorageZoneInput,
} from '../../__generated__/resolvers-types.js';
import { checkOptionalRange } from '../shared/dateRange.js';
import { pageRequest, type PageRequest } from '../shared/paging/index.js';
import { validatorsFor } from '../shared/validate.js';

/** Every argument check of the Storage Zone operations, one entry per GraphQL field. */
const check = validatorsFor('storageZones');

const MAX_DAILY_DAYS = 366;
const MAX_HOURLY_DAYS = 31;
const MAX_REPLICATION_REGIONS = 20;
/** bunny.net's rule for zone names: letters, digits and hyphens, 3 to 64 of them (names are storage API users). */
const ZONE_NAME = /^[A-Za-z0-9-]{3,64}$/;
/** A region code as `GET /storagezone/regions` gives them: `DE`, `NY`, `SYD`... */
const REGION_CODE = /^[A-Za-z0-9]{2,8}$/;

const storageZoneId = (args: { storageZoneId: number }): void => {
  check.positiveId('storageZoneId', args.storageZoneId);
};

/** A mutation's zone, named by its path in the one `input` argument. */
const inputZoneId = (input: { storageZoneId: number }): void => {
  check.positiveId('input.storageZoneId', input.storageZoneId);
};

function zoneName(argument: string, value: string): void {
  check.wellFormed(argument, value);
  if (!ZONE_NAME.test(value)) throw check.refusal(argument, `${argument} must be 3 to 64 letters, digits and hyphens.`);
}

function regionCodes(argument: string, codes: readonly string[] | null | undefined): void {
  if (codes == null) return;
  if (codes.length > MAX_REPLICATION_REGIONS)
    throw check.refusal(argument, `${argument} may hold at most ${MAX_REPLICATION_REGIONS} regions.`);
  for (const [index, code] of codes.entries()) regionCode(`${argument}[${index}]`, code);
}

function regionCode(argument: string, value: string): void {
  check.wellFormed(argument, value);
  if (!REGION_CODE.test(value))
    throw check.refusal(argument, `${argument} must be a region code from storageRegions, such as DE or NY.`);
}

export const validate = {
  /** The page asked for; a cursor only reads the list (with the same filters) that made it. */
  storageZones(args: QueryStorageZonesArgs): PageRequest {
    if (args.search != null) check.requiredText('search', args.search, 1, 255);
    const list = `storageZones?search=${args.search ?? ''}&includeDeleted=${args.includeDeleted ?? false}`;
    return pageRequest('storageZones', list, args);
  },

  storageZone: storageZoneId,

  storageZoneAvailability(args: QueryStorageZoneAvailabilityArgs): void {
    zoneName('name', args.name);
  },

  storageRegions: (args: QueryStorageRegionsArgs): PageRequest => pageRequest('storageZones', 'storageRegions', args),

  /** A zone's Pull Zones: the page, within that zone's list. */
  pullZones: (zoneId: number, args: StorageZonePullZonesArgs): PageRequest =>
    pageRequest('storageZones', `storageZone/${zoneId}/pullZones`, args),

  statistics(args: StorageZoneStatisticsArgs): void {
    checkOptionalRange('storageZones', args, MAX_DAILY_DAYS);
  },

  egressStatistics(args: StorageZoneEgressStatisticsArgs): void {
    checkOptionalRange('storageZones', args, args.hourly ? MAX_HOURLY_DAYS : MAX_DAILY_DAYS);
  },

  createStorageZone(input: CreateStorageZoneInput): void {
    zoneName('input.name', input.name);
    regionCode('input.region', input.region);
    regionCodes('input.replicationRegions', input.replicationRegions);
  },

  updateStorageZone({ storageZoneId, storageZone: changes }: UpdateStorageZoneInput): void {
    inputZoneId({ storageZoneId });
    if (Object.values(changes).every((value) => value == null))
      throw check.refusal('input.storageZone', 'input.storageZone must change at least one setting.');
    regionCodes('input.storageZone.replicationRegions', changes.replicationRegions);
    if (changes.originUrl != null) check.httpUrl('input.storageZone.originUrl', changes.originUrl);
    if (changes.custom404FilePath != null) {
      const path = 'input.storageZone.custom404FilePath';
      check.lengthBetween(path, changes.custom404FilePath, 1, 255);
      if (!changes.custom404FilePath.startsWith('/'))
        throw check.refusal(path, `${path} must be a path starting with /.`);
    }
  },

  deleteStorageZone: inputZoneId,
  resetStorageZonePassword: inputZoneId,
  resetStorageZoneReadOnlyPassword: inputZoneId,
};
