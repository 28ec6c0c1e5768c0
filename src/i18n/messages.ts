// A small hand-written i18n: one typed messages object per language and a t() that fills
// {placeholders}. Cheaper than a library for two languages (the first page's budget is 50 KB).

import { en } from './en.ts'

export type MessageKey = keyof typeof en
export type Messages = Record<MessageKey, string>
export type MessageParams = Record<string, string | number>

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key)
}

export function fill(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort()
}

export { en }
