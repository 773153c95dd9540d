import type { Readable } from 'node:stream';

/**
 * A file of a GraphQL multipart request, as the resolvers see it. The HTTP layer fills the request's uploads map
 * (http/multipartUpload.ts) and the resolvers claim from it, so neither needs to know the other: this module is the
 * only thing they share.
 */

/** A file part, streaming in as the resolver reads it. */
export interface StreamedUpload {
  readonly stream: Readable;
  readonly filename: string;
  readonly mimeType: string;
}

/** The request's uploads, by the placeholder that stands for each one in the variables. */
export type StreamedUploads = Map<string, StreamedUpload>;

/**
 * The upload a `File` argument stands for, when the request sent one and no other field has taken it: a stream can be
 * read once, so the same file given to two fields (two aliases, say) is the first one's only.
 */
export function claimUpload(value: unknown, uploads: StreamedUploads | undefined): StreamedUpload | undefined {
  if (typeof value !== 'string') return undefined;
  const upload = uploads?.get(value);
  uploads?.delete(value);
  return upload;
}
