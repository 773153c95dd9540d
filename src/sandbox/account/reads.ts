import { REQUEST_API_KEY_ID } from './profile.js';
import { apiErrorData } from '../core/errors.js';
import { headerValue, json, type Reply } from '../core/http.js';
import { isReply, pageObject, readPaging } from '../core/pagination.js';
import { countryModels, regionModels } from './referenceData.js';
import type { HandlerContext } from '../router.js';

/**
 * The core API's account reads: API keys, the search across the account's products, and the reference lists. The
 * search reads the state as it is now (a renamed edge script is found by its new name).
 */

/** GET /apikey: the key the request was sent with first (the sandbox knows no other way to list it), then the rest. */
export function listApiKeys(context: HandlerContext): Reply {
  const paging = readPaging(context, 1);
  if (isReply(paging)) return paging;
  const requestKey = { Id: REQUEST_API_KEY_ID, Key: headerValue(context.headers, 'AccessKey'), Roles: ['User'] };
  const others = context.account.profile.apiKeys.map((key) => ({ Id: key.id, Key: key.key, Roles: key.roles }));
  return pageObject([requestKey, ...others], paging);
}

/** GET /country */
export function listCountries(): Reply {
  return json(200, countryModels());
}

/** GET /region */
export function listRegions(): Reply {
  return json(200, regionModels());
}

const MAX_SEARCH_SIZE = 1000;

/** An int32 query value from `min` on (`fallback` when absent), or null when it is not one. */
function int32Query(context: HandlerContext, name: string, fallback: number, min: number): number | null {
  const raw = context.query.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  return /^\d{1,10}$/.test(raw) && value >= min && value <= 2 ** 31 - 1 ? value : null;
}

/**
 * GET /search?search=&from=&size=: the Pull Zones (`cdn`), Storage Zones (`storage`), DNS Zones (`dns`, by domain),
 * edge scripts (`script`) and video libraries (`stream`) whose name holds the term, ignoring case, in that order and
 * by id; a deleted Storage Zone is not found.
 */
export function search(context: HandlerContext): Reply {
  const from = int32Query(context, 'from', 0, 0);
  const size = int32Query(context, 'size', 20, 1);
  if (from === null) return apiErrorData(400, 'validation.invalid', 'from', 'from must be an integer from 0 on.');
  if (size === null || size > MAX_SEARCH_SIZE)
    return apiErrorData(400, 'validation.invalid', 'size', `size must be between 1 and ${MAX_SEARCH_SIZE}.`);
  const term = context.query.get('search')?.trim().toLowerCase() ?? '';
  const { pullZones, storageZones, dns, edgeScripts, videoLibraries } = context.account;
  const byId = <T extends { id: number }>(records: Iterable<T>) => [...records].sort((a, b) => a.id - b.id);
  const found = [
    ...byId(pullZones.values()).map((zone) => ({ Type: 'cdn', Id: zone.id, Name: zone.name })),
    ...byId([...storageZones.zones.values()].filter((zone) => !zone.deleted)).map((zone) => ({
      Type: 'storage',
      Id: zone.id,
      Name: zone.name,
    })),
    ...byId(dns.zones.values()).map((zone) => ({ Type: 'dns', Id: zone.id, Name: zone.domain })),
    ...byId(edgeScripts.values()).map((script) => ({ Type: 'script', Id: script.id, Name: script.name })),
    ...byId(videoLibraries.values()).map((library) => ({ Type: 'stream', Id: library.id, Name: library.name })),
  ].filter((result) => result.Name.toLowerCase().includes(term));
  return json(200, {
    Query: context.query.get('search'),
    Total: found.length,
    From: from,
    Size: size,
    SearchResults: found.slice(from, from + size),
  });
}
