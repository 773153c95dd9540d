import type { ReceivedRequest } from '../../support/fakeUpstream.js';
import {
  documentedStatuses,
  encodeResponse,
  generateResponse,
  routeRequest,
  type Contract,
  type Host,
  type Variant,
} from './documents.js';
import { withProseSchemas } from './pagedAnswers.js';

/** The documented call under test, and the answer it gets: a status and a generator variant (with a seed). */
export interface AnswerTarget {
  /** The operation's documented path, as the router names it. */
  path: string;
  status: number;
  variant: Variant;
  seed?: string;
}

/** An answer a fake host sends, as it sent it. */
export interface DocumentedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * What a fake bunny.net host answers from the documents: a request that routes to the target's path gets the
 * target's status and variant; any other its operation's first documented success, from the documented examples,
 * so only the call under test varies. A success is generated for the media type the request accepts.
 */
export function documentedAnswer(
  contract: Contract,
  host: Host,
  request: ReceivedRequest,
  target: AnswerTarget | undefined,
): DocumentedAnswer {
  const routed = routeRequest(contract, host, request);
  const aimed = target !== undefined && routed.operation.path === target.path ? target : undefined;
  const status = aimed?.status ?? firstSuccess(routed.operation);
  const accept =
    status < 300 && typeof request.headers['accept'] === 'string' ? request.headers['accept'] : 'application/json';
  const generated = generateResponse(withProseSchemas(routed), status, aimed?.variant ?? 'static', aimed?.seed, accept);
  const { contentType, body } = encodeResponse(generated);
  return { status, headers: contentType ? { 'content-type': contentType } : {}, body };
}

function firstSuccess(operation: Parameters<typeof documentedStatuses>[0]): number {
  return Math.min(...documentedStatuses(operation).filter((status) => status >= 200 && status < 300));
}
