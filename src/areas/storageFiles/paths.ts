import { isWellFormed } from '../../upstream/route.js';
import { validatorsFor } from '../shared/validate.js';

/**
 * Edge Storage paths in their one canonical form: the segments from the zone's root, each a name bunny.net can store.
 * Every path a caller sends (an argument, or inside a Node id) is read here, and refused before any call when it
 * could climb (`..`), collapse (`//`, `.`), be decoded into something else on the way (`%`, `\`), smuggle a control
 * character or a lone surrogate, or name what bunny.net cannot store. A name bunny.net lists that breaks these rules
 * is left out of the listing, so no later call is built from it.
 */

const check = validatorsFor('storageFiles');

/** A path as segments from the root; `[]` is the root. */
export type Segments = readonly string[];

const MAX_NAME_BYTES = 255;
const MAX_PATH_BYTES = 1024;
const MAX_DEPTH = 64;
/** Characters no segment may hold: path and escape characters, controls, and the names bunny.net cannot store. */
const FORBIDDEN = /[/\\%#:*?"<>|\u0000-\u001f\u007f]/;

/** Why a name is not storable, or undefined when it is. */
export function nameProblem(name: string): string | undefined {
  if (name === '') return 'has an empty segment (//)';
  if (name === '.' || name === '..') return `has a ${name} segment`;
  if (!isWellFormed(name)) return 'is not Unicode text (a lone surrogate)';
  if (FORBIDDEN.test(name))
    return 'has a character bunny.net cannot store in a name (\\ % # : * ? " < > | or a control character)';
  if (/[. ]$/.test(name)) return 'has a name ending in a dot or a space';
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) return `has a name over ${MAX_NAME_BYTES} bytes`;
  return undefined;
}

/** Whether bunny.net's name for an entry can be a segment of a path the gateway builds. */
export const isStorableName = (name: unknown): name is string => typeof name === 'string' && !nameProblem(name);

function segmentsOf(argument: string, value: string): Segments {
  check.wellFormed(argument, value);
  if (Buffer.byteLength(value) > MAX_PATH_BYTES)
    throw check.refusal(argument, `${argument} must be at most ${MAX_PATH_BYTES} bytes.`);
  const inner = value.replace(/^\//, '').replace(/\/$/, '');
  if (inner === '') return [];
  const segments = inner.split('/');
  if (segments.length > MAX_DEPTH) throw check.refusal(argument, `${argument} may be at most ${MAX_DEPTH} deep.`);
  for (const segment of segments) {
    const problem = nameProblem(segment);
    if (problem)
      throw check.refusal(argument, `${argument} ${problem}: send a canonical path such as /images/logo.png.`);
  }
  return segments;
}

/** A directory (the root included): `/`, `images`, `/images/2024/`. */
export function directoryPath(argument: string, value: string): Segments {
  return segmentsOf(argument, value);
}

/** A directory other than the root, for what may not touch the root (a recursive delete). */
export function subdirectoryPath(argument: string, value: string): Segments {
  const segments = segmentsOf(argument, value);
  if (segments.length === 0)
    throw check.refusal(argument, `${argument} names the zone's root, which cannot be deleted this way.`);
  return segments;
}

/** A file: at least one segment, and no trailing slash (that names a directory). */
export function filePath(argument: string, value: string): Segments {
  const segments = segmentsOf(argument, value);
  if (segments.length === 0 || value.endsWith('/'))
    throw check.refusal(argument, `${argument} must name a file, such as /images/logo.png (not a directory).`);
  return segments;
}

/** The canonical text of a path: `/a/b` for a file, `/a/b/` for a directory, `/` for the root. */
export function canonical(segments: Segments, directory: boolean): string {
  if (segments.length === 0) return '/';
  return `/${segments.join('/')}${directory ? '/' : ''}`;
}
