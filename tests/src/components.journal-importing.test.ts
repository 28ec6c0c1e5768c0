// @vitest-environment happy-dom
// (v1.4) What the merchant sees while the bridge brings an older journal over (docs/contract.md,
// `journal.state` `importing`): a notice above the page with how far the import has come, in
// English and Hindi; none when the journal is ok, failing, or the reply carries no progress; the
// status read again every few seconds while shown, so the notice goes when the import ends; and a
// 503 JOURNAL_IMPORTING on new work makes the store look again at once.
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import JournalImportingNotice from '../../src/components/app/JournalImportingNotice.vue'
import { ApiError } from '../../src/api/api-error.ts'
import { loadLanguage, loadLaterTexts, translate } from '../../src/i18n/messages.ts'
import type { JournalHealthReply } from '../../src/shared/contract.ts'
import { useStatusStore } from '../../src/stores/status.ts'
import { statusReply } from '../fixtures/status-reply.ts'

await loadLaterTexts()

const api = vi.hoisted(() => ({
  fetchStatus: vi.fn(),
  fetchDevices: vi.fn(),
  fetchBanks: vi.fn(),
}))
vi.mock('../../src/api/bridge.ts', () => api)

const withJournal = (journal: JournalHealthReply) => statusReply({ journal })
const IMPORTING = withJournal({ state: 'importing', progress: { done: 25_000, total: 100_000 } })
const OK = withJournal({ state: 'ok' })

beforeEach(() => {
  setActivePinia(createPinia())
  vi.clearAllMocks()
})
afterEach(() => vi.useRealTimers())

describe('the import in the status store', () => {
  it.each<[string, JournalHealthReply, { done: number; total: number } | null]>([
    ['importing', { state: 'importing', progress: { done: 5, total: 9 } }, { done: 5, total: 9 }],
    ['ok', { state: 'ok' }, null],
    ['failing', { state: 'failing', reason: 'disk full' }, null],
    [
      'importing without numbers',
      { state: 'importing', progress: {} } as unknown as JournalHealthReply,
      null,
    ],
  ])('%s', async (_name, journal, progress) => {
    api.fetchStatus.mockResolvedValue(withJournal(journal))
    const status = useStatusStore()
    await status.load()
    expect(status.journalImport).toEqual(progress)
  })

  it('looks at the status again when new work is refused for the import', async () => {
    api.fetchStatus.mockResolvedValue(OK)
    const status = useStatusStore()
    await status.load()
    const before = api.fetchStatus.mock.calls.length
    status.noteJournalRefusal(new ApiError(503, 'JOURNAL_IMPORTING', 'importing'))
    expect(api.fetchStatus.mock.calls.length).toBe(before + 1)
  })
})

describe('the notice', () => {
  it('says the history is being brought over and how far, with separators, in English and Hindi', async () => {
    api.fetchStatus.mockResolvedValue(IMPORTING)
    await useStatusStore().load()
    const wrapper = mount(JournalImportingNotice)
    expect(wrapper.attributes('role')).toBe('status')
    expect(wrapper.find('h2').text()).toBe(
      'The history is being brought over from the older version',
    )
    expect(wrapper.text()).toContain('Records brought over: 25,000 of about 1,00,000')
    expect(wrapper.find('progress').attributes('value')).toBe('25')
    wrapper.unmount()
    await loadLanguage('hi')
    expect(translate('hi', 'journal.importing.progress', { done: 1, total: 2 })).toBe(
      'लाए गए रिकॉर्ड: लगभग 2 में से 1',
    )
  })

  it('reads the status again every 5 s while shown, so the end of the import clears it', async () => {
    vi.useFakeTimers()
    api.fetchStatus.mockResolvedValue(IMPORTING)
    const status = useStatusStore()
    await status.load()
    const wrapper = mount(JournalImportingNotice)
    api.fetchStatus.mockResolvedValue(OK)
    await vi.advanceTimersByTimeAsync(4_000)
    expect(status.journalImport).not.toBeNull()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(status.journalImport).toBeNull()
    wrapper.unmount()
    const calls = api.fetchStatus.mock.calls.length
    await vi.advanceTimersByTimeAsync(60_000)
    expect(api.fetchStatus.mock.calls.length).toBe(calls)
  })
})
