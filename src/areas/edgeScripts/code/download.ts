import { pipeline } from 'node:stream';
import type { RequestScope } from '../../../request/scope.js';
import { type Download, type DownloadAnswer, downloadPath } from '../../shared/download.js';
import { codeFromJson } from './fromJson.js';
import { validate } from '../validation.js';

/**
 * `GET /exports/edge-scripts/{edgeScriptId}/code.js`: a script's code as a JavaScript file, streamed from bunny.net to
 * the caller (http/downloadRoute.ts) with the same credentials, checks and error codes as the graph; the field
 * `EdgeScript.codeDownloadPath` names it. bunny.net wraps the code in JSON, which codeFromJson.ts unwraps as it
 * arrives, so code of any size passes with flat memory (the GraphQL field `EdgeScript.code` holds it whole).
 */
const route = downloadPath('/exports/edge-scripts/{edgeScriptId}/code.js', '\\d{1,16}');

export const codeDownloadPath = (edgeScriptId: number): string => route.path(edgeScriptId);

export const codeDownload: Download = {
  path: route.pattern,
  method: 'GET',
  open: (scope, { params }) => openCode(scope, Number(params[0])),
};

async function openCode(scope: RequestScope, edgeScriptId: number): Promise<DownloadAnswer> {
  validate.edgeScript({ edgeScriptId });
  const upstream = await scope.edgeScripts.code.open(edgeScriptId);
  // pipeline, not pipe: the caller going away (the route destroys the code stream) also aborts bunny.net's answer.
  const code = pipeline(upstream.body, codeFromJson(), () => undefined);
  return { body: code, contentType: 'text/javascript; charset=utf-8', filename: `edge-script-${edgeScriptId}.js` };
}
