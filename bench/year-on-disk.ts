// What a year of records costs on disk at a busy desk (issue 42, RETENTION_PROFILE=dpdp), measured
// on the journal's own files. A busy shop's rate: 1,120 enquiries a day (issue 15's set-up), the
// bridge's mix (a fifth mini statements with ten entries), each enquiry written twice as the bridge
// writes it (the attempt, then its answer), with the profile's settings (366 days, REPRINT_HOURS
// 24) and maintenance every simulated hour; the clock is the journal's injected one.
//  - The year: 365 days written straight into SQLite as maintenance leaves them (the details
//    stripped by the journal's own withoutDetails), then the bridge's Journal opens it and writes
//    3 more busy days: the last day keeps its details, the oldest days are purged, and the files
//    measured are a desk's after a year, in its steady state.
//  - The check on the straight write: the same Journal from an empty folder for DAYS days (14
//    unless YEAR_WRITTEN_DAYS says), every record through journal.write: its bytes a record show
//    whether records written one by one take more room than the year's bulk-written ones.
// DATA_DIR is on tmpfs, so synced commits cost no disk time; the file sizes are SQLite's pages
// either way. Run: npm run bench:year-on-disk, or within npm run bench.

import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from '../bridge/config/index.ts'
import { retentionFloor } from '../bridge/config/retention-profile.ts'
import { Journal, type StoredRecord } from '../bridge/journal/journal.ts'
import { withoutDetails } from '../bridge/journal/record-row.ts'
import { setLogSink } from '../bridge/log.ts'
import type { TransactionRecord } from '../src/shared/contract.ts'
import { benchRecord, generateJournal } from './journal-generate.ts'
import { entries } from './sample-records.ts'

const PER_DAY = 1120
const HOUR_MS = 3_600_000
/** The shop's hours: 12 of them, 09:00 to 21:00 (India time is irrelevant to the sizes). */
const OPEN_HOURS = 12
const MiB = 2 ** 20

export interface Snapshot {
  label: string
  records: number
  db: number
  wal: number
  shm: number
}

export interface YearOnDisk {
  perDay: number
  year: Snapshot[]
  written: Snapshot[]
  writtenDays: number
  wallS: number
  cpuS: number
  load: [number, number]
  logLines: number
}

/** The final record of the i-th enquiry: benchRecord's mix, with every detail a desk keeps. */
function answered(i: number, t: number, id: string): StoredRecord {
  const record = benchRecord(i, t) as unknown as Record<string, unknown>
  delete record.detailsRemovedAt
  const statement = record.operation === 'mini-statement'
  if (record.outcome === 'success' && !statement)
    record.availableBalance = `${1000 + (i % 50000)}.25`
  if (statement) record.entries = entries(i)
  return {
    ...record,
    id,
    consentNotice: statement ? 'ms-4-hi' : 'be-4-hi',
    operator: 'Ravi Kumar',
    modality: 'finger',
  } as unknown as StoredRecord
}

const idOf = (i: number, t: number) => `${t.toString(36)}-${i.toString(16).padStart(8, '0')}`

function snapshot(label: string, dir: string, records: number): Snapshot {
  const taken = measure(label, dir, records)
  process.stderr.write(`${JSON.stringify(taken)}\n`)
  return taken
}

function measure(label: string, dir: string, records: number): Snapshot {
  const size = (name: string) => {
    try {
      return statSync(join(dir, name)).size
    } catch {
      return 0
    }
  }
  return {
    label,
    records,
    db: size('journal.db'),
    wal: size('journal.db-wal'),
    shm: size('journal.db-shm'),
  }
}

interface TestTime {
  wall: number
  mono: number
}

function openJournal(dir: string, clock: TestTime): Journal {
  const config = loadConfig({ RETENTION_PROFILE: 'dpdp' })
  return new Journal({
    dataDir: dir,
    retentionDays: config.journalRetentionDays,
    reprintHours: config.reprintHours,
    keepAtLeast: retentionFloor(config.retentionProfile),
    now: () => new Date(clock.wall),
    monotonic: () => clock.mono,
    // Maintenance is driven below, once a simulated hour.
    firstMaintenanceMs: 2 ** 30,
    maintenanceMs: 2 ** 30,
  })
}

