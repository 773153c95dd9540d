import { toGlobalId } from '../../../src/areas/shared/globalId.js';
import {
  CDN_SCRIPT_ID,
  CDN_SCRIPT_PREVIOUS_RELEASE_UUID,
  CDN_SCRIPT_SECRET_ID,
  CDN_SCRIPT_VARIABLE_ID,
} from '../../../src/sandbox/index.js';
import { api, GET_PULL_ZONE, link, mutation, query, type Row } from './rows.js';

const SCRIPT = `edgeScript(edgeScriptId: ${CDN_SCRIPT_ID})`;
const UPDATE_SCRIPT = `updateEdgeScript(input: { edgeScriptId: ${CDN_SCRIPT_ID}, edgeScript: { name: "router" } })`;
const PUBLISH = `publishEdgeScriptRelease(input: { edgeScriptId: ${CDN_SCRIPT_ID}, releaseUuid: "${CDN_SCRIPT_PREVIOUS_RELEASE_UUID}" })`;
const VARIABLE = `variable(variableId: ${CDN_SCRIPT_VARIABLE_ID})`;
const CODE = `setEdgeScriptCode(input: { edgeScriptId: ${CDN_SCRIPT_ID}, code: "export default {}" })`;
const ROTATE = `resetEdgeScriptDeploymentKey(input: { edgeScriptId: ${CDN_SCRIPT_ID} })`;
const PUBLISH_CODE = `publishEdgeScript(input: { edgeScriptId: ${CDN_SCRIPT_ID} })`;
const ADD_VARIABLE = `createEdgeScriptVariable(input: { edgeScriptId: ${CDN_SCRIPT_ID}, edgeScriptVariable: { name: "NEW", required: false } })`;
const UPSERT_VARIABLE = `setEdgeScriptVariable(input: { edgeScriptId: ${CDN_SCRIPT_ID}, edgeScriptVariable: { name: "MAX_WIDTH", defaultValue: "1024" } })`;
const DELETE_VARIABLE = `deleteEdgeScriptVariable(input: { edgeScriptId: ${CDN_SCRIPT_ID}, variableId: ${CDN_SCRIPT_VARIABLE_ID} })`;
const SECRET_INPUT = 'edgeScriptSecret: { name: "IMAGE_SIGNING_KEY", secret: "a-new-signing-key" }';
const UPSERT_SECRET = `setEdgeScriptSecret(input: { edgeScriptId: ${CDN_SCRIPT_ID}, ${SECRET_INPUT} })`;
const ADD_SECRET = `createEdgeScriptSecret(input: { edgeScriptId: ${CDN_SCRIPT_ID}, edgeScriptSecret: { name: "NEW_KEY", secret: "a-new-key" } })`;
const UPDATE_SECRET = `updateEdgeScriptSecret(input: { edgeScriptId: ${CDN_SCRIPT_ID}, secretId: ${CDN_SCRIPT_SECRET_ID}, secret: "another-key" })`;
const UPDATE_VARIABLE = `updateEdgeScriptVariable(input: { edgeScriptId: ${CDN_SCRIPT_ID}, variableId: ${CDN_SCRIPT_VARIABLE_ID}, edgeScriptVariable: { defaultValue: "2048" } })`;
const DELETE_SECRET = `deleteEdgeScriptSecret(input: { edgeScriptId: ${CDN_SCRIPT_ID}, secretId: ${CDN_SCRIPT_SECRET_ID} })`;
const GET_SCRIPT = api('GET', /^\/compute\/script\/\d+$/);

