import type { components } from '../../__generated__/upstream/origin-errors-api.js';

/**
 * The origin error log host's records, as origin-errors-api.json describes them: aliases of the types generated from
 * the published document (`npm run upstream-types`), never written by hand. The names are the area's, so its client,
 * mappers and codegen's `mappers` (index.ts) do not change when the document does; a change of shape shows up as a
 * type error where the area reads it.
 */

/** One origin error: `log` is a JSON-encoded record, as a string; `labels` holds bunny.net's labels of it. */
export type UpstreamLogEntry = components['schemas']['LogEntry'];

/** A Pull Zone's origin errors of one day. */
export type UpstreamLogResponse = components['schemas']['LogResponse'];
