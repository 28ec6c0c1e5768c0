import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { ref } from 'vue'
import { useCaptureBlocker } from '../../../src/composables/use-capture-blocker.ts'
import type { StatusReply } from '../../../src/shared/contract.ts'
import type { DeviceProblem } from '../../../src/shared/devices.ts'
import { useDeviceStore } from '../../../src/stores/devices.ts'
import { useStatusStore } from '../../../src/stores/status.ts'

const HOLD = { kind: 'a refusal whose fact stands' }

beforeEach(() => setActivePinia(createPinia()))

/** The bridge's status with only the journal's part that matters here. */
function journal(value: StatusReply['journal']) {
  useStatusStore().state = { kind: 'ready', status: { journal: value } as StatusReply }
}

const READER_AT = (problems: DeviceProblem[]) => ({
  port: 11100,
  status: 'READY' as const,
  info: 'Mantra',
  dpId: 'MANTRA.MSIPL',
  rdsId: 'R',
  rdsVer: '1',
  mi: 'MFS100',
  problems,
})

function reader(problems: DeviceProblem[]) {
  useDeviceStore().state = {
    kind: 'done',
    devices: [READER_AT(problems)],
    scannedAt: null,
    preferredPort: null,
  }
}

const blocking: DeviceProblem = { code: 'READER_L0', message: 'An L0 reader.', blocking: true }
/** A problem the reader's line names without refusing the capture. */
const advisory: DeviceProblem = { ...blocking, blocking: false }

describe('one rule holds the finger on both pages', () => {
  it('holds nothing on a healthy desk with no hold', () => {
    journal({ state: 'ok' } as StatusReply['journal'])
    reader([advisory])
    const { blocker, explainedBy } = useCaptureBlocker(() => null)
    expect(blocker.value).toBeNull()
    expect(explainedBy.value).toBeNull()
  })

  it('names the most pressing reason first: the journal, the import, the reader, the hold', () => {
    journal({ state: 'failing', reason: 'The disk is full.' } as StatusReply['journal'])
    reader([blocking])
    const view = useCaptureBlocker(() => HOLD)
    expect([view.blocker.value, view.explainedBy.value]).toEqual([
      'journal-failing',
      'journal-failing-text',
    ])
    journal({ state: 'importing', progress: { done: 1, total: 9 } } as StatusReply['journal'])
    expect(view.explainedBy.value).toBe('journal-importing-heading')
    journal({ state: 'ok' } as StatusReply['journal'])
    expect(view.explainedBy.value).toBe('device-problems')
    reader([advisory])
    expect([view.blocker.value, view.explainedBy.value]).toEqual(['hold', 'capture-hold'])
  })

  it("follows the page's own hold as it comes and goes", () => {
    journal({ state: 'ok' } as StatusReply['journal'])
    const hold = ref<object | null>(null)
    const view = useCaptureBlocker(() => hold.value)
    expect(view.blocker.value).toBeNull()
    hold.value = HOLD
    expect(view.blocker.value).toBe('hold')
    hold.value = null
    expect(view.explainedBy.value).toBeNull()
  })
})
