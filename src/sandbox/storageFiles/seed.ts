import { createHash } from 'node:crypto';
import { ASSETS_STORAGE_ZONE_ID } from '../storageZones/fixtures.js';

/**
 * What each account's zones hold at the start: `acme-assets` (ASSETS_STORAGE_ZONE_ID) a small website, with an
 * `images` directory of 45 photos to page through and a directory deeper; every other zone starts empty. Bytes are
 * made from the path, so they are the same on every start.
 */

/** How many photos `/images/` holds beside its logo and its `2024` directory. */
export const SEEDED_PHOTOS = 45;

type Store = (path: string, bytes: Buffer, contentType: string) => void;

/** Deterministic bytes of a given size for a path. */
export function bytesFor(path: string, size: number): Buffer {
  const chunks: Buffer[] = [];
  let block = createHash('sha256').update(path).digest();
  for (let filled = 0; filled < size; filled += block.length) {
    chunks.push(block);
    block = createHash('sha256').update(block).digest();
  }
  return Buffer.concat(chunks).subarray(0, size);
}

export function seedZoneFiles(zoneId: number, _now: Date, store: Store): void {
  if (zoneId !== ASSETS_STORAGE_ZONE_ID) return;
  store('/index.html', Buffer.from('<!doctype html><title>Acme</title><h1>Acme</h1>\n'), 'text/html');
  store('/robots.txt', Buffer.from('User-agent: *\nAllow: /\n'), 'text/plain');
  store('/css/site.css', Buffer.from('body { font-family: sans-serif; }\n'), 'text/css');
  store('/images/logo.png', bytesFor('/images/logo.png', 4_096), 'image/png');
  store('/images/2024/launch.jpg', bytesFor('/images/2024/launch.jpg', 150_000), 'image/jpeg');
  for (let index = 1; index <= SEEDED_PHOTOS; index += 1) {
    const path = `/images/photo-${String(index).padStart(2, '0')}.jpg`;
    store(path, bytesFor(path, 1_000 + index * 37), 'image/jpeg');
  }
}
