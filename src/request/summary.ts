/** What the HTTP layer logs and counts of one request; filled in during execution. */
export interface RequestSummary {
  operationName?: string | undefined;
  operationType?: string | undefined;
  /** The root field the operation selects, or `multiple`: a metric label bounded by the schema, unlike names. */
  rootField?: string | undefined;
  /** Answered by a prepared operation (execution/preparedOperations.ts), without yoga's per-request hooks. */
  prepared?: boolean;
  /** Whether the result held data next to its errors (a partial result). */
  hadData?: boolean;
  errorCodes: string[];
}
