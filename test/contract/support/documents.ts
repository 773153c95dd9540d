import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getHttpOperationsFromSpec, type IHttpRequest, type IHttpResponse } from '@stoplight/prism-http';
import mockModule from '@stoplight/prism-http/dist/mocker/index.js';
import routeModule from '@stoplight/prism-http/dist/router/index.js';
import {
  validateInput,
  validateMediaType,
  validateOutput,
  validateSecurity,
} from '@stoplight/prism-http/dist/validator/index.js';
import type { IHttpOperation } from '@stoplight/types';
import { withProseSchemas } from './pagedAnswers.js';

/**
 * bunny.net's published OpenAPI documents, read at test time (never copied into the project) and checked with
 * Stoplight Prism's own router, validators and response generator.
 */

export type Host = 'api' | 'video' | 'originLogs';

/** The six documents, which host serves each, and the server prefix of its paths. */
export const DOCUMENTS = [
  { file: 'shield-api.json', host: 'api', prefix: '', url: 'https://api.bunny.net/shield/docs/v1/swagger.json' },
  { file: 'core-api.json', host: 'api', prefix: '', url: 'https://core-api-public-docs.b-cdn.net/docs/v3/public.json' },
  {
    file: 'edge-scripting-api.json',
    host: 'api',
    prefix: '',
    url: 'https://core-api-public-docs.b-cdn.net/docs/v3/compute.json',
  },
  {
    file: 'magic-containers-api.json',
    host: 'api',
    prefix: '/mc',
    url: 'https://api-mc.opsbunny.net/docs/public/swagger.json',
  },
  {
    file: 'stream-api.json',
    host: 'video',
    prefix: '',
    url: 'https://video.bunnycdn.com/openapi/bunnynet-video-api.public.json',
  },
  {
    file: 'origin-errors-api.json',
    host: 'originLogs',
    prefix: '',
    url: 'https://docs.bunny.net/docs/api-reference/origin-errors/openapi.json',
  },
] as const;

/** The real base URL of each host; Prism's router matches it against each document's `servers`. */
const BASE_URLS: Record<Host, string> = {
  api: 'https://api.bunny.net',
  video: 'https://video.bunnycdn.com',
  originLogs: 'https://cdn-origin-logging.bunny.net',
};

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Where the documents are looked for: BUNNY_OPENAPI_DIR when set (alone, so that a wrong value is reported rather
 * than silently replaced), else ../shared/upstream-openapi, else .openapi/ (where `npm run specs:fetch` puts them).
 */
export function candidateDirectories(): string[] {
  const fromEnv = process.env['BUNNY_OPENAPI_DIR'];
  if (fromEnv) return [resolve(projectRoot, fromEnv)];
  return [resolve(projectRoot, '../shared/upstream-openapi'), resolve(projectRoot, '.openapi')];
}

/** The first directory holding all six documents, or why none does. */
export function findDocuments(): { dir: string } | { missing: string } {
  const tried: string[] = [];
  for (const dir of candidateDirectories()) {
    const absent = DOCUMENTS.filter((doc) => !existsSync(join(dir, doc.file))).map((doc) => doc.file);
    if (absent.length === 0) return { dir };
    tried.push(`${dir} (missing ${absent.join(', ')})`);
  }
  return {
    missing: `bunny.net's OpenAPI documents were not found in ${tried.join('; ')}. Set BUNNY_OPENAPI_DIR or run \`npm run specs:fetch\`.`,
  };
}

export interface Contract {
  /** Every operation of every document, grouped by the host that serves it. */
  readonly operations: Record<Host, { doc: string; prefix: string; operations: IHttpOperation[] }[]>;
}

let loading: Promise<Contract> | undefined;

export function loadContract(dir: string): Promise<Contract> {
  loading ??= (async () => {
    const operations: Contract['operations'] = { api: [], video: [], originLogs: [] };
    await Promise.all(
      DOCUMENTS.map(async (doc) => {
        const ops = await getHttpOperationsFromSpec(join(dir, doc.file));
        operations[doc.host].push({ doc: doc.file, prefix: doc.prefix, operations: ops });
      }),
    );
    return { operations };
  })();
  return loading;
}

