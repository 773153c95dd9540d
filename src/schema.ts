import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { DateTimeResolver, JSONObjectResolver, JSONResolver, SafeIntResolver, UUIDResolver } from 'graphql-scalars';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { containerNodes } from './areas/containers/node.js';
import { containersResolvers } from './areas/containers/resolvers.js';
import { edgeScriptNode } from './areas/edgeScripts/node.js';
import { edgeScriptsResolvers } from './areas/edgeScripts/resolvers.js';
import { originLogsResolvers } from './areas/originLogs/resolvers.js';
import { pullZoneNode } from './areas/pullZones/node.js';
import { pullZonesResolvers } from './areas/pullZones/resolvers.js';
import { pullZoneStatisticsResolvers } from './areas/pullZones/statistics.js';
import { nodeResolvers } from './areas/shared/nodes.js';
import { shieldZoneNode } from './areas/shield/node.js';
import { shieldResolvers } from './areas/shield/resolvers.js';
import { videoLibraryNode, videoNode } from './areas/stream/node.js';
import { streamResolvers } from './areas/stream/resolvers.js';
import { DateScalar } from './scalars/date.js';

/** The schema/ folder, found from this module whether it runs from src/ (tsx) or dist/src/ (built). */
function schemaDirectory(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'schema', 'base.graphql'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`schema/base.graphql not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return join(dir, 'schema');
}

export function loadTypeDefs(): string[] {
  const dir = schemaDirectory();
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

const rootResolvers: Resolvers = {
  SafeInt: SafeIntResolver,
  DateTime: DateTimeResolver,
  Date: DateScalar,
  JSON: JSONResolver,
  JSONObject: JSONObjectResolver,
  UUID: UUIDResolver,
};

/** Every type that implements `Node`: `node(id:)` and `nodes(ids:)` resolve global ids through this list. */
const nodeTypes = [pullZoneNode, shieldZoneNode, edgeScriptNode, videoLibraryNode, videoNode, ...containerNodes];

export const areaResolvers: Resolvers[] = [
  rootResolvers,
  nodeResolvers(nodeTypes),
  shieldResolvers,
  containersResolvers,
  edgeScriptsResolvers,
  pullZonesResolvers,
  pullZoneStatisticsResolvers,
  streamResolvers,
  originLogsResolvers,
];

export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: areaResolvers });
}
