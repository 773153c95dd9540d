import type { ExecutionResult } from 'graphql';
import type { CachedAnswer } from '../responseCache/store.js';
import { STORED_AT } from './responseCacheVisibility.js';

/**
 * A hit as yoga's result processor writes it: the stored text as it was kept, never parsed into objects only to be
 * serialised again (a dashboard's answer is ~150 KB). The result carries no `data` (nothing reads it: a kept answer
 * has no errors) and yoga's own `stringify` hook writes the stored bytes, with whatever extensions the hit carries
 * (its `cost`; yoga has taken `http` off by then) spliced in before the closing brace: the stored text is always
 * `{"data":...}` (responseCachePlugin.ts keeps nothing else).
 */
export function storedResult(answer: CachedAnswer): ExecutionResult {
  const { text } = answer;
  return {
    [STORED_AT]: answer.storedAt,
    stringify: (result: ExecutionResult) => withExtensions(text, result.extensions),
  } as ExecutionResult;
}

function withExtensions(text: string, extensions: ExecutionResult['extensions']): string {
  if (extensions === undefined || Object.keys(extensions).length === 0) return text;
  return `${text.slice(0, -1)},"extensions":${JSON.stringify(extensions)}}`;
}
