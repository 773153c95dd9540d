/**
 * A deliberately slow HTTP client for the CSV export: it reads the response and pauses `pauseMs` after every
 * `pauseEveryBytes`, so the gateway has to hold the upstream back (backpressure) instead of buffering.
 */
import { createHash } from 'node:crypto';
import { request } from 'node:http';

export interface DownloadResult {
  status: number;
  contentType: string | undefined;
  bytes: number;
  sha1: string;
  durationMs: number;
  error: string | undefined;
}

export interface SlowReadOptions {
  readonly pauseEveryBytes: number;
  readonly pauseMs: number;
}

export function slowDownload(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: SlowReadOptions,
): Promise<DownloadResult> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const hash = createHash('sha1');
    let bytes = 0;
    let sincePause = 0;
    const done = (status: number, contentType: string | undefined, error?: string): void =>
      resolve({
        status,
        contentType,
        bytes,
        sha1: hash.digest('hex'),
        durationMs: performance.now() - startedAt,
        error,
      });
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const contentType = res.headers['content-type'];
        res.on('data', (chunk: Buffer) => {
          hash.update(chunk);
          bytes += chunk.length;
          sincePause += chunk.length;
          if (sincePause >= options.pauseEveryBytes) {
            sincePause = 0;
            res.pause();
            setTimeout(() => res.resume(), options.pauseMs);
          }
        });
        res.once('end', () => done(res.statusCode ?? 0, contentType));
        res.once('error', (error) => done(res.statusCode ?? 0, contentType, error.message));
      },
    );
    req.once('error', (error) => done(0, undefined, error.message));
    req.end(body);
  });
}
