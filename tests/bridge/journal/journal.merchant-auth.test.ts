// The journal keeps the v1.1 records as it keeps enquiries: a merchant authentication (operation
// merchant-authentication, no customer) and the bank's own words, across a reopen; an
// authentication cut off mid-call reads back as unknown, INTERRUPTED.

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Journal } from '../../../bridge/journal/journal.ts'
import { setLogSink } from '../../../bridge/log.ts'
import type { TransactionRecord } from '../../../src/shared/contract.ts'

let dir: string
let journal: Journal

const open = async () => {
  journal = new Journal({ dataDir: dir, retentionDays: 90 })
  await journal.open()
  return journal
}

beforeEach(async () => {
  setLogSink(() => {})
  dir = mkdtempSync(join(tmpdir(), 'aeps-journal-2fa-'))
  await open()
})
afterEach(async () => {
  await journal.close()
  rmSync(dir, { recursive: true, force: true })
})

function authRecord(overrides: Partial<TransactionRecord> = {}): TransactionRecord {
  return {
    id: 'a' + Math.random().toString(36).slice(2),
    operation: 'merchant-authentication',
    startedAt: new Date().toISOString(),
    finishedAt: new Date().toISOString(),
    merchantLoginId: 'MER0042',
    aadhaarMasked: '',
    mobileMasked: '',
    bankiin: '',
    bankName: null,
    outcome: 'success',
    code: '0x0200',
    status: 'SUCCESS',
    message: '2FA completed successfully',
    displayMessage: '2FA completed successfully',
    guidance: 'done',
    errorCode: null,
    rrn: null,
    stanNo: null,
    clientRefNo: null,
    transactionDateTime: null,
    availableBalance: null,
    consent: null,
    locationSource: 'shop',
    modality: 'finger',
    ...overrides,
  }
}

describe('the journal and the merchant authentication', () => {
  it('keeps a merchant authentication and the bank’s words across a reopen', async () => {
    const record = authRecord({
      outcome: 'failure',
      bankMessage: 'Finger mismatch',
      bankCode: 'U2',
    })
    await journal.write(record)
    await journal.close()
    await open()
    // The journal adds the order it saw the record in (v1.2 seq); the rest comes back as written.
    expect(journal.get(record.id)).toEqual({ ...record, seq: 1 })
    expect(journal.list(10)[0]).toMatchObject({
      operation: 'merchant-authentication',
      bankMessage: 'Finger mismatch',
      bankCode: 'U2',
    })
  })

  it('reads an authentication cut off mid-call back as unknown, INTERRUPTED', async () => {
    const record = authRecord({ finishedAt: null, outcome: 'unknown', code: null, status: null })
    await journal.write(record)
    await journal.close()
    await open()
    expect(journal.get(record.id)).toMatchObject({
      operation: 'merchant-authentication',
      outcome: 'unknown',
      errorCode: 'INTERRUPTED',
    })
  })
})
