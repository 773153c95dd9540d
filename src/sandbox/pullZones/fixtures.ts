/**
 * The sandbox's Pull Zone fixtures: bunny.net's ids and values as the fakes of bunny.net know them (fixtures.ts
 * re-exports them). Nothing here imports anything: tests and the bench can use it without the sandbox.
 */

export const WEB_PULL_ZONE_ID = 1284367;
export const MEDIA_PULL_ZONE_ID = 1284368;
/** Has no Shield Zone yet, so a Shield Zone can be created for it. */
export const STAGING_PULL_ZONE_ID = 1284369;
/** Fault trigger: never exists, so every Pull Zone operation answers 404. */
export const MISSING_PULL_ZONE_ID = 999999;

export const WEB_BLOCKED_IPV4 = '203.0.113.42';
export const WEB_BLOCKED_IPV6 = '2001:db8:85a3::8a2e:370:7334';
export const WEB_EDGE_RULE_ID = 'c8a3c5f4-6d1e-4a8b-9f57-2e0b7d41a9c3';
export const WEB_DISABLED_EDGE_RULE_ID = '5f1b9e27-3c84-4d0a-b6e2-91a7c3f08d54';
export const MEDIA_EDGE_RULE_ID = '0e6f2a9d-8b47-4c13-a5d8-7f3e1b2c9a60';

/** Custom hostnames registered for an external certificate (HTTP-01 challenge). */
export const EXTERNAL_CERT_HOSTNAME = 'www.acme-demo.com';
export const MEDIA_EXTERNAL_CERT_HOSTNAME = 'media.acme-demo.com';
/** A custom hostname on bunny.net's managed certificate: not eligible for an external one. */
export const MANAGED_CERT_HOSTNAME = 'assets.acme-demo.com';
/** The ids of the zones after the three named ones run on from here, in order. */
export const FIRST_CUSTOMER_PULL_ZONE_ID = 1300001;

/** The id of the `nth` (from 1) quiet customer zone, acme-customer-<nth>. */
export function customerPullZoneId(nth: number): number {
  return FIRST_CUSTOMER_PULL_ZONE_ID + nth - 1;
}

/** The last of the quiet customer zones: no Shield Zone, script or library links to it, so it can be deleted freely. */
export const SPARE_PULL_ZONE_ID = 1300057;
/** Stand-ins for a certificate and its private key (Base64 of PEM text) that the sandbox's addCertificate takes. */
export const SANDBOX_CERTIFICATE =
  'LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tClUyRnVaR0p2ZUNCalpYSjBhV1pwWTJGMFpTd2dibTkwSUdFZ2NtVmhiQ0J2Ym1VPQotLS0tLUVORCBDRVJUSUZJQ0FURS0tLS0tCg==';
export const SANDBOX_CERTIFICATE_KEY =
  'LS0tLS1CRUdJTiBQUklWQVRFIEtFWS0tLS0tClUyRnVaR0p2ZUNCclpYa3NJRzV2ZENCaElISmxZV3dnYjI1bAotLS0tLUVORCBQUklWQVRFIEtFWS0tLS0tCg==';
