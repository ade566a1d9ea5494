import ipaddr from 'ipaddr.js';

/**
 * Which addresses a webhook may be sent to: public unicast only, so that a URL an institution gives can't
 * make our servers reach the cloud's metadata service, the VPC or the machine itself (SSRF). The ranges are
 * ipaddr.js's, read as an allow-list: anything it does not call `unicast` is refused, so a range it learns
 * later is refused too. The few it lacks are added below by CIDR.
 */

/** ipaddr.js's range names, as the short reason a refusal gives. A name not here is refused as 'reserved'. */
const REASONS: Readonly<Record<string, string>> = {
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'cgnat',
  private: 'private',
  uniqueLocal: 'unique-local',
  deprecatedSiteLocal: 'site-local',
  // Both carry an IPv4 address that a dual-stack socket reaches: refused whole rather than judged by it.
  ipv4Mapped: 'ipv4-mapped',
  rfc6145: 'ipv4-translated',
  // NAT64 (64:ff9b::/96, 64:ff9b:1::/48), 6to4 and Teredo tunnel to an IPv4 address inside them: refused whole,
  // a webhook receiver has no need of them.
  rfc6052: 'nat64',
  '6to4': '6to4',
  teredo: 'teredo',
};

/** Ranges ipaddr.js 2.5 calls unicast that are not public either. */
const EXTRA_RANGES: readonly (readonly [ReturnType<typeof ipaddr.parseCIDR>, string])[] = [
  // IPv4-compatible (RFC 4291, deprecated): ::a00:1 is 10.0.0.1 to some stacks.
  [ipaddr.parseCIDR('::/96'), 'ipv4-compatible'],
  // The dummy prefix of RFC 9780.
  [ipaddr.parseCIDR('100:0:0:1::/64'), 'reserved'],
];

/** IPv6's global unicast (RFC 4291, IANA): all of today's public IPv6; the rest of the space is reserved. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** Why an address is not a public unicast one, before the loopback allowance. */
function rangeReason(address: ipaddr.IPv4 | ipaddr.IPv6): string | undefined {
  const range: string = address.range();
  if (range !== 'unicast') return REASONS[range] ?? 'reserved';
  for (const [cidr, reason] of EXTRA_RANGES) {
    if (address.kind() === cidr[0].kind() && address.match(cidr)) return reason;
  }
  if (address.kind() === 'ipv6' && !address.match(GLOBAL_UNICAST_V6)) return 'reserved';
  return undefined;
}

/**
 * Why a webhook may not be sent to `ip` (a short English reason for logs: 'private', 'loopback',
 * 'link-local', 'cgnat', 'multicast', 'unique-local', 'ipv4-mapped', 'nat64', 'reserved', 'invalid', ...), or
 * undefined for a public unicast address. `allowLoopback` (local mode) lets loopback through: 127.0.0.0/8
 * and ::1, nothing else (not ::ffff:127.0.0.1 either).
 */
export function forbiddenAddressReason(ip: string, opts: { allowLoopback: boolean }): string | undefined {
  if (!ipaddr.isValid(ip)) return 'invalid';
  const reason = rangeReason(ipaddr.parse(ip));
  return reason === 'loopback' && opts.allowLoopback ? undefined : reason;
}
