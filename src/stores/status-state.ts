// What the page knows of the bridge's status: still looking, ready with the status, or unreachable
// (and why). Its own file so that the status store's parts can name it without an import circle.

import type { ApiError } from '../api/api-error.ts'
import type { UnreachableReason } from '../api/reachability.ts'
import type { StatusReply } from '../shared/contract.ts'

export type StatusState =
  | { kind: 'loading' }
  | { kind: 'ready'; status: StatusReply }
  | { kind: 'error'; error: ApiError; reason: UnreachableReason | null }
