/**
 * The Apollo Server reference: Apollo Server 5 with its own node:http integration (startStandaloneServer) and a
 * RESTDataSource per request, as a team would write it for the benchmark's operations. The gateway's SDL and field
 * names (bench/referenceSchema.ts); RESTDataSource's defaults throughout: its fetch, its shared HTTP cache (nothing
 * is cached: the fake sends no cache headers) and its de-duplication of identical GETs within a request (10 aliases
 * make one upstream call). Run as its own process with NODE_ENV=production; prints `{"port":N}` once listening (PORT,
 * UPSTREAM_URL env).
 */
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { RESTDataSource, type AugmentedRequest, type DataSourceConfig } from '@apollo/datasource-rest';
import {
  type BlockedIpInput,
  gatewayTypeDefs,
  pullZoneFieldResolvers,
  shieldMetricsFieldResolvers,
} from '../referenceSchema.js';

type Json = Record<string, unknown>;

/** bunny.net's core API for one caller: its AccessKey on every request. */
class BunnyApi extends RESTDataSource {
  override baseURL = process.env['UPSTREAM_URL'] ?? 'http://127.0.0.1:1';

  constructor(
    private readonly accessKey: string,
    config: DataSourceConfig,
  ) {
    super(config);
  }

  override willSendRequest(_path: string, request: AugmentedRequest): void {
    request.headers['AccessKey'] = this.accessKey;
  }

  containerNodeIps(): Promise<string[]> {
    return this.get('/mc/nodes/plain');
  }

  async shieldZoneMetrics(shieldZoneId: number): Promise<Json> {
    return (await this.get<{ data: Json }>(`/shield/metrics/overview/${shieldZoneId}`)).data;
  }

  async pullZones(first: number): Promise<{ totalCount: number; edges: { node: Json }[] }> {
    const page = await this.get<{ Items: Json[]; TotalItems: number }>(`/pullzone?page=1&perPage=${first}`);
    return { totalCount: page.TotalItems, edges: page.Items.map((node) => ({ node })) };
  }

  /** The account's Pull Zone -> Shield Zone mapping; the zones of one page all ask, RESTDataSource reads it once. */
  async shieldZoneIdOf(pullZoneId: number): Promise<number | undefined> {
    const { data } = await this.get<{ data: { shieldZoneId: number; pullZoneId: number }[] }>(
      '/shield/shield-zones/pullzone-mapping',
    );
    return data.find((entry) => entry.pullZoneId === pullZoneId)?.shieldZoneId;
  }

  async removeBlockedIp(pullZoneId: number, blockedIp: string): Promise<void> {
    await this.post(`/pullzone/${pullZoneId}/removeBlockedIp`, { body: { BlockedIp: blockedIp } });
  }
}

interface Context {
  bunny: BunnyApi;
}

const resolvers = {
  Query: {
    containerNodeIps: (_: unknown, __: unknown, { bunny }: Context) => bunny.containerNodeIps(),
    shieldZoneMetrics: (_: unknown, { shieldZoneId }: { shieldZoneId: number }, { bunny }: Context) =>
      bunny.shieldZoneMetrics(shieldZoneId),
    pullZones: (_: unknown, { first }: { first: number }, { bunny }: Context) => bunny.pullZones(first),
  },
  Mutation: {
    removePullZoneBlockedIp: async (_: unknown, { input }: { input: BlockedIpInput }, { bunny }: Context) => {
      await bunny.removeBlockedIp(input.pullZoneId, input.blockedIp);
      return { ...input, clientMutationId: input.clientMutationId ?? null };
    },
  },
  PullZone: {
    ...pullZoneFieldResolvers,
    shieldZone: async (zone: Json, _: unknown, { bunny }: Context) => {
      const shieldZoneId = await bunny.shieldZoneIdOf(zone['Id'] as number);
      return shieldZoneId === undefined ? null : { shieldZoneId };
    },
  },
  ShieldZone: {
    metrics: ({ shieldZoneId }: { shieldZoneId: number }, _: unknown, { bunny }: Context) =>
      bunny.shieldZoneMetrics(shieldZoneId),
  },
  ...shieldMetricsFieldResolvers,
};

const server = new ApolloServer<Context>({ typeDefs: gatewayTypeDefs(), resolvers });
const { url } = await startStandaloneServer(server, {
  listen: { port: Number(process.env['PORT'] ?? 0), host: '127.0.0.1' },
  context: async ({ req }) => {
    const key = req.headers['accesskey'];
    return { bunny: new BunnyApi(typeof key === 'string' ? key : '', { cache: server.cache }) };
  },
});
process.stdout.write(`${JSON.stringify({ port: Number(new URL(url).port) })}\n`);
process.on('SIGTERM', () => {
  void server.stop().then(() => process.exit(0));
});
