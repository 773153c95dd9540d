import DataLoader from 'dataloader';
import { GatewayError } from '../../../errors/gatewayError.js';
import { recordIdsOf } from '../../shared/recordIds.js';
import type { UpstreamPullZoneMapping } from '../upstreamReadTypes.js';
import type { KnownShieldZone } from '../upstreamTypes.js';

/** The reads of the Shield client the loaders make. */
export interface ShieldZoneReads {
  getShieldZone(shieldZoneId: number): Promise<KnownShieldZone>;
  getShieldZoneByPullZone(pullZoneId: number): Promise<KnownShieldZone | null>;
  getPullZoneMapping(): Promise<UpstreamPullZoneMapping[]>;
}

const record = recordIdsOf('shield');

/**
 * The per-request Shield Zone loaders: a zone is read once per request however many fields link to it (`node`,
 * `shieldZone`, a Pull Zone's link, a mutation payload), and a page of Pull Zones finds its Shield Zones with one
 * mapping call. Made with the request's client, so nothing crosses callers.
 */
export class ShieldZoneLoaders {
  /** `GET /shield/shield-zone/{shieldZoneId}` per zone. */
  private readonly byId = new DataLoader<number, KnownShieldZone>(
    (ids) => Promise.all(ids.map((id) => this.client.getShieldZone(id).catch((error: unknown) => error as Error))),
    { batch: false },
  );

  /** `GET /shield/shield-zone/get-by-pullzone/{pullZoneId}` per Pull Zone: the whole record, null when none. */
  private readonly byPullZone = new DataLoader<number, KnownShieldZone | null>(
    (ids) => Promise.all(ids.map((id) => this.readByPullZone(id).catch((error: unknown) => error as Error))),
    { batch: false },
  );

  /**
   * The Shield Zone of each Pull Zone of one batch (one tick of the resolvers, e.g. a page of Pull Zones): one
   * mapping call for the batch, whose entries hold only the two ids. A batch of one Pull Zone reads that zone's own
   * record instead, which costs the same one call and carries every setting.
   */
  private readonly mapped = new DataLoader<number, KnownShieldZone | null>(async (pullZoneIds) => {
    const [only] = pullZoneIds;
    if (pullZoneIds.length === 1 && only !== undefined) return [await this.byPullZone.load(only)];
    const entries = await this.client.getPullZoneMapping();
    const byPullZone = new Map<number, KnownShieldZone>();
    for (const { shieldZoneId, pullZoneId } of entries) {
      if (typeof shieldZoneId === 'number' && typeof pullZoneId === 'number' && !byPullZone.has(pullZoneId))
        byPullZone.set(pullZoneId, { shieldZoneId, pullZoneId });
    }
    return pullZoneIds.map((id) => byPullZone.get(id) ?? null);
  });

  constructor(private readonly client: ShieldZoneReads) {}

  /** One Shield Zone by its id; a 404 throws NOT_FOUND. */
  load(shieldZoneId: number): Promise<KnownShieldZone> {
    return this.byId.load(shieldZoneId);
  }

  /**
   * A Shield Zone by the id a record gave (a new zone's): Shield's path takes an int32, so an id beyond it fails as
   * bunny.net's, before the call (recordIds.ts).
   */
  loadLinked(shieldZoneId: number): Promise<KnownShieldZone> {
    return this.byId.load(record.id('the Shield Zone id', shieldZoneId, 32));
  }

  /** The Shield Zone of a Pull Zone with every setting, or null when none protects it. */
  ofPullZone(pullZoneId: number): Promise<KnownShieldZone | null> {
    return this.byPullZone.load(pullZoneId);
  }

  /**
   * The Shield Zone of a Pull Zone when only its ids are needed: batched through the mapping, so a record it
   * returns may hold no more than `shieldZoneId` and `pullZoneId`.
   */
  idsOfPullZone(pullZoneId: number): Promise<KnownShieldZone | null> {
    return this.mapped.load(pullZoneId);
  }

  /** Every Pull Zone id here is a record's (a listed or read zone's, a new Shield Zone's): checked as bunny.net's. */
  private async readByPullZone(pullZoneId: number): Promise<KnownShieldZone | null> {
    record.id('the Pull Zone id', pullZoneId, 32);
    try {
      const zone = await this.client.getShieldZoneByPullZone(pullZoneId);
      if (zone !== null) this.byId.prime(zone.shieldZoneId, zone);
      return zone;
    } catch (error) {
      if (error instanceof GatewayError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }
}
