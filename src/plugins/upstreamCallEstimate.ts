import {
  getArgumentValues,
  getNamedType,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  isCompositeType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { fromGlobalId } from '../areas/shared/globalId.js';
import { MAX_NODES } from '../areas/shared/nodes.js';
import type { GatewayContext } from '../request/context.js';

/**
 * The estimate of how many calls to bunny.net an operation will make. Each field's cost is declared next to it in
 * the SDL with `@upstreamCalls(count, batched)` (schema/base.graphql), so an area adding a link prices it where it
 * defines it. It is an upper bound, kept simple: a field counts once per alias, even when the session would share an
 * identical read.
 * - a root Query or Mutation field: its `count`, 1 without the directive (introspection and `__typename`: 0);
 * - `node` / `nodes`: per id, the `@upstreamCalls` count of the type the global id names (1 without it; a video reads
 *   its library's key first); nothing for an id that is not a global id or past MAX_NODES (refused before any call);
 * - any other field: its `count`, 0 without the directive;
 * - everything under a field with a `first` argument (a connection page) counts `first` times (its default when left
 *   out), and everything under `nodes` once per id; except a `batched` field, counted once for the whole page.
 */

interface DeclaredCost {
  readonly count: number;
  readonly batched: boolean;
}

const NO_DIRECTIVE = 'none';
type Declaring = GraphQLField<unknown, unknown> | GraphQLNamedType;
const declaredCosts = new WeakMap<Declaring, DeclaredCost | typeof NO_DIRECTIVE>();

type Args = Record<string, unknown>;

interface Walk {
  readonly schema: GraphQLSchema;
  readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  readonly variables: Args;
}

/**
 * Demand control before execution: an operation whose estimate passes MAX_UPSTREAM_CALLS is refused with
 * GRAPHQL_VALIDATION_FAILED naming the budget and the estimate, before any resolver runs. It runs at execution
 * rather than validation because the estimate depends on variables (`nodes(ids: $ids)`, `first: $n`) and yoga
 * caches validation per document. The session's hard cap (upstream/budget.ts) still bounds what actually runs.
 */
export function useUpstreamCallEstimate(maxCalls: number): Plugin<GatewayContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const { schema, document, operationName, variableValues } = args;
      const estimate = estimateFor(schema, document, operationName, variableValues);
      if (estimate > maxCalls) setResultAndStopExecution({ errors: [overBudget(maxCalls, estimate)] });
    },
  };
}

type EstimateCache = WeakMap<DocumentNode, Map<string, number>>;
const withoutVariables = new WeakMap<GraphQLSchema, EstimateCache>();

/**
 * The estimate of a request. Without variables it depends on the document and the operation alone: worked out once
 * per document (yoga caches parsed documents, so a repeated query string is the same DocumentNode), not on every
 * request.
 */
export function estimateFor(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Args | null | undefined,
): number {
  if (variables && Object.keys(variables).length > 0)
    return estimateUpstreamCalls(schema, document, operationName, variables);
  let cache = withoutVariables.get(schema);
  if (!cache) {
    cache = new WeakMap();
    withoutVariables.set(schema, cache);
  }
  return estimateOnce(cache, schema, document, operationName);
}

function estimateOnce(
  cache: EstimateCache,
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
): number {
  let byOperation = cache.get(document);
  if (!byOperation) {
    byOperation = new Map();
    cache.set(document, byOperation);
  }
  const key = operationName ?? '';
  const known = byOperation.get(key);
  if (known !== undefined) return known;
  const estimate = estimateUpstreamCalls(schema, document, operationName, {});
  byOperation.set(key, estimate);
  return estimate;
}

/** The estimated upstream calls of the chosen operation; 0 when its variables do not coerce (execution reports it). */
export function estimateUpstreamCalls(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  rawVariables: Args | null | undefined,
): number {
  const operation = getOperationAST(document, operationName);
  const root = operation && schema.getRootType(operation.operation);
  if (!operation || !root) return 0;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  if (coerced.errors) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return selectionCost({ schema, fragments, variables: coerced.coerced }, operation.selectionSet, root, 1);
}

