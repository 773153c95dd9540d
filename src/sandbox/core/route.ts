import type { Authenticator } from './auth.js';
import { apiErrorData, problemDetails } from './errors.js';
import { empty, type Reply } from './http.js';
import type { Handler, HttpMethod, Route, SandboxHost } from '../router.js';

/**
 * What the areas' route tables (`<area>/routes.ts`) share: one line per operation the sandbox serves, with the 401
 * body each document declares. Each sandbox area's index.ts names its table; areas.ts lists the areas.
 */

const JSON_BODY_LIMIT = 1024 * 1024;
export const THUMBNAIL_BODY_LIMIT = 20 * 1024 * 1024;

export const noBody = (): Reply => empty(401);
export const problemUnauthorized = (): Reply =>
  problemDetails(401, 'The AccessKey header is missing or the key is not valid.');
export const libraryUnauthorized = (): Reply =>
  apiErrorData(401, 'authorization.failed', 'AccessKey', 'The request authorization failed.');

export function route(
  host: SandboxHost,
  method: HttpMethod,
  pattern: string,
  auth: Authenticator,
  handle: Handler,
  bodyLimit = JSON_BODY_LIMIT,
): Route {
  return { host, method, pattern, auth, handle, bodyLimit };
}
