import type { Route } from '../http/router.ts'
import { runEnquiry, type EnquiryDeps } from '../enquiry/enquiry-service.ts'

export function enquiryRoutes(deps: EnquiryDeps): Route[] {
  return [
    {
      method: 'POST',
      path: '/api/balance-enquiries',
      handler: async ({ body }) => ({
        status: 200,
        body: await runEnquiry('balance-enquiry', body, deps),
      }),
    },
    {
      method: 'POST',
      path: '/api/mini-statements',
      handler: async ({ body }) => ({
        status: 200,
        body: await runEnquiry('mini-statement', body, deps),
      }),
    },
  ]
}
