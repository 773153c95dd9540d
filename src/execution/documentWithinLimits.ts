import { type DocumentNode, parse } from 'graphql';
import { documentDepthExceeds } from '../plugins/nestingLimit.js';

/**
 * A request's document, parsed by the HTTP layer ahead of yoga (for a size check, or a multipart file's variable)
 * within the same limits yoga's plugins hold it to: undefined when it is nested too deep for the recursive parser, has
 * too many tokens, or does not parse. yoga then refuses it with its code, before anything runs.
 */
export function documentWithinLimits(
  query: unknown,
  limits: { readonly maxTokens: number; readonly maxNesting: number },
): DocumentNode | undefined {
  if (typeof query !== 'string' || documentDepthExceeds(query, limits.maxNesting)) return undefined;
  try {
    return parse(query, { maxTokens: limits.maxTokens });
  } catch {
    return undefined;
  }
}
