// POST /api/transactions/:id/status-checks (docs/contract.md v1.3): thin, as every route; the body
// is `{}` and nothing in it is read. The guards of every /api request run before this.

import type { Route } from '../http/router.ts'
import { runStatusCheck, type StatusCheckDeps } from '../status-check/status-check-service.ts'

export function statusCheckRoutes(deps: StatusCheckDeps): Route[] {
  return [
    {
      method: 'POST',
      path: '/api/transactions/:id/status-checks',
      handler: async ({ params }) => ({
        status: 200,
        body: await runStatusCheck(params.id!, deps),
      }),
    },
  ]
}
