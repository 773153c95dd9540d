/**
 * The CSV download route of the event-log export, written once: the GraphQL field links to it (`downloadPath`) and
 * the HTTP layer serves it (http/exportRoute.ts).
 */
const PREFIX = '/exports/shield/';
const SUFFIX = '/event-logs.csv';

export function eventLogDownloadPath(shieldZoneId: number): string {
  return `${PREFIX}${shieldZoneId}${SUFFIX}`;
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a download path; the one group is the Shield Zone id (digits only, checked further by the route). */
export const EVENT_LOG_DOWNLOAD_ROUTE = new RegExp(`^${escaped(PREFIX)}(\\d{1,10})${escaped(SUFFIX)}$`);
