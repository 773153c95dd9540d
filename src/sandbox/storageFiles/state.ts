import { createHash, randomUUID } from 'node:crypto';
import type { AccountState } from '../records.js';
import { seedZoneFiles } from './seed.js';

/**
 * The files of each account's Storage Zones, as the Edge Storage hosts keep them: files by their canonical path
 * (`/images/logo.png`), directories by theirs (`/images/`), each directory on the way of a file existing with it.
 * Kept beside the account (a WeakMap), so the account's reset forgets them too.
 */

export interface StoredFile {
  guid: string;
  bytes: Buffer;
  contentType: string;
  /** SHA-256, uppercase hex, as bunny.net lists it. */
  checksum: string;
  dateCreated: Date;
  lastChanged: Date;
}

export interface StoredDirectory {
  guid: string;
  dateCreated: Date;
  lastChanged: Date;
}

export interface ZoneFiles {
  files: Map<string, StoredFile>;
  directories: Map<string, StoredDirectory>;
}

const byAccount = new WeakMap<AccountState, Map<number, ZoneFiles>>();

/** The zone's files, seeded on first use. */
export function zoneFiles(account: AccountState, zoneId: number, now: Date): ZoneFiles {
  let zones = byAccount.get(account);
  if (!zones) {
    zones = new Map();
    byAccount.set(account, zones);
  }
  let files = zones.get(zoneId);
  if (!files) {
    files = { files: new Map(), directories: new Map() };
    seedZoneFiles(zoneId, now, (path, bytes, contentType) =>
      storeFile(files as ZoneFiles, path, bytes, contentType, now),
    );
    zones.set(zoneId, files);
  }
  return files;
}

export const sha256Upper = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex').toUpperCase();

/** Stores a file (replacing one of the same path), making each directory on its way. */
export function storeFile(zone: ZoneFiles, path: string, bytes: Buffer, contentType: string, now: Date): StoredFile {
  const segments = path.split('/').slice(1, -1);
  for (let depth = 1; depth <= segments.length; depth += 1) {
    const directory = `/${segments.slice(0, depth).join('/')}/`;
    const known = zone.directories.get(directory);
    if (known) known.lastChanged = now;
    else zone.directories.set(directory, { guid: randomUUID(), dateCreated: now, lastChanged: now });
  }
  const previous = zone.files.get(path);
  const file: StoredFile = {
    guid: previous?.guid ?? randomUUID(),
    bytes,
    contentType,
    checksum: sha256Upper(bytes),
    dateCreated: previous?.dateCreated ?? now,
    lastChanged: now,
  };
  zone.files.set(path, file);
  return file;
}

/** Deletes a directory and everything under it; false when there was no such directory. */
export function deleteDirectory(zone: ZoneFiles, directory: string): boolean {
  if (!zone.directories.has(directory)) return false;
  for (const path of [...zone.files.keys()]) if (path.startsWith(directory)) zone.files.delete(path);
  for (const path of [...zone.directories.keys()]) if (path.startsWith(directory)) zone.directories.delete(path);
  return true;
}
