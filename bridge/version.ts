// The bridge's own version (package.json, also shipped inside the executable) and the version of
// docs/contract.md whose every part it keeps: both in GET /api/status, where a hosted page compares
// the contract with its own before it sends anything.

import { requireShippedFile } from './assets.ts'

export const VERSION: string = (
  JSON.parse(requireShippedFile('package.json')) as { version: string }
).version

/** The highest version of docs/contract.md whose every part this bridge keeps (GET /api/status). */
export const CONTRACT_VERSION = '1.5'
