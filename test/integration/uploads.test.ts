import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_KEY, startGateway, type GraphQLResponse, type TestGateway } from '../support/gateway.js';
import { inHalves, multipartPieces, sendMultipart, type MultipartUpload } from '../support/multipartUpload.js';
import { until } from '../support/until.js';

/**
 * Thumbnail uploads are streamed: bunny.net receives the first bytes while the caller is still sending the rest,
 * an oversized file aborts the upstream request, and the file can only arrive as a multipart file part.
 */

const MUTATION =
  'mutation($f: File!) { setVideoThumbnail(input: { videoLibraryId: 3001, videoId: "vid-1", thumbnail: $f }) { clientMutationId } }';
const BOUNDARY = 'gateway-test-boundary';

/** The video host: counts body bytes as they arrive, answers once the body ends (or notes that it was cut off). */
interface VideoHost {
  url: string;
  received: number;
  requests: number;
  completed: Buffer[];
  aborted: number;
  close(): Promise<void>;
}

async function startVideoHost(): Promise<VideoHost> {
  const host: Omit<VideoHost, 'url' | 'close'> = { received: 0, requests: 0, completed: [], aborted: 0 };
  const server: Server = createServer((req, res) => {
    host.requests += 1;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      host.received += chunk.length;
      chunks.push(chunk);
    });
    req.on('end', () => {
      host.completed.push(Buffer.concat(chunks));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, message: 'OK', statusCode: 200 }));
    });
    req.on('aborted', () => (host.aborted += 1));
    req.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(host, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

const UPLOAD: MultipartUpload = {
  boundary: BOUNDARY,
  mutation: MUTATION,
  fileName: 'thumb.png',
  contentType: 'image/png',
  libraryKey: 'library-key',
};

const multipart = (file: Buffer) => multipartPieces(UPLOAD, file);

/** Sends the body by hand; `between` runs after the first half of the file is written and before the rest. */
const sendUpload = (url: string, file: Buffer, between: () => Promise<void>, tail?: Buffer) =>
  sendMultipart(url, UPLOAD, file, inHalves(file, between), tail);

let video: VideoHost;
let gw: TestGateway;

/** A port on 127.0.0.1 that refuses connections: the api host, for the library-key look-up that must fail. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  video = await startVideoHost();
  gw = await startGateway({
    BUNNY_VIDEO_URL: video.url,
    BUNNY_API_URL: `http://127.0.0.1:${await closedPort()}`,
    MAX_UPLOAD_BYTES: String(4 * 1024 * 1024),
    RETRY_MAX: '0',
  });
});
afterAll(async () => {
  await gw.close();
  await video.close();
});
beforeEach(() => {
  Object.assign(video, { received: 0, requests: 0, completed: [], aborted: 0 });
});

describe('streamed thumbnail uploads', () => {
  it('reach bunny.net while the caller is still sending, intact', async () => {
    const file = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < file.length; i += 1) file[i] = (i * 7) % 253;
    const { status, body } = await sendUpload(gw.url, file, () =>
      until(() => video.received >= 512 * 1024, 5_000, 'bunny.net received the first half'),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ data: { setVideoThumbnail: { clientMutationId: null } } });
    expect(video.completed).toHaveLength(1);
    expect(video.completed[0]?.equals(file)).toBe(true);
  });

  it('a file over MAX_UPLOAD_BYTES fails the field naming thumbnail, and the upstream request is cut off', async () => {
    // Within the request's declared-size limit (upload limit + JSON limit), so it is the streamed count that stops it.
    const file = Buffer.alloc(4 * 1024 * 1024 + 50 * 1024, 1);
    const { body } = await sendUpload(gw.url, file, () =>
      until(() => video.received > 0, 5_000, 'bunny.net received the start'),
    );
    expect(body.data).toEqual({ setVideoThumbnail: null });
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', argument: 'input.thumbnail' } });
    expect(body.errors?.[0]?.message).toBe(`The thumbnail is larger than ${4 * 1024 * 1024} bytes.`);
    await until(() => video.aborted === 1, 5_000, 'the upstream request was aborted');
    expect(video.completed).toHaveLength(0);
    expect(video.received).toBeLessThanOrEqual(4 * 1024 * 1024);
  });

  it('a thumbnail sent as a JSON value is refused naming the argument, with no upstream call', async () => {
    for (const value of ['gateway-upload:0', { name: 'a.png' }]) {
      const { body } = await gw.graphql(MUTATION, { f: value });
      expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', argument: 'input.thumbnail' } });
    }
    expect(video.requests).toBe(0);
  });

  it('one file given to two fields goes to the first only; the second is refused naming thumbnail', async () => {
    const form = new FormData();
    const twice = `mutation($f: File!) {
      first: setVideoThumbnail(input: { videoLibraryId: 3001, videoId: "vid-1", thumbnail: $f }) { clientMutationId }
      second: setVideoThumbnail(input: { videoLibraryId: 3001, videoId: "vid-2", thumbnail: $f }) { clientMutationId } }`;
    form.set('operations', JSON.stringify({ query: twice, variables: { f: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.f'] }));
    const file = Buffer.alloc(64 * 1024, 3);
    form.set('0', new Blob([file], { type: 'image/png' }), 'a.png');
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { AccessKey: TEST_KEY, 'X-Library-Key': 'library-key' },
    });
    const body = (await response.json()) as GraphQLResponse['body'];
    expect(body.data).toEqual({ first: { clientMutationId: null }, second: null });
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]).toMatchObject({
      path: ['second'],
      extensions: { code: 'BAD_USER_INPUT', argument: 'input.thumbnail' },
    });
    expect(video.completed).toHaveLength(1);
    expect(video.completed[0]?.equals(file)).toBe(true);
  });

  it('a refused request still reads the whole upload and keeps the connection usable', async () => {
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query:
          'mutation($f: File!) { setVideoThumbnail(input: { videoLibraryId: 3001, videoId: "../x", thumbnail: $f }) { clientMutationId } }',
        variables: { f: null },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.f'] }));
    form.set('0', new Blob([Buffer.alloc(1024 * 1024, 2)], { type: 'image/png' }), 'a.png');
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { AccessKey: TEST_KEY, 'X-Library-Key': 'library-key' },
    });
    const body = (await response.json()) as GraphQLResponse['body'];
    expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', argument: 'input.videoId' } });
    expect(video.requests).toBe(0);
    const again = await gw.graphql('{ __typename }');
    expect(again.body).toEqual({ data: { __typename: 'Query' } });
  });
});

/** Writes raw bytes on one socket and collects what comes back until `done` says so, the server closes it, or `ms` pass. */
function rawExchange(
  url: string,
  chunks: Buffer[],
  ms: number,
  done: (received: string) => boolean = () => false,
): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (data) => {
      received += data.toString('latin1');
      if (done(received)) socket.destroy();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
    setTimeout(() => {
      socket.destroy();
      resolve(received);
    }, ms);
    for (const chunk of chunks) socket.write(chunk);
  });
}