// Prism's internals are CommonJS modules with a default export.
const route = ((routeModule as unknown as { default?: typeof routeModule }).default ??
  routeModule) as unknown as (opts: {
  resources: IHttpOperation[];
  input: IHttpRequest;
}) => Either<Error, IHttpOperation>;
const mock = ((mockModule as unknown as { default?: typeof mockModule }).default ?? mockModule) as unknown as (opts: {
  resource: IHttpOperation;
  input: { data: IHttpRequest; validations: [] };
  config: { dynamic: boolean; code?: number; seed?: string; mediaTypes?: string[] };
}) => (logger: unknown) => Either<Error, IHttpResponse>;
// The generator's options are set on the CommonJS json-schema-faker instance that Prism itself requires.
const prismRequire = createRequire(createRequire(import.meta.url).resolve('@stoplight/prism-http'));
const jsf = (
  prismRequire('json-schema-faker') as { JSONSchemaFaker: { option(options: Record<string, unknown>): void } }
).JSONSchemaFaker;

type Either<L, R> = { _tag: 'Left'; left: L } | { _tag: 'Right'; right: R };

const noop = (): void => undefined;
const silentLogger: Record<string, unknown> = {
  success: noop,
  info: noop,
  debug: noop,
  warn: noop,
  error: noop,
  trace: noop,
  fatal: noop,
  child: () => silentLogger,
};

export interface Routed {
  doc: string;
  operation: IHttpOperation;
  /** The request as Prism sees it: path without the document's server prefix, base URL of the document's server. */
  input: IHttpRequest;
}

/** A raw HTTP request as a host received it. */
export interface RawRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function flatHeaders(headers: RawRequest['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

function parseBody(body: Buffer, contentType: string | undefined): unknown {
  if (body.length === 0) return undefined;
  if (contentType !== undefined && /json/i.test(contentType)) {
    try {
      return JSON.parse(body.toString('utf8')) as unknown;
    } catch {
      return body.toString('utf8');
    }
  }
  return body.toString(contentType !== undefined && /octet-stream/i.test(contentType) ? 'latin1' : 'utf8');
}

/** Finds the documented operation for a request a host received, with Prism's router (by server, path and method). */
export function routeRequest(contract: Contract, host: Host, request: RawRequest): Routed {
  const url = new URL(request.url, 'http://host.invalid');
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of url.searchParams) {
    const seen = query[name];
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  const headers = flatHeaders(request.headers);
  const failures: string[] = [];
  for (const group of contract.operations[host]) {
    if (group.prefix && !url.pathname.startsWith(`${group.prefix}/`)) continue;
    if (!group.prefix && contract.operations[host].some((g) => g.prefix && url.pathname.startsWith(`${g.prefix}/`)))
      continue;
    const input: IHttpRequest = {
      method: request.method.toLowerCase() as IHttpRequest['method'],
      url: { baseUrl: BASE_URLS[host] + group.prefix, path: url.pathname.slice(group.prefix.length), query },
      headers,
      body: parseBody(request.body, headers['content-type']),
    };
    const routed = route({ resources: group.operations, input });
    if (routed._tag === 'Right') return { doc: group.doc, operation: routed.right, input };
    failures.push(`${group.doc}: ${routed.left.message}`);
  }
  throw new Error(
    `No documented operation for ${request.method} ${request.url} on the ${host} host (${failures.join('; ')})`,
  );
}

/**
 * The request's query with a documented array parameter sent once (`?Product=CDN`) as a list of one: Prism reads a
 * repeated name as a list, but a single one as a string, and only turns it into a list for a schema typed `array`
 * alone, not for a nullable one (`array,null`), which it then reports as the wrong type.
 */
function withQueryArrays({ operation, input }: Routed): IHttpRequest {
  const query = { ...input.url.query };
  for (const parameter of operation.request?.query ?? []) {
    const type = (parameter.schema as { type?: string | string[] } | undefined)?.type;
    const value = query[parameter.name];
    if ((type === 'array' || (Array.isArray(type) && type.includes('array'))) && typeof value === 'string')
      query[parameter.name] = [value];
  }
  return { ...input, url: { ...input.url, query } };
}

export interface Violation {
  where: string;
  message: string;
}

function diagnostics(result: Either<{ path?: string[]; message: string; severity: number }[], unknown>): Violation[] {
  if (result._tag === 'Right') return [];
  // Severity 0 is an error; warnings (e.g. deprecated properties) are not violations.
  return result.left
    .filter((d) => d.severity === 0)
    .map((d) => ({ where: (d.path ?? []).join('.'), message: d.message }));
}

/**
 * A required path parameter the document declares but its path template has no `{name}` for (edge-scripting-api.json
 * declares `uuid` on `POST /compute/script/{id}/publish`): no request can send it, so its absence is the document's
 * defect, not the request's.
 */
function isPhantomPathParameter(path: string, violation: Violation): boolean {
  const name = /^Request path must have required property '([^']+)'$/.exec(violation.message)?.[1];
  return violation.where === 'path' && name !== undefined && !path.includes(`{${name}}`);
}

