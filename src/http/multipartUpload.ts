import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { Busboy, type BusboyHeaders } from '@fastify/busboy';
import type { Config } from '../config.js';
import { quoted } from '../errors/quote.js';
import type { GraphqlExecutor } from '../execution/executor.js';
import type { RequestScope } from '../request/scope.js';
import { codeForRefusal } from '../errors/requestErrors.js';
import { sendRefusal } from './jsonAnswer.js';
import { PREFLIGHT_REQUIRED } from '../plugins/preflightRequired.js';
import type { StreamedUpload } from '../uploads/streamedUpload.js';
import { tooDeepMessage, tooDeepVariable } from '../plugins/nestingLimit.js';
import { HeldUpload } from './heldUpload.js';
import { MultipartRefusal, type Operations, readOperations } from './multipartOperations.js';
import type { Exchange } from './router.js';

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

const ONLY_THREE_PARTS = 'A multipart request holds only the operations and map fields, and one file.';
const PART_AFTER_FILE = 'One file per request, as the last part: nothing may follow the file part.';

export interface MultipartOptions {
  readonly limits: Config['limits'];
  /** Any of these headers proves a CORS preflight happened (the rule of plugins/preflightRequired.ts, applied here because yoga sees JSON). */
  readonly csrfHeaders: readonly string[];
}

export function handleMultipartGraphql(
  executor: GraphqlExecutor,
  { req, res }: Exchange,
  scope: RequestScope,
  options: MultipartOptions,
): void {
  const refuse = (refusal: MultipartRefusal): void => refuseUpload(req, res, refusal, scope);
  if (!options.csrfHeaders.some((header) => req.headers[header] !== undefined)) {
    refuse(new MultipartRefusal(403, PREFLIGHT_REQUIRED));
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
  let held: HeldUpload | undefined;
  // A refusal is the caller's; anything else is the gateway's own failure.
  const refused = (error: unknown) =>
    refuse(
      error instanceof MultipartRefusal ? error : new MultipartRefusal(500, 'The gateway failed to run the request.'),
    );
  const answer = (upload: StreamedUpload | undefined, fileField: string | undefined): void => {
    if (answered) return;
    answered = true;
    if (held?.refused) {
      refused(held.refused);
      return;
    }
    try {
      const operations = readOperations(fields, fileField, UPLOAD_PLACEHOLDER);
      const misplaced = executor.fileVariables.problem(operations, UPLOAD_PLACEHOLDER);
      if (misplaced !== undefined) throw new MultipartRefusal(400, misplaced, 'BAD_USER_INPUT');
      // Refused here too: handing the operations to yoga re-serialises them, and JSON.stringify recurses.
      const deep = tooDeepVariable(operations.variables, options.limits.maxNesting);
      if (deep !== undefined)
        throw new MultipartRefusal(400, tooDeepMessage(deep, options.limits.maxNesting), 'BAD_USER_INPUT');
      void execute(executor, req, res, scope, operations, upload, () => held?.refused).catch(refused);
    } catch (error) {
      refused(error);
    }
  };
  const fail = (status: number, message: string): void => {
    // After the file began, the refusal cuts its stream off (and bunny.net's request with it): see HeldUpload.
    if (held) {
      held.refuse(new MultipartRefusal(status, message));
      return;
    }
    if (answered) return;
    answered = true;
    refuse(new MultipartRefusal(status, message));
  };
  parser.on('field', (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
    if (held) return fail(400, PART_AFTER_FILE);
    if (fields.has(name)) return fail(400, `The ${quoted(name, 40)} field is sent twice.`);
    if (valueTruncated)
      return fail(
        400,
        `The ${quoted(name, 40)} field: size exceeded, the limit is ${options.limits.maxRequestBytes} bytes.`,
      );
    fields.set(name, value);
  });
  parser.on('file', (name: string, stream: Readable, filename: string, _encoding: string, mimeType: string) => {
    // A body that ends inside the file errors this stream: before the operation runs that is a refusal, after it the
    // resolver's reader gets the error (see areas/stream/uploadBody.ts). Never an unhandled 'error' event.
    stream.on('error', () => {
      if (!answered) fail(400, 'The multipart body ended before the file was complete.');
    });
    held = new HeldUpload(stream);
    const upload = { stream: held.stream, filename, mimeType };
    // Run once the rest of this chunk is parsed: a part right after a small file is refused before any upstream call.
    setImmediate(() => answer(upload, name));
  });
  parser.on('filesLimit', () => fail(400, PART_AFTER_FILE));
  parser.on('fieldsLimit', () => fail(400, held ? PART_AFTER_FILE : ONLY_THREE_PARTS));
  parser.on('partsLimit', () => fail(400, held ? PART_AFTER_FILE : ONLY_THREE_PARTS));
  parser.on('finish', () => (held ? held.complete() : answer(undefined, undefined)));
  parser.on('error', () => fail(400, 'The multipart body is malformed or ends before its closing boundary.'));
  req.pipe(parser);
}

/** Runs the operation through yoga (every plugin applies) and writes its answer; then drains what the resolver left. */
async function execute(
  executor: GraphqlExecutor,
  req: IncomingMessage,
  res: ServerResponse,
  scope: RequestScope,
  operations: Operations,
  upload: StreamedUpload | undefined,
  lateRefusal: () => Error | undefined,
): Promise<void> {
  scope.uploads = new Map(upload ? [[UPLOAD_PLACEHOLDER, upload]] : []);
  const request = new Request(`http://gateway${req.url ?? '/graphql'}`, {
    method: 'POST',
    headers: jsonHeaders(req.headers),
    body: JSON.stringify(operations),
  });
  const response = await executor.fetch(request, scope);
  const body = Buffer.from(await response.arrayBuffer());
  // A part after the file: yoga's answer (the field failed as its stream was cut off) is replaced by the refusal.
  const refusal = lateRefusal();
  if (refusal) throw refusal;
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
function refuseUpload(req: IncomingMessage, res: ServerResponse, refusal: MultipartRefusal, scope: RequestScope): void {
  if (res.headersSent) return;
  req.unpipe();
  req.resume();
  const code = refusal.code ?? codeForRefusal(refusal.status);
  // A refusal may quote a part's name, where a caller may have written its key.
  sendRefusal(res, req.headers.accept, { code, message: scope.secrets.scrub(refusal.message) }, scope.requestId);
}
