// Erasing one record at the customer's request (docs/contract.md, "POST
// /api/transactions/:id/erasures"): the reason from the short list of src/shared/erasure.ts, the
// journal's erasure (bridge/journal/erasure.ts), and the contract's errors.

import {
  ERASURE_REASONS,
  erasureOf,
  isErasureReason,
  type ErasureReason,
  type ErasureReply,
} from '../../src/shared/erasure.ts'
import { BridgeError } from '../errors.ts'
import type { Reply, Route } from '../http/router.ts'
import { JournalWriteError, type Journal } from '../journal/journal.ts'

/** reason: one of the short list (src/shared/erasure.ts). */
function requireErasureReason(reason: unknown): ErasureReason {
  if (isErasureReason(reason)) return reason
  throw new BridgeError(
    'VALIDATION_FAILED',
    `reason must be one of ${ERASURE_REASONS.join(', ')}.`,
    {
      field: 'reason',
    },
  )
}

/** One record erased; a full disk is the contract's journal error, and nothing is erased. */
function erase(journal: Journal, id: string, reason: ErasureReason): Reply {
  let record
  try {
    record = journal.erase(id, reason)
  } catch (error) {
    if (error instanceof JournalWriteError)
      throw new BridgeError(
        'JOURNAL_UNAVAILABLE',
        `The history on this laptop cannot be written: ${error.reason} The record was not erased.`,
      )
    throw error
  }
  if (!record)
    throw new BridgeError('NOT_FOUND', 'No transaction has this id; it may have been purged.')
  const body: ErasureReply = { transactionId: id, erasure: erasureOf(record)!, record }
  return { status: 200, body }
}

export function erasureRoutes(journal: Journal): Route[] {
  return [
    {
      // An effect: a JSON POST, as the purge (docs/security.md rule 5).
      method: 'POST',
      path: '/api/transactions/:id/erasures',
      handler: ({ params, body }) => erase(journal, params.id!, requireErasureReason(body.reason)),
    },
  ]
}
