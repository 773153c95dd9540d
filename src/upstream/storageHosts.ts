/**
 * bunny.net's Edge Storage hosts, one per primary storage region (https://docs.bunny.net/reference/storage-api). A
 * Storage Zone's record names its host (`StorageHostname`); the gateway calls a storage host only when the record's
 * name is one of these, so nothing a record says can steer a call, and the zone's password, anywhere else. The
 * sandbox serves its own copy (src/sandbox/storageFiles/host.ts): test/unit/twinCopies.test.ts holds the two equal.
 */
export const STORAGE_HOSTNAMES = [
  'storage.bunnycdn.com',
  'uk.storage.bunnycdn.com',
  'ny.storage.bunnycdn.com',
  'la.storage.bunnycdn.com',
  'sg.storage.bunnycdn.com',
  'se.storage.bunnycdn.com',
  'br.storage.bunnycdn.com',
  'jh.storage.bunnycdn.com',
  'syd.storage.bunnycdn.com',
] as const;

export type StorageHostname = (typeof STORAGE_HOSTNAMES)[number];

/** The storage host a record names, when it is one of bunny.net's (exactly, lower case); null otherwise. */
export function storageHostOf(hostname: unknown): StorageHostname | null {
  return STORAGE_HOSTNAMES.find((known) => known === hostname) ?? null;
}
