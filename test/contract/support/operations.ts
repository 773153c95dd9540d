import {
  buildSchema,
  getNamedType,
  isObjectType,
  isNonNullType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { existsSync } from 'node:fs';
import { AREA_NAMES } from '../../../src/areas/names.js';
import { typeDefsOf } from '../../../src/schema.js';
import type { Host } from './documents.js';
/**
 * The gateway's operations, each with valid arguments (the sandbox's seeded ids, which are as valid for any
 * fake host) and the documented upstream call it makes.
 */
export interface ContractOperation {
  /** The GraphQL root field. */
  field: string;
  kind: 'query' | 'mutation';
  /** GraphQL arguments; `from`/`to` of the export are computed per call. */
  args: () => string;
  host: Host;
  method: string;
  /** The documented path, as sent (Magic Containers with its /mc server prefix). */
  path: string;
  /** Extra GraphQL request headers (e.g. the library key, so that the thumbnail call is the only upstream call). */
  headers?: Record<string, string>;
  /** A link of the root field's record that makes the documented call: only it is selected, and it is the result. */
  link?: string;
  /** The selection, for a call made by a link with required arguments (every field is selected otherwise). */
  selection?: string;
  /** Where in `data` the call's record lands (a link's path; the root field, or its `link`, when left out). */
  resultPath?: readonly string[];
}

/**
 * Each area's operations from its own file, test/contract/operations/<area>.ts (`export const operations`), in the
 * order of the areas (src/areas/names.ts): a new area adds its operations there, not here. The sandbox suite runs
 * them in this order on one account, so an area's file orders its own changes (an update before a deletion).
 */
async function operationsOfAreas(): Promise<ContractOperation[]> {
  const files = AREA_NAMES.map((area) => new URL(`../operations/${area}.ts`, import.meta.url)).filter(existsSync);
  const modules = await Promise.all(files.map((file) => import(/* @vite-ignore */ file.href)));
  return (modules as { operations: readonly ContractOperation[] }[]).flatMap((file) => file.operations);
}

/** Every operation: each area's, from its own file (test/contract/operations/<area>.ts), in the order of the areas. */
export const OPERATIONS: readonly ContractOperation[] = await operationsOfAreas();

let schema: GraphQLSchema | undefined;

/** Whether a field below the root calls bunny.net itself (a link): its own contract entry covers that call. */
const isLink = (field: GraphQLField<unknown, unknown>): boolean =>
  field.astNode?.directives?.some(
    (directive) =>
      directive.name.value === 'cost' &&
      directive.arguments?.some(
        ({ name, value }) => name.value === 'weight' && 'value' in value && value.value !== '0',
      ),
  ) ?? false;

/**
 * Every field of the result type, recursively (fields with required arguments and links left out, except the links
 * of the result itself named in `keptLinks`), to expose any null.
 */
function selection(field: GraphQLField<unknown, unknown>, depth: number, keptLinks: readonly string[] = []): string {
  const type = getNamedType(field.type);
  if (!isObjectType(type)) return '';
  if (depth > 8) return '{ __typename }';
  const fields = Object.values((type as GraphQLObjectType).getFields())
    .filter((f) => !f.args.some((arg) => isNonNullType(arg.type)) && (!isLink(f) || keptLinks.includes(f.name)))
    .map((f) => `${f.name} ${selection(f, depth + 1)}`);
  return `{ ${fields.join(' ')} }`;
}

/**
 * The GraphQL document of an operation, selecting every field of its result; `keptLinks` names links of the result
 * to select too (a test that checks their calls).
 */
export function documentFor(operation: ContractOperation, keptLinks: readonly string[] = []): string {
  schema ??= buildSchema(typeDefsOf().join('\n'));
  const root = operation.kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  const field = root?.getFields()[operation.field];
  if (!field) throw new Error(`The GraphQL schema has no ${operation.kind} field ${operation.field}`);
  const args = operation.args();
  const linked = operation.link && (getNamedType(field.type) as GraphQLObjectType).getFields()[operation.link];
  const result =
    operation.selection ?? (linked ? `{ ${operation.link} ${selection(linked, 2)} }` : selection(field, 1, keptLinks));
  return `${operation.kind} { ${operation.field}${args ? `(${args})` : ''} ${result} }`;
}

/** The operation's name in test titles: the root field, and its link when it has one. */
export const nameOf = (operation: ContractOperation): string =>
  operation.link ? `${operation.field}.${operation.link}` : operation.field;

/** The record an operation's call answered: at its `resultPath` under `data`, else its root field's (or link's). */
export function resultOf(data: Record<string, unknown> | null | undefined, operation: ContractOperation): unknown {
  const path = operation.resultPath ?? [operation.field, ...(operation.link ? [operation.link] : [])];
  let value: unknown = data;
  for (const key of path) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/** The gateway's error code for each upstream status the documents declare. */
export function expectedCode(status: number): string | null {
  if (status >= 200 && status < 300) return null;
  const table: Record<number, string> = {
    400: 'BAD_USER_INPUT',
    422: 'BAD_USER_INPUT',
    401: 'UNAUTHENTICATED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    408: 'UPSTREAM_TIMEOUT',
    409: 'CONFLICT',
    413: 'BAD_USER_INPUT',
    429: 'RATE_LIMITED',
    500: 'UPSTREAM_ERROR',
  };
  const code = table[status];
  if (!code) throw new Error(`No expected GraphQL error code for HTTP ${status}`);
  return code;
}

/** The environment of a gateway under contract test: limits wide enough for whole-result selections. */
export const GATEWAY_ENV = {
  LOG_LEVEL: 'error',
  MAX_QUERY_DEPTH: '30',
  MAX_QUERY_COST: '1000000',
  MAX_QUERY_TOKENS: '100000',
  BREAKER_FAILURE_THRESHOLD: '1000',
};
