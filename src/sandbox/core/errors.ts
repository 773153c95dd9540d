import { json, type Reply } from './http.js';

/**
 * The error dialects of bunny.net's APIs. Each upstream area has its own body shape, and the
 * documents say exactly which status carries which shape (or no body at all).
 */

/** Reason phrases used as ProblemDetails titles and in `type` links (RFC 9110 sections). */
const PROBLEM_TYPES: Record<number, { title: string; section: string }> = {
  400: { title: 'Bad Request', section: '15.5.1' },
  401: { title: 'Unauthorized', section: '15.5.2' },
  403: { title: 'Forbidden', section: '15.5.4' },
  404: { title: 'Not Found', section: '15.5.5' },
  409: { title: 'Conflict', section: '15.5.10' },
  422: { title: 'Unprocessable Entity', section: '15.5.21' },
  500: { title: 'Internal Server Error', section: '15.6.1' },
};

function problemType(status: number): { title: string; type: string } {
  const known = PROBLEM_TYPES[status] ?? { title: 'Error', section: '15' };
  return { title: known.title, type: `https://tools.ietf.org/html/rfc9110#section-${known.section}` };
}

// ---- Shield (camelCase) -------------------------------------------------------------

export interface GenericRequestResponse {
  statusCode: number;
  success: boolean;
  message: string | null;
  errorKey: string | null;
}

/** The `error` member of every successful Shield envelope. */
export function shieldSuccess(): GenericRequestResponse {
  return { statusCode: 200, success: true, message: null, errorKey: null };
}

export function shieldFailure(statusCode: number, errorKey: string, message: string): GenericRequestResponse {
  return { statusCode, success: false, message, errorKey };
}

/** Shield's minimal 401 body (UnauthorizedResult). */
export function shieldUnauthorized(): Reply {
  return json(401, { statusCode: 401 });
}

// ---- ProblemDetails with `type` (Shield event-log export, Magic Containers 401) -------

export function problemDetails(status: number, detail: string, instance?: string): Reply {
  const { title, type } = problemType(status);
  return json(
    status,
    instance === undefined ? { type, title, status, detail } : { type, title, status, detail, instance },
  );
}

// ---- Magic Containers ErrorDetails (camelCase, no `type`) -----------------------------

export interface ValidationError {
  field: string | null;
  message: string;
}

export function errorDetails(status: number, detail: string, instance: string, errors?: ValidationError[]): Reply {
  const title = status === 400 && errors ? 'One or more validation errors occurred.' : problemType(status).title;
  return json(status, errors ? { title, status, detail, instance, errors } : { title, status, detail, instance });
}

// ---- Core API and Edge Scripting ApiErrorData (PascalCase) ----------------------------

export function apiErrorData(
  status: number,
  errorKey: string,
  field: string | null,
  message: string,
  headers?: Record<string, string>,
): Reply {
  return json(status, { ErrorKey: errorKey, Field: field, Message: message }, headers);
}

// ---- Stream StatusModel ---------------------------------------------------------------

/** The core API's answer to a body that is not a JSON object. */
export function invalidJson(): Reply {
  return apiErrorData(400, 'request.invalid_json', null, 'The request body is not a valid JSON object.');
}

export function statusModel(status: number, message: string): Reply {
  return json(status, { success: status >= 200 && status < 300, message, statusCode: status });
}
