// POST /api/merchant-authentications (docs/contract.md v1.1): thin, as every route; the guards of
// every /api request come from the server before this runs.

import type { Route } from '../http/router.ts'
import {
  runMerchantAuthentication,
  type MerchantAuthDeps,
} from '../merchant-auth/merchant-auth-service.ts'

export function merchantAuthRoutes(deps: MerchantAuthDeps): Route[] {
  return [
    {
      method: 'POST',
      path: '/api/merchant-authentications',
      handler: async ({ body }) => ({
        status: 200,
        body: await runMerchantAuthentication(body, deps),
      }),
    },
  ]
}
