/**
 * The sandbox's well-known Storage Zone ids (core API), re-exported by index.ts for tests, docs and demos. Every
 * account gets the same ids (its passwords differ). Nothing here imports anything.
 */

/** `acme-assets`: S3-compatible, replicated, the origin of the media Pull Zone (MEDIA_PULL_ZONE_ID). */
export const ASSETS_STORAGE_ZONE_ID = 871101;
export const ASSETS_STORAGE_ZONE_NAME = 'acme-assets';
/** The storage of the two seeded video libraries (their `StorageZoneId`). */
export const DEMO_VIDEO_STORAGE_ZONE_ID = 871201;
export const COURSES_VIDEO_STORAGE_ZONE_ID = 871202;
/** Deleted: listed only with `includeDeleted`, a 404 otherwise. */
export const DELETED_STORAGE_ZONE_ID = 871099;
/** A quiet customer zone, for tests that delete something nothing else reads. */
export const SPARE_STORAGE_ZONE_ID = 871324;

/** Zones per account that are not deleted: enough to page through (two pages of 20). */
export const SEEDED_STORAGE_ZONE_COUNT = 27;
/** The ids of the customer zones run on from here, in order. */
export const FIRST_CUSTOMER_STORAGE_ZONE_ID = 871301;
/** The first id given to a zone created through the API. */
export const FIRST_CREATED_STORAGE_ZONE_ID = 880001;
/** The regions `GET /storagezone/regions` lists. */
export const STORAGE_REGION_CODES: readonly string[] = ['DE', 'UK', 'SE', 'NY', 'LA', 'SG', 'SYD', 'BR', 'JH', 'JP'];
