import { describe, expect, it } from 'vitest';
import type { SandboxOptions } from '../../../src/sandbox/index.js';
import type { FakeAnswer, ReceivedRequest } from '../../support/fakeUpstream.js';
import { TEST_KEY, type TestGateway } from '../../support/gateway.js';
import { useDocumentedUpstream } from './documentedAnswers.js';
import {
  documentedOperation,
  documentedStatuses,
  routeRequest,
  validateRequest,
  validateResponse,
  type Contract,
  type Violation,
} from './documents.js';
import { SANDBOX_DEMO_KEY } from '../../../src/sandbox/index.js';
import { expectedCode } from './operations.js';
import { useSandboxBehindProxy } from './sandboxBehindProxy.js';

/** One call the graph makes below its root (a link), or beside it (an upload, a download), and how to cause it. */
export interface LinkCall {
  /** What the request reads or sends. */
  readonly name: string;
  readonly method: string;
  /** The documented path of the call under test. */
  readonly path: string;
  /** What the document cannot say of the request, e.g. a body it does not describe; nothing by default. */
  readonly requestViolations?: readonly Violation[];
  /** Sends it through the gateway: the HTTP status and the JSON body of the gateway's answer. */
  send(gateway: TestGateway, key: string): Promise<{ status: number; body: Record<string, unknown> }>;
}

/** A link the graph follows for one GraphQL query. */
export function graphqlLink(name: string, path: string, query: string, method = 'GET'): LinkCall {
  return {
    name,
    method,
    path,
    async send(gateway, key) {
      const { status, body } = await gateway.graphql(query, undefined, { AccessKey: key });
      return { status, body: body as Record<string, unknown> };
    },
  };
}

export interface LinkContractOptions {
  /** Answers for the calls that are not under test, before the documents' generated ones (e.g. a Pull Zone). */
  readonly otherAnswers?: (request: ReceivedRequest) => FakeAnswer | undefined;
  /** The requests that are validated against the documents, by their URL (default: every one). */
  readonly underTest?: (url: string) => boolean;
  /** The sandbox's options, e.g. fewer event-log rows. */
  readonly sandbox?: SandboxOptions;
}

/** The error codes of an answer, from GraphQL's `errors` or a download route's. */
const codesOf = (body: Record<string, unknown>): Set<unknown> =>
  new Set(((body['errors'] ?? []) as { extensions?: { code?: string } }[]).map((error) => error.extensions?.code));

/**
 * The contract of links against bunny.net's published documents (host `api`): each request the gateway sends
 * validates, each documented status of the linked call becomes data or the graph's code for it, each generated
 * success answer becomes data, and the sandbox's requests and answers for the same calls validate too.
 */
export function describeLinkContract(
  contract: Contract,
  calls: readonly LinkCall[],
  options: LinkContractOptions = {},
): void {
  describe('the gateway against answers generated from the documents', () => {
    const upstream = useDocumentedUpstream(contract, ['api'], options.otherAnswers);

    function expectValidRequests(call: LinkCall): void {
      const sent = upstream.exchanges.filter(({ request }) => options.underTest?.(request.url) ?? true);
      const operations = sent.map(({ request }) => routeRequest(contract, 'api', request));
      expect(operations.map((routed) => routed.operation.path)).toContain(call.path);
      for (const routed of operations) expect(validateRequest(routed)).toEqual(call.requestViolations ?? []);
    }

    for (const call of calls) {
      const { operation } = documentedOperation(contract, 'api', call.method, call.path);
      for (const status of documentedStatuses(operation)) {
        const code = expectedCode(status);
        it(`${call.name}: ${call.method} ${call.path} answered HTTP ${status} becomes ${code ?? 'data'}`, async () => {
          upstream.target = { path: call.path, status, variant: 'static' };
          const { body } = await call.send(upstream.gateway, TEST_KEY);
          expectValidRequests(call);
          if (code === null) expect(body['errors']).toBeUndefined();
          else expect(codesOf(body)).toEqual(new Set([code]));
        });
      }

      it(`${call.name}: every generated success answer of ${call.method} ${call.path} becomes data without errors`, async () => {
        for (const status of documentedStatuses(operation).filter((s) => s >= 200 && s < 300)) {
          for (const variant of ['full', 'sparse', 'bare', 'nulls'] as const) {
            upstream.target = { path: call.path, status, variant };
            const { body } = await call.send(upstream.gateway, TEST_KEY);
            expect(body['errors'], `HTTP ${status} ${variant}`).toBeUndefined();
          }
        }
      }, 60_000);
    }
  });

  describe('the sandbox', () => {
    const sandbox = useSandboxBehindProxy(options.sandbox);

    for (const call of calls) {
      it(`${call.name}: the sandbox's requests and answers match the documents`, async () => {
        sandbox.proxy.exchanges.length = 0;
        const { status, body } = await call.send(sandbox.gateway, SANDBOX_DEMO_KEY);
        expect(body['errors']).toBeUndefined();
        expect(status).toBe(200);
        const paths = sandbox.proxy.exchanges.map(({ request, response }) => {
          const routed = routeRequest(contract, 'api', request);
          expect(validateRequest(routed), `${request.method} ${request.url}`).toEqual(call.requestViolations ?? []);
          expect(validateResponse(routed, response), `answer to ${request.url}`).toEqual([]);
          return routed.operation.path;
        });
        expect(paths).toContain(call.path);
      });
    }
  });
}
