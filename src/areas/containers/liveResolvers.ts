import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { LiveEvent } from '../../live/channel.js';
import type { GatewayContext } from '../../request/context.js';
import { liveValue, watchPoll } from '../shared/live.js';
import { loadAppRecord } from './records.js';
import type { AppRecord } from './upstreamTypes.js';
import { validate } from './validation.js';

/** What a dashboard waits on in an application: its status, its regions, and which instances run (the rollout). */
function rollout({ whole }: AppRecord): string {
  if (whole === null) return '';
  const instances = (whole.containerInstances ?? []).map(
    (one) => `${one.templateId}/${one.podId}@${one.nodeIpAddress}`,
  );
  return JSON.stringify([whole.status, whole.regionSettings, instances.sort()]);
}

/** `containerAppStatusChanged`: a shared poll of `GET /mc/apps/{appId}` (live/sharedPolls.ts). */
export const containerLiveResolvers: Resolvers = {
  Subscription: {
    containerAppStatusChanged: {
      subscribe: (_, args, { scope }) => {
        validate.containerApp(args);
        const { appId } = args;
        return watchPoll(scope, `containers:app:${appId}`, (fresh) => loadAppRecord(fresh.containers, appId), rollout);
      },
      resolve: (event: LiveEvent<AppRecord>, _: unknown, { scope }: GatewayContext) => liveValue(event, scope),
    },
  },
};
