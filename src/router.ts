// History-mode routes; the bridge serves index.html for unknown non-asset paths. The first page is
// in the entry bundle, every other page is a lazy chunk (the first page's budget is 50 KB gzip).

import { createRouter, createWebHistory, type RouteRecordRaw } from 'vue-router'
import type { MessageKey } from './i18n/messages.ts'
import BalanceView from './views/BalanceView.vue'

declare module 'vue-router' {
  interface RouteMeta {
    titleKey?: MessageKey
  }
}

export const routes: RouteRecordRaw[] = [
  { path: '/', name: 'balance', component: BalanceView, meta: { titleKey: 'nav.balance' } },
  {
    path: '/mini-statement',
    name: 'mini-statement',
    component: () => import('./views/MiniStatementView.vue'),
    meta: { titleKey: 'nav.statement' },
  },
  {
    path: '/transactions',
    name: 'transactions',
    component: () => import('./views/TransactionsView.vue'),
    meta: { titleKey: 'nav.transactions' },
  },
  {
    path: '/transactions/:id',
    name: 'transaction',
    component: () => import('./views/TransactionDetailView.vue'),
    props: true,
    meta: { titleKey: 'txd.heading' },
  },
  {
    path: '/settings',
    name: 'settings',
    component: () => import('./views/SettingsView.vue'),
    meta: { titleKey: 'nav.settings' },
  },
  {
    path: '/:pathMatch(.*)*',
    name: 'not-found',
    component: () => import('./views/NotFoundView.vue'),
    meta: { titleKey: 'app.notFound' },
  },
]

export function createAppRouter(history = createWebHistory()) {
  return createRouter({ history, routes, scrollBehavior: () => ({ top: 0 }) })
}
