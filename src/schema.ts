import { readdirSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { type GraphQLScalarType, type GraphQLSchema, type ValueNode, valueFromASTUntyped } from 'graphql';
import { JSONObjectResolver, JSONResolver, UUIDResolver } from 'graphql-scalars';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { AREAS } from './areas/index.js';
import { type Area, sdl } from './areas/shared/area.js';
import { nodeResolvers } from './areas/shared/nodes.js';
import { schemaDirectory } from './areas/shared/schemaDirectory.js';
import { DateScalar, DateTimeScalar } from './scalars/date.js';
import { SafeIntScalar } from './scalars/safeInt.js';
import { sdlDocuments } from './sdlCache.js';

/** The SDL every area builds on: the roots, the scalars, `Node`, the error codes and the directives. */
const BASE_SDL = 'base.graphql';

/**
 * What a scalar does, without what it says: makeExecutableSchema copies every property of a scalar resolver onto the
 * SDL's scalar, so graphql-scalars' own name and description would replace the SDL's, which documents the scalar as
 * the gateway uses it. Parsing, serializing, `specifiedByURL` and extensions come from the library.
 */
function behaviourOf(scalar: GraphQLScalarType): GraphQLScalarType {
  const { serialize, parseValue, parseLiteral, specifiedByURL, extensions } = scalar.toConfig();
  // A plain object, not a GraphQLScalarType: graphql-tools reads a scalar resolver's properties, whatever its class.
  return { serialize, parseValue, parseLiteral, specifiedByURL, extensions } as unknown as GraphQLScalarType;
}

const scalarResolvers: Resolvers = {
  SafeInt: behaviourOf(SafeIntScalar),
  DateTime: behaviourOf(DateTimeScalar),
  Date: behaviourOf(DateScalar),
  JSON: behaviourOf(JSONResolver),
  JSONObject: behaviourOf(JSONObjectResolver),
  UUID: behaviourOf(UUIDResolver),
  // A file part is never a literal. graphql-js's default parseLiteral takes the variables too, and graphql-jit prints
  // a warning to stderr for any scalar whose parseLiteral does (it cannot pass them); with one parameter a literal
  // still reaches the resolver as it did, which refuses it naming the argument.
  File: { parseLiteral: (ast: ValueNode) => valueFromASTUntyped(ast) } as unknown as GraphQLScalarType,
};

/** The SDL of the gateway with these areas: the base, then each area's. */
export function typeDefsOf(areas: readonly Area[] = AREAS): string[] {
  return [sdl(BASE_SDL), ...areas.flatMap((area) => area.typeDefs)];
}

/** The executable schema of these areas: their SDL and resolvers, and `node(id:)` over their `Node` types. */
export function buildSchema(areas: readonly Area[] = AREAS): GraphQLSchema {
  return makeExecutableSchema({
    // Parsed at build time when the bundle's cache fits this SDL (sdlCache.ts), else now.
    typeDefs: sdlDocuments(typeDefsOf(areas)),
    resolvers: [
      scalarResolvers,
      nodeResolvers(areas.flatMap((area) => area.nodes ?? [])),
      ...areas.flatMap((area) => area.resolvers),
    ],
    // The SDL's tokens and their locations were ~4 MB of every replica's heap, and nothing reads them after the build.
    noLocation: true,
    // The resolvers go onto the schema buildASTSchema made: otherwise graphql-tools builds every type a second time
    // (mapSchema), which took a third of the build and left the first schema as start-up garbage.
    updateResolversInPlace: true,
  });
}

/** Every SDL file of schema/, for the check that each belongs to the base or to one area. */
export function schemaFiles(): string[] {
  return readdirSync(schemaDirectory())
    .filter((file) => file.endsWith('.graphql'))
    .sort();
}
