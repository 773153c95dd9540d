import { isObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';
import { fromGlobalId } from '../../areas/shared/globalId.js';
import { MAX_NODES } from '../../areas/shared/nodes.js';
import type { DeclaredCosts } from './declaredCosts.js';

/**
 * `node(id:)` and `nodes(ids:)`, which the specification can only price by the heaviest type of `Node` (and, for
 * `nodes`, the number of ids it assumes): a global id names its type, so the estimate counts, per distinct id, the
 * weight of that type (what reading one of its records costs; the session shares a repeated id's read), and runs
 * what is selected below once per id. An operation whose ids would be refused before any call (one that is not a
 * global id of a `Node` type, or more than MAX_NODES) reads nothing.
 */

export interface NodeReads {
  /** The calls of the reads. */
  readonly calls: number;
  /** How many records what is selected below runs for. */
  readonly records: number;
}

const NOTHING: NodeReads = { calls: 0, records: 0 };

/** The reads of `Query.node` or `Query.nodes` with these arguments; undefined for any other field. */
export function nodeReads(
  schema: GraphQLSchema,
  costs: DeclaredCosts,
  field: GraphQLField<unknown, unknown>,
  args: Record<string, unknown>,
): NodeReads | undefined {
  if (!isNodeField(schema, field)) return undefined;
  const ids = field.name === 'node' ? [args['id']] : args['ids'];
  if (!Array.isArray(ids) || ids.length > MAX_NODES) return NOTHING;
  let calls = 0;
  for (const id of new Set(ids)) {
    const weight = readWeight(schema, costs, id);
    if (weight === undefined) return NOTHING;
    calls += weight;
  }
  return { calls, records: ids.length };
}

function isNodeField(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): boolean {
  const query = schema.getQueryType();
  return (field.name === 'node' || field.name === 'nodes') && query?.getFields()[field.name] === field;
}

/** The weight of the `Node` type a global id names; undefined for anything that is not one. */
function readWeight(schema: GraphQLSchema, costs: DeclaredCosts, id: unknown): number | undefined {
  let typeName: string;
  try {
    typeName = fromGlobalId('id', String(id)).typeName;
  } catch {
    return undefined;
  }
  const type = schema.getType(typeName);
  const isNode = isObjectType(type) && type.getInterfaces().some((face) => face.name === 'Node');
  return isNode ? costs.type(type) : undefined;
}
