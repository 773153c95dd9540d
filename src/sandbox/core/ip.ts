import { BlockList, isIP } from 'node:net';

/** IP comparisons for blocked-IP removal and the event-log `cidr` filter, on Node's BlockList. */

function family(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address);
  if (version === 4) return 'ipv4';
  if (version === 6) return 'ipv6';
  return undefined;
}

/** Equal addresses, however they are written (2001:db8::1 equals 2001:DB8:0::1). */
export function sameIp(left: string, right: string): boolean {
  const leftFamily = family(left);
  if (leftFamily === undefined || leftFamily !== family(right))
    return left.trim().toLowerCase() === right.trim().toLowerCase();
  const list = new BlockList();
  list.addAddress(left, leftFamily);
  return list.check(right, leftFamily);
}

/** A predicate for "address is inside this CIDR", or undefined when the CIDR is malformed. A bare IP is a /32 or /128. */
export function cidrMatcher(cidr: string): ((address: string) => boolean) | undefined {
  const [network = '', prefixText, ...rest] = cidr.trim().split('/');
  const networkFamily = family(network);
  if (networkFamily === undefined || rest.length > 0) return undefined;
  const maxPrefix = networkFamily === 'ipv4' ? 32 : 128;
  const prefix = prefixText === undefined ? maxPrefix : Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText ?? String(maxPrefix)) || prefix > maxPrefix) return undefined;
  const list = new BlockList();
  list.addSubnet(network, prefix, networkFamily);
  return (address) => family(address) === networkFamily && list.check(address, networkFamily);
}
