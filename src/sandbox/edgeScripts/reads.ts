import { edgeScriptModel, releaseModel } from './models.js';
import { empty, json, type Reply } from '../core/http.js';
import { isReply, pageObject, readPaging } from '../core/pagination.js';
import { intParam, type HandlerContext } from '../router.js';
import type { EdgeScript, EdgeScriptRelease } from '../state.js';

/**
 * Edge Scripting reads, consistent with the sandbox's state (a renamed script shows its new name, a published
 * release is the live one and heads the releases). Lists answer bunny.net's `PaginationListModelOf...`; an unknown
 * script answers 404 with no body, as the document declares.
 */

/** One page of `items`, or the 400 bunny.net answers for a bad `page` or `perPage`. */
function paginationList<T>(context: HandlerContext, items: readonly T[]): Reply {
  const paging = readPaging(context, 1);
  return isReply(paging) ? paging : pageObject(items, paging);
}

/** bunny.net's search and type filter: the term in the name, ignoring case; scripts in id order. */
function matching(context: HandlerContext): EdgeScript[] {
  const term = context.query.get('search')?.trim().toLowerCase() ?? '';
  const types = context.query.getAll('type').map(Number);
  return [...context.account.edgeScripts.values()]
    .sort((a, b) => a.id - b.id)
    .filter((script) => script.name.toLowerCase().includes(term))
    .filter((script) => types.length === 0 || types.includes(script.scriptType));
}

/** GET /compute/script: linked Pull Zones only with `includeLinkedPullzones=true`, as bunny.net defaults to false. */
export function listEdgeScripts(context: HandlerContext): Reply {
  const withLinks = context.query.get('includeLinkedPullzones')?.toLowerCase() === 'true';
  const scripts = matching(context).map((script) => edgeScriptModel(context.account, script, withLinks));
  return paginationList(context, scripts);
}

/** GET /compute/script/{id} */
export function getEdgeScript(context: HandlerContext): Reply {
  const script = context.account.edgeScripts.get(intParam(context, 'id'));
  return script ? json(200, edgeScriptModel(context.account, script)) : empty(404);
}

/** The releases newest published first, so a release just published heads the list. */
function newestFirst(script: EdgeScript): EdgeScriptRelease[] {
  return [...script.releases].sort((a, b) => b.datePublished.getTime() - a.datePublished.getTime() || b.id - a.id);
}

/** GET /compute/script/{id}/releases */
export function listEdgeScriptReleases(context: HandlerContext): Reply {
  const script = context.account.edgeScripts.get(intParam(context, 'id'));
  return script ? paginationList(context, newestFirst(script).map(releaseModel)) : empty(404);
}

/** GET /compute/script/{id}/releases/active: 404 when the script does not exist or nothing is live. */
export function getActiveEdgeScriptRelease(context: HandlerContext): Reply {
  const script = context.account.edgeScripts.get(intParam(context, 'id'));
  const live = script?.releases.find((release) => release.id === script.currentReleaseId);
  return live ? json(200, releaseModel(live)) : empty(404);
}
