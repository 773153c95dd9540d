import { GatewayError, type AreaName } from '../errors/gatewayError.js';

export interface DownloadLimits {
  /** No byte moved for this long: DOWNLOAD_IDLE_TIMEOUT_MS. */
  readonly idleMs: number;
  /** The whole download: DOWNLOAD_TIMEOUT_MS. */
  readonly totalMs: number;
}

/**
 * The idle and total deadlines of a streamed body. undici's body timeout does not run while the body is paused by
 * backpressure, so a reader that never reads would hold its connection to bunny.net forever: here a download whose
 * bytes stop moving (its reader stopped, or bunny.net stopped sending) for `idleMs`, or that lasts `totalMs`, is ended
 * with `stop`, which drops the upstream request and frees its connection.
 */
export class DownloadDeadlines {
  private readonly idle: NodeJS.Timeout;
  private readonly total: NodeJS.Timeout;

  constructor(
    limits: DownloadLimits,
    service: AreaName,
    /** Whether bytes wait for the reader: then a deadline is the reader's slowness, not bunny.net's. */
    readerBehind: () => boolean,
    stop: (error: GatewayError) => void,
  ) {
    const expire = (what: string, variable: string, ms: number) => () =>
      stop(downloadEnded(service, readerBehind(), `${what} ${ms} ms (${variable})`));
    this.idle = setTimeout(expire('no byte moved for', 'DOWNLOAD_IDLE_TIMEOUT_MS', limits.idleMs), limits.idleMs);
    this.total = setTimeout(expire('it lasted', 'DOWNLOAD_TIMEOUT_MS', limits.totalMs), limits.totalMs);
    this.idle.unref();
    this.total.unref();
  }

  /** Bytes moved: the idle deadline starts again. */
  moved(): void {
    this.idle.refresh();
  }

  /** The download ended: no deadline is left to fire. */
  clear(): void {
    clearTimeout(this.idle);
    clearTimeout(this.total);
  }
}

/**
 * Why a download was ended, for the attempt's log line and metric: a reader that stopped reading is the caller's
 * (BAD_USER_INPUT), bunny.net that stopped sending is bunny.net's (UPSTREAM_TIMEOUT). The caller already has the
 * headers of its answer: its download is cut off, as any broken download is.
 */
function downloadEnded(service: AreaName, readerBehind: boolean, why: string): GatewayError {
  const whose = readerBehind ? 'its reader did not read' : 'bunny.net did not send';
  return new GatewayError(`The download was ended: ${why}; ${whose}.`, {
    code: readerBehind ? 'BAD_USER_INPUT' : 'UPSTREAM_TIMEOUT',
    service,
  });
}
