import {
  getArgumentValues,
  getNamedType,
  isAbstractType,
  isInputObjectType,
  isLeafType,
  type ConstDirectiveNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

/**
 * The weights and list sizes a schema declares with the IBM GraphQL Cost Directives specification's `@cost` and
 * `@listSize` (schema/base.graphql), read once per schema element, with the specification's default weights where
 * none is declared: 0 for scalars and enums (and the fields, arguments and input fields of those types), 1 for
 * composite types, an abstract type weighing as much as its heaviest member.
 */

type Field = GraphQLField<unknown, unknown>;
type Declaring = Field | GraphQLArgument | GraphQLInputField | GraphQLNamedType;

/** A field's `@listSize`, as declared. */
export interface ListSize {
  readonly assumedSize: number | null;
  readonly slicingArguments: readonly string[];
  readonly sizedFields: readonly string[];
}

const NONE = 'none';

export class DeclaredCosts {
  private readonly weights = new WeakMap<Declaring, number | typeof NONE>();
  private readonly fieldWeights = new WeakMap<Field, number>();
  private readonly listSizes = new WeakMap<Field, ListSize | typeof NONE>();

  constructor(private readonly schema: GraphQLSchema) {}

  /** What resolving a field once costs: its own `@cost`, else the weight of the type it returns. */
  field(field: Field): number {
    let weight = this.fieldWeights.get(field);
    if (weight === undefined) {
      weight = this.declared(field) ?? this.type(getNamedType(field.type));
      this.fieldWeights.set(field, weight);
    }
    return weight;
  }

  /** A type's `@cost`, or the specification's default for its kind. */
  type(type: GraphQLNamedType): number {
    const declared = this.declared(type);
    if (declared !== undefined) return declared;
    if (isLeafType(type)) return 0;
    if (isAbstractType(type))
      return Math.max(0, ...this.schema.getPossibleTypes(type).map((member) => this.type(member)));
    return 1;
  }

  /** What an argument or input field given in an operation costs, before what its own input fields add. */
  input(input: GraphQLArgument | GraphQLInputField): number {
    const declared = this.declared(input);
    if (declared !== undefined) return declared;
    const type = getNamedType(input.type);
    return isInputObjectType(type) ? 1 : this.type(type);
  }

  /** A field's `@listSize`, if it declares one. */
  listSize(field: Field): ListSize | undefined {
    let size = this.listSizes.get(field);
    if (size === undefined) {
      const node = directiveOn(field, 'listSize');
      const directive = this.schema.getDirective('listSize');
      size = node && directive ? listSizeOf(getArgumentValues(directive, node)) : NONE;
      this.listSizes.set(field, size);
    }
    return size === NONE ? undefined : size;
  }

  /** The weight an element's own `@cost` declares, if it has one. */
  declared(element: Declaring): number | undefined {
    let weight = this.weights.get(element);
    if (weight === undefined) {
      const node = directiveOn(element, 'cost');
      const directive = this.schema.getDirective('cost');
      weight = node && directive ? weightOf(element, getArgumentValues(directive, node)['weight']) : NONE;
      this.weights.set(element, weight);
    }
    return weight === NONE ? undefined : weight;
  }
}

function directiveOn(element: Declaring, name: string): ConstDirectiveNode | undefined {
  return element.astNode?.directives?.find((directive) => directive.name.value === name);
}

/** The specification types `weight` as a String holding a serialized Float; anything else is a schema bug. */
function weightOf(element: Declaring, weight: unknown): number {
  const value = typeof weight === 'string' && weight.trim() !== '' ? Number(weight) : Number.NaN;
  if (!Number.isFinite(value)) throw new Error(`@cost on ${element.name} has a weight that is not a number: ${weight}`);
  return value;
}

function listSizeOf(args: Record<string, unknown>): ListSize {
  const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
  return {
    assumedSize: typeof args['assumedSize'] === 'number' ? args['assumedSize'] : null,
    slicingArguments: strings(args['slicingArguments']),
    sizedFields: strings(args['sizedFields']),
  };
}