/** `days` busy days through journal.write, the attempt then the answer, maintenance hourly. */
async function busyDays(journal: Journal, clock: TestTime, days: number, first: number) {
  const pass = (ms: number) => {
    clock.wall += ms
    clock.mono += ms
  }
  // The day's enquiries spread over the open hours, the remainder in the first ones.
  const inHour = (hour: number) =>
    Math.floor(PER_DAY / OPEN_HOURS) + (hour < PER_DAY % OPEN_HOURS ? 1 : 0)
  let i = first
  for (let day = 0; day < days; day++)
    for (let hour = 0; hour < 24; hour++) {
      const count = hour < OPEN_HOURS ? inHour(hour) : 0
      for (let n = 0; n < count; n++, i++) {
        const started = clock.wall
        const id = idOf(i, started)
        const attempt = {
          ...answered(i, started, id),
          finishedAt: null,
          outcome: 'unknown',
          code: null,
          status: null,
          message: null,
          aadhaarMasked: '',
          mobileMasked: '',
          availableBalance: null,
          entries: undefined,
        }
        await journal.write(attempt as unknown as TransactionRecord)
        pass(1800)
        await journal.write(answered(i, started, id) as unknown as TransactionRecord)
        pass(HOUR_MS / count - 1800)
      }
      if (count === 0) pass(HOUR_MS)
      await journal.maintain()
    }
  return i
}

export async function yearOnDisk(writtenDays = 14): Promise<YearOnDisk> {
  // The journal's log lines (each purge, each stripping) are counted, not printed.
  let logLines = 0
  setLogSink(() => void logLines++)
  const load0 = loadavg()[0]!
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  const yearDir = mkdtempSync(join('/dev/shm', 'aeps-year-'))
  const writtenDir = mkdtempSync(join('/dev/shm', 'aeps-written-'))
  try {
    // The year: 365 days as maintenance leaves them, then 3 busy days through the Journal.
    const clock = { wall: Date.UTC(2028, 4, 13, 3, 30), mono: 1_000_000 }
    const bulk = PER_DAY * 365
    generateJournal(join(yearDir, 'journal.db'), bulk, clock.wall, 365, (i, t) =>
      withoutDetails(answered(i, t, idOf(i, t)), t + 24 * HOUR_MS),
    )
    const year: Snapshot[] = []
    let journal = openJournal(yearDir, clock)
    await journal.open()
    await journal.maintain()
    year.push(snapshot('365 days written straight, opened', yearDir, journal.size))
    await busyDays(journal, clock, 3, bulk)
    year.push(snapshot('+ 3 busy days through the Journal', yearDir, journal.size))
    const yearRecords = journal.size
    await journal.close()
    year.push(snapshot('closed', yearDir, yearRecords))
    // Every record through journal.write, from an empty folder.
    const clock2 = { wall: Date.UTC(2027, 4, 13, 3, 30), mono: 1_000_000 }
    journal = openJournal(writtenDir, clock2)
    await journal.open()
    await busyDays(journal, clock2, writtenDays, 0)
    const written = [
      snapshot(`${writtenDays} busy days through the Journal`, writtenDir, journal.size),
    ]
    const writtenRecords = journal.size
    await journal.close()
    written.push(snapshot('closed', writtenDir, writtenRecords))
    const cpu = process.cpuUsage(cpu0)
    return {
      perDay: PER_DAY,
      year,
      written,
      writtenDays,
      wallS: (performance.now() - t0) / 1000,
      cpuS: (cpu.user + cpu.system) / 1e6,
      load: [load0, loadavg()[0]!],
      logLines,
    }
  } finally {
    rmSync(yearDir, { recursive: true, force: true })
    rmSync(writtenDir, { recursive: true, force: true })
  }
}

export function printYearOnDisk(r: YearOnDisk): void {
  const mib = (b: number) => (b / MiB).toFixed(1)
  console.log(`\n## A year of records on disk (issue 42, RETENTION_PROFILE=dpdp)\n`)
  console.log(
    `${r.perDay.toLocaleString('en')} enquiries a day, the journal on 366 days and REPRINT_HOURS 24. ` +
      `Wall ${r.wallS.toFixed(0)} s, CPU ${r.cpuS.toFixed(0)} s, load average ${r.load[0].toFixed(1)} → ` +
      `${r.load[1].toFixed(1)} on ${cpus().length} cores; ${r.logLines} journal log lines.\n`,
  )
  console.log('| journal | records | journal.db | -wal | -shm | total | per record |')
  console.log('|---|---:|---:|---:|---:|---:|---:|')
  for (const s of [
    ...r.year.map((s) => ({ ...s, label: `a year: ${s.label}` })),
    ...r.written.map((s) => ({ ...s, label: `written: ${s.label}` })),
  ]) {
    const total = s.db + s.wal + s.shm
    console.log(
      `| ${s.label} | ${s.records.toLocaleString('en')} | ${mib(s.db)} MiB | ${mib(s.wal)} MiB | ` +
        `${mib(s.shm)} MiB | ${mib(total)} MiB | ${s.records ? Math.round(total / s.records) : 0} B |`,
    )
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  printYearOnDisk(await yearOnDisk(Number(process.env.YEAR_WRITTEN_DAYS ?? 14)))
