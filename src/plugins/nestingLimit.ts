import type { Plugin } from 'graphql-yoga';
import { requestError } from '../errors/requestErrors.js';
import type { GatewayContext } from '../request/context.js';

/**
 * graphql-js parses (and yoga later walks) nested values recursively: a literal nested a few thousand levels deep
 * (`[[[[…1…]]]]`) overflows the stack of a freshly started process before the token limit is counted, and the caller
 * got 500 "Unexpected error.". So the nesting of brackets, braces and parentheses (outside strings and comments) is
 * counted first, in one linear pass that cannot recurse, and so is the nesting of the JSON variables.
 */
export function useNestingLimit(maxNesting: number): Plugin<GatewayContext> {
  return {
    onParams({ params }) {
      const name = tooDeepVariable(params.variables, maxNesting);
      if (name !== undefined) {
        throw requestError('BAD_USER_INPUT', tooDeepMessage(name, maxNesting), { variable: name });
      }
    },
    onParse({ params }) {
      const source = typeof params.source === 'string' ? params.source : params.source.body;
      if (documentDepthExceeds(source, maxNesting)) {
        throw requestError(
          'NESTING_LIMIT',
          `The document nests brackets, braces or parentheses deeper than ${maxNesting} levels (MAX_NESTING_DEPTH).`,
        );
      }
    },
  };
}

/** The first variable whose value nests objects or arrays deeper than `limit`. */
export function tooDeepVariable(
  variables: Record<string, unknown> | null | undefined,
  limit: number,
): string | undefined {
  return Object.entries(variables ?? {}).find(([, value]) => valueDepthExceeds(value, limit))?.[0];
}

export function tooDeepMessage(variable: string, limit: number): string {
  return `The variable $${variable} is nested deeper than ${limit} levels (MAX_NESTING_DEPTH).`;
}

/**
 * Whether `{`, `[` and `(` nest deeper than `limit` anywhere outside strings, block strings and comments. It runs
 * on every request (parsed documents are cached after it), so it compares character codes in a switch.
 */
export function documentDepthExceeds(source: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < source.length; i += 1) {
    switch (source.charCodeAt(i)) {
      case 0x23: // #
        i = endOfComment(source, i);
        break;
      case 0x22: // "
        i = endOfString(source, i);
        break;
      case 0x7b: // {
      case 0x5b: // [
      case 0x28: // (
        depth += 1;
        if (depth > limit) return true;
        break;
      case 0x7d: // }
      case 0x5d: // ]
      case 0x29: // )
        if (depth > 0) depth -= 1;
        break;
    }
  }
  return false;
}

/** The index of the line end closing a `#` comment. */
function endOfComment(source: string, start: number): number {
  const match = /[\n\r]/g;
  match.lastIndex = start;
  return match.exec(source)?.index ?? source.length;
}

/** The index of the closing quote of the string (or block string) opening at `start`; escapes are skipped. */
function endOfString(source: string, start: number): number {
  if (source.startsWith('"""', start)) {
    let end = source.indexOf('"""', start + 3);
    // Inside a block string, only \""" escapes the delimiter.
    while (end !== -1 && source[end - 1] === '\\') end = source.indexOf('"""', end + 3);
    return end === -1 ? source.length : end + 2;
  }
  for (let i = start + 1; i < source.length; i += 1) {
    const char = source[i];
    if (char === '\\') i += 1;
    else if (char === '"' || char === '\n' || char === '\r') return i;
  }
  return source.length;
}

/** Whether a parsed JSON value nests objects or arrays deeper than `limit`: iterative, whatever the depth. */
export function valueDepthExceeds(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > limit) return true;
    for (const inner of Object.values(current)) pending.push([inner, depth + 1]);
  }
  return false;
}
