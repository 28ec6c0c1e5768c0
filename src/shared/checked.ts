// The one shape of a check's outcome, for the SPA and the bridge alike (house-style.md, habit 4):
// `check*` returns Checked<T>, the value when it passed or the problem when it did not;
// `require*` / `assert*` throw; `read*` / `parse*` return the value or null. A browser's field
// problem is the default; other checks (a reader's PidOptions, the sandbox upstream's fields)
// name their own kind of problem.

import type { FieldProblem } from './fields.ts'

export type Checked<T, Problem = FieldProblem> =
  { ok: true; value: T } | { ok: false; problem: Problem }

export const passed = <T>(value: T): { ok: true; value: T } => ({ ok: true, value })

export const refused = <Problem>(problem: Problem): { ok: false; problem: Problem } => ({
  ok: false,
  problem,
})
