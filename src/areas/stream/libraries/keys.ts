import { isWellFormedKey } from '../../../auth/credentials.js';
import type { RequestSecrets } from '../../../auth/secrets.js';
import { GatewayError } from '../../../errors/gatewayError.js';
import type { UpstreamAuth } from '../../../upstream/types.js';
import type { KnownVideoLibrary, UpstreamVideoLibraryRecord } from '../upstreamTypes.js';

/**
 * A video library's two keys of the video host, as its record gave them: the read-only key for reads, the full key
 * for writes. bunny.net sends them inside the library record; they are split off the moment it arrives, so the record
 * that becomes a GraphQL parent holds no credential, and both are scrubbed from every error and log of the request.
 */

/** What a call on the video host needs: to read, or to change something. */
export type KeyAccess = 'read' | 'write';

export interface LibraryKeys {
  readonly readOnly: string | undefined;
  readonly full: string | undefined;
}

/** A library record as the gateway keeps it for one request: the record for the graph, its keys for the video host. */
export interface LibraryRead {
  readonly library: KnownVideoLibrary;
  readonly keys: LibraryKeys;
}

/** A library record as bunny.net sent it: the record, keys removed, and the keys. */
export function splitLibrary(
  record: UpstreamVideoLibraryRecord & { Id: number },
  secrets: RequestSecrets,
): LibraryRead {
  const { ApiKey, ReadOnlyApiKey, ApiAccessKey, ...library } = record;
  for (const key of [ApiKey, ReadOnlyApiKey, ApiAccessKey]) secrets.add(key);
  const full = ApiKey || ApiAccessKey || undefined;
  return { library, keys: { readOnly: ReadOnlyApiKey || undefined, full } };
}

const CREDENTIAL: Record<KeyAccess, string> = {
  read: 'the read-only video library key the gateway read with your AccessKey; send the right one in X-Library-Key',
  write: 'the video library key the gateway read with your AccessKey; send the right one in X-Library-Key',
};

/** The key for `access` as an upstream credential: a read takes the read-only key when bunny.net offers one. */
export function libraryKeyAuth(keys: LibraryKeys, access: KeyAccess): UpstreamAuth {
  const key = access === 'read' ? (keys.readOnly ?? keys.full) : keys.full;
  if (key === undefined) {
    throw new GatewayError(
      'bunny.net did not reveal the video library key to this account key; send it in the X-Library-Key header.',
      { code: 'FORBIDDEN', service: 'stream' },
    );
  }
  if (!isWellFormedKey(key)) {
    // Never echo the key: it is a secret, and this one may hold CR/LF.
    throw new GatewayError(
      'bunny.net returned a video library key that cannot be sent as a header (it is longer than 256 characters or holds spaces, control or non-ASCII characters); the video host was not called. Send the key in the X-Library-Key header.',
      { code: 'UPSTREAM_ERROR', service: 'stream' },
    );
  }
  return { header: 'AccessKey', value: key, credential: CREDENTIAL[access] };
}
