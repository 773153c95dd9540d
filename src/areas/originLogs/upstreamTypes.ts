/** origin-errors-api.json LogResponse. */
export interface UpstreamLogEntry {
  logId?: string;
  timestamp?: number;
  /** A JSON-encoded record, as a string. */
  log?: string;
  labels?: Record<string, string> | null;
}

export interface UpstreamLogResponse {
  logs?: UpstreamLogEntry[] | null;
}