function rawRequest(body: Buffer, extraHeaders = ''): Buffer {
  return Buffer.from(
    `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nAccessKey: ${TEST_KEY}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
      `Content-Length: ${body.length}\r\n${extraHeaders}\r\n`,
  );
}

describe('uploads that go wrong', () => {
  it('a body that ends inside the file is refused with 400, bunny.net gets nothing, and the gateway lives on', async () => {
    const { head } = multipart(Buffer.alloc(0));
    const body = Buffer.concat([head, Buffer.alloc(1024, 5)]);
    const answer = await rawExchange(
      gw.url,
      [rawRequest(body, 'X-Library-Key: library-key\r\n'), body],
      5_000,
      (received) => /\r\n\r\n\{.*\}$/s.test(received),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    const json = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as GraphQLResponse['body'];
    expect(json.errors?.[0]?.message).toBe('The multipart body is malformed or ends before its closing boundary.');
    expect(video.completed).toHaveLength(0);
    expect((await gw.graphql('{ __typename }')).body).toEqual({ data: { __typename: 'Query' } });
  });

  it('a failure after the file started flowing still reads the whole upload: the next request on the connection is answered', async () => {
    const file = Buffer.alloc(3 * 1024 * 1024, 6);
    const { head, tail } = multipart(file);
    const body = Buffer.concat([head, file, tail]);
    // No X-Library-Key: the key is looked up on the api host, which refuses connections, so the call fails after
    // the resolver has started reading the file.
    const followUp = Buffer.from(
      'POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 23\r\n\r\n{"query":"{__typename}"}'.replace(
        '23',
        String('{"query":"{__typename}"}'.length),
      ),
    );
    const answer = await rawExchange(gw.url, [rawRequest(body), body, followUp], 8_000, (received) =>
      received.includes('{"data":{"__typename":"Query"}}'),
    );
    const responses = answer.split(/(?=HTTP\/1\.1 )/);
    expect(responses).toHaveLength(2);
    expect(responses[0]).toContain('"setVideoThumbnail":null');
    expect(responses[0]).toContain('"code":"UPSTREAM_UNAVAILABLE"');
    expect(responses[1]).toContain('{"data":{"__typename":"Query"}}');
    expect(video.requests).toBe(0);
  });

  it('a file named in map but never sent, and variables that are not an object, are refused with 400', async () => {
    for (const [operations, map] of [
      [{ query: MUTATION, variables: { f: null } }, { 0: ['variables.f'] }],
      [{ query: MUTATION, variables: 'f' }, {}],
    ]) {
      const form = new FormData();
      form.set('operations', JSON.stringify(operations));
      form.set('map', JSON.stringify(map));
      const response = await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        body: form,
        headers: { AccessKey: TEST_KEY },
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as GraphQLResponse['body'];
      expect(body.errors?.[0]?.extensions?.['requestId']).toBe(response.headers.get('x-request-id'));
    }
    expect(video.requests).toBe(0);
  });

  it.each([
    [
      'a String variable',
      'mutation($t: String!) { setVideoThumbnail(input: { videoLibraryId: 3001, videoId: $t, thumbnailUrl: "https://img.example.com/a.png" }) { clientMutationId } }',
      { t: null },
      'variables.t',
      'The file is mapped to variables.t, whose type is String, not File.',
    ],
    [
      'a String field of an input object variable',
      'mutation($in: SetVideoThumbnailInput!) { setVideoThumbnail(input: $in) { clientMutationId } }',
      { in: { videoLibraryId: 3001, videoId: null, thumbnailUrl: 'https://img.example.com/a.png' } },
      'variables.in.videoId',
      'The file is mapped to variables.in.videoId, whose type is ID, not File.',
    ],
    [
      'a variable the operation does not declare',
      MUTATION,
      { f: null, g: null },
      'variables.g',
      'The file is mapped to variables.g, which the operation does not declare.',
    ],
  ])(
    'a file mapped to %s is refused naming it, and nothing reaches bunny.net',
    async (_, query, variables, path, message) => {
      const form = new FormData();
      form.set('operations', JSON.stringify({ query, variables }));
      form.set('map', JSON.stringify({ 0: [path] }));
      form.set('0', new Blob([Buffer.from('not a name')], { type: 'text/plain' }), 'f.txt');
      const response = await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        body: form,
        headers: { AccessKey: TEST_KEY },
      });
      const body = (await response.json()) as GraphQLResponse['body'];
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect(video.requests).toBe(0);
    },
  );

  it('a refusal made before yoga runs still carries the CORS headers', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: MUTATION }));
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { origin: 'https://app.example.com' },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
  });

  it('an upload the caller abandons is logged as aborted (499) and the upstream request is cut off', async () => {
    const file = Buffer.alloc(2 * 1024 * 1024, 7);
    const { head, tail } = multipart(file);
    const body = Buffer.concat([head, file, tail]);
    const requestId = '6f3c1f8e-3d0a-4d5e-9a1b-2c3d4e5f6a7b';
    const socket = connect(Number(new URL(gw.url).port), '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write(rawRequest(body, `X-Library-Key: library-key\r\nx-request-id: ${requestId}\r\n`));
    socket.write(body.subarray(0, head.length + 1024 * 1024));
    await until(() => video.received > 0, 5_000, 'bunny.net received the start');
    socket.destroy();
    await until(() => video.aborted === 1, 5_000, 'the upstream request was aborted');
    await until(
      () => gw.logs.some((line) => line['requestId'] === requestId && line['msg'] === 'request'),
      5_000,
      'the request was logged',
    );
    expect(gw.logs.find((line) => line['requestId'] === requestId && line['msg'] === 'request')).toMatchObject({
      http: { status: 499, aborted: true },
    });
  });
});

describe('multipart is strict', () => {
  const part = (headers: string, value: string | Buffer) =>
    Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(value), Buffer.from('\r\n')]);
  const filePart = (name: string, file: Buffer) =>
    part(`Content-Disposition: form-data; name="${name}"; filename="t.png"\r\nContent-Type: image/png`, file);
  const field = (name: string, value: string) => part(`Content-Disposition: form-data; name="${name}"`, value);
  const operations = field('operations', JSON.stringify({ query: MUTATION, variables: { f: null } }));
  const map = field('map', JSON.stringify({ 0: ['variables.f'] }));
  const end = Buffer.from(`--${BOUNDARY}--\r\n`);
  const PART_AFTER_FILE = 'One file per request, as the last part: nothing may follow the file part.';

  async function post(parts: Buffer[]): Promise<{ status: number; message: string | undefined }> {
    const response = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        AccessKey: TEST_KEY,
        'X-Library-Key': 'library-key',
      },
      body: Buffer.concat([...parts, end]),
    });
    const body = (await response.json()) as GraphQLResponse['body'];
    return { status: response.status, message: body.errors?.[0]?.message };
  }

  it('two file parts with the same name are refused with 400, and nothing reaches bunny.net', async () => {
    const file = Buffer.alloc(1024, 2);
    const answer = await post([operations, map, filePart('0', file), filePart('0', file)]);
    expect(answer).toEqual({ status: 400, message: PART_AFTER_FILE });
    expect(video.requests).toBe(0);
  });

  it('a field after the file, or a field sent twice, is refused with 400, and nothing reaches bunny.net', async () => {
    const file = Buffer.alloc(1024, 2);
    const after = await post([operations, map, filePart('0', file), field('extra', '{}')]);
    expect(after).toEqual({ status: 400, message: PART_AFTER_FILE });
    const twice = await post([operations, operations, filePart('0', file)]);
    expect(twice).toEqual({ status: 400, message: 'The operations field is sent twice.' });
    expect(video.requests).toBe(0);
  });

  it('a file part the map does not name is refused with 400, and nothing reaches bunny.net', async () => {
    const answer = await post([operations, map, filePart('1', Buffer.alloc(16, 2))]);
    expect(answer).toEqual({ status: 400, message: 'The file part "1" is not named in the map field.' });
    expect(video.requests).toBe(0);
  });

  it('variables nested deeper than MAX_NESTING_DEPTH are refused naming the variable (200 to a client that accepts any type)', async () => {
    const deep = `${'['.repeat(5_000)}1${']'.repeat(5_000)}`;
    const query = JSON.stringify(MUTATION);
    const deepOperations = field('operations', `{"query":${query},"variables":{"f":null,"g":${deep}}}`);
    const answer = await post([deepOperations, map, filePart('0', Buffer.alloc(16, 2))]);
    // BAD_USER_INPUT, as for a JSON POST: 400 to application/graphql-response+json, 200 to */* (docs/errors.md).
    expect(answer).toEqual({
      status: 200,
      message: 'The variable $g is nested deeper than 64 levels (MAX_NESTING_DEPTH).',
    });
    expect(video.requests).toBe(0);
  });

  it('a part after a file that is already streaming cuts bunny.net’s request off before it completes', async () => {
    const file = Buffer.alloc(2 * 1024 * 1024, 4);
    const second = Buffer.concat([Buffer.from('\r\n'), filePart('0', Buffer.from('more')), end]);
    const { status, body } = await sendUpload(
      gw.url,
      file,
      () => until(() => video.received > 0, 5_000, 'bunny.net received the start'),
      second,
    );
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toBe(PART_AFTER_FILE);
    await until(() => video.aborted === 1, 5_000, 'the upstream request was aborted');
    expect(video.completed).toHaveLength(0);
  });
});
