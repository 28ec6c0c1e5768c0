// The page in force and the moves between pages: what links and views use to change page. Apart
// from the route table (router.ts), which imports the first page and so every component on it: a
// link on that page that imported the table would close a circle. router.ts hands its resolver
// here when it loads (App.vue imports it before anything renders).

import { shallowRef, type Component } from 'vue'
import type { MessageKey } from './i18n/messages.ts'

export interface CurrentRoute {
  name: string
  path: string
  hash: string
  params: Record<string, string>
  component: Component
  titleKey: MessageKey
}

/** The route table's two answers: the route for a location, and its lazy page loaded. */
export interface Routing {
  resolve(location: string): CurrentRoute
  load(location: string): Promise<void>
}

let routing: Routing | null = null

const here = () => window.location.pathname + window.location.hash

/** Until the table is in (a component mounted alone in a test): the address, and no page. */
export const currentRoute = shallowRef<CurrentRoute>({
  name: '',
  path: window.location.pathname,
  hash: '',
  params: {},
  component: { render: () => null },
  titleKey: 'app.notFound',
})

export function useRouting(table: Routing): void {
  routing = table
  currentRoute.value = table.resolve(here())
}

/**
 * Before the first render (main.ts): a lazy first page (the day book opened by its address, a
 * record, the settings) is loaded with its texts, so it renders in place in the first frame
 * instead of the footer showing under an empty page and being pushed down a moment later.
 */
export function loadFirstPage(): Promise<void> {
  return routing === null ? Promise.resolve() : routing.load(here())
}

/** Takes the first page as loaded so far, before the first render only (a lazy wrapper if not). */
export function resolveFirstPage(): void {
  if (routing !== null) currentRoute.value = routing.resolve(here())
}

type AfterNavigate = (to: CurrentRoute, from: CurrentRoute) => void
const listeners = new Set<AfterNavigate>()

/** Called after every page change (not on the first load); returns the unsubscribe. */
export function onAfterNavigate(listener: AfterNavigate): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function settle(to: CurrentRoute): void {
  const from = currentRoute.value
  currentRoute.value = to
  for (const listener of listeners) listener(to, from)
}

export async function navigate(to: string): Promise<void> {
  if (to === here() || routing === null) return
  const table = routing
  await table.load(to)
  window.history.pushState(null, '', to)
  const route = table.resolve(to)
  settle(route)
  if (!route.hash) window.scrollTo({ top: 0 })
}

window.addEventListener('popstate', () => {
  const to = here()
  const table = routing
  if (table !== null) void table.load(to).then(() => settle(table.resolve(to)))
})
