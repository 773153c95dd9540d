import { expect, it, describe } from 'vitest';
import { TEST_KEY, type GraphQLResponse } from '../support/gateway.js';
import { useDocumentedUpstream } from './support/documentedAnswers.js';
import {
  documentedOperation,
  documentedStatuses,
  routeRequest,
  validateRequest,
  validateResponse,
  type Contract,
  type Variant,
} from './support/documents.js';
import {
  OPERATIONS,
  documentFor,
  expectedCode,
  nameOf,
  resultOf,
  type ContractOperation,
} from './support/operations.js';
import { describeContract } from './support/suite.js';

/**
 * The gateway against bunny.net's published OpenAPI documents (checked by Stoplight Prism): every upstream request
 * it makes validates against the document, and every documented answer (and random valid answers generated from
 * the schemas) maps to the right GraphQL result.
 */

const SEEDS = ['contract-1', 'contract-2', 'contract-3'];
const RANDOM_VARIANTS: Variant[] = ['full', 'sparse', 'bare', 'nulls'];
/** Generating sparse answers of deep records (a Storage Zone lists whole PullZoneModels) takes seconds each. */
const RANDOM_ANSWERS_TIMEOUT_MS = 60_000;

await describeContract('The gateway against bunny.net published OpenAPI documents', (contract: Contract) => {
  const upstream = useDocumentedUpstream(contract, ['api', 'video', 'originLogs']);
  const { exchanges } = upstream;

  const run = (operation: ContractOperation): Promise<GraphQLResponse> =>
    upstream.gateway.graphql(documentFor(operation), undefined, { AccessKey: TEST_KEY, ...operation.headers });

  function expectValidRequests(): void {
    expect(exchanges.length).toBeGreaterThan(0);
    for (const { host, request } of exchanges) {
      const routed = routeRequest(contract, host, request);
      expect(validateRequest(routed), `${request.method} ${request.url} against ${routed.doc}`).toEqual([]);
    }
  }

  describe('requests', () => {
    for (const operation of OPERATIONS) {
      it(`${nameOf(operation)} sends ${operation.method} ${operation.path} exactly as the document describes it`, async () => {
        const { body } = await run(operation);
        expect(body.errors).toBeUndefined();
        const documented = documentedOperation(contract, operation.host, operation.method, operation.path);
        const calls = exchanges.map((e) => routeRequest(contract, e.host, { ...e.request }).operation);
        expect(calls).toContain(documented.operation);
        expectValidRequests();
      });
    }

    const thumbnail = OPERATIONS.find((op) => op.field === 'setVideoThumbnail')!;

    it('setVideoThumbnail looks the library key up with a documented GET /videolibrary/{id} when no X-Library-Key is sent', async () => {
      const { body } = await upstream.gateway.graphql(documentFor(thumbnail));
      expect(body.errors).toBeUndefined();
      expect(exchanges.map((e) => `${e.host} ${e.request.method} ${e.request.url.split('?')[0]}`)).toEqual([
        expect.stringMatching(/^api GET \/videolibrary\/\d+$/),
        expect.stringMatching(/^video POST \/library\/\d+\/videos\/[^/]+\/thumbnail$/),
      ]);
      expectValidRequests();
    });

    it('setVideoThumbnail uploads a file as a documented application/octet-stream body', async () => {
      const form = new FormData();
      form.set(
        'operations',
        JSON.stringify({
          query:
            'mutation($f: File!) { setVideoThumbnail(input: { videoLibraryId: 240117, videoId: "v-1", thumbnail: $f }) { clientMutationId } }',
          variables: { f: null },
        }),
      );
      form.set('map', JSON.stringify({ 0: ['variables.f'] }));
      form.set('0', new Blob([Buffer.from('\x89PNG\r\n\x1a\n-contract-')], { type: 'image/png' }), 'thumb.png');
      const response = await fetch(`${upstream.gateway.url}/graphql`, {
        method: 'POST',
        body: form,
        headers: { AccessKey: TEST_KEY, 'X-Library-Key': 'library-key' },
      });
      expect(await response.json()).toEqual({ data: { setVideoThumbnail: { clientMutationId: null } } });
      expect(exchanges[0]?.request.headers['content-type']).toBe('application/octet-stream');
      expectValidRequests();
    });

    it('originErrorLogs sends a JWT the way the document JWTAuth scheme declares it', async () => {
      const origin = OPERATIONS.find((op) => op.field === 'originErrorLogs')!;
      const { body } = await upstream.gateway.graphql(documentFor(origin), undefined, {
        'X-Origin-Log-Token': 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln',
      });
      expect(body.errors).toBeUndefined();
      expectValidRequests();
    });
  });

  describe('documented responses', () => {
    for (const operation of OPERATIONS) {
      const documented = documentedOperation(contract, operation.host, operation.method, operation.path);
      for (const status of documentedStatuses(documented.operation)) {
        const code = expectedCode(status);
        it(`${nameOf(operation)} turns the documented HTTP ${status} answer into ${code ?? 'data'}`, async () => {
          upstream.target = { path: documented.operation.path, status, variant: 'static' };
          const { body } = await run(operation);
          expectAnswersValid();
          if (code === null) {
            expect(body.errors).toBeUndefined();
            expect(resultOf(body.data, operation)).not.toBeNull();
          } else {
            expect(resultOf(body.data, operation) ?? null).toBeNull();
            expect(body.errors?.map((e) => e.extensions?.['code'])).toEqual([code]);
          }
        });
      }
    }
  });

  describe('random valid responses', () => {
    for (const operation of OPERATIONS) {
      const documented = documentedOperation(contract, operation.host, operation.method, operation.path);
      const successes = documentedStatuses(documented.operation).filter((s) => s >= 200 && s < 300);
      it(
        `${nameOf(operation)} returns data without errors for ${successes.length * SEEDS.length * RANDOM_VARIANTS.length} generated success answers (every, some, no and null optional properties)`,
        async () => {
          expect(successes.length).toBeGreaterThan(0);
          for (const status of successes) {
            for (const variant of RANDOM_VARIANTS) {
              for (const seed of SEEDS) {
                exchanges.length = 0;
                upstream.target = { path: documented.operation.path, status, variant, seed };
                const { body } = await run(operation);
                const sent = exchanges
                  .find((e) => e.answer.status === status)
                  ?.answer.body.toString('utf8')
                  .slice(0, 2000);
                expectAnswersValid();
                expect(body.errors, `HTTP ${status} ${variant} seed ${seed}: ${sent}`).toBeUndefined();
                if (variant === 'full')
                  expect(resultOf(body.data, operation), `HTTP ${status} ${variant} seed ${seed}`).not.toBeNull();
              }
            }
          }
        },
        RANDOM_ANSWERS_TIMEOUT_MS,
      );
    }
  });

  /** The fake hosts' answers are themselves valid per the documents (the generator is trusted, not assumed). */
  function expectAnswersValid(): void {
    for (const { host, request, answer: sent } of exchanges) {
      const routed = routeRequest(contract, host, request);
      expect(validateResponse(routed, sent), `answer to ${request.method} ${request.url}`).toEqual([]);
    }
  }
});
