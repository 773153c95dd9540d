import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { LiveEvent } from '../../live/channel.js';
import type { GatewayContext } from '../../request/context.js';
import { liveValue, watchPoll } from '../shared/live.js';
import type { KnownPullZone } from './upstreamTypes.js';
import { validate } from './validation.js';

/** What a dashboard waits on in a zone's hostnames: which there are, and each one's certificate and Force SSL. */
function certificates(zone: KnownPullZone): string {
  const hostnames = (zone.Hostnames ?? []).map((one) => [one?.Value, one?.HasCertificate, one?.ForceSSL]);
  return JSON.stringify(hostnames.sort((a, b) => String(a[0]).localeCompare(String(b[0]))));
}

/** `pullZoneCertificateStatusChanged`: a shared poll of `GET /pullzone/{id}` (live/sharedPolls.ts). */
export const pullZoneLiveResolvers: Resolvers = {
  Subscription: {
    pullZoneCertificateStatusChanged: {
      subscribe: (_, args, { scope }) => {
        validate.pullZone(args);
        const { pullZoneId } = args;
        return watchPoll(
          scope,
          `pullZones:zone:${pullZoneId}`,
          (fresh) => fresh.pullZones.loadPullZone(pullZoneId),
          certificates,
        );
      },
      resolve: (event: LiveEvent<KnownPullZone>, _: unknown, { scope }: GatewayContext) => liveValue(event, scope),
    },
  },
};
