/**
 * The parent of the publication payload: what the mutation knows without reading bunny.net again. Its `edgeScript`
 * field is read from `scriptId` only when a query selects it.
 */
export interface EdgeScriptPublicationResult {
  scriptId: number;
  releaseUuid: string;
  note: string | null;
  success: boolean;
}
