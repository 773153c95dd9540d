import { Pool } from 'undici';
import type { Config } from '../config.js';
import { DownloadShares } from './downloadShares.js';
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
    const path = (base: string): string => new URL(base).pathname.replace(/\/+$/, '');
    this.pools = {
      api: make(config.upstream.api),
      video: make(config.upstream.video),
      originLogs: make(config.upstream.originLogs),
    };
    this.basePaths = {
      api: path(config.upstream.api),
      video: path(config.upstream.video),
      originLogs: path(config.upstream.originLogs),
    };
    this.downloads = new DownloadShares(
      config.downloads.perCaller,
      Math.max(1, Math.floor(config.upstreamConnections / 2)),
    );
    this.hostNames = {
      api: new URL(config.upstream.api).host,
      video: new URL(config.upstream.video).host,
      originLogs: new URL(config.upstream.originLogs).host,
    };
  }

  pool(host: UpstreamHost): Pool {
    return this.pools[host];
  }

  async close(): Promise<void> {
    await Promise.all(Object.values(this.pools).map((pool) => pool.close()));
  }
}
