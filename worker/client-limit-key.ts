// Who a per-client rate limit counts. An IPv4 address is one client. An IPv6 address is not: a subscriber is given a
// whole /64 network (often far more), so counting single addresses would hand one visitor 2^64 fresh buckets, and
// a guesser rotating through them would never be limited. Every address of a /64 therefore shares one count.

/** Without CF-Connecting-IP (local development) every request shares one bucket. */
const UNKNOWN_CLIENT = 'unknown-client'

/** The first four groups (the /64 network) of an IPv6 address, or null when the text is not one. */
function ipv6Network(address: string): string | null {
  // A zone (fe80::1%eth0) never reaches the edge; an embedded IPv4 tail counts as its two groups.
  const [head = '', tail, ...more] = address.toLowerCase().split('::')
  if (more.length > 0) return null
  const groups = (part: string) => (part === '' ? [] : part.split(':'))
  const left = groups(head)
  const right = tail === undefined ? [] : groups(tail)
  const last = right.at(-1) ?? left.at(-1)
  if (last?.includes('.')) {
    const octets = last.split('.').map(Number)
    if (octets.length !== 4 || octets.some((octet) => !Number.isInteger(octet) || octet < 0 || octet > 255)) return null
    const replaced = [((octets[0]! << 8) | octets[1]!).toString(16), ((octets[2]! << 8) | octets[3]!).toString(16)]
    if (right.length > 0) right.splice(-1, 1, ...replaced)
    else left.splice(-1, 1, ...replaced)
  }
  const missing = 8 - left.length - right.length
  if (tail === undefined ? missing !== 0 : missing < 1) return null
  const all = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right]
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null
  return all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')
}

/**
 * The limiter key for the client that sent a request, from the edge's CF-Connecting-IP: the IPv4 address itself,
 * an IPv6 address's /64 network (`2001:db8:1:2::/64`), or one shared key when there is no address. An IPv4 address
 * written as IPv6 (`::ffff:192.0.2.1`) counts as the IPv4 address.
 */
export function clientLimitKey(connectingIp: string | null): string {
  const address = connectingIp?.trim() ?? ''
  if (address === '') return UNKNOWN_CLIENT
  if (!address.includes(':')) return address
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (mapped && mapped[1]!.split('.').every((octet) => Number(octet) <= 255)) return mapped[1]!
  const network = ipv6Network(address)
  // Not an address at all (the edge always sends one): counted as written, never merged with others.
  return network === null ? address : `${network}::/64`
}
