// How the real host runs Windows' icacls and whoami (file-trust.ts realTrustHost): a start's
// DACLs side by side, each once per judgment, and the account's SID once per process. Each tool
// is a process: about 50 ms on Windows, seconds under Wine at a high load, and a new build's
// start must prove it serves within the hand-over's deadline (handover-proof.ts). Here the tools
// are real processes at the path the host runs (systemTool: %SystemRoot%\System32\NAME.exe, one
// Linux file name), each recording when it ran.

import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { realTrustHost } from '../../../bridge/host/file-trust.ts'
import { PROGRAM_FILES_CHILD } from '../../fixtures/install-dacls.ts'

const SID = 'S-1-5-21-1004336348-1177238915-682003330-1001'
let env: Record<string, string>
let calls: string
/** How many calls of a tool answer together (`${barrier}-NAME`, read by the stand-ins as they start). */
let barrier: string

/**
 * A stand-in for a Windows tool: records "name start|end arg ms", and answers as the real one.
 * It answers once as many of its kind have started as the barrier file says (or after 10 s), so
 * that "side by side" is an event the test waits for, not a race with the machine's load: run
 * one after the other, the first ends (after 10 s) before the second starts.
 */
function tool(systemRoot: string, name: string, answer: string) {
  const file = `${systemRoot}\\System32\\${name}`
  writeFileSync(
    file,
    `#!${process.execPath}
const { appendFileSync, readFileSync, writeFileSync } = require('node:fs')
const log = (what) => appendFileSync(${JSON.stringify(calls)}, \`${name} \${what} \${process.argv[2]} \${Date.now()}\\n\`)
log('start')
const started = () => readFileSync(${JSON.stringify(calls)}, 'utf8').split('\\n').filter((l) => l.startsWith('${name} start')).length
const together = Number(readFileSync(${JSON.stringify(`${barrier}-${name}`)}, 'utf8'))
const since = Date.now()
const answerWhenTogether = () => {
  if (started() < together && Date.now() - since < 10000) return setTimeout(answerWhenTogether, 20)
${answer}
  log('end')
}
answerWhenTogether()
`,
  )
  chmodSync(file, 0o755)
}

const ran = () =>
  readFileSync(calls, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, what, arg, at] = line.split(' ')
      return { name: name!, what: what!, arg: arg!, at: Number(at) }
    })
const starts = (name: string) => ran().filter((c) => c.name === name && c.what === 'start')

beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'aeps-tools-'))
  const systemRoot = join(dir, 'Windows')
  calls = join(dir, 'calls.log')
  barrier = join(dir, 'together')
  writeFileSync(calls, '')
  for (const name of ['icacls.exe', 'whoami.exe']) writeFileSync(`${barrier}-${name}`, '1')
  tool(
    systemRoot,
    'icacls.exe',
    `  const [path, , file] = process.argv.slice(2)
  writeFileSync(file, Buffer.from(path + '\\r\\n${PROGRAM_FILES_CHILD}\\r\\n', 'utf16le'))`,
  )
  tool(systemRoot, 'whoami.exe', `  process.stdout.write('"desk-asha","${SID}"')`)
  env = { SystemRoot: systemRoot }
})

describe("the real host's reads of DACLs on Windows", () => {
  it('reads the paths a start judges side by side, each once, and keeps them for its checks', async () => {
    const host = realTrustHost(env, 'win32')
    // Nothing runs until a check needs it (app.ts asks for a host with STATIC_DIR off too).
    expect(ran()).toEqual([])
    writeFileSync(`${barrier}-icacls.exe`, '2')
    await host.readAhead!(['C:\\a\\bridge.env', 'C:\\a', 'C:\\a\\bridge.env'])
    const icacls = starts('icacls.exe')
    expect(icacls.map((c) => c.arg).sort()).toEqual(['C:\\a', 'C:\\a\\bridge.env'])
    // Side by side: each started before the other ended (in the log's order: the same ms is common).
    const order = ran()
      .filter((c) => c.name === 'icacls.exe')
      .map((c) => c.what)
    expect(order).toEqual(['start', 'start', 'end', 'end'])
    writeFileSync(`${barrier}-icacls.exe`, '1')
    const saved = host.savedAcl('C:\\a\\bridge.env')
    expect('saved' in saved && saved.saved.toString('utf16le')).toContain(PROGRAM_FILES_CHILD)
    host.savedAcl('C:\\a')
    expect(starts('icacls.exe')).toHaveLength(2)
    expect(host.windowsSid).toBe(SID)
    expect(starts('whoami.exe')).toHaveLength(1)
  })

  it('reads a DACL again for the next judgment (IT may have changed it), but not the SID', () => {
    const before = starts('icacls.exe').length
    const next = realTrustHost(env, 'win32')
    next.savedAcl('C:\\a')
    next.savedAcl('C:\\a')
    expect(starts('icacls.exe')).toHaveLength(before + 1)
    expect(next.windowsSid).toBe(SID)
    expect(starts('whoami.exe')).toHaveLength(1)
  })

  it('runs neither tool off Windows', async () => {
    const before = ran().length
    const linux = realTrustHost(env, 'linux')
    await linux.readAhead!(['/etc/aeps-bridge/bridge.env'])
    expect(linux.windowsSid).toBeNull()
    expect(ran()).toHaveLength(before)
  })
})