/**
 * Validates a received request against its documented operation: path and query parameters, headers, content
 * type and body schema (Prism's validateInput), and the credential against the operation's security schemes.
 * Shield's document declares the AccessKey scheme but applies it to no operation, so Shield calls are checked
 * against that declared scheme.
 */
export function validateRequest(routed: Routed): Violation[] {
  const { operation } = routed;
  const input = withQueryArrays(routed);
  const violations = diagnostics(validateInput({ resource: operation, element: input }) as never).filter(
    (violation) => !isPhantomPathParameter(operation.path, violation),
  );
  // validateInput tolerates some media types it cannot parse (e.g. a binary body); the content type is checked on its own.
  const contents = operation.request?.body?.contents ?? [];
  if (input.body !== undefined && contents.length > 0) {
    const contentType = input.headers?.['content-type'];
    const checked = contentType === undefined ? undefined : validateMediaType(contents as never, contentType);
    if (!checked || checked._tag === 'Left') {
      violations.push({
        where: 'header.content-type',
        message: `Content-Type ${contentType ?? '(none)'} is not one of ${contents.map((c) => c.mediaType).join(', ')}`,
      });
    }
  }
  const security = operation.security?.length
    ? operation.security
    : routed.doc === 'shield-api.json'
      ? [[{ id: 'AccessKey', key: 'AccessKey', type: 'apiKey', name: 'AccessKey', in: 'header' }]]
      : [];
  violations.push(
    ...diagnostics(validateSecurity({ resource: { security } as never, element: input }) as never).map((v) => ({
      ...v,
      where: 'security',
    })),
  );
  return violations;
}

/** Validates a response against the documented responses of the operation (status, content type, body, headers). */
export function validateResponse(routed: Routed, response: RawResponse): Violation[] {
  const headers = flatHeaders(response.headers);
  const element: IHttpResponse = {
    statusCode: response.status,
    headers,
    body: parseBody(response.body, headers['content-type']),
  };
  const violations = diagnostics(validateOutput({ resource: withProseSchemas(routed), element }) as never);
  if (!routed.operation.responses.some((r) => r.code === String(response.status))) {
    violations.push({
      where: 'status',
      message: `HTTP ${response.status} is not a documented status of ${routed.operation.method.toUpperCase()} ${routed.operation.path}`,
    });
  }
  return violations;
}

/** The documented statuses of an operation (numeric codes only). */
export function documentedStatuses(operation: IHttpOperation): number[] {
  return operation.responses.map((r) => Number(r.code)).filter((code) => Number.isInteger(code));
}

export type Variant = 'static' | 'full' | 'sparse' | 'bare' | 'nulls';

/**
 * A response body for a documented status, from Prism's generator: `static` uses the documented examples (and
 * schema defaults/first values), the others are random from a seed: `full` fills every optional property,
 * `sparse` leaves out about half of them, `bare` sends only required properties, and `nulls` fills every optional
 * property with every nullable one set to null.
 *
 * In-body status fields (`success`, `statusCode` of Shield's envelope and Stream's StatusModel) are pinned to
 * agree with the HTTP status: bunny.net does not report a failure inside a success answer by accident.
 */
