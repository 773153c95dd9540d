import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type OperationMethod, UPSTREAM_DOCUMENTS, type UpstreamDocument } from '../src/areas/shared/coverage.js';

/**
 * bunny.net's published OpenAPI documents, read where the contract suite reads them (test/contract/support): never
 * copied into the project, only their names and shapes (src/__generated__/upstream/) and their operations' names
 * (docs/coverage.md).
 */

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * BUNNY_OPENAPI_DIR when set (alone, so that a wrong value is reported rather than silently replaced), else
 * ../shared/upstream-openapi, else .openapi/ (where `npm run specs:fetch` puts them).
 */
function candidateDirectories(): string[] {
  const fromEnv = process.env['BUNNY_OPENAPI_DIR'];
  if (fromEnv) return [resolve(projectRoot, fromEnv)];
  return [resolve(projectRoot, '../shared/upstream-openapi'), resolve(projectRoot, '.openapi')];
}

export const documentFile = (document: UpstreamDocument): string => `${document}.json`;

/** The first directory that holds all six documents, or why none does. */
export function findDocumentDirectory(): { dir: string } | { missing: string } {
  const tried: string[] = [];
  for (const dir of candidateDirectories()) {
    const absent = UPSTREAM_DOCUMENTS.map(documentFile).filter((file) => !existsSync(join(dir, file)));
    if (absent.length === 0) return { dir };
    tried.push(`${dir} (missing ${absent.join(', ')})`);
  }
  return {
    missing: `bunny.net's OpenAPI documents were not found in ${tried.join('; ')}. Set BUNNY_OPENAPI_DIR or run \`npm run specs:fetch\`.`,
  };
}

/** The directory of the documents; a script stops with the reason when there is none. */
export function documentDirectory(): string {
  const found = findDocumentDirectory();
  if ('missing' in found) throw new Error(found.missing);
  return found.dir;
}

export type OpenApiDocument = {
  readonly paths?: Record<string, Record<string, { operationId?: unknown } | unknown>>;
  readonly [keyword: string]: unknown;
};

export function readDocument(dir: string, document: UpstreamDocument): OpenApiDocument {
  return JSON.parse(readFileSync(join(dir, documentFile(document)), 'utf8')) as OpenApiDocument;
}

/** One operation of a document, by the names the document gives it. */
export interface PublishedOperation {
  readonly document: UpstreamDocument;
  readonly method: OperationMethod;
  readonly path: string;
  readonly operationId: string | undefined;
}

const METHODS: readonly OperationMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const OTHER_METHODS = ['head', 'options', 'trace'];

/** Every operation of a document, in the document's order. A method the manifest cannot name fails loudly. */
export function operationsOf(document: UpstreamDocument, content: OpenApiDocument): PublishedOperation[] {
  return Object.entries(content.paths ?? {}).flatMap(([path, item]) => {
    const unnamed = Object.keys(item).filter((key) => OTHER_METHODS.includes(key));
    if (unnamed.length > 0) throw new Error(`${document}: ${unnamed.join(', ')} ${path} has no manifest method`);
    const methods = Object.keys(item).map((key) => key.toUpperCase() as OperationMethod);
    return methods
      .filter((method) => METHODS.includes(method))
      .map((method) => {
        const operation = item[method.toLowerCase()] as { operationId?: unknown };
        const operationId = typeof operation.operationId === 'string' ? operation.operationId : undefined;
        return { document, method, path, operationId };
      });
  });
}

/** Every operation of the six documents in `dir`. */
export function publishedOperations(dir: string): PublishedOperation[] {
  return UPSTREAM_DOCUMENTS.flatMap((document) => operationsOf(document, readDocument(dir, document)));
}
