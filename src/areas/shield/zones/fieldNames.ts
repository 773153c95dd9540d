import { defaultFieldName } from '../../../errors/fromUpstream.js';

/**
 * The update's body fields to its arguments: `shieldZone.WafEnabled` (or `$.shieldZone.wafEnabled`) is
 * `input.wafEnabled`, bunny.net's `dDoS` prefix `ddos`; `shieldZoneId` is the argument of that name.
 */
export function updateFieldName(field: string): string {
  const name = defaultFieldName(field.replace(/^\$\.?/, '')).replace(/\bdDoS/g, 'ddos');
  if (name === 'shieldZone') return 'input';
  return name.startsWith('shieldZone.') ? `input.${name.slice('shieldZone.'.length)}` : name;
}
