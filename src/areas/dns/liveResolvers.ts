import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { LiveEvent } from '../../live/channel.js';
import type { GatewayContext } from '../../request/context.js';
import { liveValue, watchPoll } from '../shared/live.js';
import type { UpstreamRecordScan } from './upstreamTypes.js';
import { validate } from './validation.js';

/** `dnsRecordScanChanged`: a shared poll of `GET /dnszone/{zoneId}/records/scan` (live/sharedPolls.ts). */
export const dnsLiveResolvers: Resolvers = {
  Subscription: {
    dnsRecordScanChanged: {
      subscribe: (_, args, { scope }) => {
        validate.dnsZone(args);
        const { dnsZoneId } = args;
        return watchPoll(
          scope,
          `dns:scan:${dnsZoneId}`,
          (fresh) => fresh.dns.records.getLatestRecordScan(dnsZoneId),
          (scan) => JSON.stringify(scan),
        );
      },
      resolve: (event: LiveEvent<UpstreamRecordScan>, _: unknown, { scope }: GatewayContext) => liveValue(event, scope),
    },
  },
};
