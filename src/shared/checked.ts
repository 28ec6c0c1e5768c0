// The one shape of a check's outcome, for the SPA and the bridge alike (docs/developer-guide.md,
// habit 4): `check*` returns Checked<T>, the value when it passed or the problem when it did not;
// `require*` / `assert*` return the value or throw; `read*` / `parse*` return the value or null.
// Each check names its kind of problem: fields.ts's Checked defaults to a browser's field problem,
// a reader's PidOptions or the sandbox upstream's fields name their own.

export type Checked<T, Problem> = { ok: true; value: T } | { ok: false; problem: Problem }

export const passed = <T>(value: T): { ok: true; value: T } => ({ ok: true, value })

export const refused = <Problem>(problem: Problem): { ok: false; problem: Problem } => ({
  ok: false,
  problem,
})
