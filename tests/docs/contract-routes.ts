// The routes docs/contract.md documents: every `METHOD /path` in a heading, as the router's table
// spells them (`/api/transactions/:id`). A route the table has and the document lacks, or the other
// way round, is a difference the contract test names.

import { proseOf } from './markdown.ts'

export interface RouteKey {
  method: string
  path: string
}

const ROUTE_IN_HEADING = /`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s?]*)[^`]*`/g

export function documentedRoutes(markdown: string): RouteKey[] {
  const routes: RouteKey[] = []
  for (const line of proseOf(markdown).split('\n')) {
    if (!/^#{2,4}\s/.test(line)) continue
    for (const match of line.matchAll(ROUTE_IN_HEADING))
      routes.push({ method: match[1]!, path: match[2]! })
  }
  return routes
}

const keyOf = (route: RouteKey) => `${route.method} ${route.path}`

/** What the table has and the document does not, and what the document has and the table does not. */
export function routeDifferences(table: readonly RouteKey[], documented: readonly RouteKey[]) {
  const inTable = new Set(table.map(keyOf))
  const inDocument = new Set(documented.map(keyOf))
  return {
    undocumented: [...inTable].filter((key) => !inDocument.has(key)),
    notInTable: [...inDocument].filter((key) => !inTable.has(key)),
  }
}
