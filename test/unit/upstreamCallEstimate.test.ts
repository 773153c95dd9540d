import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/areas/shared/globalId.js';
import { estimateUpstreamCalls } from '../../src/plugins/upstreamCallEstimate.js';

/**
 * The estimate on small schemas: the IBM cost specification's own example, then one shaped like the gateway's, its
 * weights declared with `@cost` / `@listSize` as schema/base.graphql defines them.
 */

const DIRECTIVES = `
  directive @cost(weight: String!) on ARGUMENT_DEFINITION | ENUM | FIELD_DEFINITION | INPUT_FIELD_DEFINITION | OBJECT | SCALAR
  directive @listSize(assumedSize: Int, slicingArguments: [String!], sizedFields: [String!], requireOneSlicingArgument: Boolean = true) on FIELD_DEFINITION
`;

const CONNECTION = '@listSize(slicingArguments: ["first"], sizedFields: ["edges"])';

const schema = buildSchema(`${DIRECTIVES}
  interface Node { id: ID! }
  type Query {
    pullZones(first: Int = 20): PullZoneConnection @cost(weight: "2") ${CONNECTION}
    videos(first: Int = 20): VideoConnection @cost(weight: "3") ${CONNECTION}
    node(id: ID!): Node
    nodes(ids: [ID!]!): [Node]! @cost(weight: "200") @listSize(assumedSize: 100)
    nodeIps: [String!] @cost(weight: "1")
    topZones: [PullZone!]! @cost(weight: "1") @listSize(assumedSize: 3)
    unweighted: Payload
  }
  type Mutation {
    thumbnail: Payload @cost(weight: "2")
    create(input: CreateInput! @cost(weight: "0"), costly: CreateInput): Payload @cost(weight: "1")
  }
  input CreateInput { name: String, nested: NestedInput @cost(weight: "0"), extra: NestedInput @cost(weight: "4") }
  input NestedInput { value: String }
  type Payload @cost(weight: "0") { pullZone: PullZone @cost(weight: "1") }
  type PullZoneConnection @cost(weight: "0") { edges: [PullZoneEdge!]! pageInfo: PageInfo! }
  type PullZoneEdge @cost(weight: "0") { node: PullZone! @cost(weight: "0") }
  type PageInfo @cost(weight: "0") { hasNextPage: Boolean! }
  type PullZone implements Node @cost(weight: "1") {
    id: ID! name: String
    shieldZone: ShieldZone @cost(weight: "1")
    statistics: Statistics @cost(weight: "1")
  }
  type ShieldZone implements Node @cost(weight: "1") { id: ID! planType: Int metrics: Statistics @cost(weight: "1") }
  type Statistics @cost(weight: "0") { total: Int }
  type VideoConnection @cost(weight: "0") { edges: [VideoEdge!]! }
  type VideoEdge @cost(weight: "0") { node: Video! @cost(weight: "0") }
  type Video implements Node @cost(weight: "2") { id: ID! title: String library: Library @cost(weight: "1") }
  type Library implements Node @cost(weight: "1") { id: ID! name: String }
  type Unannotated { name: String }
`);

const estimate = (query: string, variables: Record<string, unknown> = {}) =>
  estimateUpstreamCalls(schema, parse(query), undefined, variables);

const zones = '{ edges { node { statistics { total } } } }';