function selectionCost(walk: Walk, set: SelectionSetNode, parent: GraphQLCompositeType, times: number): number {
  let total = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const field = fieldOf(parent, selection.name.value);
      if (!field) continue;
      const args = argumentsOf(field, selection, walk.variables);
      total += ownCost(walk.schema, parent, field, args, times);
      const type = getNamedType(field.type);
      if (selection.selectionSet && isCompositeType(type))
        total += selectionCost(walk, selection.selectionSet, type, times * fanOut(field, args));
    } else {
      const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : walk.fragments.get(selection.name.value);
      if (!fragment) continue;
      const condition = fragment.typeCondition && walk.schema.getType(fragment.typeCondition.name.value);
      const type = condition && isCompositeType(condition) ? condition : parent;
      total += selectionCost(walk, fragment.selectionSet, type, times);
    }
  }
  return total;
}

/** The field of an object or interface type; introspection fields (`__typename`, `__schema`) call nothing. */
function fieldOf(parent: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
  if (name.startsWith('__') || !('getFields' in parent)) return undefined;
  return parent.getFields()[name];
}

function argumentsOf(
  field: GraphQLField<unknown, unknown>,
  node: Parameters<typeof getArgumentValues>[1],
  variables: Args,
): Args {
  try {
    return getArgumentValues(field, node, variables);
  } catch {
    // An argument that does not coerce fails before its resolver calls anything.
    return {};
  }
}

function ownCost(
  schema: GraphQLSchema,
  parent: GraphQLCompositeType,
  field: GraphQLField<unknown, unknown>,
  args: Args,
  times: number,
): number {
  const isRoot = parent === schema.getQueryType() || parent === schema.getMutationType();
  if (isRoot && parent === schema.getQueryType() && (field.name === 'node' || field.name === 'nodes'))
    return nodeReads(schema, args);
  const declared = declaredCost(schema, field);
  if (!declared) return isRoot ? 1 : 0;
  return declared.batched ? declared.count : declared.count * times;
}

/** The `@upstreamCalls` arguments of a field or a type, read once per field or type of the schema. */
function declaredCost(schema: GraphQLSchema, declaring: Declaring): DeclaredCost | undefined {
  let cost = declaredCosts.get(declaring);
  if (cost === undefined) {
    const directive = schema.getDirective('upstreamCalls');
    const node = declaring.astNode?.directives?.find((usage) => usage.name.value === 'upstreamCalls');
    cost = directive && node ? (getArgumentValues(directive, node) as unknown as DeclaredCost) : NO_DIRECTIVE;
    declaredCosts.set(declaring, cost);
  }
  return cost === NO_DIRECTIVE ? undefined : cost;
}

/** The reads of `node(id:)` or `nodes(ids:)`: per id, what reading a record of the type it names costs. */
function nodeReads(schema: GraphQLSchema, args: Args): number {
  const ids = typeof args['id'] === 'string' ? [args['id']] : args['ids'];
  if (!Array.isArray(ids) || ids.length > MAX_NODES) return 0;
  return ids.reduce<number>((total, id) => total + nodeReadCost(schema, id), 0);
}

function nodeReadCost(schema: GraphQLSchema, globalId: unknown): number {
  let typeName: string;
  try {
    typeName = fromGlobalId('id', String(globalId)).typeName;
  } catch {
    return 0;
  }
  const type = schema.getType(typeName);
  return type ? (declaredCost(schema, type)?.count ?? 1) : 0;
}

/** How many times what is selected under a field runs: once per record of a page or of `nodes`. */
function fanOut(field: GraphQLField<unknown, unknown>, args: Args): number {
  if (typeof args['first'] === 'number' && args['first'] > 0) return args['first'];
  if (field.name === 'nodes') {
    const ids = args['ids'];
    return Array.isArray(ids) && ids.length <= MAX_NODES ? ids.length : 0;
  }
  return 1;
}

function overBudget(maxCalls: number, estimate: number): GraphQLError {
  return new GraphQLError(
    `This operation would make an estimated ${estimate} upstream calls, over the budget of ${maxCalls} ` +
      '(MAX_UPSTREAM_CALLS). Ask for fewer records, ids or aliases, or split it into several requests.',
    { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } },
  );
}
