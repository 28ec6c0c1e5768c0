import { describe, expect, it } from 'vitest'
import { captureResultLabel, deviceLabel } from '../../../bridge/metrics/labels.ts'

describe('deviceLabel', () => {
  it.each([
    ['MANTRA.MSIPL', 'MANTRA.MSIPL'],
    ['MFS100', 'MFS100'],
    ['Morpho.SmartChip', 'Morpho.SmartChip'],
    [' MSO1300E3 ', 'MSO1300E3'],
  ])('keeps a vendor or model name %j', (value, label) => {
    expect(deviceLabel(value)).toBe(label)
  })

  it.each([
    ['2711I001234', 'a serial-shaped value (six digits in a row)'],
    ['MFS100 2711001', 'a space'],
    ['<script>', 'markup'],
    ['A'.repeat(33), 'more than 32 characters'],
    ['1234', 'no letter first'],
    ['9876543210', 'a mobile number'],
  ])('is other for %j (%s)', (value) => {
    expect(deviceLabel(value)).toBe('other')
  })

  it('is none for nothing', () => {
    expect(deviceLabel('  ')).toBe('none')
  })
})

describe('captureResultLabel', () => {
  it.each([
    [null, 'captured'],
    ['NO_DEVICE', 'NO_DEVICE'],
    ['RD_700', 'RD_700'],
    ['RD_BAD_REPLY', 'RD_BAD_REPLY'],
    ['RD_-1509', 'RD_-1509'],
    ['RD_-9999', 'RD_OTHER'],
    ['RD_123456', 'RD_OTHER'],
    ['SOMETHING_NEW', 'OTHER'],
  ])('%j is counted as %j', (code, label) => {
    expect(captureResultLabel(code)).toBe(label)
  })
})
