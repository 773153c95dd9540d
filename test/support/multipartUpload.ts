import { request as httpRequest } from 'node:http';
import { TEST_KEY, type GraphQLResponse } from './gateway.js';

/**
 * A GraphQL multipart request (graphql-multipart-request-spec) of one file, `$f`, written by hand, so that a test
 * decides when each byte leaves: the upload tests stop halfway, trickle, or never finish.
 */
export interface MultipartUpload {
  readonly boundary: string;
  /** The mutation, taking the file as `$f: File!`. */
  readonly mutation: string;
  readonly fileName: string;
  readonly contentType: string;
  /** The X-Library-Key header Stream's calls need. */
  readonly libraryKey: string;
}

/** The body in three pieces: the fields and the file part's headers, the file, the closing boundary. */
export function multipartPieces(upload: MultipartUpload, file: Buffer): { head: Buffer; file: Buffer; tail: Buffer } {
  const field = (name: string, value: string) =>
    `--${upload.boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field('operations', JSON.stringify({ query: upload.mutation, variables: { f: null } })) +
    field('map', JSON.stringify({ 0: ['variables.f'] })) +
    `--${upload.boundary}\r\nContent-Disposition: form-data; name="0"; filename="${upload.fileName}"\r\n` +
    `Content-Type: ${upload.contentType}\r\n\r\n`;
  return { head: Buffer.from(head), file, tail: Buffer.from(`\r\n--${upload.boundary}--\r\n`) };
}

/**
 * Sends the upload: the head, then what `send` writes of the file, then `tail` (the closing boundary unless given)
 * while the request is still open. Resolves with the gateway's status and JSON answer.
 */
export function sendMultipart(
  url: string,
  upload: MultipartUpload,
  file: Buffer,
  send: (write: (bytes: Buffer) => void) => Promise<void>,
  tail = multipartPieces(upload, file).tail,
): Promise<{ status: number; body: GraphQLResponse['body'] }> {
  const { head } = multipartPieces(upload, file);
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${upload.boundary}`,
        'content-length': head.length + file.length + tail.length,
        AccessKey: TEST_KEY,
        'X-Library-Key': upload.libraryKey,
      },
    });
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        req.destroy();
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as GraphQLResponse['body'];
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.once('error', reject);
    req.write(head);
    void send((bytes) => req.write(bytes)).then(
      () => req.writable && req.end(tail),
      (error: unknown) => {
        req.destroy();
        reject(error as Error);
      },
    );
  });
}

/** The first half of the file, then `between`, then the rest: for tests that act while an upload is under way. */
export const inHalves =
  (file: Buffer, between: () => Promise<void>) =>
  async (write: (bytes: Buffer) => void): Promise<void> => {
    const half = Math.floor(file.length / 2);
    write(file.subarray(0, half));
    await between();
    write(file.subarray(half));
  };
