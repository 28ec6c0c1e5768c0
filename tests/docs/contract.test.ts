// docs/contract.md against the bridge itself: every route of the router's table has its section,
// no section names a route the bridge lacks, and every error code of the catalogue is written
// down with its HTTP status. A route added without its documentation fails here.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBridge, type TestBridge } from '../fixtures/bridge-harness.ts'
import { ERROR_STATUS, READER_ERROR_STATUS } from '../../src/shared/errors.ts'
import { CONTRACT_VERSION } from '../../bridge/version.ts'
import { documentedRoutes, routeDifferences } from './contract-routes.ts'
import { readDocument } from './markdown.ts'

const contract = readDocument('docs/contract.md')
let desk: TestBridge

beforeAll(async () => {
  desk = await startTestBridge({ rdBlock: 'docs-contract' })
})
afterAll(() => desk?.close())

describe('docs/contract.md', () => {
  it('documents every route of the router table, and no route the bridge lacks', () => {
    const table = desk.bridge.routes.map(({ method, path }) => ({ method, path }))
    expect(table.length).toBeGreaterThan(10)
    expect(routeDifferences(table, documentedRoutes(contract))).toEqual({
      undocumented: [],
      notInTable: [],
    })
  })

  it('names a route planted in the table without documentation', () => {
    const planted = [...desk.bridge.routes, { method: 'POST', path: '/api/planted' }]
    expect(routeDifferences(planted, documentedRoutes(contract)).undocumented).toEqual([
      'POST /api/planted',
    ])
  })

  it('gives every error code of the catalogue with its HTTP status', () => {
    const rows = new Map<string, string>()
    for (const match of contract.matchAll(/^\|\s*`([A-Z_<>a-zA-Z]+)`\s*\|\s*(\d{3})\s*\|/gm))
      rows.set(match[1]!, match[2]!)
    const wrong = Object.entries(ERROR_STATUS)
      .filter(([code, status]) => rows.get(code) !== String(status))
      .map(([code, status]) => `${code} ${status}: ${rows.get(code) ?? 'absent'}`)
    expect(wrong).toEqual([])
    expect(rows.get('RD_<errCode>')).toBe(String(READER_ERROR_STATUS))
  })

  it('states the contract version the bridge reports', () => {
    expect(contract).toContain(`\`contract\` is \`"${CONTRACT_VERSION}"\``)
  })
})
