import { apiErrorData, invalidJson } from '../core/errors.js';
import { empty, type Reply } from '../core/http.js';
import { parseJsonObject } from '../core/json.js';
import { intParam, type HandlerContext } from '../router.js';

/**
 * POST /videolibrary/{id}/{add,remove}{Allowed,Blocked}Referrer, body `{ Hostname }`: 200 with no body, as
 * documented. Adding a hostname the list has changes nothing; removing one it lacks is a 400 naming `Hostname`.
 */

type Change = { list: 'allowedReferrers' | 'blockedReferrers'; add: boolean };

function changeReferrer({ list, add }: Change) {
  return (context: HandlerContext): Reply => {
    const body = parseJsonObject(context.body);
    if (!body) return invalidJson();
    const hostname = body['Hostname'];
    if (typeof hostname !== 'string' || hostname.trim() === '')
      return apiErrorData(400, 'validation.required', 'Hostname', 'The Hostname field is required.');
    const library = context.account.videoLibraries.get(intParam(context, 'id'));
    if (!library) return empty(404);
    const referrers: string[] = library[list];
    const index = referrers.findIndex((referrer) => referrer.toLowerCase() === hostname.trim().toLowerCase());
    if (add && index === -1) referrers.push(hostname.trim());
    if (!add && index === -1) return notListed(list, hostname);
    if (!add) referrers.splice(index, 1);
    library.dateModified = context.now;
    return empty(200);
  };
}

function notListed(list: Change['list'], hostname: string): Reply {
  const which = list === 'allowedReferrers' ? 'an allowed' : 'a blocked';
  return apiErrorData(
    400,
    'videolibrary.referrer_not_found',
    'Hostname',
    `The hostname ${hostname} is not ${which} referrer of this library.`,
  );
}

export const addAllowedReferrer = changeReferrer({ list: 'allowedReferrers', add: true });
export const removeAllowedReferrer = changeReferrer({ list: 'allowedReferrers', add: false });
export const addBlockedReferrer = changeReferrer({ list: 'blockedReferrers', add: true });
export const removeBlockedReferrer = changeReferrer({ list: 'blockedReferrers', add: false });
