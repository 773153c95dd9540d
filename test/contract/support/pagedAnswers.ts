import type { IHttpOperation } from '@stoplight/types';
import type { Routed } from './documents.js';

/**
 * Answers a document describes in prose only. core-api.json's `GET /pullzone` and `GET /storagezone` declare a plain
 * array, and say (in the `page` parameter or the 200 description) that with `page` > 0 the answer is `{ Items,
 * CurrentPage, TotalItems, HasMoreItems }` instead. For such a request the 200 schema is that object, its `Items`
 * being the declared array.
 */
const PAGED_LISTS = [
  { method: 'get', path: '/pullzone' },
  { method: 'get', path: '/storagezone' },
];

export function withProseSchemas(routed: Routed): IHttpOperation {
  const { operation, input } = routed;
  const paged = PAGED_LISTS.some((list) => list.method === operation.method && list.path === operation.path);
  const page = Number(input.url.query?.['page'] ?? 0);
  if (!paged || !(page > 0)) return operation;
  return {
    ...operation,
    responses: operation.responses.map((response) =>
      response.code !== '200'
        ? response
        : {
            ...response,
            contents: (response.contents ?? []).map((content) => ({ ...content, schema: pageOf(content.schema) })),
          },
    ),
  };
}

function pageOf(items: unknown): Record<string, unknown> {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['Items', 'CurrentPage', 'TotalItems', 'HasMoreItems'],
    properties: {
      Items: items,
      CurrentPage: { type: 'integer', format: 'int32', minimum: 1 },
      TotalItems: { type: 'integer', format: 'int32', minimum: 0 },
      HasMoreItems: { type: 'boolean' },
    },
  };
}
