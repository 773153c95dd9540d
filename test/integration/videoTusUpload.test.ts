import { randomBytes } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { DetailedError, Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LIBRARY_ID } from '../../src/sandbox/fixtures.js';
import { accountIdForAccessKey, libraryKeyForAccount } from '../../src/sandbox/core/keys.js';
import { type Sandbox, startSandbox } from '../../src/sandbox/index.js';
import { startGateway, type TestGateway } from '../support/gateway.js';
import { estimateCalls } from '../support/sandboxGraph.js';

/**
 * A video larger than MAX_UPLOAD_BYTES goes to bunny.net's TUS endpoint (here the sandbox's) with tus-js-client and
 * nothing but createVideoTusUpload's answer: no key leaves the gateway. The connection is cut mid-way by a proxy in
 * front of the video host, and the client resumes from the offset the server kept.
 */

const MAX_UPLOAD_BYTES = 1024 * 1024;
const FILE = randomBytes(3 * MAX_UPLOAD_BYTES + 123);
const CUT_AFTER_BYTES = MAX_UPLOAD_BYTES + 4096;
const MUTATION = `mutation ($input: CreateVideoTusUploadInput!) { createVideoTusUpload(input: $input) {
  clientMutationId videoLibraryId videoId video { title status }
  tusUpload { endpoint headers { name value } metadata { name value } signature expirationTime expiresAt } } }`;

interface Pair {
  name: string;
  value: string;
}
interface TusAnswer {
  videoId: string;
  tusUpload: { endpoint: string; headers: Pair[]; metadata: Pair[]; expirationTime: number; expiresAt: string };
}

/** A TCP proxy to the video host that cuts the first PATCH's connection once `CUT_AFTER_BYTES` of it went through. */
interface CuttingProxy {
  url: string;
  cuts: number;
  close(): Promise<void>;
}

