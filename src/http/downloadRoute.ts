import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { CORSOptions } from '@whatwg-node/server';
import type { Download, DownloadAnswer } from '../areas/shared/download.js';
import { createGraphQLError } from 'graphql-yoga';
import { badInput, GatewayError, type UpstreamErrorDetails } from '../errors/gatewayError.js';
import { httpStatusForCode } from '../errors/statusCodes.js';
import { scrubbedError } from '../plugins/credentialScrubbing.js';
import { taggedError } from '../plugins/requestIdInErrors.js';
import type { RequestScope } from '../request/scope.js';
import { readCapped } from '../upstream/readBody.js';
import { applyCors } from './cors.js';
import { sendJson, sendRefusal } from './jsonAnswer.js';
import type { Route } from './router.js';
import type { Scopes } from './scopes.js';

/**
 * The download routes of every area (areas/shared/download.ts): bunny.net's binary answer streamed to the caller with
 * backpressure (memory stays flat whatever the size), under the download deadlines and shares of the upstream layer.
 * Errors are JSON `{ errors: [{ message, extensions }] }`, like GraphQL's, with the status of their code.
 */
export function downloadRoute(downloads: readonly Download[], cors: CORSOptions, scopes: Scopes): Route {
  const downloadOf = (path: string) => downloads.find((download) => download.path.test(path));
  return {
    matches: (path) => downloadOf(path) !== undefined,
    handle(exchange) {
      const { req, res, path } = exchange;
      if (applyCors(cors, req, res)) return;
      const download = downloadOf(path) as Download;
      if (req.method !== download.method) {
        const body = download.method === 'POST' ? ' with a JSON body' : '';
        const message = `This download route takes ${download.method}${body}.`;
        const refusal = { code: 'METHOD_NOT_ALLOWED', message, headers: { allow: download.method } } as const;
        return sendRefusal(res, req.headers.accept, refusal, exchange.requestId);
      }
      const params = (download.path.exec(path) ?? []).slice(1);
      void serve(download, params, scopes.download(exchange), req, res);
    },
  };
}

async function serve(
  download: Download,
  params: string[],
  scope: RequestScope,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  try {
    const body = download.method === 'POST' ? await readJson(req, scope.config.limits.maxRequestBytes) : undefined;
    const range = download.method === 'GET' ? singleValue(req.headers.range) : undefined;
    const answer = await download.open(scope, { params, body, range });
    res.writeHead(answer.status === 206 ? 206 : 200, {
      'content-type': answer.contentType,
      'content-disposition': `attachment; filename="${answer.filename.replace(/[^\w.-]/g, '_')}"`,
      ...passedOn(answer),
    });
    await pipeline(answer.body, res);
  } catch (error) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const shown = rangeRefusal(error);
    sendError(res, errorBody(shown, scope), shown);
  }
}

/**
 * bunny.net's 416 to the caller's Range: the range starts past the end of the file, which is what `curl -C -` asks for
 * when its copy is already whole. The caller's Range failed, not bunny.net, so it is BAD_USER_INPUT naming `Range`,
 * like a Range refused before the call; sendError answers it 416 with bunny.net's Content-Range, the file's size.
 */
function rangeRefusal(error: unknown): unknown {
  if (!(error instanceof GatewayError) || error.httpStatus !== UNSATISFIABLE) return error;
  const upstream = upstreamOf(error);
  const size = upstream?.contentRange?.split('/')[1];
  const message =
    `The Range header asks for bytes past the end of the file${size ? ` (${size} bytes)` : ''}: ` +
    'the download is already complete, or the range is not in the file.';
  return new GatewayError(message, {
    code: 'BAD_USER_INPUT',
    service: error.service,
    argument: 'Range',
    httpStatus: UNSATISFIABLE,
    upstream,
    cause: error,
  });
}

/** Range Not Satisfiable. */
const UNSATISFIABLE = 416;

/** The headers of bunny.net's answer a ranged download passes on, each only when it has a plain value. */
function passedOn(answer: DownloadAnswer): Record<string, string> {
  const headers: Record<string, string> = {};
  const plain = (value: string | undefined) => value !== undefined && /^[\x20-\x7e]{1,200}$/.test(value);
  if (plain(answer.contentLength) && /^\d+$/.test(answer.contentLength ?? ''))
    headers['content-length'] = answer.contentLength as string;
  if (plain(answer.contentRange)) headers['content-range'] = answer.contentRange as string;
  if (plain(answer.acceptRanges)) headers['accept-ranges'] = answer.acceptRanges as string;
  return headers;
}

function singleValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The body as JSON (empty: `{}`), at most `cap` bytes; BAD_USER_INPUT naming `body` otherwise. */
async function readJson(req: IncomingMessage, cap: number): Promise<unknown> {
  const raw = await readCapped(req, cap, 'gateway', req.headers['content-length']).catch(() => {
    throw badInput('gateway', 'body', `The request body must be JSON of at most ${cap} bytes.`);
  });
  try {
    return JSON.parse(raw.toString('utf8') || '{}');
  } catch {
    throw badInput('gateway', 'body', 'The request body must be JSON.');
  }
}

/**
 * The error finished as every GraphQL error is, by the same code as the result hooks (plugins/): the request id, no
 * name suggestion, and none of the request's credentials (bunny.net may echo the key it was sent).
 */
function errorBody(error: unknown, scope: RequestScope): object {
  const shown =
    error instanceof GatewayError
      ? error
      : createGraphQLError('Unexpected error.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  const tagged = taggedError(shown, scope.requestId, scope.config.fieldSuggestions);
  const { message, extensions } = scrubbedError(tagged, scope.secrets);
  return { errors: [{ message, extensions }] };
}

function sendError(res: ServerResponse, body: object, error: unknown): void {
  const { status, headers } = answerFor(error);
  sendJson(res, status, body, 'application/json', headers);
}

/**
 * The status of the error's code, except for a Range bunny.net could not satisfy: 416 with its Content-Range, which an
 * HTTP client reads as "the file is already whole" where a 400 would fail the download.
 */
function answerFor(error: unknown): { status: number; headers: Record<string, string> } {
  if (!(error instanceof GatewayError)) return { status: 500, headers: {} };
  if (error.code !== 'BAD_USER_INPUT' || error.httpStatus !== UNSATISFIABLE)
    return { status: httpStatusForCode(error.code), headers: {} };
  const contentRange = upstreamOf(error)?.contentRange;
  return { status: UNSATISFIABLE, headers: contentRange ? { 'content-range': contentRange } : {} };
}

const upstreamOf = (error: GatewayError) => error.extensions['upstream'] as UpstreamErrorDetails | undefined;
