import { quoted } from '../errors/quote.js';
import type { RequestErrorCode } from '../errors/requestErrors.js';

/**
 * The GraphQL multipart request's two JSON fields, `operations` and `map`, turned into the JSON request yoga runs:
 * the file's variable holds a placeholder the resolver exchanges for the stream. Anything else is refused (400).
 */

export interface Operations {
  query?: unknown;
  variables?: Record<string, unknown> | null;
  operationName?: unknown;
  extensions?: unknown;
}

export class MultipartRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The code, when the status alone does not say it (errors/requestErrors.ts's `codeForRefusal`). */
    readonly code?: RequestErrorCode,
  ) {
    super(message);
  }
}

/** The `operations` field with the upload's placeholder written where `map` says; refusals for anything else. */
export function readOperations(
  fields: ReadonlyMap<string, string>,
  fileField: string | undefined,
  placeholder: string,
): Operations {
  const operations = parseField(fields, 'operations');
  if (typeof operations !== 'object' || operations === null || Array.isArray(operations)) {
    throw new MultipartRefusal(
      400,
      'The operations field must be one JSON object { query, variables }; batching is off.',
    );
  }
  const map = parseField(fields, 'map');
  if (typeof map !== 'object' || map === null || Array.isArray(map))
    throw new MultipartRefusal(400, 'The map field must be a JSON object.');
  const variables = (operations as Operations).variables;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    throw new MultipartRefusal(400, 'The variables of the operations field must be a JSON object.');
  }
  const entries = Object.entries(map as Record<string, unknown>);
  if (entries.length > 1) throw new MultipartRefusal(400, 'One file per request is accepted.');
  const [entry] = entries;
  if (fileField === undefined) {
    if (entry !== undefined)
      throw new MultipartRefusal(400, `The file "${quoted(entry[0], 40)}" named in the map field was not sent.`);
    return operations as Operations;
  }
  if (entry === undefined || entry[0] !== fileField)
    throw new MultipartRefusal(400, `The file part "${quoted(fileField, 40)}" is not named in the map field.`);
  return withPlaceholder(operations as Operations, entry[1], placeholder);
}

function parseField(fields: ReadonlyMap<string, string>, name: string): unknown {
  const raw = fields.get(name);
  if (raw === undefined)
    throw new MultipartRefusal(400, `The ${name} field must come before the file (GraphQL multipart request spec).`);
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new MultipartRefusal(400, `The ${name} field is not valid JSON.`);
  }
}

/**
 * Writes the placeholder at each `variables.<name>` path of the map entry, or `variables.<name>.<field>` when that
 * variable is an input object (a mutation's one `input`); deeper or other paths are refused.
 */
function withPlaceholder(operations: Operations, paths: unknown, placeholder: string): Operations {
  if (!Array.isArray(paths) || paths.length === 0)
    throw new MultipartRefusal(400, 'Each map entry must list the variables the file is for.');
  const variables: Record<string, unknown> = { ...(operations.variables ?? {}) };
  for (const path of paths) {
    const [, name, field] = (typeof path === 'string' && /^variables\.(\w+)(?:\.(\w+))?$/.exec(path)) || [];
    const input = name === undefined ? undefined : variables[name];
    if (name === undefined || (field !== undefined && !isInputObject(input)))
      throw new MultipartRefusal(400, FILE_PATHS);
    variables[name] = field === undefined ? placeholder : { ...(input as object), [field]: placeholder };
  }
  return { ...operations, variables };
}

const FILE_PATHS =
  'A file can only be a top-level variable or a field of an input object variable, e.g. "variables.thumbnail" or "variables.input.file".';

function isInputObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
