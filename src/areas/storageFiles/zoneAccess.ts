import { type Credentials, isWellFormedKey } from '../../auth/credentials.js';
import type { UpstreamAuth } from '../../auth/upstreamAuth.js';
import { GatewayError } from '../../errors/gatewayError.js';
import { type StorageHostname, storageHostOf, STORAGE_HOSTNAMES } from '../../upstream/storageHosts.js';
import type { KnownStorageZone } from '../storageZones/upstreamTypes.js';

/**
 * Where and how a Storage Zone's files are reached, from the zone's record as the caller's account key read it: its
 * storage host (only one of bunny.net's, whatever the record says), its name (the first segment of every path) and
 * its passwords, the read-only one for reads (or the caller's own, sent in X-Storage-Zone-Password). The record's passwords are already secrets of the request (the Storage
 * Zone client adds them as the record arrives), so no error or log line can show them.
 */

export type StorageAccess = 'read' | 'write';

export interface StorageZoneAccess {
  readonly storageZoneId: number;
  readonly host: StorageHostname;
  readonly zoneName: string;
  auth(access: StorageAccess): UpstreamAuth;
}

/** bunny.net's rule for zone names, which are also the first segment of every Edge Storage path. */
const ZONE_NAME = /^[A-Za-z0-9-]{3,64}$/;

const CREDENTIAL: Record<StorageAccess, string> = {
  read: "the Storage Zone's read-only password, which the gateway read with your AccessKey",
  write: "the Storage Zone's password, which the gateway read with your AccessKey",
};

/** The zone's access; the caller's X-Storage-Zone-Password, when sent, is used instead of the record's passwords. */
export function zoneAccess(zone: KnownStorageZone, credentials: Credentials): StorageZoneAccess {
  const host = storageHostOf(zone.StorageHostname);
  if (host === null) throw refused(`its storage host is not one of bunny.net's (${STORAGE_HOSTNAMES.join(', ')})`);
  const zoneName = zone.Name;
  if (typeof zoneName !== 'string' || !ZONE_NAME.test(zoneName))
    throw refused('its name is not 3 to 64 letters, digits and hyphens');
  return {
    storageZoneId: zone.Id,
    host,
    zoneName,
    auth(access) {
      const explicit = credentials.explicitStorageZonePassword('storageFiles');
      if (explicit) return explicit;
      const key = access === 'read' ? zone.ReadOnlyPassword || zone.Password : zone.Password;
      if (!key)
        throw new GatewayError("bunny.net did not reveal the Storage Zone's password to this account key.", {
          code: 'FORBIDDEN',
          service: 'storageFiles',
        });
      // Never echo the password: it is a secret, and this one may hold CR/LF.
      if (!isWellFormedKey(key)) throw refused('its password cannot be sent as a header');
      return { header: 'AccessKey', value: key, credential: CREDENTIAL[access] };
    },
  };
}

/** A record the gateway will not follow: the storage host is never called with it. */
function refused(why: string): GatewayError {
  return new GatewayError(
    `bunny.net's record of the Storage Zone cannot be used: ${why}; no storage host was called.`,
    {
      code: 'UPSTREAM_ERROR',
      service: 'storageFiles',
    },
  );
}
