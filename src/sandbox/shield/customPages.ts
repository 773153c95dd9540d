import { shieldFailure, shieldSuccess } from '../core/errors.js';
import { json, type Reply } from '../core/http.js';
import { stringParam, type HandlerContext } from '../router.js';
import { CUSTOM_PAGE_TYPES } from './fixtures.js';
import { isProtection, protectionOf } from './protection.js';
import type { ZoneProtection } from './settingsState.js';

/**
 * Custom response pages, one per page type and zone. The document answers these operations with a bare
 * `GenericRequestResponse` (no envelope) and gives the upload no body: the sandbox takes the HTML as the body.
 */

const failure = (status: number, errorKey: string, message: string): Reply =>
  json(status, shieldFailure(status, errorKey, message));
const missingZone = (message: string): Reply => failure(404, 'shieldZone.notFound', message);

/** The zone's protection and the page type of the path, or the reply refusing them. */
function pageOf(context: HandlerContext): { protection: ZoneProtection; pageType: string } | Reply {
  const protection = protectionOf(context, missingZone);
  if (!isProtection(protection)) return protection;
  const pageType = stringParam(context, 'pageType');
  if (!CUSTOM_PAGE_TYPES.includes(pageType))
    return failure(400, 'customPage.invalidType', `Page type must be one of ${CUSTOM_PAGE_TYPES.join(', ')}.`);
  return { protection, pageType };
}

/** GET /shield/shield-zone/{shieldZoneId}/custom-page/{pageType}: the HTML as a JSON string. */
export function getCustomPage(context: HandlerContext): Reply {
  const page = pageOf(context);
  if ('kind' in page) return page;
  const html = page.protection.customPages.get(page.pageType);
  if (html === undefined) return failure(404, 'customPage.notFound', `No custom ${page.pageType} page.`);
  return json(200, html);
}

/** PUT /shield/shield-zone/{shieldZoneId}/custom-page/{pageType}: the body is the page. */
export function putCustomPage(context: HandlerContext): Reply {
  const page = pageOf(context);
  if ('kind' in page) return page;
  const html = context.body.toString('utf8');
  if (html.trim() === '') return failure(400, 'customPage.empty', 'The page is empty.');
  page.protection.customPages.set(page.pageType, html);
  return json(200, shieldSuccess());
}

/** DELETE /shield/shield-zone/{shieldZoneId}/custom-page/{pageType} */
export function deleteCustomPage(context: HandlerContext): Reply {
  const page = pageOf(context);
  if ('kind' in page) return page;
  if (!page.protection.customPages.delete(page.pageType))
    return failure(404, 'customPage.notFound', `No custom ${page.pageType} page.`);
  return json(200, shieldSuccess());
}
