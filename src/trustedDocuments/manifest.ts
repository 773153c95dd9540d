import { readFileSync } from 'node:fs';
import { quoted } from '../errors/quote.js';

/**
 * The operations a frontend ships, id -> document, as the common client toolchains write them:
 * - a flat JSON object of id -> document text: Relay's `persisted_queries.json` (relay-compiler's `persistConfig`),
 *   graphql-codegen client preset's `persisted-documents.json`;
 * - Apollo's persisted query manifest: `{ format: "apollo-persisted-query-manifest", version: 1, operations: [{ id,
 *   body, name, type }] }` (@apollo/generate-persisted-query-manifest; GraphQL Hive app deployments export it too).
 */

/** A manifest the gateway cannot start with; the message names the variable that points at it. */
export class TrustedDocumentsError extends Error {
  override readonly name = 'TrustedDocumentsError';

  constructor(message: string) {
    super(`TRUSTED_DOCUMENTS_FILE: ${message}`);
  }
}

/** The manifest's documents by id. */
export type TrustedDocumentsById = ReadonlyMap<string, string>;

const MAX_ID_LENGTH = 256;

export function loadTrustedDocuments(path: string): TrustedDocumentsById {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new TrustedDocumentsError(`${path} cannot be read (${unreadable(error)}): set it to the manifest's path.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new TrustedDocumentsError(`${path} is not JSON: ${(error as Error).message}`);
  }
  const entries = isApolloManifest(parsed) ? apolloEntries(parsed, path) : flatEntries(parsed, path);
  if (entries.length === 0) throw new TrustedDocumentsError(`${path} holds no document`);
  const byId = new Map<string, string>();
  for (const [id, document] of entries) {
    if (id.length === 0 || id.length > MAX_ID_LENGTH || /\s/.test(id))
      throw new TrustedDocumentsError(
        `${path}: the id "${quoted(id, 64)}" is not an id (1 to 256 characters, no spaces)`,
      );
    if (typeof document !== 'string' || document.trim() === '')
      throw new TrustedDocumentsError(`${path}: the document of id ${id} is not a GraphQL document's text`);
    byId.set(id, document);
  }
  return byId;
}

function unreadable(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES') return 'permission denied';
  if (code === 'EISDIR') return 'a directory, not a file';
  return code ?? String(error);
}

interface ApolloManifest {
  readonly format: 'apollo-persisted-query-manifest';
  readonly version: unknown;
  readonly operations: unknown;
}

function isApolloManifest(value: unknown): value is ApolloManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { format?: unknown }).format === 'apollo-persisted-query-manifest'
  );
}

function apolloEntries(manifest: ApolloManifest, path: string): [string, unknown][] {
  if (manifest.version !== 1) throw new TrustedDocumentsError(`${path}: only version 1 of Apollo's manifest is read`);
  if (!Array.isArray(manifest.operations)) throw new TrustedDocumentsError(`${path}: "operations" is not a list`);
  return manifest.operations.map((operation: unknown, index) => {
    const { id, body } = (operation ?? {}) as { id?: unknown; body?: unknown };
    if (typeof id !== 'string') throw new TrustedDocumentsError(`${path}: operation ${index} has no string id`);
    return [id, body];
  });
}

function flatEntries(value: unknown, path: string): [string, unknown][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new TrustedDocumentsError(`${path}: expected an object of id -> document, or Apollo's manifest`);
  return Object.entries(value);
}
