import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { createGraphQLError } from 'graphql-yoga';
import { requestedId, type TrustedDocuments } from '../trustedDocuments/trustedDocuments.js';
import { DECIDED_BY_THE_DOCUMENT, type GatewayPlugin } from './gatewayPlugin.js';

/**
 * Trusted documents through yoga's own persisted-operations plugin: a request names a document of the manifest by id
 * (trustedDocuments.ts says where), and in `only` mode nothing else is answered, before any parse or upstream call.
 * Prepared runs honour it: they take the document the id names (`params`) and, in `only` mode, leave any request
 * that sends its own document to yoga, which refuses it.
 */
export function trustedDocumentsPlugin(documents: TrustedDocuments): GatewayPlugin {
  const only = documents.mode === 'only';
  return {
    name: 'trusted documents',
    plugins: [
      usePersistedOperations({
        allowArbitraryOperations: !only,
        extractPersistedOperationId: (params, request) => requestedId(params, request.url) ?? null,
        getPersistedOperation: (id) => documents.byId.get(id) ?? null,
        customErrors: {
          notFound: refusal(
            'PERSISTED_QUERY_NOT_FOUND',
            404,
            'This gateway knows no trusted document with this id (PersistedQueryNotFound): send one its manifest holds.',
          ),
          keyNotFound: refusal(
            'BAD_REQUEST',
            400,
            'Send a query, or the id of a trusted document in documentId (or doc_id, or Apollo’s persistedQuery).',
          ),
          persistedQueryOnly: refusal(
            'TRUSTED_DOCUMENTS_ONLY',
            403,
            'This gateway answers only its trusted documents: send the id of one (documentId), not a document.',
          ),
        },
      }),
    ],
    prepared: {
      params: (params) => documents.resolved(params),
      admits: (_, params) => !only || typeof params.query !== 'string' || requestedId(params) !== undefined,
    },
  };
}

/**
 * Without a manifest (TRUSTED_DOCUMENTS_FILE unset), a request that names a document by id and sends none of its own
 * is told that this gateway holds none: 404 PERSISTED_QUERY_NOT_FOUND, as for an id a manifest lacks (so Apollo's
 * persisted-queries link sends the query itself next), rather than yoga's "Unexpected parameter" or "Must provide
 * query string.". A request that sends its own query runs as it would with a manifest in `allow` mode.
 */
export function noTrustedDocumentsPlugin(): GatewayPlugin {
  const notFound = refusal(
    'PERSISTED_QUERY_NOT_FOUND',
    404,
    'This gateway holds no trusted documents (TRUSTED_DOCUMENTS_FILE is unset), so it knows none by this id (PersistedQueryNotFound): send the query itself.',
  );
  return {
    name: 'no trusted documents',
    plugins: [
      {
        onParams({ params, request }) {
          if (!params.query && requestedId(params, request.url) !== undefined) throw notFound();
        },
      },
    ],
    // A request without a query of its own has no prepared operation, so yoga, which runs onParams, answers it.
    prepared: DECIDED_BY_THE_DOCUMENT,
  };
}

function refusal(code: string, status: number, message: string) {
  return () => createGraphQLError(message, { extensions: { code, http: { status } } });
}
