import { Pool } from 'undici';
import type { Config } from '../config.js';
import { DownloadShares } from './downloadShares.js';
import { STORAGE_HOSTNAMES } from './storageHosts.js';
import type { UpstreamHost } from './types.js';

/** One keep-alive undici Pool per bunny.net host, shared by all requests (they carry no caller state). */
export class UpstreamPools {
  private readonly pools: Record<UpstreamHost, Pool>;
  /** Path prefix of each configured base URL (empty for bunny.net's real hosts). */
  readonly basePaths: Record<UpstreamHost, string>;
  /** Host (and port, when not the default) of each configured base URL, for the operator's log. */
  readonly hostNames: Record<UpstreamHost, string>;
  /** The callers' shares of the connections streamed exports hold: at most half of a host's, all callers together. */
  readonly downloads: DownloadShares;

  constructor(config: Config) {
    const make = (base: string): Pool =>
      new Pool(new URL(base).origin, {
        connections: config.upstreamConnections,
        pipelining: 1,
        keepAliveTimeout: 4_000,
        connect: { timeout: config.timeouts.connectMs },
        headersTimeout: config.timeouts.headersMs,
        bodyTimeout: config.timeouts.bodyMs,
      });
    const bases = baseUrls(config);
    const each = <T>(of: (base: string) => T) =>
      Object.fromEntries(Object.entries(bases).map(([host, base]) => [host, of(base)])) as Record<UpstreamHost, T>;
    this.pools = each(make);
    this.basePaths = each((base) => new URL(base).pathname.replace(/\/+$/, ''));
    this.downloads = new DownloadShares(
      config.downloads.perCaller,
      Math.max(1, Math.floor(config.upstreamConnections / 2)),
    );
    this.hostNames = each((base) => new URL(base).host);
  }

  pool(host: UpstreamHost): Pool {
    return this.pools[host];
  }

  async close(): Promise<void> {
    await Promise.all(Object.values(this.pools).map((pool) => pool.close()));
  }
}

/**
 * The base URL of every host: the configured ones, and each Edge Storage host at its own name, or, with
 * BUNNY_STORAGE_URL (the sandbox and tests), under that URL as `<url>/<hostname>`, so the stand-in still sees which
 * host was asked for.
 */
function baseUrls(config: Config): Record<UpstreamHost, string> {
  const { api, video, originLogs, storage } = config.upstream;
  const storageBase = (hostname: string) => (storage === null ? `https://${hostname}` : `${storage}/${hostname}`);
  const storageHosts = Object.fromEntries(STORAGE_HOSTNAMES.map((hostname) => [hostname, storageBase(hostname)]));
  return { api, video, originLogs, ...storageHosts } as Record<UpstreamHost, string>;
}
