import { GatewayError } from '../errors/gatewayError.js';
import type { UpstreamCall } from './types.js';

/**
 * Each caller's share of the connections streamed exports hold. A download holds its connection to bunny.net for as
 * long as its reader takes, so without a share one caller opening downloads it never reads would hold every
 * connection, and every other caller's calls would wait. A credential may have DOWNLOADS_PER_CALLER streams in
 * progress, and all of them together at most half of a host's connections (UPSTREAM_CONNECTIONS): the other half is
 * always left to ordinary calls. A stream past its share is refused with RATE_LIMITED, before any call.
 */
export class DownloadShares {
  /** Streams in progress by credential (its header and value); an entry lives only while it has one. */
  private readonly byCredential = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly perCaller: number,
    private readonly max: number,
  ) {}

  /** Takes a share for the call's credential, or throws RATE_LIMITED. The returned release may be called twice. */
  take(call: UpstreamCall): () => void {
    const credential = `${call.auth.header}:${call.auth.value}`;
    const held = this.byCredential.get(credential) ?? 0;
    if (held >= this.perCaller) throw refused(call, perCallerMessage(this.perCaller));
    if (this.total >= this.max) throw refused(call, totalMessage(this.max));
    this.byCredential.set(credential, held + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.byCredential.get(credential) ?? 1) - 1;
      if (left === 0) this.byCredential.delete(credential);
      else this.byCredential.set(credential, left);
    };
  }
}

const perCallerMessage = (perCaller: number): string =>
  `This key already has ${perCaller} streamed exports in progress (DOWNLOADS_PER_CALLER), each holding a connection ` +
  'to bunny.net: finish or cancel one, then try again.';

const totalMessage = (max: number): string =>
  `The gateway is already streaming ${max} exports, the most it lets hold connections to bunny.net at once ` +
  '(half of UPSTREAM_CONNECTIONS): try again shortly.';

function refused(call: UpstreamCall, message: string): GatewayError {
  return new GatewayError(message, { code: 'RATE_LIMITED', service: call.service });
}
