import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { chartPoints } from '../shared/charts.js';
import { intEnum, prop, upstreamDateTime, withoutNulls } from '../shared/codecs.js';
import { toGlobalId } from '../shared/globalId.js';
import { storageZoneGlobalId } from './node.js';

/**
 * Storage Zone records as the graph shows them: the parent of each type is bunny.net's PascalCase record (codegen
 * `mappers`); each field reads its property only when selected. `Password` and `ReadOnlyPassword` have no field.
 */

/** The type name in a region's stable id (not a `Node`: bunny.net has no read of one region). */
const STORAGE_REGION_TYPE = 'StorageRegion';

/** bunny.net's StorageZoneTier: 0 = Standard, 1 = Edge. */
export const zoneTiers = intEnum(['STANDARD', 'EDGE']);

/** bunny.net's StorageZoneS3Type: 0 = NotSupported, 1 = Supported. */
const S3_SUPPORTED = 1;

export const storageZoneTypeResolvers: Resolvers = {
  StorageZone: {
    id: (zone) => storageZoneGlobalId(zone.Id),
    storageZoneId: prop('Id'),
    name: prop('Name'),
    region: prop('Region'),
    replicationRegions: (zone) => withoutNulls(zone.ReplicationRegions) ?? [],
    replicationChangeInProgress: prop('ReplicationChangeInProgress'),
    storageUsed: prop('StorageUsed'),
    filesStored: prop('FilesStored'),
    dateModified: (zone) => upstreamDateTime(zone.DateModified),
    deleted: prop('Deleted'),
    rewrite404To200: prop('Rewrite404To200'),
    custom404FilePath: prop('Custom404FilePath'),
    storageHostname: prop('StorageHostname'),
    s3Hostname: prop('S3Hostname'),
    zoneTier: (zone) => zoneTiers.fromUpstream(zone.ZoneTier),
    s3Supported: (zone) => (typeof zone.StorageZoneType === 'number' ? zone.StorageZoneType === S3_SUPPORTED : null),
    priceOverride: prop('PriceOverride'),
    discount: prop('Discount'),
  },
  StorageRegion: {
    id: (region) => toGlobalId(STORAGE_REGION_TYPE, region.Id),
    code: prop('Id'),
    name: prop('Name'),
    url: prop('Url'),
  },
  StorageZoneStatistics: {
    storageUsedChart: (stats) => chartPoints(stats.StorageUsedChart),
    fileCountChart: (stats) => chartPoints(stats.FileCountChart),
  },
  StorageZoneEgressStatistics: {
    totalEgress: prop('TotalEgress'),
    httpEgressTotal: prop('HttpEgressTotal'),
    s3EgressTotal: prop('S3EgressTotal'),
    s3PresignedEgressTotal: prop('S3PresignedEgressTotal'),
    ftpEgressTotal: prop('FtpEgressTotal'),
    sftpEgressTotal: prop('SftpEgressTotal'),
    totalEgressChart: (stats) => chartPoints(stats.TotalEgressChart),
    httpEgressChart: (stats) => chartPoints(stats.HttpEgressChart),
    s3EgressChart: (stats) => chartPoints(stats.S3EgressChart),
    s3PresignedEgressChart: (stats) => chartPoints(stats.S3PresignedEgressChart),
    ftpEgressChart: (stats) => chartPoints(stats.FtpEgressChart),
    sftpEgressChart: (stats) => chartPoints(stats.SftpEgressChart),
  },
};
