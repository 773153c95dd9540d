import { readPage } from './documentedExamples.js';

/**
 * The two tables of docs/errors.md (and of the schema's description, which restates them): field errors (code, when)
 * and request errors (code, status to application/graphql-response+json, status to application/json, when).
 */

export interface RequestErrorRow {
  readonly code: string;
  readonly graphqlResponse: number;
  readonly json: number;
  readonly when: string;
}

export const FIELD_ERRORS_HEADER = '| `extensions.code` | when |';
export const REQUEST_ERRORS_HEADER =
  '| `extensions.code` | `application/graphql-response+json` | `application/json` | when |';

/** The body rows of the markdown table under `header`. */
export function tableRows(text: string, header: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(header);
  if (start === -1) throw new Error(`no table headed ${header}`);
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return lines.slice(start + 2, end === -1 ? undefined : end);
}

export function fieldErrorRows(text = readPage('docs/errors.md')): { code: string; when: string }[] {
  return tableRows(text, FIELD_ERRORS_HEADER).map((row) => {
    const [, code = '', when = ''] = /^\| `([A-Z_]+)` \| (.*) \|$/.exec(row) ?? [];
    return { code, when };
  });
}

export function requestErrorRows(text = readPage('docs/errors.md')): RequestErrorRow[] {
  return tableRows(text, REQUEST_ERRORS_HEADER).map((row) => {
    const [, code = '', graphqlResponse = '', json = '', when = ''] =
      /^\| `([A-Z_]+)` \| (\d{3}) \| (\d{3}) \| (.*) \|$/.exec(row) ?? [];
    return { code, graphqlResponse: Number(graphqlResponse), json: Number(json), when };
  });
}
