import { empty, type Reply } from '../core/http.js';
import { parseOptionalJsonObject } from '../core/json.js';
import { uuidFrom } from '../core/random.js';
import { intParam, stringParam, type HandlerContext } from '../router.js';
import { takeId } from './state.js';
import type { EdgeScript, EdgeScriptRelease } from '../state.js';

/**
 * Publishing (PublishEdgeScriptModel bodies, 204 answers): a given release goes live again, or the code in the editor
 * becomes a new release that goes live. A script without code answers 400, with no body as the document declares.
 */

/** Makes `release` the script's live one, the others archived. */
function goLive(script: EdgeScript, release: EdgeScriptRelease, now: Date, note: unknown): void {
  for (const other of script.releases) other.status = 0;
  release.status = 1;
  release.datePublished = now;
  if (typeof note === 'string') release.note = note;
  script.currentReleaseId = release.id;
  script.code = release.code;
}

/** POST /compute/script/{id}/publish/{uuid}: a uuid that is not one of the script's releases answers 400. */
export function publishRelease(context: HandlerContext): Reply {
  const body = parseOptionalJsonObject(context.body);
  if (!body) return empty(400);
  const script = context.account.edgeScripts.get(intParam(context, 'id'));
  if (!script) return empty(404);
  const uuid = stringParam(context, 'uuid').toLowerCase();
  const release = script.releases.find((candidate) => candidate.uuid === uuid);
  if (script.code === null || !release) return empty(400);
  goLive(script, release, context.now, body.Note);
  return empty(204);
}

/** POST /compute/script/{id}/publish: the code in the editor as a new release, made by the API. */
export function publishLatest(context: HandlerContext): Reply {
  const body = parseOptionalJsonObject(context.body);
  if (!body) return empty(400);
  const script = context.account.edgeScripts.get(intParam(context, 'id'));
  if (!script) return empty(404);
  if (script.code === null) return empty(400);
  const id = takeId(context.account.edgeScriptIds, 'release');
  const release: EdgeScriptRelease = {
    id,
    uuid: uuidFrom(`edge-script-release:${script.id}:published:${id}`),
    code: script.code,
    note: '',
    author: 'API',
    authorEmail: 'api@acme-demo.com',
    commitSha: null,
    status: 1,
    dateReleased: context.now,
    datePublished: context.now,
  };
  script.releases.push(release);
  goLive(script, release, context.now, body.Note);
  return empty(204);
}
