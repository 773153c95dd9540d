/** nginx's access log in a format made for this test: one tab-separated line per request, read back as records. */

/** One access-log line: which replica(s) nginx tried, with what outcome, and when. */
export interface AccessRecord {
  readonly requestId: string;
  readonly status: number;
  /** Every upstream nginx tried, in order (`127.0.0.1:port`). */
  readonly upstreams: string[];
  readonly upstreamStatuses: string[];
  /** Epoch ms when nginx finished the request, and when it read its first byte. */
  readonly endMs: number;
  readonly startMs: number;
}

/** Tab-separated, in this order; parsed by `parseAccessLog`. */
export const LOG_FORMAT =
  "log_format scale '$http_x_request_id\\t$status\\t$upstream_addr\\t$upstream_status\\t$msec\\t$request_time';";

export function parseAccessLog(text: string): AccessRecord[] {
  return text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const [requestId = '', status, upstreams = '', statuses = '', msec, requestTime] = line.split('\t');
      const endMs = Number(msec) * 1000;
      const split = (value: string): string[] => value.split(/[,:]\s+/).filter((v) => v !== '-' && v !== '');
      return {
        requestId,
        status: Number(status),
        upstreams: split(upstreams),
        upstreamStatuses: split(statuses),
        endMs,
        startMs: endMs - Number(requestTime) * 1000,
      };
    });
}
