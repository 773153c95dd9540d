import { recordTypes } from '../enums.js';
import type { KnownDnsRecord } from '../upstreamTypes.js';

/** bunny.net's int64 id as a PULL_ZONE record's `LinkName` holds it: canonical decimal digits. */
const ID_TEXT = /^[1-9]\d{0,15}$/;

/**
 * The Pull Zone a record points at: a PULL_ZONE record names it in `LinkName` (bunny.net's link to the zone, as its
 * Terraform provider reads it); an accelerated record is served through `AcceleratedPullZoneId`. Null for any other
 * record, and for a link that is not an id bunny.net could take back.
 */
export function pullZoneIdOf(record: KnownDnsRecord): number | null {
  if (recordTypes.fromUpstream(record.Type) === 'PULL_ZONE') {
    const link = record.LinkName ?? '';
    return ID_TEXT.test(link) && Number.isSafeInteger(Number(link)) ? Number(link) : null;
  }
  const accelerating = record.AcceleratedPullZoneId;
  return record.Accelerated === true && typeof accelerating === 'number' && accelerating > 0 ? accelerating : null;
}
