import type { BanksReply, StatusReply } from '../../src/shared/contract.ts'
import type { Route } from '../http/router.ts'

export function statusRoutes(status: () => StatusReply, banks: () => BanksReply): Route[] {
  return [
    { method: 'GET', path: '/api/status', handler: () => ({ status: 200, body: status() }) },
    { method: 'GET', path: '/api/banks', handler: () => ({ status: 200, body: banks() }) },
  ]
}
