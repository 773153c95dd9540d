import type { ExecutionResult } from 'graphql';
import type { CachedAnswer } from '../responseCache/store.js';
import { STORED_AT } from './responseCacheVisibility.js';

/**
 * A hit as yoga's result processor writes it: the stored bytes as they were kept, never parsed into objects only to
 * be serialised again (a dashboard's answer is ~150 KB), nor even decoded and encoded again. The result carries no
 * `data` (nothing reads it: a kept answer has no errors) and yoga's own `stringify` hook answers the stored bytes,
 * which yoga's processor hands to the response as its body (a `Buffer` is a body as a string is: yogaAdapter.ts's
 * PlainResponse and the fetch Response alike); a hit that carries extensions (its `cost`; yoga has taken `http` off
 * by then) is written as text with them spliced in before the closing brace: the stored text is always
 * `{"data":...}` (responseCachePlugin.ts keeps nothing else).
 */
export function storedResult(answer: CachedAnswer): ExecutionResult {
  const { body } = answer;
  return {
    [STORED_AT]: answer.storedAt,
    stringify: (result: ExecutionResult) => withExtensions(body, result.extensions),
  } as ExecutionResult;
}

function withExtensions(body: Buffer, extensions: ExecutionResult['extensions']): string {
  // yoga types the hook's answer as a string; it only ever passes it on as the response's body.
  if (extensions === undefined || Object.keys(extensions).length === 0) return body as unknown as string;
  return `${body.toString('utf8', 0, body.length - 1)},"extensions":${JSON.stringify(extensions)}}`;
}
