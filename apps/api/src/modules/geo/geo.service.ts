// IP geolocation from a database that ships inside an npm package (geoip-lite: MaxMind GeoLite2
// country and city data), so no visitor's address is sent to a third party. The data (about
// 150 MB in memory) is loaded on the first public address asked about, not at start-up.
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import type { GeoResponse } from '@campus/contract';

type GeoIpLite = {
  lookup(ip: string): { country: string; city: string; region: string; timezone: string } | null;
};

let geoip: GeoIpLite | null = null;
function database(): GeoIpLite {
  geoip ??= createRequire(import.meta.url)('geoip-lite') as GeoIpLite;
  return geoip;
}

/** Addresses that never locate anyone: private, loopback, link-local, shared and documentation ranges. */
const notPublic = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  notPublic.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const)
  notPublic.addSubnet(net, prefix, 'ipv6');

/** `::ffff:190.1.2.3` (IPv4 seen through an IPv6 socket) → `190.1.2.3`. */
export function plainIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

export function isPublicIp(ip: string): boolean {
  const version = isIP(ip);
  if (version === 0) return false;
  return !notPublic.check(ip, version === 4 ? 'ipv4' : 'ipv6');
}

const countryNames = new Intl.DisplayNames(['es'], { type: 'region' });

/** `{ip, city, country_name, country}` of an address; nulls when it is private or not in the data. */
export function locate(rawIp: string | null | undefined): GeoResponse {
  const ip = rawIp ? plainIp(rawIp) : null;
  const empty: GeoResponse = { ip, city: null, country_name: null, country: null };
  if (!ip || !isPublicIp(ip)) return empty;
  const found = database().lookup(ip);
  if (!found?.country) return empty;
  let countryName: string | null = null;
  try {
    countryName = countryNames.of(found.country) ?? null;
  } catch {
    countryName = null;
  }
  return { ip, city: found.city || null, country_name: countryName, country: found.country };
}