export function generateResponse(
  operation: IHttpOperation,
  status: number,
  variant: Variant,
  seed?: string,
  accept = 'application/json',
): IHttpResponse {
  const resource = pinStatus(
    variant === 'nulls' ? forceNulls(structuredClone(operation)) : structuredClone(operation),
    status,
  );
  if (variant === 'sparse')
    jsf.option({ alwaysFakeOptionals: false, optionalsProbability: 0.5, fixedProbabilities: false });
  if (variant === 'bare') jsf.option({ alwaysFakeOptionals: false, optionalsProbability: 0, requiredOnly: true });
  try {
    const result = mock({
      resource,
      input: {
        data: { method: operation.method as IHttpRequest['method'], url: { path: '/' }, headers: { accept } },
        validations: [],
      },
      config: { dynamic: variant !== 'static', code: status, ...(seed ? { seed } : {}) },
    })(silentLogger);
    if (result._tag === 'Left') throw result.left;
    return result.right;
  } finally {
    jsf.option({ alwaysFakeOptionals: true, optionalsProbability: 1, fixedProbabilities: true, requiredOnly: false });
  }
}

/** The JSON body and content type of a generated response, ready for a fake host to send. */
export function encodeResponse(response: IHttpResponse): { contentType: string | undefined; body: Buffer } {
  const contentType = Object.entries(response.headers ?? {}).find(
    ([name]) => name.toLowerCase() === 'content-type',
  )?.[1];
  if (response.body === undefined) return { contentType: undefined, body: Buffer.alloc(0) };
  const text =
    typeof response.body === 'string' && !/json/.test(contentType ?? '')
      ? response.body
      : JSON.stringify(response.body);
  return { contentType, body: Buffer.from(text, 'utf8') };
}

type SchemaNode = Record<string, unknown>;

function walk(node: unknown, visit: (schema: SchemaNode) => void, seen = new Set<unknown>()): void {
  if (node === null || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  if (!Array.isArray(node)) visit(node as SchemaNode);
  for (const child of Object.values(node)) walk(child, visit, seen);
}

/** Every schema that allows null becomes exactly null (types like ["string","null"], or a oneOf/anyOf with null). */
function forceNulls<T>(root: T): T {
  walk(root, (schema) => {
    const type = schema['type'];
    const alternatives = (schema['oneOf'] ?? schema['anyOf']) as SchemaNode[] | undefined;
    const nullable =
      (Array.isArray(type) && type.includes('null')) ||
      schema['nullable'] === true ||
      (Array.isArray(alternatives) && alternatives.some((s) => s?.['type'] === 'null'));
    if (!nullable) return;
    for (const key of Object.keys(schema))
      if (!['description', 'title', '$schema', 'x-stoplight'].includes(key)) delete schema[key];
    schema['type'] = 'null';
  });
  return root;
}

/** Pins `success` and `statusCode` properties of response schemas to the HTTP status. */
function pinStatus(operation: IHttpOperation, status: number): IHttpOperation {
  const ok = status >= 200 && status < 300;
  walk(operation, (schema) => {
    const properties = schema['properties'] as Record<string, SchemaNode> | undefined;
    if (!properties || typeof properties !== 'object') return;
    if (properties['success'] && typeof properties['success'] === 'object')
      properties['success'] = { type: 'boolean', enum: [ok] };
    if (properties['statusCode'] && typeof properties['statusCode'] === 'object')
      properties['statusCode'] = { type: 'integer', enum: [status] };
    if (properties['status'] && typeof properties['status'] === 'object' && !ok)
      properties['status'] = { type: 'integer', enum: [status] };
  });
  return operation;
}

/** The documented operation behind a gateway call (host, method and path as sent, e.g. /mc/apps/{appId}/deploy). */
export function documentedOperation(
  contract: Contract,
  host: Host,
  method: string,
  path: string,
): { doc: string; operation: IHttpOperation } {
  for (const group of contract.operations[host]) {
    if (group.prefix && !path.startsWith(`${group.prefix}/`)) continue;
    const local = path.slice(group.prefix.length);
    const operation = group.operations.find((op) => op.method === method.toLowerCase() && op.path === local);
    if (operation) return { doc: group.doc, operation };
  }
  throw new Error(`The published documents have no ${method} ${path} on the ${host} host`);
}
