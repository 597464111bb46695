import { isIP } from 'node:net';

/** Express's 'trust proxy': a hop count, or which proxies (names, addresses, CIDR ranges) to believe. */
export type TrustProxy = number | string[];

/** proxy-addr's names for the loopback, link-local and private (unique local) ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY: `2` (the last two hops are the site's proxies), or a comma-separated list of
 * `loopback`, `linklocal`, `uniquelocal`, addresses and CIDR ranges. Undefined when it is neither.
 */
export function parseTrustProxy(text: string): TrustProxy | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => RANGE_NAMES.includes(entry) || isAddressOrRange(entry));
  return valid ? entries : undefined;
}
