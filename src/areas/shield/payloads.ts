import type { Echoed } from '../shared/mutationPayload.js';

/**
 * What a client call answers for a mutation: its payload's parent without the input's `clientMutationId`, which the
 * resolver adds (`...echoed(input)`), so that no client method needs the GraphQL input.
 */
export type Unechoed<T extends Echoed> = Omit<T, keyof Echoed>;
