// Which host names mean "this machine", for the bridge and the app. One rule, two callers that
// differ in who resolves the name:
//
// - isLoopbackHost: the bridge (Node) connecting somewhere. Loopback means an address that cannot
//   leave the machine, or the one name every resolver maps to it from the hosts file:
//     127.0.0.0/8 as a dotted quad (127.0.0.1, 127.1.2.3, ...), ::1 (bare or [::1] as in a URL),
//     and localhost, in any case.
//   Not *.localhost: Node asks the system resolver, which may forward such a name to DNS (RFC 6761
//   §6.3 only says resolvers SHOULD answer it locally), and this rule decides whether plain http
//   with credentials (AEPS_BASE_URL) or a self-signed reader (rd/) is trusted.
// - isBrowserLoopbackHost: the page asking where the browser will connect. Browsers answer
//   localhost and every *.localhost themselves with loopback (Chrome, Firefox; RFC 6761 §6.3), so
//   for them those names are loopback too; Chrome's local network access treats them so.
//
// Not loopback: 0.0.0.0 and [::] (the unspecified address), and names that merely begin with one
// of the above (127.0.0.1.example.com, localhost.example.com).

const LOOPBACK_IPV4 =
  /^127\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)\.(25[0-5]|2[0-4]\d|1?\d?\d)$/

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return host === 'localhost' || host === '::1' || host === '[::1]' || LOOPBACK_IPV4.test(host)
}

export function isBrowserLoopbackHost(hostname: string): boolean {
  return isLoopbackHost(hostname) || hostname.toLowerCase().endsWith('.localhost')
}
