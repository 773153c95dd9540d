import { accountIdFromLibraryKey, libraryKeyForAccount, type LibraryKeyAccess } from './keys.js';
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

  /** Forgets every account, so each key's next call starts from the seeded data again. */
  reset(): void {
    this.accounts.clear();
  }

  /**
   * The library a Stream API key opens. The key is checked against the derived keys before
   * the account is touched, so random keys never create accounts.
   */
  findLibraryByKey(key: string): LibraryGrant | undefined {
    const accountId = accountIdFromLibraryKey(key);
    if (accountId === undefined) return undefined;
    for (const libraryId of SEEDED_LIBRARY_IDS) {
      for (const access of ['readWrite', 'readOnly'] as const) {
        if (libraryKeyForAccount(accountId, libraryId, access) !== key) continue;
        const library = this.get(accountId).videoLibraries.get(libraryId);
        return library ? { account: this.get(accountId), library, access } : undefined;
      }
    }
    return undefined;
  }
}
