import { badInput, type AreaName } from '../errors/gatewayError.js';

/**
 * Builds an upstream path from a route template such as `/pullzone/{id}/removeBlockedIp`. Every value is checked
 * and percent-encoded, so nothing a caller sends can add a segment, climb with `..`, start a query or fragment,
 * or smuggle a header: the path bunny.net receives always has the template's shape.
 */

export type PathValue = string | number;

export interface RouteInput {
  service: AreaName;
  route: string;
  params?: Readonly<Record<string, PathValue>> | undefined;
  /** The GraphQL argument behind each template parameter, for error messages; defaults to the parameter name. */
  argumentNames?: Readonly<Record<string, string>> | undefined;
}

const MAX_IDENTIFIER_LENGTH = 256;

/** Characters that could change a path's shape, even percent-encoded or after a proxy decodes them. */
const PATH_BREAKERS = /[/\\?#%\u0000-\u001f\u007f]/;

export function buildPath(input: RouteInput): string {
  return input.route.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = input.params?.[name];
    const argument = input.argumentNames?.[name] ?? name;
    if (value === undefined) throw new Error(`Route ${input.route} needs a value for {${name}}`);
    return encodeURIComponent(checkedSegment(input.service, argument, value));
  });
}

function checkedSegment(service: AreaName, argument: string, value: PathValue): string {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 1)
      throw badInput(service, argument, `${argument} must be a positive integer id.`);
    return String(value);
  }
  return checkedIdentifier(service, argument, value);
}

/** A string identifier (app, endpoint, volume, instance, video or rule id) that is safe as one path segment. */
export function checkedIdentifier(service: AreaName, argument: string, value: string): string {
  if (value.length === 0 || value.trim() !== value) {
    throw badInput(service, argument, `${argument} must be a non-empty id without surrounding spaces.`);
  }
  if (value.length > MAX_IDENTIFIER_LENGTH) {
    throw badInput(service, argument, `${argument} must be at most ${MAX_IDENTIFIER_LENGTH} characters.`);
  }
  if (value === '.' || value === '..' || PATH_BREAKERS.test(value)) {
    throw badInput(
      service,
      argument,
      `${argument} must be a plain id: no '/', '\\', '?', '#', '%', '..' or control characters.`,
    );
  }
  return value;
}

/** Query strings are built by URLSearchParams, so each value stays exactly one parameter. */
export function buildQuery(query: Readonly<Record<string, string | undefined>> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.append(name, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
