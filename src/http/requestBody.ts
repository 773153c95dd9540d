import type { IncomingMessage } from 'node:http';
import { isUtf8 } from 'node:buffer';
import type { Config } from '../config.js';

/** A request refused at the HTTP layer, before yoga reads it. */
export interface BodyProblem {
  readonly status: number;
  readonly message: string;
  /** Sent with the refusal (a temporary 413's Retry-After). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** The content types a POST to /graphql may have besides multipart: JSON, with any parameters (charset). */
const JSON_TYPE = /^application\/(?:graphql\+)?json\s*(?:;|$)/;

export function isMultipart(req: IncomingMessage): boolean {
  return contentType(req).startsWith('multipart/form-data');
}

/**
 * The request-body limits and content type, checked before a byte is read: a body must declare its Content-Length
 * (no chunked bodies, so the declared size is the real size: Node's parser refuses a body longer than it declares),
 * JSON bodies get the small limit and multipart uploads the upload limit. Any other content type is refused naming
 * the accepted ones (yoga would answer "Must provide query string.", which hides the mistake).
 */
export function requestBodyProblem(req: IncomingMessage, config: Config, multipart: boolean): BodyProblem | undefined {
  if (req.method !== 'POST') return undefined;
  const declared = req.headers['content-length'];
  if (declared === undefined)
    return { status: 411, message: 'A Content-Length header is required; chunked request bodies are not accepted.' };
  const { maxUploadBytes, maxRequestBytes } = config.limits;
  const limit = multipart ? maxUploadBytes + maxRequestBytes : jsonBodyCeiling(config);
  if (Number(declared) > limit) {
    const which = multipart ? 'MAX_UPLOAD_BYTES and MAX_REQUEST_BYTES' : ceilingName(config);
    return { status: 413, message: `The request body is larger than ${limit} bytes (${which}).` };
  }
  const encoding = req.headers['content-encoding']?.trim().toLowerCase();
  if (encoding !== undefined && encoding !== '' && encoding !== 'identity')
    return {
      status: 415,
      message: 'Request bodies are taken as sent: a Content-Encoding (gzip, br...) is not accepted.',
    };
  if (!multipart && !JSON_TYPE.test(contentType(req)))
    return {
      status: 415,
      message:
        'A POST to /graphql must be JSON (Content-Type: application/json), or multipart/form-data for a file upload.',
    };
  return undefined;
}

/** The most a JSON body may be: MAX_LARGE_ARGUMENT_BYTES when it is larger than MAX_REQUEST_BYTES. */
function jsonBodyCeiling(config: Config): number {
  return Math.max(config.limits.maxRequestBytes, config.limits.maxLargeArgumentBytes);
}

function ceilingName(config: Config): string {
  return config.limits.maxLargeArgumentBytes > config.limits.maxRequestBytes
    ? 'MAX_LARGE_ARGUMENT_BYTES'
    : 'MAX_REQUEST_BYTES';
}

/**
 * A JSON body over MAX_REQUEST_BYTES (and within MAX_LARGE_ARGUMENT_BYTES) is taken when what takes it past is the
 * text of arguments documented as large (`@largeText`: `large`, found in the operation it runs): everything else
 * must fit in MAX_REQUEST_BYTES. The refusal names the limit, and the large arguments the request gave.
 */
export function largeBodyProblem(
  bytes: number,
  large: { readonly bytes: number; readonly arguments: readonly string[] },
  config: Config,
): BodyProblem | undefined {
  const { maxRequestBytes } = config.limits;
  if (bytes - large.bytes <= maxRequestBytes) return undefined;
  const given =
    large.arguments.length > 0
      ? ` besides the text of ${large.arguments.join(', ')}`
      : ', and only the text of arguments documented as large (such as the content of an API Guardian specification) may take it past that';
  return {
    status: 413,
    message: `The request body is larger than ${maxRequestBytes} bytes (MAX_REQUEST_BYTES)${given}.`,
  };
}

/**
 * A GET's query string must decode to valid UTF-8 too: URLSearchParams would turn `%FF` into U+FFFD, the same
 * silent repair as in a body. `decodeURIComponent` refuses any byte sequence that is not UTF-8.
 */
export function queryStringProblem(req: IncomingMessage): BodyProblem | undefined {
  const query = (req.url ?? '').split('?', 2)[1];
  if (!query?.includes('%')) return undefined;
  try {
    decodeURIComponent(query);
    return undefined;
  } catch {
    return { status: 400, message: 'The query string is not valid UTF-8 once percent-decoded.' };
  }
}

/**
 * The whole JSON body (its size was checked against Content-Length), or a problem when it is not valid UTF-8: a
 * lenient decoder would turn a stray 0xFF into U+FFFD and forward that to bunny.net, even inside a URL path.
 * `isUtf8` runs in native code over the bytes once: microseconds for the largest body allowed.
 */
export function readJsonBody(req: IncomingMessage): Promise<Buffer | BodyProblem> {
  // Plain events rather than `for await`: the stream's async iterator costs a promise per chunk and a handful of
  // listeners per request, on the hot path.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(utf8Body(chunks)));
    req.once('error', reject);
    // The caller went away before the body ended (Node may not emit an error for it).
    req.once('close', () => {
      if (!req.complete) reject(new Error('The request was aborted before its body ended.'));
    });
  });
}

function utf8Body(chunks: readonly Buffer[]): Buffer | BodyProblem {
  const body = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
  if (!isUtf8(body)) return { status: 400, message: 'The request body is not valid UTF-8.' };
  return body;
}

/**
 * The body as the executor (execution/executor.ts) reads it and as yoga is handed it: the parsed JSON, which yoga then
 * takes as is (a Buffer would be copied and parsed again, and yoga's Node adapter enumerates its every byte index).
 * JSON that is not a non-empty object (null, a string, an empty object, a batch) goes to yoga, which refuses it with
 * its usual message; text that is not JSON at all is refused here, without the parser's message, which quotes the
 * body back.
 */
export function parseJsonBody(bytes: Buffer): object | BodyProblem {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    return NOT_JSON;
  }
  if (typeof parsed === 'object' && parsed !== null && Object.keys(parsed).length > 0) return parsed;
  return bytes;
}

const NOT_JSON: BodyProblem = Object.freeze({ status: 400, message: 'The request body is not valid JSON.' });

export function isBodyProblem(body: object): body is BodyProblem {
  return body === NOT_JSON;
}

function contentType(req: IncomingMessage): string {
  return (req.headers['content-type'] ?? '').toLowerCase().trim();
}
