import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVE_APP_ID,
  EXTERNAL_CERT_HOSTNAME,
  type Sandbox,
  startSandbox,
  WEB_PULL_ZONE_ID,
} from '../../../src/sandbox/index.js';
import { sandboxEnv, startGateway, type TestGateway } from '../../support/gateway.js';
import { subscribe } from '../../support/sse.js';

const KEY = 'sandbox-live-over-time';

let sandbox: Sandbox;
let gw: TestGateway;

beforeAll(async () => {
  sandbox = await startSandbox({ changesOverTime: true });
  gw = await startGateway(
    sandboxEnv(sandbox, {
      LIVE_POLL_INTERVAL_MS: '200',
      LIVE_POLLS_PER_KEY_PER_MINUTE: '1000',
      LOG_LEVEL: 'error',
    }),
  );
});

afterAll(async () => {
  await gw.close();
  await sandbox.close();
});

/** bunny.net's own API on the sandbox, as a deploy script or the dashboard would call it. */
const api = (method: string, path: string) =>
  fetch(`${sandbox.urls.api}${path}`, { method, headers: { AccessKey: KEY } });

describe('The sandbox changes states over time (npm run dev), so polled subscriptions show them live', () => {
  it('rolls a deployed container app out region by region, then reports it ACTIVE', async () => {
    const query = `subscription ($appId: ID!) { containerAppStatusChanged(appId: $appId) {
      status configuration { instances { podId } } } }`;
    const stream = await subscribe(gw.url, query, { appId: ACTIVE_APP_ID }, { AccessKey: KEY });
    await stream.next();
    expect((await api('POST', `/mc/apps/${ACTIVE_APP_ID}/deploy`)).status).toBe(200);
    const seen: string[] = [];
    while (!seen.includes('ACTIVE 3')) {
      const event = (await stream.next(5_000)).data as {
        containerAppStatusChanged: { status: string; configuration: { instances: { podId: string }[] } };
      };
      const { status, configuration } = event.containerAppStatusChanged;
      const pods = new Set(configuration.instances.map((instance) => instance.podId));
      seen.push(`${status} ${pods.size}`);
    }
    // Its three regions (DE, SG, NY) come up one at a time, a pod each.
    expect(seen).toEqual(['PROGRESSING 0', 'PROGRESSING 1', 'PROGRESSING 2', 'ACTIVE 3']);
    stream.close();
  });

  it('leaves a free certificate pending for a few seconds, then issues it', async () => {
    const query = `subscription ($pullZoneId: SafeInt!) { pullZoneCertificateStatusChanged(pullZoneId: $pullZoneId) {
      hostnames { value hasCertificate } } }`;
    const stream = await subscribe(gw.url, query, { pullZoneId: WEB_PULL_ZONE_ID }, { AccessKey: KEY });
    const certificate = (event: { data?: unknown }) =>
      (
        event.data as { pullZoneCertificateStatusChanged: { hostnames: { value: string; hasCertificate: boolean }[] } }
      ).pullZoneCertificateStatusChanged.hostnames.find((one) => one.value === EXTERNAL_CERT_HOSTNAME)?.hasCertificate;
    expect(certificate(await stream.next())).toBe(false);
    const loadedAt = Date.now();
    expect((await api('GET', `/pullzone/loadFreeCertificate?hostname=${EXTERNAL_CERT_HOSTNAME}`)).status).toBe(200);
    // Pending: nothing changes at once, then the certificate is there.
    expect(certificate(await stream.next(6_000))).toBe(true);
    expect(Date.now() - loadedAt).toBeGreaterThanOrEqual(2_500);
    stream.close();
  });
});
