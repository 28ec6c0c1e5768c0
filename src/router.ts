// A small history-mode router. Five pages need path matching, lazy pages, links and a hook to move
// focus; vue-router brings ~14 KB gzip for far more, and the first page's budget is 50 KB
// The bridge serves index.html for unknown non-asset paths, so every path loads the app.
// This is the route table; the page in force and navigate() are navigation.ts's.

import type { Component } from 'vue'
import { withLaterTexts, type MessageKey } from './i18n/messages.ts'
import { lazyComponent } from './lib/lazy-component.ts'
import { useRouting, type CurrentRoute } from './navigation.ts'
import { matchPattern } from './shared/path-pattern.ts'
import EnquiryView from './views/EnquiryView.vue'

type Loader = () => Promise<{ default: Component }>

interface RouteDefinition {
  name: string
  titleKey: MessageKey
  /**
   * The page itself (in the entry bundle), or how to load its lazy chunk; a lazy page of the first
   * load whose texts are all in en-first-load.ts says so and does not wait for en-later.ts.
   */
  page: { eager: Component } | { load: Loader; firstLoadTexts?: true }
  /** What the page is given besides the path's parameters (the enquiry page's operation). */
  props?: Record<string, string>
}

/** Path patterns, in order: `:name` captures one segment. */
const routes: readonly (RouteDefinition & { path: string })[] = [
  {
    name: 'balance',
    path: '/',
    titleKey: 'nav.balance',
    page: { eager: EnquiryView },
    props: { operation: 'balance-enquiry' },
  },
  {
    name: 'mini-statement',
    path: '/mini-statement',
    titleKey: 'nav.statement',
    page: { eager: EnquiryView },
    props: { operation: 'mini-statement' },
  },
  {
    name: 'transactions',
    path: '/transactions',
    titleKey: 'nav.transactions',
    page: { load: () => import('./views/TransactionsView.vue') },
  },
  {
    name: 'transaction',
    path: '/transactions/:id',
    titleKey: 'txd.heading',
    page: { load: () => import('./views/TransactionDetailView.vue') },
  },
  {
    // (v1.1) The merchant's daily authentication, reached from the header's badge.
    name: 'merchant-authentication',
    path: '/merchant-authentication',
    titleKey: 'op.merchant-authentication',
    page: { load: () => import('./views/MerchantAuthView.vue') },
  },
  {
    name: 'settings',
    path: '/settings',
    titleKey: 'nav.settings',
    page: { load: () => import('./views/SettingsView.vue') },
  },
]

const notFound: RouteDefinition = {
  name: 'not-found',
  titleKey: 'app.notFound',
  page: { load: () => import('./views/NotFoundView.vue'), firstLoadTexts: true },
}

/** A page's address matches with or without a trailing slash (a typed or bookmarked URL). */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  return matchPattern(pattern, path === '/' ? path : path.replace(/\/+$/, ''))
}

function split(location: string): { path: string; hash: string } {
  const [pathAndQuery = '/', hash = ''] = location.split('#')
  return { path: pathAndQuery.split('?')[0] || '/', hash }
}

function find(path: string): { route: RouteDefinition; params: Record<string, string> } {
  for (const route of routes) {
    const params = matchPath(route.path, path)
    if (params) return { route, params }
  }
  return { route: notFound, params: {} }
}

const loaded = new Map<Loader, Component>()

function component(route: RouteDefinition): Component {
  if ('eager' in route.page) return route.page.eager
  // Loaded before a page change (see navigate); on the very first page load, a wrapper loads it.
  return loaded.get(route.page.load) ?? lazyComponent(route.page.load, route.page)
}

/** The route for a location such as `/transactions/abc#top`. */
export function resolveRoute(location: string): CurrentRoute {
  const { path, hash } = split(location)
  const { route, params } = find(path)
  return {
    name: route.name,
    titleKey: route.titleKey,
    component: component(route),
    path,
    hash,
    params: { ...route.props, ...params },
  }
}

/** Loads a lazy page before the switch, so that focus can move to its heading right after. */
async function load(location: string): Promise<void> {
  const { page } = find(split(location).path).route
  if (!('load' in page) || loaded.has(page.load)) return
  try {
    const withTexts = page.firstLoadTexts ? page.load : withLaterTexts(page.load)
    loaded.set(page.load, (await withTexts()).default)
  } catch {
    // Not fatal: the page changes anyway and its lazy wrapper retries, then says it failed.
  }
}

useRouting({ resolve: resolveRoute, load })

export { currentRoute, navigate, onAfterNavigate, type CurrentRoute } from './navigation.ts'
