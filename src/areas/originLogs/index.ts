import { defineArea, sdl } from '../shared/area.js';
import { OriginLogsClient } from './client.js';
import { originLogsCoverage } from './coverage.js';
import { originLogsGraphiqlTab, originLogsGraphiqlIds } from './graphiqlTab.js';
import { originLogsResolvers } from './resolvers.js';

declare module '../../request/scope.js' {
  interface AreaClients {
    readonly originLogs: OriginLogsClient;
  }
}

/** Origin error logs: a Pull Zone's origin errors of one day. */
export const originLogsArea = defineArea({
  name: 'originLogs',
  typeDefs: [sdl('originLogs.graphql')],
  resolvers: [originLogsResolvers],
  mappers: {
    OriginErrorLog: 'upstreamTypes.ts#UpstreamLogEntry',
  },
  coverage: originLogsCoverage,
  graphiql: { query: originLogsGraphiqlTab, ids: originLogsGraphiqlIds, placeholders: { pullZoneId: 0 } },
  client: (session, credentials) => new OriginLogsClient(session, credentials),
});
