// POST /api/operator-handovers (docs/contract.md v1.5): thin, as every route.

import type { Route } from '../http/router.ts'
import { runHandover, type HandoverDeps } from '../merchant-auth/handover-service.ts'

export function operatorRoutes(deps: HandoverDeps): Route[] {
  return [
    {
      method: 'POST',
      path: '/api/operator-handovers',
      handler: async ({ body }) => ({ status: 201, body: await runHandover(body, deps) }),
    },
  ]
}
