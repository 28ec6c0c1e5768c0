// One line of `check`: its verdict and what it says (the command prints them in order).

export type Verdict = 'ok' | 'WRONG' | 'note'
export interface Finding {
  verdict: Verdict
  text: string
}
