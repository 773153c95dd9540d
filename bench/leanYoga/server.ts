/**
 * The lean yoga forwarder: what a plain graphql-yoga server answering the benchmark's operations costs. The
 * gateway's own SDL (schema/*.graphql), resolvers that make one undici call each and return the upstream JSON
 * (field resolvers rename the few fields bunny.net spells differently), graphql-js execution, and nothing else: no
 * limits, no logging, no metrics, no error mapping, no de-duplication (10 aliases make 10 upstream calls). Run as its
 * own process; prints `{"port":N}` once listening (PORT, UPSTREAM_URL env).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { createYoga } from 'graphql-yoga';
import { Pool } from 'undici';
import {
  type BlockedIpInput,
  gatewayTypeDefs,
  pullZoneFieldResolvers,
  shieldMetricsFieldResolvers,
} from '../referenceSchema.js';

type Json = Record<string, unknown>;
interface Context {
  key: string;
  /** The request's Shield Zone mapping, read once for every Pull Zone that asks (as a per-request DataLoader would). */
  mapping?: Promise<Map<number, number>>;
}
interface PullZoneRecord {
  Id: number;
  Name: string;
}

const upstream = new Pool(process.env['UPSTREAM_URL'] ?? 'http://127.0.0.1:1', { connections: 128 });

async function call(method: 'GET' | 'POST', path: string, key: string, body?: string): Promise<unknown> {
  const headers: Record<string, string> = { AccessKey: key, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const answer = await upstream.request({ method, path, headers, body: body ?? null });
  if (answer.statusCode >= 300) throw new Error(`upstream answered ${answer.statusCode}: ${await answer.body.text()}`);
  if (answer.statusCode !== 204) return answer.body.json();
  await answer.body.dump();
  return undefined;
}

async function shieldZoneMapping(key: string): Promise<Map<number, number>> {
  const { data } = (await call('GET', '/shield/shield-zones/pullzone-mapping', key)) as {
    data: { shieldZoneId: number; pullZoneId: number }[];
  };
  return new Map(data.map((entry) => [entry.pullZoneId, entry.shieldZoneId]));
}

const resolvers = {
  Query: {
    containerNodeIps: (_: unknown, __: unknown, { key }: Context) => call('GET', '/mc/nodes/plain', key),
    pullZones: async (_: unknown, { first }: { first: number }, { key }: Context) => {
      const page = (await call('GET', `/pullzone?page=1&perPage=${first}`, key)) as {
        Items: PullZoneRecord[];
        TotalItems: number;
      };
      return { totalCount: page.TotalItems, edges: page.Items.map((node) => ({ node })) };
    },
    shieldZoneMetrics: async (_: unknown, { shieldZoneId }: { shieldZoneId: number }, { key }: Context) =>
      ((await call('GET', `/shield/metrics/overview/${shieldZoneId}`, key)) as { data: Json }).data,
  },
  Mutation: {
    removePullZoneBlockedIp: async (_: unknown, { input }: { input: BlockedIpInput }, { key }: Context) => {
      const body = JSON.stringify({ BlockedIp: input.blockedIp });
      await call('POST', `/pullzone/${input.pullZoneId}/removeBlockedIp`, key, body);
      return { ...input, clientMutationId: input.clientMutationId ?? null };
    },
  },
  PullZone: {
    ...pullZoneFieldResolvers,
    shieldZone: async (zone: PullZoneRecord, _: unknown, context: Context) => {
      context.mapping ??= shieldZoneMapping(context.key);
      const shieldZoneId = (await context.mapping).get(zone.Id);
      return shieldZoneId === undefined ? null : { shieldZoneId };
    },
  },
  ShieldZone: {
    metrics: async ({ shieldZoneId }: { shieldZoneId: number }, _: unknown, { key }: Context) =>
      ((await call('GET', `/shield/metrics/overview/${shieldZoneId}`, key)) as { data: Json }).data,
  },
  ...shieldMetricsFieldResolvers,
};

const yoga = createYoga<Record<string, never>, Context>({
  schema: makeExecutableSchema({ typeDefs: gatewayTypeDefs(), resolvers }),
  maxRequestBodySize: false,
  logging: false,
  landingPage: false,
  graphiql: false,
  context: ({ request }) => ({ key: request.headers.get('accesskey') ?? '' }),
});

const server = createServer({ keepAliveTimeout: 60_000 }, yoga);
server.listen(Number(process.env['PORT'] ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
