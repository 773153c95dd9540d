import {
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getOperationAST,
  isInputObjectType,
  typeFromAST,
} from 'graphql';
import { documentWithinLimits } from './documentWithinLimits.js';

/** What a multipart request runs: its operations field, the file's placeholder written where the map put it. */
export interface FileOperations {
  readonly query?: unknown;
  readonly operationName?: unknown;
  readonly variables?: Record<string, unknown> | null;
}

/**
 * The file of a multipart request stands in the variables as a placeholder text (http/multipartUpload.ts) that only a
 * `File` argument exchanges for the stream. Mapped to a variable of another type (a `String!` name, an `ID!`), the
 * placeholder itself would be sent to bunny.net as that value, and the file dropped: so the type of every variable
 * the map names is checked against the operation's declarations before it runs.
 */
export class FileVariables {
  constructor(
    private readonly schema: GraphQLSchema,
    private readonly limits: { readonly maxTokens: number; readonly maxNesting: number },
  ) {}

  /** Why the placeholder may not stand where it does, naming the variable; undefined when every place is a File. */
  problem(operations: FileOperations, placeholder: string): string | undefined {
    const document = documentWithinLimits(operations.query, this.limits);
    if (document === undefined) return undefined;
    const name = typeof operations.operationName === 'string' ? operations.operationName : undefined;
    const definitions = getOperationAST(document, name)?.variableDefinitions ?? [];
    for (const [variable, value] of Object.entries(operations.variables ?? {})) {
      const field = value === placeholder ? undefined : fieldHolding(value, placeholder);
      if (value !== placeholder && field === undefined) continue;
      const path = field === undefined ? `variables.${variable}` : `variables.${variable}.${field}`;
      const definition = definitions.find((each) => each.variable.name.value === variable);
      if (definition === undefined) return `The file is mapped to ${path}, which the operation does not declare.`;
      const named = typeAt(getNamedType(typeFromAST(this.schema, definition.type)), field);
      if (named?.name !== 'File')
        return `The file is mapped to ${path}, whose type is ${named?.name ?? 'unknown'}, not File.`;
    }
    return undefined;
  }
}

/** The type of the variable, or of its input object's field. */
function typeAt(declared: GraphQLNamedType | undefined, field: string | undefined): GraphQLNamedType | undefined {
  if (field === undefined) return declared;
  const type = isInputObjectType(declared) ? declared.getFields()[field]?.type : undefined;
  return type && getNamedType(type);
}

/** The field of an input object variable that holds the placeholder (the map's `variables.input.file`). */
function fieldHolding(value: unknown, placeholder: string): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return Object.entries(value).find(([, each]) => each === placeholder)?.[0];
}
