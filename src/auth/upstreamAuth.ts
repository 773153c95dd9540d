/** The credential header of one upstream call. */
export interface UpstreamAuth {
  readonly header: 'AccessKey' | 'Authorization';
  readonly value: string;
  /** Which of the caller's credentials this is, for a 401's message, e.g. "the key in the X-Library-Key header". */
  readonly credential?: string;
}
