/**
 * The sandbox's well-known DNS ids (core API), re-exported by index.ts for tests, docs and demos. Every account gets
 * the same ids. Nothing here imports anything.
 */

/** `acme-demo.com`: the zone with the records a dashboard shows, Pull Zone records and a completed record scan. */
export const ACME_DNS_ZONE_ID = 781201;
export const ACME_DNS_DOMAIN = 'acme-demo.com';
/** `www.acme-demo.com`: a PULL_ZONE record pointing at the web Pull Zone (WEB_PULL_ZONE_ID). */
export const ACME_WWW_DNS_RECORD_ID = 9_120_001;
/** The apex A record of acme-demo.com. */
export const ACME_APEX_DNS_RECORD_ID = 9_120_002;
/** `acme-media.net`: a small zone, never scanned (its latest scan is a 404). */
export const MEDIA_DNS_ZONE_ID = 781202;
export const MEDIA_DNS_DOMAIN = 'acme-media.net';

/** A quiet customer zone and its one record, for tests that delete something nothing else reads. */
export const SPARE_DNS_ZONE_ID = 781306;
export const SPARE_DNS_RECORD_ID = 9_130_051;

/** Zones per account: enough to page through (two pages of 20). */
export const SEEDED_DNS_ZONE_COUNT = 26;
/** The ids of the zones after the two named ones run on from here, in order. */
export const FIRST_CUSTOMER_DNS_ZONE_ID = 781301;
/** Records of acme-demo.com: a few named ones and enough generated hosts to page through. */
export const ACME_DNS_RECORD_COUNT = 32;

/** The first id given to a zone or record created through the API. */
export const FIRST_CREATED_DNS_ZONE_ID = 790001;
export const FIRST_CREATED_DNS_RECORD_ID = 9_500_001;
