import { type CoverageEntry, operationsOf } from '../shared/coverage.js';

/** The origin error log host's one operation (origin-errors-api.json), with the fields that reach it. */

const originErrors = operationsOf('origin-errors-api');

export const originLogsCoverage: readonly CoverageEntry[] = [
  originErrors.reachedBy('GET /{pullZoneId}/{dateTime}', 'Query.originErrorLogs', 'PullZone.originErrorLogs'),
];
