import { apiErrorData, invalidJson } from '../core/errors.js';
import { empty, json, type Reply } from '../core/http.js';
import { isStringArray, parseJsonObject, type JsonObject } from '../core/json.js';
import { libraryKeyForAccount } from '../core/keys.js';
import { corePage } from '../core/pagination.js';
import { intParam, type HandlerContext } from '../router.js';
import { SETTING_NAMES, settingOf, videoLibraryModel } from './videoLibraryModel.js';
import { FIRST_CREATED_LIBRARY_ID, libraryDefaults } from './videoSeed.js';
import type { VideoLibrary } from './videoState.js';

/** Core API Video Library operations (PascalCase, ApiErrorData errors): the list, one library, and its writes. */

/** GET /videolibrary: the libraries whose name holds `search` (ignoring case), in id order, as the core API pages them. */
export function listVideoLibraries(context: HandlerContext): Reply {
  const term = context.query.get('search')?.trim().toLowerCase() ?? '';
  const libraries = [...context.account.videoLibraries.values()]
    .filter((library) => library.name.toLowerCase().includes(term))
    .sort((a, b) => a.id - b.id);
  return corePage(context, libraries.map(videoLibraryModel));
}

/** GET /videolibrary/{id}. The gateway reads the keys from here to call the Stream API. */
export function getVideoLibrary(context: HandlerContext): Reply {
  const library = context.account.videoLibraries.get(intParam(context, 'id'));
  if (!library)
    return apiErrorData(404, 'videolibrary.not_found', 'Id', 'The Video Library with the requested ID does not exist.');
  return json(200, videoLibraryModel(library));
}

/** POST /videolibrary: 201 with the new library, numbered per account from FIRST_CREATED_LIBRARY_ID. */
export function createVideoLibrary(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const name = body['Name'];
  if (typeof name !== 'string' || name.trim() === '')
    return apiErrorData(400, 'validation.required', 'Name', 'The Name field is required.');
  const regions = body['ReplicationRegions'] ?? [];
  if (!isStringArray(regions))
    return apiErrorData(
      400,
      'validation.invalid',
      'ReplicationRegions',
      'The ReplicationRegions must be a list of regions.',
    );
  const settings = settingsIn(body);
  if ('invalid' in settings) return invalidSetting(settings.invalid);
  const { account } = context;
  const id = account.nextVideoLibraryId;
  account.nextVideoLibraryId += 1;
  const offset = id - FIRST_CREATED_LIBRARY_ID;
  const library: VideoLibrary = {
    id,
    name,
    pullZoneId: 1_390_001 + offset,
    storageZoneId: 872_001 + offset,
    apiKey: libraryKeyForAccount(account.id, id, 'readWrite'),
    readOnlyApiKey: libraryKeyForAccount(account.id, id, 'readOnly'),
    allowedReferrers: [],
    blockedReferrers: [],
    replicationRegions: [...regions],
    dateCreated: context.now,
    dateModified: context.now,
    trafficUsage: 0,
    storageUsage: 0,
    videos: new Map(),
    collections: new Map(),
    ...libraryDefaults(),
  };
  library.settings = settings.values;
  account.videoLibraries.set(id, library);
  return json(201, videoLibraryModel(library));
}

/** POST /videolibrary/{id}: the settings given change; 200 with the library as it is now. */
export function updateVideoLibrary(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body) return invalidJson();
  const library = context.account.videoLibraries.get(intParam(context, 'id'));
  if (!library) return empty(404);
  const name = body['Name'];
  if (name !== undefined && name !== null && (typeof name !== 'string' || name.trim() === ''))
    return apiErrorData(400, 'validation.invalid', 'Name', 'The Name must not be empty.');
  const settings = settingsIn(body, library);
  if ('invalid' in settings) return invalidSetting(settings.invalid);
  if (typeof name === 'string') library.name = name;
  Object.assign(library.settings, settings.values);
  library.dateModified = context.now;
  return json(200, videoLibraryModel(library));
}

/** DELETE /videolibrary/{id}: 204, and the library's videos and keys are gone with it. */
export function deleteVideoLibrary(context: HandlerContext): Reply {
  return context.account.videoLibraries.delete(intParam(context, 'id')) ? empty(204) : empty(404);
}

type Settings = { values: Record<string, unknown> } | { invalid: string };

/**
 * The settings of a body (VideoLibraryModel's names, and the two DRM objects merged into what the library has), each
 * of the type its default has; null leaves a setting unchanged, as bunny.net's nullable update fields do.
 */
function settingsIn(body: JsonObject, library?: VideoLibrary): Settings {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    if (value === null) continue;
    if (name === 'AppleFairPlayDrm' || name === 'GoogleWidevineDrm') {
      if (typeof value !== 'object' || Array.isArray(value)) return { invalid: name };
      values[name] = { ...(library?.settings[name] as object | undefined), ...value };
      continue;
    }
    if (!SETTING_NAMES.has(name)) continue;
    const expected = settingOf({ settings: {} } as VideoLibrary, name);
    const fits = expected === null ? typeof value === 'string' : typeof value === typeof expected;
    if (!fits || (Array.isArray(expected) && !isStringArray(value))) return { invalid: name };
    values[name] = value;
  }
  return { values };
}

function invalidSetting(name: string): Reply {
  return apiErrorData(400, 'validation.invalid', name, `The ${name} field has the wrong type.`);
}
