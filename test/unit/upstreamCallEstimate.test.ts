import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/areas/shared/globalId.js';
import { estimateUpstreamCalls } from '../../src/plugins/upstreamCallEstimate.js';

/** The estimate on a small schema shaped like the gateway's, its costs declared as the gateway's SDL does. */

const schema = buildSchema(`
  directive @upstreamCalls(count: Int! = 1, batched: Boolean! = false) on FIELD_DEFINITION | OBJECT
  type Query {
    zones(first: Int = 20): ZoneConnection!
    shields(first: Int = 20): ShieldConnection!
    node(id: ID!): Zone
    nodes(ids: [ID!]!): [Zone]!
    pullZones: Int @upstreamCalls(count: 2)
  }
  type Mutation { setVideoThumbnail: Int @upstreamCalls(count: 2), removeBlockedIp: Removal }
  type ZoneConnection { edges: [ZoneEdge!]! }
  type ZoneEdge { node: Zone! }
  type Zone { name: String, shield: Shield @upstreamCalls(batched: true) }
  type Clip @upstreamCalls(count: 2) { name: String }
  type ShieldConnection { edges: [ShieldEdge!]! }
  type ShieldEdge { node: Shield! }
  type Shield { pullZone: Zone @upstreamCalls, metrics: Int @upstreamCalls }
  type Removal { pullZone: Zone @upstreamCalls }
`);

const estimate = (query: string, variables: Record<string, unknown> = {}) =>
  estimateUpstreamCalls(schema, parse(query), undefined, variables);

describe('the estimate of upstream calls', () => {
  it('counts each root field once and every alias again', () => {
    expect(estimate('{ a: zones { edges { node { name } } } b: zones { edges { node { name } } } }')).toBe(2);
  });

  it('counts a pullZone link under a connection once per record of the page, first from variables or its default', () => {
    const query = 'query ($n: Int) { shields(first: $n) { edges { node { pullZone { name } } } } }';
    expect(estimate(query, { n: 5 })).toBe(1 + 5);
    expect(estimate(query)).toBe(1 + 20);
  });

  it('counts node and nodes per id by the read cost of the type each id names, and nothing for a non-id', () => {
    const [zone, clip] = [toGlobalId('Zone', 1), toGlobalId('Clip', 2)];
    expect(estimate('query ($ids: [ID!]!) { nodes(ids: $ids) { name } }', { ids: [zone, zone, zone] })).toBe(3);
    expect(estimate('query ($ids: [ID!]!) { nodes(ids: $ids) { name } }', { ids: [zone, clip] })).toBe(1 + 2);
    expect(estimate(`{ node(id: "${clip}") { name } }`)).toBe(2);
    expect(estimate('{ node(id: "not-an-id") { name } }')).toBe(0);
  });

  it('counts a link under nodes once per id', () => {
    const ids = [toGlobalId('Zone', 1), toGlobalId('Zone', 2)];
    expect(estimate('query ($ids: [ID!]!) { nodes(ids: $ids) { shield { metrics } } }', { ids })).toBe(2 + 1 + 2);
  });

  it('counts a batched link once for the whole page, and a per-record link below it once per record', () => {
    const query = '{ zones(first: 10) { edges { node { shield { metrics } } } } }';
    expect(estimate(query)).toBe(1 + 1 + 10);
  });

  it('counts a field without the directive below the root as nothing', () => {
    expect(estimate('{ zones(first: 10) { edges { node { name } } } }')).toBe(1);
  });

  it('counts the root fields declared to make two calls, and a mutation payload link', () => {
    expect(estimate('{ pullZones }')).toBe(2);
    expect(estimate('mutation { setVideoThumbnail removeBlockedIp { pullZone { name } } }')).toBe(2 + 1 + 1);
  });

  it('flattens named and inline fragments and counts nothing for introspection', () => {
    const query = `{ __typename __schema { types { name } } ...Q }
      fragment Q on Query { ... on Query { shields(first: 2) { edges { node { ...S } } } } }
      fragment S on Shield { pullZone { name } again: pullZone { name } }`;
    expect(estimate(query)).toBe(1 + 2 * 2);
  });

  it('estimates nothing when the variables do not coerce, leaving execution to report them', () => {
    expect(estimate('query ($n: Int!) { shields(first: $n) { edges { node { pullZone { name } } } } }', {})).toBe(0);
  });
});
