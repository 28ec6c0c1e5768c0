import type { PurgeReply, TransactionsReply } from '../../src/shared/contract.ts'
import { BridgeError } from '../errors.ts'
import type { Route } from '../http/router.ts'
import type { Journal } from '../journal/journal.ts'

const MAX_LIMIT = 500

function limitFrom(url: URL): number {
  const raw = url.searchParams.get('limit')
  if (raw === null) return 50
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw new BridgeError('VALIDATION_FAILED', 'limit must be a whole number from 1 up.', {
      field: 'limit',
    })
  }
  return Math.min(Number(raw), MAX_LIMIT)
}

export function transactionRoutes(journal: Journal): Route[] {
  return [
    {
      method: 'GET',
      path: '/api/transactions',
      handler: ({ url }) => ({
        status: 200,
        body: { transactions: journal.list(limitFrom(url)) } satisfies TransactionsReply,
      }),
    },
    {
      method: 'GET',
      path: '/api/transactions/:id',
      handler: ({ params }) => {
        const record = journal.get(params.id!)
        if (!record)
          throw new BridgeError('NOT_FOUND', 'No transaction has this id; it may have been purged.')
        return { status: 200, body: record }
      },
    },
    {
      // A purge has an effect, so it is a JSON POST like every other such call (security.md rule 5).
      method: 'POST',
      path: '/api/transactions/purge',
      handler: async ({ body }) => {
        const days = body.olderThanDays
        if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > 3650) {
          throw new BridgeError(
            'VALIDATION_FAILED',
            'olderThanDays must be a whole number of days (0 removes all).',
            {
              field: 'olderThanDays',
            },
          )
        }
        return { status: 200, body: (await journal.purgeOlderThan(days)) satisfies PurgeReply }
      },
    },
  ]
}
