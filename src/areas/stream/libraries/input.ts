import type { CreateVideoLibraryInput, VideoLibraryChangesInput } from '../../../__generated__/resolvers-types.js';
import { inputFieldName } from '../../../errors/fromUpstream.js';
import { streamEnums } from '../streamEnums.js';
import type { UpstreamVideoLibraryCreate, UpstreamVideoLibraryUpdate } from '../upstreamTypes.js';

/**
 * A library's input (create or update, already checked) as bunny.net's body: each field under its PascalCase name,
 * or its own where bunny.net writes it otherwise (`UILanguage`, `EnableMP4Fallback`), lists bunny.net keeps as comma
 * lists joined, enums as their numbers, and the DRM switches inside their objects. Fields left out (or null) are
 * left out: bunny.net changes only what it is sent.
 */

type LibraryInput = CreateVideoLibraryInput | VideoLibraryChangesInput;
type Convert = (value: never) => unknown;

const joined = (values: readonly (string | number)[]): string => values.join(',');

/** The GraphQL field -> bunny.net's property (a dotted path for a nested one), where it is not the PascalCase name. */
const NAMES: Readonly<Record<string, string>> = {
  customHtml: 'CustomHTML',
  enableTokenIpVerification: 'EnableTokenIPVerification',
  uiLanguage: 'UILanguage',
  enableMp4Fallback: 'EnableMP4Fallback',
  enableDrm: 'EnableDRM',
  appleFairPlayDrmEnabled: 'AppleFairPlayDrm.Enabled',
  googleWidevineDrmEnabled: 'GoogleWidevineDrm.Enabled',
  widevineSdOnlyForL3: 'GoogleWidevineDrm.SdOnlyForL3',
  widevineMinClientSecurityLevel: 'GoogleWidevineDrm.MinClientSecurityLevel',
};

const CONVERSIONS: Readonly<Record<string, Convert>> = {
  enabledResolutions: joined,
  outputCodecs: joined,
  controls: joined,
  playbackSpeeds: joined,
  drmVersion: streamEnums.drmVersion.toUpstream,
  encodingTier: streamEnums.encodingTier.toUpstream,
  widevineMinClientSecurityLevel: streamEnums.widevineLevel.toUpstream,
};

const upstreamName = (field: string): string => NAMES[field] ?? field.charAt(0).toUpperCase() + field.slice(1);

/** bunny.net's property -> the GraphQL input field, for the `argument` of its validation errors. */
const FIELDS_BY_UPSTREAM = new Map(
  Object.keys(NAMES).map((field) => [(NAMES[field] ?? '').toLowerCase(), field] as const),
);

function bodyOf(input: LibraryInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue;
    const convert = CONVERSIONS[field];
    const [outer = '', inner] = upstreamName(field).split('.');
    const converted = convert ? convert(value as never) : value;
    if (inner === undefined) body[outer] = converted;
    else body[outer] = { ...(body[outer] as object | undefined), [inner]: converted };
  }
  return body;
}

export const createLibraryBody = (input: CreateVideoLibraryInput): UpstreamVideoLibraryCreate =>
  bodyOf(input) as UpstreamVideoLibraryCreate;

export const updateLibraryBody = (input: VideoLibraryChangesInput): UpstreamVideoLibraryUpdate =>
  bodyOf(input) as UpstreamVideoLibraryUpdate;

/** The input field bunny.net names in a create's error (`EnableMP4Fallback` -> `input.enableMp4Fallback`). */
export function libraryInputField(upstreamField: string): string {
  const field = FIELDS_BY_UPSTREAM.get(upstreamField.toLowerCase());
  return field === undefined ? inputFieldName(upstreamField) : `input.${field}`;
}

/** The same for an update, whose settings sit at `input.videoLibrary` (`input.videoLibrary.enableMp4Fallback`). */
export const libraryChangesField = (upstreamField: string): string =>
  libraryInputField(upstreamField).replace(/^input\./, 'input.videoLibrary.');
