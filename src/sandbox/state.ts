import { accountIdFromLibraryKey, libraryKeyForAccount, type LibraryKeyAccess } from './core/keys.js';
import { SEEDED_LIBRARY_IDS, seedAccount } from './seed.js';

/**
 * Per-account state. Every distinct credential gets its own lazily seeded copy of the world,
 * so parallel tests and developers never see each other's changes or secrets.
 */

export type * from './records.js';
import type { AccountState, VideoLibrary } from './records.js';

export interface LibraryGrant {
  account: AccountState;
  library: VideoLibrary;
  access: LibraryKeyAccess;
}

export class Accounts {
  private readonly accounts = new Map<string, AccountState>();

  constructor(private readonly now: () => Date) {}

  /** The account's state, seeded on first use. */
  get(accountId: string): AccountState {
    let account = this.accounts.get(accountId);
    if (!account) {
      account = seedAccount(accountId, this.now());
      this.accounts.set(accountId, account);
    }
    return account;
  }

  /** The first answer `pick` gives for an account that exists (the storage hosts find a zone by name and password). */
  find<T>(pick: (account: AccountState) => T | undefined): T | undefined {
    for (const account of this.accounts.values()) {
      const found = pick(account);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /** Forgets every account, so each key's next call starts from the seeded data again. */
  reset(): void {
    this.accounts.clear();
  }

  /**
   * The library a Stream API key opens. An account that exists is searched for the key (its libraries may be new,
   * or their keys reset); otherwise the key is checked against the seeded libraries' first keys before the account
   * is made, so random keys never create accounts.
   */
  findLibraryByKey(key: string): LibraryGrant | undefined {
    const accountId = accountIdFromLibraryKey(key);
    if (accountId === undefined) return undefined;
    const existing = this.accounts.get(accountId);
    if (existing) return grantIn(existing, key);
    const seeded = SEEDED_LIBRARY_IDS.some((libraryId) =>
      (['readWrite', 'readOnly'] as const).some((access) => libraryKeyForAccount(accountId, libraryId, access) === key),
    );
    return seeded ? grantIn(this.get(accountId), key) : undefined;
  }
}

function grantIn(account: AccountState, key: string): LibraryGrant | undefined {
  for (const library of account.videoLibraries.values()) {
    if (library.apiKey === key) return { account, library, access: 'readWrite' };
    if (library.readOnlyApiKey === key) return { account, library, access: 'readOnly' };
  }
  return undefined;
}