async function startCuttingProxy(target: string): Promise<CuttingProxy> {
  const { port } = new URL(target);
  const sockets = new Set<Socket>();
  const proxy: CuttingProxy = { url: '', cuts: 0, close: async () => undefined };
  const server: Server = createServer((client) => {
    const upstream = createConnection(Number(port), '127.0.0.1');
    sockets.add(client).add(upstream);
    let sent = 0;
    let patching = false;
    client.on('data', (chunk: Buffer) => {
      // A kept-alive connection carries several requests: count from the start of a PATCH.
      if (chunk.subarray(0, 6).toString() === 'PATCH ') {
        patching = true;
        sent = 0;
      }
      sent += chunk.length;
      if (patching && proxy.cuts === 0 && sent > CUT_AFTER_BYTES) {
        proxy.cuts += 1;
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on('error', () => upstream.destroy()).on('close', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  proxy.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return proxy;
}

const pairs = (list: Pair[]): Record<string, string> => Object.fromEntries(list.map((p) => [p.name, p.value]));

/** tus-js-client uploads `file` with the mutation's answer only; resolves with the upload's URL, or the refusal. */
function sendWithTus(answer: TusAnswer, file: Buffer, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: answer.tusUpload.endpoint,
      headers: { ...pairs(answer.tusUpload.headers), ...headers },
      metadata: pairs(answer.tusUpload.metadata),
      retryDelays: [0, 50, 100, 200],
      onSuccess: () => resolve(upload.url ?? ''),
      onError: reject,
    });
    upload.start();
  });
}

let skewMs = 0;
let sandbox: Sandbox;
let proxy: CuttingProxy;
let gw: TestGateway;
const KEY = `tus-account-${Date.now()}`;
const libraryKey = () => libraryKeyForAccount(accountIdForAccessKey(KEY), DEMO_LIBRARY_ID, 'readWrite');

beforeAll(async () => {
  sandbox = await startSandbox({ now: () => new Date(Date.now() + skewMs) });
  proxy = await startCuttingProxy(sandbox.urls.video);
  gw = await startGateway({
    BUNNY_API_URL: sandbox.urls.api,
    BUNNY_VIDEO_URL: proxy.url,
    MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES),
    LOG_LEVEL: 'debug',
  });
});
afterAll(async () => {
  await gw.close();
  await proxy.close();
  await sandbox.close();
});

async function signedUpload(input: Record<string, unknown>): Promise<TusAnswer> {
  const { body } = await gw.graphql(
    MUTATION,
    { input: { videoLibraryId: DEMO_LIBRARY_ID, title: 'Keynote 4K', ...input } },
    { AccessKey: KEY },
  );
  expect(body.errors).toBeUndefined();
  return (body.data as { createVideoTusUpload: TusAnswer }).createVideoTusUpload;
}

const videoStatus = async (videoId: string): Promise<unknown> => {
  const query = `{ video(videoLibraryId: ${DEMO_LIBRARY_ID}, videoId: "${videoId}") { status storageSize } }`;
  const { body } = await gw.graphql(query, {}, { AccessKey: KEY });
  return (body.data as { video: { status: string; storageSize: number } }).video;
};

describe('createVideoTusUpload', () => {
  it('creates the video and answers the endpoint, the signed headers and the metadata, with no key in them', async () => {
    const before = Date.now() / 1000;
    sandbox.clearRequests();
    const answer = await signedUpload({ clientMutationId: 'm1', filetype: 'video/mp4' });
    // The library's read (for its key) and the video's creation: within the budget the cost estimate announces.
    expect(sandbox.requests.map((r) => `${r.host} ${r.method}`)).toEqual(['api GET', 'video POST']);
    const input = { videoLibraryId: DEMO_LIBRARY_ID, title: 'Keynote 4K' };
    expect(estimateCalls(MUTATION, { input })).toBeGreaterThanOrEqual(sandbox.requests.length);
    expect(answer).toMatchObject({
      clientMutationId: 'm1',
      videoLibraryId: DEMO_LIBRARY_ID,
      video: { status: 'CREATED' },
    });
    expect(answer.tusUpload.endpoint).toBe(`${proxy.url}/tusupload`);
    expect(pairs(answer.tusUpload.headers)).toEqual({
      AuthorizationSignature: expect.stringMatching(/^[0-9a-f]{64}$/),
      AuthorizationExpire: String(answer.tusUpload.expirationTime),
      VideoId: answer.videoId,
      LibraryId: String(DEMO_LIBRARY_ID),
    });
    expect(pairs(answer.tusUpload.metadata)).toEqual({ filetype: 'video/mp4', title: 'Keynote 4K' });
    // One hour by default.
    expect(answer.tusUpload.expirationTime - before).toBeGreaterThan(3590);
    expect(answer.tusUpload.expirationTime - before).toBeLessThanOrEqual(3601);
    expect(new Date(answer.tusUpload.expiresAt).getTime()).toBe(answer.tusUpload.expirationTime * 1000);
    expect(JSON.stringify(answer)).not.toContain(libraryKey());
    expect(gw.rawLogs.join('\n')).not.toContain(libraryKey());
  });

  it('uploads a file larger than MAX_UPLOAD_BYTES with tus-js-client, resumes after a cut connection, and the video is encoded', async () => {
    expect(FILE.length).toBeGreaterThan(gw.config.limits.maxUploadBytes);
    const answer = await signedUpload({ title: 'Raw 4K footage' });
    sandbox.clearRequests();
    await sendWithTus(answer, FILE);

    expect(proxy.cuts).toBe(1);
    const tus = sandbox.requests.filter((request) => request.url.startsWith('/tusupload'));
    const offsets = tus.filter((r) => r.method === 'PATCH').map((r) => Number(r.headers['upload-offset']));
    expect(offsets[0]).toBe(0);
    // The resumed PATCH starts where the cut one stopped: neither from zero nor at the end.
    expect(offsets.at(-1)).toBeGreaterThan(0);
    expect(offsets.at(-1)).toBeLessThan(FILE.length);
    expect(tus.map((r) => r.method)).toContain('HEAD');
    // No request to the TUS endpoint carried a key: the signature is the whole credential.
    for (const request of tus) expect(request.headers['accesskey']).toBeUndefined();

    let video: unknown;
    const deadline = Date.now() + 15_000;
    do {
      video = await videoStatus(answer.videoId);
      if ((video as { status: string }).status === 'FINISHED') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } while (Date.now() < deadline);
    expect(video).toEqual({ status: 'FINISHED', storageSize: FILE.length });
  }, 30_000);

  it('refuses an upload whose signature was forged, with 401 and nothing stored', async () => {
    const answer = await signedUpload({});
    const forged = answer.tusUpload.headers
      .find((h) => h.name === 'AuthorizationSignature')
      ?.value.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const refusal = await sendWithTus(answer, FILE.subarray(0, 1000), { AuthorizationSignature: forged ?? '' }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(DetailedError);
    expect((refusal as DetailedError).originalResponse?.getStatus()).toBe(401);
    expect(await videoStatus(answer.videoId)).toEqual({ status: 'CREATED', storageSize: 0 });
  });

  it('refuses an upload once its signature expired', async () => {
    const answer = await signedUpload({ expiresInSeconds: 60 });
    skewMs = 61_000;
    try {
      const refusal = await sendWithTus(answer, FILE.subarray(0, 1000)).catch((error: unknown) => error);
      expect((refusal as DetailedError).originalResponse?.getStatus()).toBe(401);
    } finally {
      skewMs = 0;
    }
    expect(await videoStatus(answer.videoId)).toEqual({ status: 'CREATED', storageSize: 0 });
  });

  it('refuses a signature lifetime out of bounds, naming input.expiresInSeconds, before any call', async () => {
    sandbox.clearRequests();
    for (const expiresInSeconds of [59, 86_401]) {
      const { body } = await gw.graphql(
        MUTATION,
        { input: { videoLibraryId: DEMO_LIBRARY_ID, title: 'x', expiresInSeconds } },
        { AccessKey: KEY },
      );
      expect(body.errors?.[0]?.message).toMatch(/^input\.expiresInSeconds must be an integer from 60 to 86400/);
      expect(body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    }
    expect(sandbox.requests).toEqual([]);
  });

  it('refuses a filetype that is not a MIME type, naming input.filetype', async () => {
    const { body } = await gw.graphql(
      MUTATION,
      { input: { videoLibraryId: DEMO_LIBRARY_ID, title: 'x', filetype: 'video/mp4\r\nX: y' } },
      { AccessKey: KEY },
    );
    expect(body.errors?.[0]?.message).toMatch(/^input\.filetype must be a MIME type/);
  });
});
