import { describe, expect, it } from 'vitest'
import { nextAction, type NextActionInput } from '../../../../src/lib/answer/result-next-action.ts'

const input = (over: Partial<NextActionInput>): NextActionInput => ({
  kind: 'failure',
  cause: null,
  checkable: false,
  settledOutcome: null,
  ...over,
})

describe('the result’s main button is the outcome’s own next step', () => {
  it.each([
    [{ kind: 'success' }, 'print'],
    [{ kind: 'merchant-auth-required' }, 'authenticate'],
    [{ kind: 'pending', checkable: true }, 'check-status'],
    [{ kind: 'unconfirmed', checkable: true }, 'check-status'],
    [{ kind: 'timeout', checkable: false }, 'new-customer'],
    [{ kind: 'pending', checkable: true, settledOutcome: 'success' }, 'ask-again'],
    [{ kind: 'pending', checkable: true, settledOutcome: 'failure' }, 'ask-again'],
    [{ kind: 'pending', checkable: true, settledOutcome: 'pending' }, 'check-status'],
    [{ cause: 'finger-mismatch' }, 'capture-again'],
    [{ cause: 'bank-unavailable' }, 'other-bank'],
    [{ cause: 'aadhaar-not-linked' }, 'other-bank'],
    [{ cause: 'daily-limit' }, 'new-customer'],
    [{ cause: 'biometric-locked' }, 'new-customer'],
    [{ cause: 'aadhaar-invalid' }, 'new-customer'],
    [{ cause: null }, 'capture-again'],
    [{ kind: 'unauthorized' }, 'new-customer'],
    [{ kind: 'reversed' }, 'new-customer'],
  ] as const)('%o → %s', (over, expected) => {
    expect(nextAction(input(over))).toBe(expected)
  })

  it('leaves Print the main step only where the bank gave an answer', () => {
    const kinds = ['failure', 'pending', 'timeout', 'error', 'unknown', 'unconfirmed'] as const
    for (const kind of kinds) expect(nextAction(input({ kind }))).not.toBe('print')
  })
})
