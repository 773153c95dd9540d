import { accountIdForAccessKey, type LibraryKeyAccess, libraryKeyForAccount } from '../core/keys.js';
import { FIRST_CREATED_LIBRARY_ID } from './videoSeed.js';

/** What a test may ask of a library key: read-only instead of read-write, or as it is after `resets` resets. */
export interface LibraryKeyOptions {
  access?: LibraryKeyAccess;
  resets?: number;
}

/** A video library of every sandbox account, by id, and its API key as one account sees it. */
export interface LibraryFixture {
  readonly id: number;
  /** The library's key in the account of `accountKey` (each account's keys differ). */
  apiKey(accountKey: string, options?: LibraryKeyOptions): string;
}

/**
 * Stream's fixtures for tests: the secrets the seed derives per account, named, so no test re-derives them from
 * the sandbox's internal formulas (which may change without a test noticing otherwise).
 */
export const streamFixtures = {
  library: (libraryId: number): LibraryFixture => ({
    id: libraryId,
    apiKey: (accountKey, options = {}) =>
      libraryKeyForAccount(
        accountIdForAccessKey(accountKey),
        libraryId,
        options.access ?? 'readWrite',
        options.resets ?? 0,
      ),
  }),
  /** The id the `nth` (from 1) library created through the API gets, in any account. */
  createdLibraryId: (nth: number): number => FIRST_CREATED_LIBRARY_ID + nth - 1,
};
