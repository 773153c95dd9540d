import {
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getOperationAST,
  getVariableValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isCompositeType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import { argumentsCost, directivesCost } from './argumentCost.js';
import { DeclaredCosts, type ListSize } from './declaredCosts.js';
import { nodeReads } from './nodeReads.js';
import { sharesItsReadPerPage } from './sharedReads.js';

/**
 * The IBM GraphQL Cost Directives specification's static analysis of an operation's Field Cost, with the weights of
 * schema/base.graphql (calls to bunny.net): every field selected costs its weight (plus its arguments') once for
 * every time it can resolve, and what is selected under a list runs once per item: `first` items under a connection
 * (`@listSize` slicing argument, sized field `edges`), its default when left out or null, as the resolver reads it.
 * It is an upper bound: a field counts once per alias and fragment, even when the session shares an identical read.
 * Fields that `@skip`/`@include` leave out count nothing, as they run nothing. Tighter than the specification where
 * it cannot say what the gateway knows: `node`/`nodes` (nodeReads.ts) and links shared by a page (sharedReads.ts).
 */

type Args = Record<string, unknown>;
type Field = GraphQLField<unknown, unknown>;

interface Walk {
  readonly schema: GraphQLSchema;
  readonly costs: DeclaredCosts;
  readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  readonly variables: Args;
}

/** Where a selection runs: how many times, and in how many answers its records came (a page is one). */
interface Place {
  readonly times: number;
  readonly pages: number;
}

/** The sized fields of the field above, and the size its slicing arguments gave them. */
interface Sizing {
  readonly fields: readonly string[];
  readonly size: number;
}

const costsBySchema = new WeakMap<GraphQLSchema, DeclaredCosts>();

/** The estimated upstream calls of the chosen operation; 0 when its variables do not coerce (execution reports it). */
export function staticCost(
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
  let costs = costsBySchema.get(schema);
  if (!costs) {
    costs = new DeclaredCosts(schema);
    costsBySchema.set(schema, costs);
  }
  const walk: Walk = { schema, costs, fragments, variables: coerced.coerced };
  return selectionCost(walk, operation.selectionSet, root, { times: 1, pages: 1 }, undefined);
}

function selectionCost(
  walk: Walk,
  set: SelectionSetNode,
  parent: GraphQLCompositeType,
  place: Place,
  sizing: Sizing | undefined,
): number {
  let total = 0;
  for (const selection of set.selections) {
    if (!runs(selection, walk.variables)) continue;
    if (selection.kind === Kind.FIELD) {
      total += fieldCost(walk, selection, parent, place, sizing);
      continue;
    }
    const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : walk.fragments.get(selection.name.value);
    if (!fragment) continue;
    const condition = fragment.typeCondition && walk.schema.getType(fragment.typeCondition.name.value);
    const type = condition && isCompositeType(condition) ? condition : parent;
    total += selectionCost(walk, fragment.selectionSet, type, place, sizing);
  }
  return total;
}

function fieldCost(walk: Walk, node: FieldNode, parent: GraphQLCompositeType, place: Place, sizing?: Sizing): number {
  const field = fieldOf(parent, node.name.value);
  if (!field) return 0;
  const args = argumentsOf(field, node, walk.variables);
  const extra =
    (node.arguments?.length ? argumentsCost(walk.costs, field.args, args, givenNames(node)) : 0) +
    (node.directives?.length ? directivesCost(walk.costs, walk.schema, node.directives, walk.variables) : 0);
  const reads = nodeReads(walk.schema, walk.costs, field, args);
  const weight = Math.max(0, (reads ? reads.calls : walk.costs.field(field)) + extra);
  const shared = sharesItsReadPerPage(parent.name, node, walk.fragments);
  const own = weight * (shared ? place.pages : place.times);
  const type = getNamedType(field.type);
  if (!node.selectionSet || !isCompositeType(type)) return own;
  if (reads) {
    const records = place.times * reads.records;
    return own + selectionCost(walk, node.selectionSet, type, { times: records, pages: records }, undefined);
  }
  const declared = walk.costs.listSize(field);
  const size = declared && sliceSize(field, declared, args);
  const sizedHere = sizing?.fields.includes(field.name) ? sizing.size : undefined;
  const sizesBelow = declared && declared.sizedFields.length > 0 && size !== undefined;
  const ownSize = sizedHere ?? (sizesBelow ? undefined : size);
  const times = place.times * (ownSize ?? 1);
  // A page's records come in one answer; records read one by one (a field with a weight) are each their own.
  const pages = ownSize !== undefined ? place.times : weight > 0 ? times : place.pages;
  const below = sizesBelow ? { fields: declared.sizedFields, size } : undefined;
  return own + selectionCost(walk, node.selectionSet, type, { times, pages }, below);
}

/**
 * How many items a list declared with `@listSize` holds: the largest slicing argument (its default when left out or
 * null: what the resolver then serves), else `assumedSize`. A negative value counts none (it is refused).
 */
function sliceSize(field: Field, declared: ListSize, args: Args): number | undefined {
  const values = declared.slicingArguments.flatMap((name) => {
    const value = args[name] ?? field.args.find((argument) => argument.name === name)?.defaultValue;
    return typeof value === 'number' ? [Math.max(0, value)] : [];
  });
  if (values.length > 0) return Math.max(...values);
  return declared.assumedSize ?? undefined;
}

function givenNames(node: FieldNode): Set<string> {
  return new Set(node.arguments?.map((argument) => argument.name.value));
}

/** Whether `@skip`/`@include` let a selection run. */
function runs(selection: SelectionNode, variables: Args): boolean {
  if (!selection.directives?.length) return true;
  if (getDirectiveValues(GraphQLSkipDirective, selection, variables)?.['if'] === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, selection, variables)?.['if'] !== false;
}

/** The field of an object or interface type; introspection fields (`__typename`, `__schema`) call nothing. */
function fieldOf(parent: GraphQLCompositeType, name: string): Field | undefined {
  if (name.startsWith('__') || !('getFields' in parent)) return undefined;
  return parent.getFields()[name];
}

function argumentsOf(field: Field, node: FieldNode, variables: Args): Args {
  try {
    return getArgumentValues(field, node, variables);
  } catch {
    // An argument that does not coerce fails before its resolver calls anything.
    return {};
  }
}
