import type { RequestScope } from '../../request/scope.js';
import { type Download, type DownloadAnswer, downloadPath } from '../shared/download.js';
import { validate } from './validation.js';

/**
 * `GET /exports/dns/{dnsZoneId}/zone-file.txt`: a zone as a BIND zone file, streamed from bunny.net to the caller
 * (http/downloadRoute.ts) with the same credentials, checks and error codes as the graph; `DnsZone.zoneFileDownloadPath`
 * names it, so the zone file never travels inside JSON.
 */
const route = downloadPath('/exports/dns/{dnsZoneId}/zone-file.txt', '\\d{1,16}');

export const zoneFileDownloadPath = (dnsZoneId: number): string => route.path(dnsZoneId);

export const zoneFileDownload: Download = {
  path: route.pattern,
  method: 'GET',
  open: (scope, { params }) => openZoneFile(scope, Number(params[0])),
};

async function openZoneFile(scope: RequestScope, dnsZoneId: number): Promise<DownloadAnswer> {
  validate.dnsZone({ dnsZoneId });
  const upstream = await scope.dns.exportZoneFile(dnsZoneId);
  return {
    body: upstream.body,
    contentType: upstream.contentType?.startsWith('text/') ? upstream.contentType : 'text/plain; charset=utf-8',
    filename: `dns-zone-${dnsZoneId}.txt`,
  };
}
