import { CDN_SCRIPT_ID, MIDDLEWARE_SCRIPT_ID } from '../../../src/sandbox/index.js';
import { ARGS, type ListCase } from './lists.js';

/** Edge Scripts: its lists, each on the shape of bunny.net list it reads. */
export const lists: readonly ListCase[] = [
  {
    name: 'edgeScripts (Edge Scripting, perPage 5 to 1000)',
    field: (list) => `edgeScripts(${ARGS}) ${list}`,
    key: 'edgeScriptId',
    call: /^api GET \/compute\/script\?page=/,
  },
  {
    name: 'EdgeScript.releases (Edge Scripting, a link)',
    field: (list) => `edgeScript(edgeScriptId: ${CDN_SCRIPT_ID}) { releases(${ARGS}) ${list} }`,
    key: 'uuid',
    call: /^api GET \/compute\/script\/\d+\/releases\?page=/,
  },
  {
    name: "EdgeScript.variables (Edge Scripting, the script record's list)",
    field: (list) => `edgeScript(edgeScriptId: ${MIDDLEWARE_SCRIPT_ID}) { variables(${ARGS}) ${list} }`,
    key: 'variableId',
    call: /^api GET \/compute\/script\/\d+$/,
  },
  {
    name: 'EdgeScript.secrets (Edge Scripting, a whole list)',
    field: (list) => `edgeScript(edgeScriptId: ${MIDDLEWARE_SCRIPT_ID}) { secrets(${ARGS}) ${list} }`,
    key: 'secretId',
    call: /^api GET \/compute\/script\/\d+\/secrets$/,
  },
];
