import type { Credentials } from '../../auth/credentials.js';
import type { UpstreamSession } from '../../upstream/session.js';
import { AreaClient, hasShape, unexpectedAnswer, type AreaCall } from '../shared/areaClient.js';
import type { ShieldEnvelope } from './upstreamTypes.js';

/**
 * What Shield's clients share (client.ts and the clients of each part of Shield): the area name, and the reading of
 * Shield's `{ data, error }` envelope. A failed envelope has already become an error in the upstream layer
 * (errors/upstreamDialects.ts); what is left is its data.
 */
export abstract class ShieldCalls extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'shield');
  }

  /** A call answered with `{ data, error }`: the data, null when bunny.net sent none. */
  protected async enveloped<T>(call: AreaCall): Promise<T | null> {
    const { data, status } = await this.json<ShieldEnvelope<T>>({ answer: 'object', ...call });
    return enveloped(data, status, call.idempotent === true);
  }

  /** A call answered with `{ data: [...] }`: the list without its null entries, empty when bunny.net sent none. */
  protected async envelopedList<T>(call: AreaCall): Promise<T[]> {
    const { data, status } = await this.json<{ data?: (T | null)[] | null }>({ answer: 'object', ...call });
    const list = data?.data;
    if (list !== undefined && list !== null && !Array.isArray(list))
      throw unexpectedAnswer('shield', { idempotent: call.idempotent === true, answer: 'array' }, status);
    return (list ?? []).filter((item): item is T => item !== null && item !== undefined);
  }

  /** A call answered with a record of its own (no envelope): the record, null for an empty body. */
  protected async record<T>(call: AreaCall): Promise<T | null> {
    const { data } = await this.json<T>({ answer: 'object', ...call });
    return data ?? null;
  }
}

/**
 * The `data` of a successful envelope. An empty body or a null `data` (the documents allow it) is no data; a `data`
 * that is not a record is not what bunny.net documents.
 */
export function enveloped<T>(envelope: ShieldEnvelope<T> | undefined, status: number, idempotent: boolean): T | null {
  const data = envelope?.data;
  if (data === undefined || data === null) return null;
  if (!hasShape(data, 'object')) throw unexpectedAnswer('shield', { idempotent, answer: 'object' }, status);
  return data;
}

/** bunny.net's `AcceptedResult`: the change is taken and applied later, so the answer holds no record yet. */
export const ACCEPTED = 202;
