// V8's --optimize-for-size (memory over speed: it collects before it grows the heap; a year's CSV
// export leaves the bridge at 39 MiB private memory with it, 72 without; BENCHMARKS.md) is turned
// on here, once the bridge listens or the supervisor starts, and not on the command line
// (scripts/package/pinned-runtimes.mjs): given there, it changes V8's flag hash, so V8 rejects the
// code cache Node carries for its own built-in modules, and every built-in the start needs
// (node:http, node:crypto, node:fs/promises, ...) was compiled from source before the first answer.

import { setFlagsFromString } from 'node:v8'

let on = false

/** Once; the heap's later growth and collections follow it (measured: BENCHMARKS.md). */
export function preferMemoryOverSpeed(): void {
  if (on) return
  on = true
  setFlagsFromString('--optimize-for-size')
}
