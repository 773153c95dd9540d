import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  startFakeUpstream,
  type FakeAnswer,
  type FakeUpstream,
  type ReceivedRequest,
} from '../../support/fakeUpstream.js';
import { startGateway, type TestGateway } from '../../support/gateway.js';
import {
  documentedStatuses,
  encodeResponse,
  generateResponse,
  routeRequest,
  type Contract,
  type Host,
  type Variant,
} from './documents.js';
import { GATEWAY_ENV } from './operations.js';
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

/** A request a fake host answered from the documents, and its answer. */
export interface Exchange {
  host: Host;
  request: ReceivedRequest;
  answer: DocumentedAnswer;
}

/** Fake bunny.net hosts answering from the documents, and the gateway in front of them, for one suite. */
export interface DocumentedUpstream {
  readonly gateway: TestGateway;
  /** The documented answers sent since the test began (or since the test emptied it). */
  readonly exchanges: Exchange[];
  /** The call under test this test aims at; cleared before each test. */
  target: AnswerTarget | undefined;
}

const URL_SETTINGS: Record<Host, string> = {
  api: 'BUNNY_API_URL',
  video: 'BUNNY_VIDEO_URL',
  originLogs: 'BUNNY_ORIGIN_LOG_URL',
};

/**
 * Starts a fake host per `hosts` and the gateway (contract settings) in front of them for the suite. Each request
 * gets its documented answer (`documentedAnswer`) unless `answerFirst` answers it: calls not under test that a
 * suite answers itself.
 */
export function useDocumentedUpstream(
  contract: Contract,
  hosts: readonly Host[] = ['api'],
  answerFirst: (request: ReceivedRequest) => FakeAnswer | undefined = () => undefined,
): DocumentedUpstream {
  const fakes: FakeUpstream[] = [];
  let gateway: TestGateway | undefined;
  const upstream: DocumentedUpstream = {
    get gateway() {
      if (gateway === undefined) throw new Error('useDocumentedUpstream: used outside a test');
      return gateway;
    },
    exchanges: [],
    target: undefined,
  };

  function answer(host: Host, request: ReceivedRequest): FakeAnswer {
    const own = answerFirst(request);
    if (own !== undefined) return own;
    const sent = documentedAnswer(contract, host, request, upstream.target);
    upstream.exchanges.push({ host, request, answer: sent });
    return sent;
  }

  beforeAll(async () => {
    const env: Record<string, string> = { ...GATEWAY_ENV };
    for (const host of hosts) {
      const fake = await startFakeUpstream((request) => answer(host, request));
      fakes.push(fake);
      env[URL_SETTINGS[host]] = fake.url;
    }
    gateway = await startGateway(env);
  });

  afterAll(async () => {
    await gateway?.close();
    await Promise.all(fakes.map((fake) => fake.close()));
  });

  beforeEach(() => {
    upstream.exchanges.length = 0;
    upstream.target = undefined;
  });

  return upstream;
}
