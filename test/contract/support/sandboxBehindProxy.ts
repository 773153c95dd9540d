import { afterAll, beforeAll } from 'vitest';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../../src/sandbox/index.js';
import { startGateway, type TestGateway } from '../../support/gateway.js';
import { GATEWAY_ENV } from './operations.js';
import { startRecordingProxy, type RecordingProxy } from './recordingProxy.js';

export interface SandboxBehindProxy {
  /** The gateway whose bunny.net is the sandbox, through the proxy. */
  readonly gateway: TestGateway;
  /** What the gateway asked the sandbox and what it answered. */
  readonly proxy: RecordingProxy;
}

/**
 * The sandbox behind a recording proxy, and a gateway in front of both, for the tests of one describe block: the
 * contract suites read every exchange off the proxy and validate it against the published documents.
 */
export function useSandboxBehindProxy(options: SandboxOptions = {}): SandboxBehindProxy {
  let sandbox: Sandbox | undefined;
  let proxy: RecordingProxy | undefined;
  let gateway: TestGateway | undefined;

  beforeAll(async () => {
    sandbox = await startSandbox(options);
    proxy = await startRecordingProxy(sandbox.urls.api);
    gateway = await startGateway({ ...GATEWAY_ENV, BUNNY_API_URL: proxy.url });
  });

  afterAll(async () => {
    await gateway?.close();
    await proxy?.close();
    await sandbox?.close();
  });

  const started = <T>(part: T | undefined): T => {
    if (part === undefined) throw new Error('useSandboxBehindProxy: used outside a test');
    return part;
  };
  return {
    get gateway() {
      return started(gateway);
    },
    get proxy() {
      return started(proxy);
    },
  };
}