describe('the estimate of upstream calls', () => {
  it("gives the specification's own example its static field cost of 11", () => {
    const example = buildSchema(`${DIRECTIVES}
      type User { name: String age: Int @cost(weight: "2.0") }
      type Query { users(max: Int): [User] @listSize(slicingArguments: ["max"]) }`);
    expect(estimateUpstreamCalls(example, parse('query Example { users(max: 5) { age } }'), 'Example', {})).toBe(11);
  });

  it('counts each root field by its weight, every alias again', () => {
    expect(estimate(`{ a: pullZones(first: 1) ${zones} b: pullZones(first: 1) ${zones} nodeIps }`)).toBe(
      2 + 1 + 2 + 1 + 1,
    );
  });

  it('counts what is under a connection first times, from a literal, a variable or the default', () => {
    expect(estimate(`{ pullZones(first: 5) ${zones} }`)).toBe(2 + 5);
    expect(estimate(`query ($n: Int) { pullZones(first: $n) ${zones} }`, { n: 7 })).toBe(2 + 7);
    expect(estimate(`{ pullZones ${zones} }`)).toBe(2 + 20);
  });

  it('counts first: null as the default page the resolver serves, written literally or as a variable', () => {
    expect(estimate(`{ pullZones(first: null) ${zones} }`)).toBe(2 + 20);
    expect(estimate(`query ($n: Int) { pullZones(first: $n) ${zones} }`, { n: null })).toBe(2 + 20);
    expect(estimate(`query ($n: Int = 3) { pullZones(first: $n) ${zones} }`, { n: null })).toBe(2 + 20);
  });

  it('counts a list by its assumed size, and nothing under a page that asks for no record', () => {
    expect(estimate('{ topZones { statistics { total } } }')).toBe(1 + 3);
    expect(estimate(`{ pullZones(first: 0) ${zones} }`)).toBe(2);
  });

  it("gives a field without @cost its type's weight: 1 for an unannotated object, 0 for a scalar", () => {
    const unannotated = buildSchema(`${DIRECTIVES} type Query { thing: Thing count: Int } type Thing { name: String }`);
    expect(estimateUpstreamCalls(unannotated, parse('{ thing { name } count }'), undefined, {})).toBe(1);
    expect(estimate('{ unweighted { pullZone { name } } }')).toBe(0 + 1);
  });

  it('counts node and nodes per distinct id by the weight of the type each names, and nothing for a non-id', () => {
    const [zone, other, video] = [toGlobalId('PullZone', 1), toGlobalId('PullZone', 2), toGlobalId('Video', 'l/v')];
    const nodes = 'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }';
    expect(estimate(nodes, { ids: [zone, other] })).toBe(2);
    expect(estimate(nodes, { ids: [zone, zone, zone] })).toBe(1);
    expect(estimate(nodes, { ids: [zone, video] })).toBe(1 + 2);
    expect(estimate(`{ node(id: "${video}") { id } }`)).toBe(2);
    expect(estimate('{ node(id: "not-an-id") { id } }')).toBe(0);
    expect(estimate(nodes, { ids: [zone, 'not-an-id'] })).toBe(0);
    expect(estimate(nodes, { ids: [toGlobalId('Statistics', 1)] })).toBe(0);
  });

  it('counts what is selected under nodes once per id', () => {
    const ids = [toGlobalId('PullZone', 1), toGlobalId('PullZone', 1)];
    const query = 'query ($ids: [ID!]!) { nodes(ids: $ids) { ... on PullZone { statistics { total } } } }';
    expect(estimate(query, { ids })).toBe(1 + 2);
  });

  it('counts a link one call serves for a page once per page, and per record where records came one by one', () => {
    expect(estimate('{ videos(first: 10) { edges { node { title library { name } } } } }')).toBe(3 + 1);
    const ids = [toGlobalId('Video', 'l/a'), toGlobalId('Video', 'l/b')];
    expect(estimate('query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Video { library { name } } } }', { ids })).toBe(
      2 * 2 + 2,
    );
  });

  it("counts a Pull Zone's Shield Zone once per page only while the mapping answers what is selected", () => {
    const idsOnly = '{ pullZones(first: 10) { edges { node { shieldZone { id metrics { total } } } } } }';
    expect(estimate(idsOnly)).toBe(2 + 1 + 10);
    const settings = '{ pullZones(first: 10) { edges { node { shieldZone { id planType } } } } }';
    expect(estimate(settings)).toBe(2 + 10);
  });

  it('adds the weights of arguments and input fields given, and a payload link', () => {
    expect(estimate('mutation { create(input: { name: "a", nested: { value: "b" } }) { pullZone { name } } }')).toBe(
      1 + 1,
    );
    expect(
      estimate('mutation { create(input: { name: "a" }, costly: { extra: { value: "b" } }) { __typename } }'),
    ).toBe(1 + 1 + 4);
    expect(estimate('mutation { thumbnail { pullZone { name } } }')).toBe(2 + 1);
  });

  it('counts nothing that @skip or @include leaves out', () => {
    const query = `query ($on: Boolean!) { pullZones(first: 5) @include(if: $on) ${zones} nodeIps @skip(if: $on) }`;
    expect(estimate(query, { on: true })).toBe(2 + 5);
    expect(estimate(query, { on: false })).toBe(1);
  });

  it('flattens named and inline fragments and counts nothing for introspection', () => {
    const query = `{ __typename __schema { types { name } } ...Q }
      fragment Q on Query { ... on Query { pullZones(first: 2) { edges { node { ...S } } } } }
      fragment S on PullZone { statistics { total } again: statistics { total } }`;
    expect(estimate(query)).toBe(2 + 2 * 2);
  });

  it('estimates nothing when the variables do not coerce, leaving execution to report them', () => {
    expect(estimate(`query ($n: Int!) { pullZones(first: $n) ${zones} }`, {})).toBe(0);
  });
});
