// What the one redaction costs (bridge/redaction/): scrubbing a 2 MB bank reply, and the day
// book's CSV rows per CPU second with the export's guard on every bank text. CPU time of this
// process (process.cpuUsage), medians of several rounds, so a busy machine's other work is not
// counted. `npm run bench:redaction` prints the table; run-all.ts judges the figures.
// - the reply: one 2 MB message, through the enquiry's scrubber (a capture with a 20 KB Data, the
//   customer's numbers, credentials) and the status check's; the same 2 MB as 20,000 texts of 100
//   characters (a reply of many short fields, each cut and scrubbed on its own), for the record;
// - the CSV: csvRow over 100,000 of the benches' generated records (bench/journal-generate.ts).

import { csvRow } from '../bridge/day-book/csv.ts'
import { makeScrubber } from '../bridge/redaction/profiles.ts'
import { benchRecord } from './journal-generate.ts'
import { median } from './lib.ts'

const UNIT =
  'Balance 1,234.50 credited. Ref 527614458813 on 27/11/2026 10:30. Call 1800-180-1111. ' +
  'Aadhaar XXXXXXXX0124, a/c 2345 6789 0124 XX99. शेष राशि ₹५,०००.०० '
const MB2 = 2_000_000

/** A flat 2 MB string, as JSON.parse gives a reply's text. */
const reply2mb = (): string =>
  JSON.parse(JSON.stringify(UNIT.repeat(Math.ceil(MB2 / UNIT.length)).slice(0, MB2))) as string

function cpuMs(run: () => unknown, rounds = 7): number {
  const ms: number[] = []
  for (let i = 0; i < rounds; i++) {
    const before = process.cpuUsage()
    run()
    const used = process.cpuUsage(before)
    ms.push((used.user + used.system) / 1000)
  }
  return median(ms)
}

const capture =
  '<PidData><Skey ci="20301231">' +
  Buffer.from(Array.from({ length: 256 }, (_, i) => (i * 73 + 11) & 255)).toString('base64') +
  '</Skey><Hmac>SE1BQ1ZBTFVFMTIzNDU2Nzg5MGFiY2RlZmdoaWprbG1u</Hmac><Data type="X">' +
  'RGF0YQ'.repeat(3000) +
  '</Data></PidData>'

export interface RedactionFigures {
  replyMs: number
  statusMs: number
  replyManyMs: number
  statusManyMs: number
  csvRowsPerCpuS: number
}

export function measureRedaction(): RedactionFigures {
  const text = reply2mb()
  const at = new Date('2026-11-27T06:00:00Z')
  const enquiry = () =>
    makeScrubber({
      aadhaar: '234567890124',
      mobile: '9876543210',
      pan: 'ABCDE1234F',
      credentials: ['desk-user', 'Sup3r-Secret-Value'],
      pidXml: capture,
      rrn: '527614458813',
      at,
    })
  const status = makeScrubber({
    aadhaar: '',
    pan: 'ABCDE1234F',
    credentials: [],
    pidXml: '',
    at,
    statusCheck: true,
  })
  const many = Array.from({ length: MB2 / 100 }, (_, i) => text.slice(i * 100, i * 100 + 100))
  const records = Array.from({ length: 100_000 }, (_, i) =>
    benchRecord(i, Date.UTC(2026, 10, 1) + i * 60_000),
  )
  const csvMs = cpuMs(() => {
    for (const record of records) csvRow(record)
  }, 5)
  return {
    // A new scrubber per reply, as each enquiry makes its own.
    replyMs: cpuMs(() => enquiry()(text)),
    statusMs: cpuMs(() => status(text)),
    replyManyMs: cpuMs(() => {
      const scrub = enquiry()
      for (const t of many) scrub(t)
    }, 3),
    statusManyMs: cpuMs(() => {
      for (const t of many) status(t)
    }, 3),
    csvRowsPerCpuS: records.length / (csvMs / 1000),
  }
}

export function printRedaction(): RedactionFigures {
  const f = measureRedaction()
  console.log('\n## Redaction (CPU of this process, medians)\n')
  console.log('| what | CPU |\n|---|---:|')
  console.log(`| a 2 MB reply text, the enquiry's scrubber | ${f.replyMs.toFixed(2)} ms |`)
  console.log(`| a 2 MB reply text, the status check's scrubber | ${f.statusMs.toFixed(2)} ms |`)
  console.log(
    `| 2 MB as 20,000 texts of 100, the enquiry's scrubber | ${f.replyManyMs.toFixed(1)} ms |`,
  )
  console.log(
    `| 2 MB as 20,000 texts of 100, the status check's | ${f.statusManyMs.toFixed(1)} ms |`,
  )
  console.log(`| CSV rows per CPU second (100,000 records) | ${Math.round(f.csvRowsPerCpuS)} |`)
  return f
}

if (import.meta.url === `file://${process.argv[1]}`) printRedaction()
