// Names a file of settings goes by (docs/security.md rule 11): `.env`, `.env.local`,
// `bridge.env`, `bridge.env.bak`, `x.env~`. Such a file is never served, and a STATIC_DIR that
// holds one is refused at start. Matched on each path segment, case-insensitively and with the
// trailing dots and spaces Windows drops (`BRIDGE.ENV.` opens bridge.env on NTFS and on a
// case-insensitive macOS volume); a segment with `:` (an NTFS stream, `bridge.env::$DATA`) is
// never a file of the app either.

/** `env` as one dot-separated part of the name, as dotenv tools and editors' backups name it. */
const ENV_PART = /(^|\.)env(\.|~|$)/i

export function looksLikeSettingsFile(relativePath: string): boolean {
  return relativePath.split(/[\\/]/).some((segment) => {
    const name = segment.replace(/[. ]+$/, '')
    return segment.includes(':') || ENV_PART.test(name) || ENV_PART.test(segment)
  })
}
