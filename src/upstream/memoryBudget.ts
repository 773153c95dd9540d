import { GatewayError, type AreaName } from '../errors/gatewayError.js';

/**
 * What one GraphQL request may hold in memory of bunny.net's data (MAX_REQUEST_MEMORY_BYTES), beside its budget of
 * calls (budget.ts): the bodies it collects, what they become once parsed, and their copies in its answer. A replica
 * runs with a bounded heap (--max-old-space-size=256 in the Kubernetes manifest), so a request that would hold more
 * is refused its next piece with RESULT_TOO_LARGE, and the rest of the replica's callers are not taken down with it.
 *
 * Bytes are counted by what their holder builds from them, measured on a 256 MB heap:
 * - a JSON body, as it arrives: JSON_HOLD times its bytes (parsing a 3 MB list of Pull Zones took 2.5 times its
 *   size in heap; its part of the answer comes on top), and each further field that shares the read (an alias) holds
 *   its size once more, for its copy in the answer;
 * - an event-log export: EXPORT_HOLD times the CSV bytes it may keep (the bytes, the parsed rows, the CSV text and
 *   their JSON in the answer: eight exports of 5 MB took a 256 MB heap down, seven did not).
 */
export class MemoryBudget {
  private held = 0;

  constructor(private readonly max: number) {}

  /** Counts `bytes` as held; false, counting nothing, when they would pass the budget. */
  tryHold(bytes: number): boolean {
    if (this.held + bytes > this.max) return false;
    this.held += bytes;
    return true;
  }

  /** Counts `bytes` as held, or throws RESULT_TOO_LARGE. */
  hold(bytes: number, service: AreaName): void {
    if (!this.tryHold(bytes)) throw this.exceeded(service);
  }

  /** Gives back bytes no longer held: the unused part of a reservation, a failed export's rows. */
  release(bytes: number): void {
    this.held = Math.max(0, this.held - bytes);
  }

  /** The error of a piece that does not fit. */
  exceeded(service: AreaName): GatewayError {
    return new GatewayError(
      `This request reached its memory budget of ${this.max} bytes of bunny.net's data (MAX_REQUEST_MEMORY_BYTES), ` +
        'so this field was not read. Ask for fewer or smaller exports, records or aliases in one request, or split it.',
      { code: 'RESULT_TOO_LARGE', service },
    );
  }
}

/** Heap held per byte of a collected JSON body (see MemoryBudget). */
export const JSON_HOLD = 3;

/** Heap held per byte of CSV an event-log export keeps (see MemoryBudget). */
export const EXPORT_HOLD = 6;
