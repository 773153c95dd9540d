import { expect, it } from 'vitest';
import { ACTIVE_APP_ID } from '../../src/sandbox/index.js';
import type { ReceivedRequest } from '../support/fakeUpstream.js';
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
import { documentFor, expectedCode } from './support/operations.js';
import { describeContract } from './support/suite.js';

/**
 * `containerApp` and its links against magic-containers-api.json: one query selecting every field makes
 * `GET /mc/apps/{appId}` and one read per link (endpoints, volumes, a container, autoscaling, region settings,
 * statistics, summary, overview, log forwarding). Every request validates, and each documented answer of each read maps
 * to the right result: on the application's read the whole `containerApp` is null with the error; on a link's read
 * only that link is, and the application is still answered. A 404 of the log forwarding is no error: the application
 * forwards none, and `logForwarding` is null.
 */

const LINKS = {
  '/apps/{appId}/endpoints': 'endpoints',
  '/apps/{appId}/volumes': 'volumes',
  '/apps/{appId}/containers/{containerId}': 'container',
  '/apps/{appId}/autoscaling': 'autoScaling',
  '/apps/{appId}/region-settings': 'regionSettings',
  '/apps/{appId}/statistics': 'statistics',
  '/apps/{appId}/summary': 'summary',
  '/apps/{appId}/overview': 'overview',
  '/log/forwarding/{appId}': 'logForwarding',
} as const;
/** The links whose documented 404 means "none" rather than an error. */
const NONE_ON_404: readonly string[] = ['logForwarding'];
const READS = ['/apps/{appId}', ...Object.keys(LINKS)];
const SEEDS = ['contract-1', 'contract-2', 'contract-3'];
/**
 * The generator's `sparse` variant of the Application record draws arrays of random length: 2 to 7 MB bodies, past
 * the gateway's MAX_UPSTREAM_JSON_BYTES (5 MiB), so no gateway could answer them; the other variants cover its
 * optional and null properties. The lists' `sparse` answers stay small and are checked.
 */
const variantsOf = (path: string): Variant[] =>
  path === '/apps/{appId}' ? ['full', 'bare', 'nulls'] : ['full', 'sparse', 'bare', 'nulls'];

const CHART = '{ at value }';
/** The links with required arguments, which `documentFor` leaves out, each with its whole selection. */
const ARGUMENT_LINKS = `
  container(containerId: "Kj7mNp3qRx") { id containerId appId name image imageName imageNamespace imageTag
    imageRegistryId imageDigest imagePullPolicy packageId environmentVariableNames
    entryPoint { command arguments workingDirectory }
    probes { startup { ...probe } readiness { ...probe } liveness { ...probe } }
    volumeMounts { name mountPath } endpoints { id endpointId type publicHost pullZoneId portMappings { containerPort } } }
  statistics(from: "2026-11-20T00:00:00Z", to: "2026-11-21T00:00:00Z", granularity: HOURLY) {
    targetLatency ${CHART} latency ${CHART} activeRegions ${CHART} instances ${CHART} cpuUsage ${CHART} ramUsage ${CHART}
    traffic ${CHART} volumesUsage ${CHART} volumesCapacity ${CHART}
    volumesUsageByVolume { volume points ${CHART} } volumesCapacityByVolume { volume points ${CHART} } }`;
const PROBE = `fragment probe on ContainerProbe { initialDelaySeconds periodSeconds timeoutSeconds failureThreshold
  successThreshold httpGet { path port expectedStatus } tcpSocket { port } grpc { port serviceName } }`;

const QUERY = `${documentFor(
  {
    field: 'containerApp',
    kind: 'query',
    args: () => `appId: "${ACTIVE_APP_ID}"`,
    host: 'api',
    method: 'GET',
    path: '/mc/apps/{appId}',
  },
  Object.values(LINKS),
).replace(/ \} \}$/, ` ${ARGUMENT_LINKS} } }`)}
${PROBE}`;

await describeContract('containerApp and its links against magic-containers-api.json', (contract: Contract) => {
  const upstream = useDocumentedUpstream(contract);
  const { exchanges } = upstream;

  const routed = (request: ReceivedRequest) => routeRequest(contract, 'api', { ...request });

  const run = (): Promise<GraphQLResponse> => upstream.gateway.graphql(QUERY, undefined, { AccessKey: TEST_KEY });

  /** The reads made are `reads`, and every request and answer validates. */
  function expectValidExchanges(reads: readonly string[] = READS): void {
    expect(exchanges.map((e) => routed(e.request).operation.path).sort()).toEqual([...reads].sort());
    for (const { request, answer: sent } of exchanges) {
      const what = `${request.method} ${request.url}`;
      expect(validateRequest(routed(request)), what).toEqual([]);
      expect(validateResponse(routed(request), sent), what).toEqual([]);
    }
  }

  it('sends the application read and each link read exactly as the document describes them', async () => {
    const { body } = await run();
    expect(body.errors).toBeUndefined();
    expectValidExchanges();
  });

  for (const path of READS) {
    const documented = documentedOperation(contract, 'api', 'GET', `/mc${path}`);
    const link = LINKS[path as keyof typeof LINKS];
    for (const status of documentedStatuses(documented.operation)) {
      const code = expectedCode(status);
      it(`turns the documented HTTP ${status} answer of GET /mc${path} into ${code ?? 'data'}`, async () => {
        upstream.target = { path, status, variant: 'static' };
        const { body } = await run();
        const app = body.data?.['containerApp'] as Record<string, unknown> | null | undefined;
        // A failed application read makes no link read.
        expectValidExchanges(code !== null && !link ? ['/apps/{appId}'] : READS);
        if (code === null || (status === 404 && NONE_ON_404.includes(link ?? ''))) {
          expect(body.errors).toBeUndefined();
          expect(app).not.toBeNull();
          if (code !== null && link) expect(app?.[link]).toBeNull();
        } else {
          expect(body.errors?.map((e) => [e.extensions?.['code'], e.path])).toEqual([
            [code, link ? ['containerApp', link] : ['containerApp']],
          ]);
          if (link) expect(app?.[link]).toBeNull();
          else expect(app ?? null).toBeNull();
        }
      });
    }

    const variants = variantsOf(path);
    it(`answers without errors for ${variants.length * SEEDS.length} generated success answers of GET /mc${path}`, async () => {
      for (const variant of variants) {
        for (const seed of SEEDS) {
          exchanges.length = 0;
          upstream.target = { path, status: 200, variant, seed };
          const { body } = await run();
          expect(body.errors, `${variant} ${seed}`).toBeUndefined();
          expect(body.data?.['containerApp'], `${variant} ${seed}`).not.toBeNull();
          expectValidExchanges();
        }
      }
    });
  }
});