/** Edge Scripts: every field that calls bunny.net, each with the route that fails under it. */
export const rows = (): Row[] => [
  query('edgeScripts', '{ totalCount }', api('GET', /^\/compute\/script$/)),
  query(SCRIPT, '{ id }', api('GET', /^\/compute\/script\/\d+$/)),
  mutation(UPDATE_SCRIPT, api('POST', /^\/compute\/script\/\d+$/)),
  mutation(PUBLISH, api('POST', /^\/compute\/script\/\d+\/publish\//)),
  mutation('createEdgeScript(input: { name: "new", scriptType: CDN })', api('POST', /^\/compute\/script$/)),
  mutation(`deleteEdgeScript(input: { edgeScriptId: ${CDN_SCRIPT_ID} })`, api('DELETE', /^\/compute\/script\/\d+$/)),
  mutation(CODE, api('POST', /^\/compute\/script\/\d+\/code$/)),
  mutation(ROTATE, api('POST', /\/deploymentKey\/rotate$/)),
  mutation(PUBLISH_CODE, api('POST', /^\/compute\/script\/\d+\/publish$/)),
  mutation(ADD_VARIABLE, api('POST', /\/variables\/add$/)),
  mutation(
    `updateEdgeScriptVariable(input: { edgeScriptId: ${CDN_SCRIPT_ID}, variableId: ${CDN_SCRIPT_VARIABLE_ID}, edgeScriptVariable: { required: false } })`,
    api('POST', /\/variables\/\d+$/),
  ),
  mutation(UPSERT_VARIABLE, api('PUT', /\/variables$/)),
  mutation(DELETE_VARIABLE, api('DELETE', /\/variables\/\d+$/)),
  mutation(
    `createEdgeScriptSecret(input: { edgeScriptId: ${CDN_SCRIPT_ID}, edgeScriptSecret: { name: "NEW", secret: "a-new-secret-value" } })`,
    api('POST', /\/secrets$/),
  ),
  mutation(
    `updateEdgeScriptSecret(input: { edgeScriptId: ${CDN_SCRIPT_ID}, secretId: ${CDN_SCRIPT_SECRET_ID}, secret: "a-new-secret-value" })`,
    api('POST', /\/secrets\/\d+$/),
  ),
  mutation(UPSERT_SECRET, api('PUT', /\/secrets$/)),
  mutation(DELETE_SECRET, api('DELETE', /\/secrets\/\d+$/)),
  link(
    'EdgeScript.currentRelease',
    `{ ${SCRIPT} { currentRelease { uuid } } }`,
    ['edgeScript', 'currentRelease'],
    api('GET', /\/releases\/active$/),
  ),
  // The issue's case: the update is applied, and only the releases read fails.
  link(
    'EdgeScript.releases',
    `mutation { ${UPDATE_SCRIPT} { edgeScript { id releases { totalCount } } } }`,
    ['updateEdgeScript', 'edgeScript', 'releases'],
    api('GET', /\/releases$/),
  ),
  link(
    'LinkedPullZoneEdge.node',
    `{ ${SCRIPT} { linkedPullZones(first: 1) { edges { node { id } } } } }`,
    ['edgeScript', 'linkedPullZones', 'edges', 0, 'node'],
    GET_PULL_ZONE,
  ),
  link(
    'PublishEdgeScriptReleasePayload.edgeScript',
    `mutation { ${PUBLISH} { edgeScript { id } } }`,
    ['publishEdgeScriptRelease', 'edgeScript'],
    api('GET', /^\/compute\/script\/\d+$/),
  ),
  link('EdgeScript.code', `{ ${SCRIPT} { code { code } } }`, ['edgeScript', 'code'], api('GET', /\/code$/)),
  link(
    'EdgeScript.statistics',
    `{ ${SCRIPT} { statistics { totalRequestsServed } } }`,
    ['edgeScript', 'statistics'],
    api('GET', /^\/compute\/script\/\d+\/statistics$/),
  ),
  link(
    'EdgeScript.variable',
    `{ ${SCRIPT} { ${VARIABLE} { id } } }`,
    ['edgeScript', 'variable'],
    api('GET', /\/variables\/\d+$/),
  ),
  link(
    'EdgeScript.secrets',
    `{ ${SCRIPT} { secrets { totalCount } } }`,
    ['edgeScript', 'secrets'],
    api('GET', /\/secrets$/),
  ),
  link(
    'EdgeScriptVariable.edgeScript',
    `{ node(id: "${toGlobalId('EdgeScriptVariable', `${CDN_SCRIPT_ID}/${CDN_SCRIPT_VARIABLE_ID}`)}") { ... on EdgeScriptVariable { edgeScript { id } } } }`,
    ['node', 'edgeScript'],
    GET_SCRIPT,
  ),
  link(
    'SetEdgeScriptCodePayload.edgeScript',
    `mutation { ${CODE} { edgeScript { id } } }`,
    ['setEdgeScriptCode', 'edgeScript'],
    GET_SCRIPT,
  ),
  link(
    'ResetEdgeScriptDeploymentKeyPayload.edgeScript',
    `mutation { ${ROTATE} { edgeScript { id } } }`,
    ['resetEdgeScriptDeploymentKey', 'edgeScript'],
    GET_SCRIPT,
  ),
  link(
    'PublishEdgeScriptPayload.release',
    `mutation { ${PUBLISH_CODE} { release { uuid } } }`,
    ['publishEdgeScript', 'release'],
    api('GET', /\/releases\/active$/),
  ),
  link(
    'PublishEdgeScriptPayload.edgeScript',
    `mutation { ${PUBLISH_CODE} { edgeScript { id } } }`,
    ['publishEdgeScript', 'edgeScript'],
    GET_SCRIPT,
  ),
  // An upsert bunny.net answers 204: the variable is found by name in the script's record.
  link(
    'SetEdgeScriptVariablePayload.edgeScriptVariable',
    `mutation { ${UPSERT_VARIABLE} { edgeScriptVariable { id } } }`,
    ['setEdgeScriptVariable', 'edgeScriptVariable'],
    GET_SCRIPT,
  ),
  link(
    'SetEdgeScriptVariablePayload.edgeScript',
    `mutation { ${UPSERT_VARIABLE} { edgeScript { id } } }`,
    ['setEdgeScriptVariable', 'edgeScript'],
    GET_SCRIPT,
  ),
  link(
    'CreateEdgeScriptVariablePayload.edgeScript',
    `mutation { ${ADD_VARIABLE} { edgeScript { id } } }`,
    ['createEdgeScriptVariable', 'edgeScript'],
    GET_SCRIPT,
  ),
  link(
    'UpdateEdgeScriptVariablePayload.edgeScript',
    `mutation { ${UPDATE_VARIABLE} { edgeScript { id } } }`,
    ['updateEdgeScriptVariable', 'edgeScript'],
    GET_SCRIPT,
  ),
  link(
    'DeleteEdgeScriptVariablePayload.edgeScript',
    `mutation { ${DELETE_VARIABLE} { edgeScript { id } } }`,
    ['deleteEdgeScriptVariable', 'edgeScript'],
    GET_SCRIPT,
  ),
  // An upsert bunny.net answers 204: the secret is found by name in the script's secrets.
  link(
    'SetEdgeScriptSecretPayload.edgeScriptSecret',
    `mutation { ${UPSERT_SECRET} { edgeScriptSecret { id } } }`,
    ['setEdgeScriptSecret', 'edgeScriptSecret'],
    api('GET', /\/secrets$/),
  ),
  link(
    'SetEdgeScriptSecretPayload.edgeScript',
    `mutation { ${UPSERT_SECRET} { edgeScript { id } } }`,
    ['setEdgeScriptSecret', 'edgeScript'],
    GET_SCRIPT,
  ),
  link(
    'CreateEdgeScriptSecretPayload.edgeScript',
    `mutation { ${ADD_SECRET} { edgeScript { id } } }`,
    ['createEdgeScriptSecret', 'edgeScript'],
    GET_SCRIPT,
  ),
  link(
    'UpdateEdgeScriptSecretPayload.edgeScript',
    `mutation { ${UPDATE_SECRET} { edgeScript { id } } }`,
    ['updateEdgeScriptSecret', 'edgeScript'],
    GET_SCRIPT,
  ),
  link(
    'DeleteEdgeScriptSecretPayload.edgeScript',
    `mutation { ${DELETE_SECRET} { edgeScript { id } } }`,
    ['deleteEdgeScriptSecret', 'edgeScript'],
    GET_SCRIPT,
  ),
];
