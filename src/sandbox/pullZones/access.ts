import { apiErrorData } from '../core/errors.js';
import { empty, type Reply } from '../core/http.js';
import { cidrMatcher, sameIp } from '../core/ip.js';
import { hostnameOf, isText, ownerOf, requiredText, zoneAndBody } from './shared.js';
import type { HandlerContext } from '../router.js';

/**
 * Who may reach a Pull Zone, and by which names: its blocked IPs, allowed and blocked referrers, hostnames and their
 * Force SSL switch. Adding what is already there changes nothing (204); removing what is not there answers 400
 * naming the field. Unknown zones answer 404 with no body.
 */

type ListName = 'blockedIps' | 'allowedReferrers' | 'blockedReferrers';

/** A handler adding to, or removing from, one of a zone's lists, the body's `field` naming the entry. */
function listChange(list: ListName, field: string, change: 'add' | 'remove', check?: (value: string) => boolean) {
  return (context: HandlerContext): Reply => {
    const found = zoneAndBody(context);
    if ('refused' in found) return found.refused;
    const value = requiredText(found.body, field);
    if (!isText(value)) return value;
    if (check && !check(value))
      return apiErrorData(400, 'validation.invalid', field, `The ${field} ${value} is not valid here.`);
    const entries = found.zone[list];
    const index = entries.findIndex((entry) => (list === 'blockedIps' ? sameIp(entry, value) : sameName(entry, value)));
    if (change === 'add') {
      if (index === -1) entries.push(list === 'blockedIps' ? value : value.toLowerCase());
      return empty(204);
    }
    if (index === -1) return notListed(list, field, value);
    entries.splice(index, 1);
    return empty(204);
  };
}

const sameName = (left: string, right: string): boolean => left.toLowerCase() === right.toLowerCase();

function notListed(list: ListName, field: string, value: string): Reply {
  const [errorKey, what] =
    list === 'blockedIps'
      ? ['pullzone.blocked_ip_not_found', 'blocked list']
      : [`pullzone.${list === 'allowedReferrers' ? 'allowed' : 'blocked'}_referrer_not_found`, 'referrer list'];
  return apiErrorData(
    400,
    errorKey,
    field,
    `The ${field === 'BlockedIp' ? 'IP' : 'hostname'} ${value} is not on the ${what} of this Pull Zone.`,
  );
}

const isIpOrRange = (value: string): boolean => cidrMatcher(value) !== undefined;

/** POST /pullzone/{id}/addBlockedIp */
export const addBlockedIp = listChange('blockedIps', 'BlockedIp', 'add', isIpOrRange);
/** POST /pullzone/{id}/removeBlockedIp */
export const removeBlockedIp = listChange('blockedIps', 'BlockedIp', 'remove');
/** POST /pullzone/{id}/addAllowedReferrer */
export const addAllowedReferrer = listChange('allowedReferrers', 'Hostname', 'add');
/** POST /pullzone/{id}/removeAllowedReferrer */
export const removeAllowedReferrer = listChange('allowedReferrers', 'Hostname', 'remove');
/** POST /pullzone/{id}/addBlockedReferrer */
export const addBlockedReferrer = listChange('blockedReferrers', 'Hostname', 'add');
/** POST /pullzone/{id}/removeBlockedReferrer */
export const removeBlockedReferrer = listChange('blockedReferrers', 'Hostname', 'remove');

const HOSTNAME = /^(?=.{1,253}$)((?!-)[a-z0-9-]{1,63}(?<!-)\.)+[a-z][a-z0-9-]{0,62}$/i;

/** POST /pullzone/{id}/addHostname: a hostname no zone of the account answers yet, without a certificate. */
export function addHostname(context: HandlerContext): Reply {
  const found = zoneAndBody(context);
  if ('refused' in found) return found.refused;
  const hostname = requiredText(found.body, 'Hostname');
  if (!isText(hostname)) return hostname;
  const value = hostname.toLowerCase().replace(/\.$/, '');
  if (!HOSTNAME.test(value))
    return apiErrorData(400, 'validation.invalid', 'Hostname', `The hostname ${hostname} is not a valid hostname.`);
  if (ownerOf(context.account, value))
    return apiErrorData(400, 'pullzone.hostname_taken', 'Hostname', `The hostname ${value} is already in use.`);
  const id = context.account.pullZoneCounters.nextHostnameId++;
  found.zone.hostnames.push({
    id,
    value,
    system: false,
    forceSsl: false,
    certificate: null,
    keyType: 0,
    pendingChallenge: null,
  });
  return empty(204);
}

/** DELETE /pullzone/{id}/removeHostname: a custom hostname; the system hostname stays. */
export function removeHostname(context: HandlerContext): Reply {
  const found = zoneAndBody(context);
  if ('refused' in found) return found.refused;
  const hostname = requiredText(found.body, 'Hostname');
  if (!isText(hostname)) return hostname;
  const entry = hostnameOf(found.zone, hostname);
  if (!entry) return hostnameNotFound(hostname);
  if (entry.system)
    return apiErrorData(
      400,
      'pullzone.hostname_system',
      'Hostname',
      `The system hostname ${entry.value} cannot be removed.`,
    );
  found.zone.hostnames.splice(found.zone.hostnames.indexOf(entry), 1);
  return empty(204);
}

/** POST /pullzone/{id}/setForceSSL */
export function setForceSsl(context: HandlerContext): Reply {
  const found = zoneAndBody(context);
  if ('refused' in found) return found.refused;
  const hostname = requiredText(found.body, 'Hostname');
  if (!isText(hostname)) return hostname;
  if (typeof found.body.ForceSSL !== 'boolean')
    return apiErrorData(
      400,
      'validation.required',
      'ForceSSL',
      'The ForceSSL field is required and must be true or false.',
    );
  const entry = hostnameOf(found.zone, hostname);
  if (!entry) return hostnameNotFound(hostname);
  entry.forceSsl = found.body.ForceSSL;
  return empty(204);
}

export function hostnameNotFound(hostname: string): Reply {
  return apiErrorData(
    400,
    'pullzone.hostname_not_found',
    'Hostname',
    `The hostname ${hostname} is not a hostname of this Pull Zone.`,
  );
}
