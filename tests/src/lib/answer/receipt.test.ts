import { describe, expect, it } from 'vitest'
import { ApiError, toApiError } from '../../../../src/api/api-error.ts'
import {
  finishedFromError,
  finishedFromReply,
} from '../../../../src/lib/answer/finished-enquiry.ts'
import { receiptFromRecord, receiptFromResult } from '../../../../src/lib/answer/receipt.ts'
import { record as journalRecord } from '../../../fixtures/records.ts'

const context = {
  aadhaarMasked: 'XXXX XXXX 0000',
  mobileMasked: 'XXXXXX3210',
  bankiin: '607094',
  bankName: 'State Bank of India',
  finishedAt: new Date('2026-11-22T04:32:57Z'),
}

describe('receipts', () => {
  it('carries what production receipts show, and never a full Aadhaar number', () => {
    const result = finishedFromReply(
      'balance-enquiry',
      {
        transactionId: 'tx-1',
        outcome: 'success',
        code: '0x0200',
        status: 'SUCCESS',
        message: '000: Balance fetched successfully.',
        displayMessage: 'Balance fetched successfully.',
        guidance: '',
        data: {
          clientRefNo: 'REF',
          rrn: '042477471823',
          stanNo: '918294',
          availableBalance: '1000',
          transactionDateTime: '2026-11-22 10:02:57',
        } as never,
      },
      context,
    )
    expect(receiptFromResult(result, 'SANDBOX01')).toMatchObject({
      merchantId: 'SANDBOX01',
      operation: 'balance-enquiry',
      bankName: 'State Bank of India',
      aadhaarMasked: 'XXXX XXXX 0000',
      rrn: '042477471823',
      stan: '918294',
      reference: 'REF',
      kind: 'success',
      status: 'SUCCESS',
      message: 'Balance fetched successfully.',
      balance: '1000',
      bankDateTime: '2026-11-22 10:02:57',
      transactionId: 'tx-1',
    })
  })

  it('prints an unconfirmed result without a balance, with the bridge’s message', () => {
    const result = finishedFromError(
      'balance-enquiry',
      new ApiError(504, 'UPSTREAM_TIMEOUT', 'No answer in time.'),
      context,
    )
    expect(receiptFromResult(result, 'M')).toMatchObject({
      kind: 'unconfirmed',
      status: 'UPSTREAM_TIMEOUT',
      message: 'No answer in time.',
      balance: null,
    })
  })

  it('rebuilds the same receipt from a journal record, masking to the last four digits', () => {
    const record = journalRecord({
      id: 'tx-2',
      operation: 'mini-statement',
      startedAt: '2026-11-22T04:30:00Z',
      finishedAt: '2026-11-22T04:30:05Z',
      aadhaarMasked: 'XXXXXXXX0000',
      bankName: null,
      message: '000: Mini statement fetched successfully.',
      displayMessage: null,
      guidance: null,
      rrn: null,
      stanNo: null,
      clientRefNo: 'CLI',
      transactionDateTime: null,
      availableBalance: null,
      entries: [],
    })
    expect(receiptFromRecord(record, 'State Bank of India')).toMatchObject({
      aadhaarMasked: 'XXXX XXXX 0000',
      bankName: 'State Bank of India',
      message: 'Mini statement fetched successfully.',
      entries: [],
      reference: 'CLI',
      at: '2026-11-22T04:30:05Z',
    })
    expect(
      receiptFromRecord({ ...record, outcome: 'unknown', errorCode: 'UPSTREAM_TIMEOUT' }, null)
        .kind,
    ).toBe('unconfirmed')
  })
})

describe('toApiError', () => {
  it('keeps the bridge’s code, message and field', () => {
    const error = toApiError({
      name: 'FetchError',
      status: 400,
      response: {},
      data: { error: { code: 'VALIDATION_FAILED', message: 'Bad mobile.', field: 'mobile' } },
    })
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Bad mobile.',
      field: 'mobile',
    })
  })

  it('names a reply that is not the error shape', () => {
    expect(toApiError({ status: 502, response: {}, data: '<html>' })).toMatchObject({
      status: 502,
      code: 'BAD_REPLY',
    })
  })

  it('tells a network failure from a page timeout', () => {
    expect(
      toApiError({ name: 'FetchError', cause: new TypeError('Failed to fetch') }).unreachable,
    ).toBe(true)
    const timeout = toApiError({ name: 'FetchError', cause: { name: 'TimeoutError' } })
    expect(timeout.code).toBe('CLIENT_TIMEOUT')
    expect(timeout.unconfirmed).toBe(true)
  })
})
