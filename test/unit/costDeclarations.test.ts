import {
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  type GraphQLField,
  type GraphQLNamedType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIRST } from '../../src/areas/shared/paging/args.js';
import { toGlobalId } from '../../src/areas/shared/globalId.js';
import { MAX_NODES } from '../../src/areas/shared/nodes.js';
import { loadConfig } from '../../src/config.js';
import { DeclaredCosts } from '../../src/plugins/cost/declaredCosts.js';
import { estimateUpstreamCalls } from '../../src/plugins/upstreamCallEstimate.js';
import { buildSchema } from '../../src/schema.js';

/**
 * The SDL's cost declarations (schema/base.graphql): complete, so that the specification's default weight of 1 for a
 * composite type never counts a call that is not made, and bounded, so that no list counts without a size; every
 * field that calls bunny.net is nullable, so its failure nulls only itself; and `nodes` says the limit the budget sets.
 */

type Field = GraphQLField<unknown, unknown>;

const schema = buildSchema();
const costs = new DeclaredCosts(schema);
const types = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__'));
const objectTypes = types
  .filter(isObjectType)
  .filter((type) => !['Query', 'Mutation', 'Subscription'].includes(type.name));
const fieldsOf = (type: GraphQLNamedType): [string, Field][] =>
  isObjectType(type) || isInterfaceType(type)
    ? Object.values(type.getFields()).map((field) => [`${type.name}.${field.name}`, field])
    : [];
const allFields = types.flatMap(fieldsOf);
const rootFields = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((root) =>
  root ? fieldsOf(root) : [],
);
const nodeTypes = schema.getPossibleTypes(schema.getType('Node') as never);

/** Whether anything selected under a type can cost a call, at any depth. */
function reachesCost(type: GraphQLNamedType, seen = new Set<string>()): boolean {
  if (seen.has(type.name)) return false;
  seen.add(type.name);
  return fieldsOf(type).some(([, field]) => costs.field(field) > 0 || reachesCost(getNamedType(field.type), seen));
}

describe('the cost declarations of the SDL', () => {
  it('give every object type a weight, and every root field but node its own', () => {
    expect(objectTypes.filter((type) => costs.declared(type) === undefined).map(String)).toEqual([]);
    const undeclared = rootFields.filter(
      ([name, field]) => name !== 'Query.node' && costs.declared(field) === undefined,
    );
    expect(undeclared.map(([name]) => name)).toEqual([]);
  });

  it('give every argument and input field of an input object type its weight, so none counts the default 1', () => {
    const inputs = [
      ...allFields.flatMap(([name, field]) => field.args.map((arg) => [`${name}(${arg.name})`, arg] as const)),
      ...types
        .filter(isInputObjectType)
        .flatMap((type) =>
          Object.values(type.getFields()).map((field) => [`${type.name}.${field.name}`, field] as const),
        ),
    ];
    const undeclared = inputs.filter(
      ([, input]) => isInputObjectType(getNamedType(input.type)) && costs.declared(input) === undefined,
    );
    expect(undeclared.map(([name]) => name)).toEqual([]);
  });

  it('size every connection by its first argument, whose default is the page the resolvers serve', () => {
    const paged = allFields.filter(([, field]) => field.args.some((arg) => arg.name === 'first'));
    expect(paged.length).toBeGreaterThan(10);
    for (const [name, field] of paged) {
      expect(costs.listSize(field), name).toEqual({
        assumedSize: null,
        slicingArguments: ['first'],
        sizedFields: ['edges'],
      });
      expect(field.args.find((arg) => arg.name === 'first')?.defaultValue, name).toBe(DEFAULT_FIRST);
    }
  });

  it('leave no list unsized under which a call can be made', () => {
    // A connection's edges are sized by every field that returns the connection (`sizedFields`).
    const returning = (type: string) => allFields.filter(([, field]) => getNamedType(field.type).name === type);
    const sizedByParents = (name: string) => {
      const [type = '', field = ''] = name.split('.');
      const parents = returning(type);
      return parents.length > 0 && parents.every(([, parent]) => costs.listSize(parent)?.sizedFields.includes(field));
    };
    const unsized = allFields.filter(([name, field]) => {
      const list = isListType(isNonNullType(field.type) ? field.type.ofType : field.type);
      const sized = costs.listSize(field) !== undefined || sizedByParents(name);
      return list && !sized && reachesCost(getNamedType(field.type));
    });
    expect(unsized.map(([name]) => name)).toEqual([]);
  });

  it('make every field that calls bunny.net nullable, so that its failure nulls it alone', () => {
    // `nodes` keeps Relay's `[Node]!`: a read that fails is null at its own index, never the list.
    const calling = allFields.filter(([name, field]) => costs.field(field) > 0 && name !== 'Query.nodes');
    expect(calling.length).toBeGreaterThan(40);
    expect(calling.filter(([, field]) => isNonNullType(field.type)).map(([name]) => name)).toEqual([]);
  });

  it('bound nodes for tools that cannot read ids: MAX_NODES ids of the costliest Node type', () => {
    const nodes = schema.getQueryType()?.getFields()['nodes'] as Field;
    const heaviest = Math.max(...nodeTypes.map((type) => costs.type(type)));
    expect(costs.declared(nodes)).toBe(MAX_NODES * heaviest);
    expect(costs.listSize(nodes)?.assumedSize).toBe(MAX_NODES);
  });

  it("state in nodes' description the ids the default budget takes, which the estimate then admits and no more", () => {
    const budget = loadConfig({}).limits.maxUpstreamCalls;
    const description = schema.getQueryType()?.getFields()['nodes']?.description ?? '';
    const ids = (type: string, count: number) =>
      Array.from({ length: count }, (_, i) => toGlobalId(type, type === 'Video' ? `240117/v${i}` : i + 1));
    const estimate = (type: string, count: number) =>
      estimateUpstreamCalls(schema, parse('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }'), undefined, {
        ids: ids(type, count),
      });
    for (const [type, words] of [
      ['PullZone', 'Pull Zone ids'],
      ['Video', 'videos'],
    ] as const) {
      const taken = Math.floor(budget / costs.type(schema.getType(type) as GraphQLNamedType));
      expect(description).toContain(`${taken} ${words}`);
      expect(estimate(type, taken)).toBeLessThanOrEqual(budget);
      expect(estimate(type, taken + 1)).toBeGreaterThan(budget);
    }
    expect(description).toContain(`MAX_UPSTREAM_CALLS\`, ${budget} by default`);
  });
});
