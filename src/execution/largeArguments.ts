import {
  type ConstDirectiveNode,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValueNode,
  getNamedType,
  getNullableType,
  getOperationAST,
  isInputObjectType,
  isListType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { GraphQLParams } from 'graphql-yoga';
import { documentWithinLimits } from './documentWithinLimits.js';

/**
 * What of a JSON request body is the text of `@largeText` arguments and input fields (an API Guardian specification,
 * an access list, Edge Script code...), which may take a request past MAX_REQUEST_BYTES: the HTTP route
 * (http/graphqlRoute.ts) reads a body up to MAX_LARGE_ARGUMENT_BYTES, then refuses it unless everything else fits in
 * MAX_REQUEST_BYTES. Read only for such a body, from the operation the request runs.
 */
export interface LargeText {
  /** The bytes the large values take in the body (as JSON). */
  readonly bytes: number;
  /** The arguments (or input fields) they were given to, as the gateway's checks name them: `content`, `input.content`. */
  readonly arguments: readonly string[];
}

const NONE: LargeText = { bytes: 0, arguments: [] };

/** How deep a variable's value is walked for large input fields; deeper values are rare, and refused elsewhere. */
const MAX_VALUE_DEPTH = 16;

export class LargeArguments {
  constructor(
    private readonly schema: GraphQLSchema,
    private readonly limits: { readonly maxTokens: number; readonly maxNesting: number },
    /** The text of a trusted document the params name by id, when trusted documents are on. */
    private readonly documentOf: (params: GraphQLParams) => string | undefined = () => undefined,
  ) {}

  /** The large text in a parsed JSON body: none when the body or its document cannot be read. */
  in(body: object): LargeText {
    const params = body as GraphQLParams;
    const query = typeof params.query === 'string' ? params.query : this.documentOf(params);
    const document = documentWithinLimits(query, this.limits);
    if (document === undefined) return NONE;
    const variables = isRecord(params.variables) ? params.variables : {};
    return largeText(this.schema, document, params.operationName ?? undefined, variables);
  }
}

function largeText(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
): LargeText {
  const operation = getOperationAST(document, operationName);
  if (!operation) return NONE;
  const typeInfo = new TypeInfo(schema);
  const source = document.loc?.source.body ?? '';
  const counted = new Set<string>();
  const names = new Set<string>();
  let bytes = 0;
  /** A value given to a large argument or input field: a literal's text, or a variable's (counted once). */
  const large = (name: string, value: ValueNode): void => {
    if (value.kind === Kind.STRING && value.loc) bytes += jsonBytes(source.slice(value.loc.start, value.loc.end));
    else if (value.kind === Kind.VARIABLE && !counted.has(value.name.value)) {
      counted.add(value.name.value);
      const given = variables[value.name.value];
      if (typeof given === 'string') bytes += jsonBytes(given);
    } else return;
    names.add(name);
  };
  /** A variable given whole to an argument or field of an input type: its large fields, found by the type. */
  const inside = (name: string, value: ValueNode, type: GraphQLInputType | null | undefined): void => {
    if (value.kind !== Kind.VARIABLE || !type || counted.has(value.name.value)) return;
    const found = largeFieldsOf(variables[value.name.value], type, name, 0);
    if (found.bytes === 0) return;
    counted.add(value.name.value);
    bytes += found.bytes;
    for (const argument of found.arguments) names.add(argument);
  };
  const path: string[] = [];
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition: (node) => (node === operation ? undefined : false),
      Argument: {
        enter(node) {
          const argument = typeInfo.getArgument();
          path.push(node.name.value);
          if (argument && isLarge(argument.astNode?.directives)) large(path.join('.'), node.value);
          else inside(path.join('.'), node.value, argument?.type);
        },
        leave: () => {
          path.pop();
        },
      },
      ObjectField: {
        enter(node) {
          const parent = getNamedType(typeInfo.getParentInputType() ?? undefined);
          const field = isInputObjectType(parent) ? parent.getFields()[node.name.value] : undefined;
          path.push(node.name.value);
          if (field && isLarge(field.astNode?.directives)) large(path.join('.'), node.value);
          else inside(path.join('.'), node.value, field?.type);
        },
        leave: () => {
          path.pop();
        },
      },
    }),
  );
  return { bytes, arguments: [...names] };
}

/** The large input fields inside a variable's value, walked along its input type. */
function largeFieldsOf(value: unknown, type: GraphQLInputType, name: string, depth: number): LargeText {
  const nullable = getNullableType(type);
  if (depth > MAX_VALUE_DEPTH || value === null || typeof value !== 'object') return NONE;
  if (isListType(nullable)) {
    return sum(
      (Array.isArray(value) ? value : []).map((item, index) =>
        largeFieldsOf(item, nullable.ofType, `${name}[${index}]`, depth + 1),
      ),
    );
  }
  if (!isInputObjectType(nullable) || Array.isArray(value)) return NONE;
  const fields = nullable.getFields();
  return sum(
    Object.entries(value).map(([key, inner]) => {
      const field = fields[key];
      if (!field) return NONE;
      if (isLarge(field.astNode?.directives))
        return typeof inner === 'string' ? { bytes: jsonBytes(inner), arguments: [`${name}.${key}`] } : NONE;
      return largeFieldsOf(inner, field.type, `${name}.${key}`, depth + 1);
    }),
  );
}

function sum(parts: readonly LargeText[]): LargeText {
  return {
    bytes: parts.reduce((total, part) => total + part.bytes, 0),
    arguments: parts.flatMap((part) => part.arguments),
  };
}

function isLarge(directives: readonly ConstDirectiveNode[] | undefined): boolean {
  return directives?.some((directive) => directive.name.value === 'largeText') ?? false;
}

/** The bytes a text takes in a JSON body, as clients write it (JSON.stringify's escapes, UTF-8). */
function jsonBytes(text: string): number {
  return Buffer.byteLength(JSON.stringify(text));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
