import type { GraphQLParams } from 'graphql-yoga';
import type { TrustedDocumentsById } from './manifest.js';

/**
 * Where a request names a trusted document: `documentId` (the GraphQL over HTTP persisted-documents convention,
 * graphql-codegen's client preset, Hive), `doc_id` (Relay's examples), or Apollo's APQ extension
 * `extensions.persistedQuery.sha256Hash`; in a POST body or, for GET, the query string.
 */
export const DOCUMENT_ID_PARAMS = ['documentId', 'doc_id'] as const;

/**
 * `allow`: trusted documents by id, and any other document sent whole; `only`: nothing but the manifest's documents,
 * anything else refused before it is parsed.
 */
export type TrustedDocumentsMode = 'allow' | 'only';

export class TrustedDocuments {
  constructor(
    readonly mode: TrustedDocumentsMode,
    readonly byId: TrustedDocumentsById,
  ) {}

  /** The document a request names, or undefined when it names none (or one the manifest lacks). */
  documentOf(params: GraphQLParams, url?: string): string | undefined {
    const id = requestedId(params, url);
    return id === undefined ? undefined : this.byId.get(id);
  }

  /**
   * A request's params with the text of the document it names, as the persisted-operations plugin makes them, or the
   * params as they are when they carry their own query; undefined for an id the manifest lacks.
   */
  resolved(params: GraphQLParams): GraphQLParams | undefined {
    if (typeof params.query === 'string') return params;
    const query = this.documentOf(params);
    if (query === undefined) return undefined;
    return { query, variables: params.variables, operationName: params.operationName, extensions: params.extensions };
  }
}

/** The id a request names, if any. */
export function requestedId(params: GraphQLParams, url?: string): string | undefined {
  const fields = params as Record<string, unknown>;
  for (const name of DOCUMENT_ID_PARAMS) if (typeof fields[name] === 'string') return fields[name] as string;
  const persisted = (params.extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | undefined)
    ?.persistedQuery;
  if (persisted?.version === 1 && typeof persisted.sha256Hash === 'string') return persisted.sha256Hash;
  if (url === undefined || !url.includes('?')) return undefined;
  const search = new URL(url, 'http://gateway').searchParams;
  for (const name of DOCUMENT_ID_PARAMS) {
    const value = search.get(name);
    if (value !== null) return value;
  }
  return undefined;
}
