/**
 * What every mutation payload carries besides its record (docs/contributing/schema-style.md): the input's
 * `clientMutationId`, echoed unchanged (null when the caller sent none), so a client can match an answer to its request.
 */
export interface Echoed {
  clientMutationId: string | null;
}

export const echoed = (input: { clientMutationId?: string | null }): Echoed => ({
  clientMutationId: input.clientMutationId ?? null,
});
