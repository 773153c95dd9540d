import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { Busboy, type BusboyHeaders } from '@fastify/busboy';
import type { Config } from '../config.js';
import type { ServerContext } from '../context.js';
import type { StreamedUpload } from '../uploads/streamedUpload.js';
import type { GatewayYoga } from '../yoga.js';

/**
 * GraphQL multipart requests (https://github.com/jaydenseric/graphql-multipart-request-spec), streamed.
 *
 * yoga's own multipart support reads the whole file into memory before any resolver runs. Here the `operations`
 * and `map` fields (which the spec puts first) are read, the operation is executed by yoga as an ordinary JSON
 * request as soon as the file part begins, and the resolver reads the file straight from the socket: bunny.net
 * receives the bytes while the caller is still sending them, with backpressure all the way, and memory stays flat
 * whatever the number of uploads in flight.
 */

/** Stands for the upload in the variables yoga sees; resolvers exchange it for the stream (see `uploadFor`). */
export const UPLOAD_PLACEHOLDER = 'gateway-upload:0';

interface Operations {
  query?: unknown;
  variables?: Record<string, unknown> | null;
  operationName?: unknown;
  extensions?: unknown;
}

class MultipartRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface MultipartOptions {
  readonly limits: Config['limits'];
  /** Any of these headers proves a CORS preflight happened (yoga's CSRF rule, applied here because yoga sees JSON). */
  readonly csrfHeaders: readonly string[];
}

export function handleMultipartGraphql(
  yoga: GatewayYoga,
  req: IncomingMessage,
  res: ServerResponse,
  context: ServerContext,
  options: MultipartOptions,
): void {
  const refuse = (refusal: MultipartRefusal): void => sendRefusal(req, res, refusal, context.requestId);
  if (!options.csrfHeaders.some((header) => req.headers[header] !== undefined)) {
    refuse(new MultipartRefusal(403, 'Required CSRF header(s) not present'));
    return;
  }
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: req.headers as BusboyHeaders,
      // The spec's two JSON fields and one file; the file may pass the cap by one byte so that the resolver sees it.
      limits: {
        fieldSize: options.limits.maxRequestBytes,
        fields: 2,
        files: 1,
        parts: 3,
        fileSize: options.limits.maxUploadBytes + 1,
      },
    });
  } catch {
    refuse(new MultipartRefusal(400, 'The multipart body has no boundary.'));
    return;
  }
  const fields = new Map<string, string>();
  let answered = false;
  const answer = (upload: StreamedUpload | undefined, fileField: string | undefined): void => {
    if (answered) {
      upload?.stream.resume();
      return;
    }
    answered = true;
    // A refusal is the caller's; anything else is the gateway's own failure.
    const refused = (error: unknown) =>
      refuse(
        error instanceof MultipartRefusal ? error : new MultipartRefusal(500, 'The gateway failed to run the request.'),
      );
    try {
      void execute(yoga, req, res, context, readOperations(fields, fileField), upload).catch(refused);
    } catch (error) {
      refused(error);
    }
  };
  const fail = (status: number, message: string): void => {
    if (answered) return;
    answered = true;
    refuse(new MultipartRefusal(status, message));
  };
  parser.on('field', (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
    if (valueTruncated)
      return fail(
        400,
        `The ${name.slice(0, 40)} field: size exceeded, the limit is ${options.limits.maxRequestBytes} bytes.`,
      );
    fields.set(name, value);
  });
  parser.on('file', (name: string, stream: Readable, filename: string, _encoding: string, mimeType: string) => {
    // A body that ends inside the file errors this stream: before the operation runs that is a refusal, after it the
    // resolver's reader gets the error (see thumbnailBody.ts). Never an unhandled 'error' event.
    stream.on('error', () => fail(400, 'The multipart body ended before the file was complete.'));
    answer({ stream, filename, mimeType }, name);
  });
  parser.on('filesLimit', () => fail(400, 'One file per request is accepted.'));
  parser.on('fieldsLimit', () =>
    fail(400, 'A multipart request holds only the operations and map fields, and one file.'),
  );
  parser.on('partsLimit', () =>
    fail(400, 'A multipart request holds only the operations and map fields, and one file.'),
  );
  parser.on('finish', () => answer(undefined, undefined));
  parser.on('error', () => fail(400, 'The multipart body is malformed.'));
  req.pipe(parser);
}

/** The `operations` field with the upload's placeholder written where `map` says; refusals for anything else. */
function readOperations(fields: ReadonlyMap<string, string>, fileField: string | undefined): Operations {
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
      throw new MultipartRefusal(400, `The file "${entry[0].slice(0, 40)}" named in the map field was not sent.`);
    return operations as Operations;
  }
  if (entry === undefined || entry[0] !== fileField)
    throw new MultipartRefusal(400, `The file part "${fileField.slice(0, 40)}" is not named in the map field.`);
  return withPlaceholder(operations as Operations, entry[1]);
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

/** Writes the placeholder at each `variables.<name>` path of the map entry; deeper or other paths are refused. */
function withPlaceholder(operations: Operations, paths: unknown): Operations {
  if (!Array.isArray(paths) || paths.length === 0)
    throw new MultipartRefusal(400, 'Each map entry must list the variables the file is for.');
  const variables: Record<string, unknown> = { ...(operations.variables ?? {}) };
  for (const path of paths) {
    const name = typeof path === 'string' ? /^variables\.(\w+)$/.exec(path)?.[1] : undefined;
    if (name === undefined)
      throw new MultipartRefusal(400, 'A file can only be a top-level variable, e.g. "variables.thumbnail".');
    variables[name] = UPLOAD_PLACEHOLDER;
  }
  return { ...operations, variables };
}

/** Runs the operation through yoga (every plugin applies) and writes its answer; then drains what the resolver left. */
async function execute(
  yoga: GatewayYoga,
  req: IncomingMessage,
  res: ServerResponse,
  context: ServerContext,
  operations: Operations,
  upload: StreamedUpload | undefined,
): Promise<void> {
  const abort = new AbortController();
  res.once('close', () => abort.abort());
  const uploads = new Map(upload ? [[UPLOAD_PLACEHOLDER, upload]] : []);
  const response = await yoga.fetch(
    `http://gateway${req.url ?? '/graphql'}`,
    { method: 'POST', headers: jsonHeaders(req.headers), body: JSON.stringify(operations), signal: abort.signal },
    { ...context, uploads },
  );
  const body = Buffer.from(await response.arrayBuffer());
  // What the resolver did not read (a refused argument, a failed call, a file over the cap) is read to its end and
  // dropped, so that the request completes and the connection can be reused: unpiped from a reader that stopped.
  upload?.stream.unpipe();
  upload?.stream.resume();
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') res.setHeader(name, value);
  });
  res.setHeader('content-length', body.length);
  res.end(body);
}

function jsonHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || name === 'content-type' || name === 'content-length' || name === 'transfer-encoding')
      continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set('content-type', 'application/json');
  return headers;
}

/** Answers a refusal like yoga answers a bad request (with the request id), and reads the rest of the body unparsed. */
function sendRefusal(req: IncomingMessage, res: ServerResponse, refusal: MultipartRefusal, requestId: string): void {
  if (res.headersSent) return;
  req.unpipe();
  req.resume();
  const body = JSON.stringify({ errors: [{ message: refusal.message, extensions: { requestId } }] });
  res.writeHead(refusal.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}
