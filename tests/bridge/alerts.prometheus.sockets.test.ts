// The alerts fire in the real engine, not only in `promtool test rules`: Debian's Prometheus
// scrapes two bridges, each naming itself with DESK_ID. One is a live desk whose provider (the
// sandbox's upstream simulator) gives its wrong-credential answer; the other is a sandbox desk
// that is then stopped. AepsCredentialsRefused must fire for the first and AepsDeskSilent for the
// second. The rules are the shipped file's, with two changes a test cannot do without, each
// checked to have been made: every `for:` is 0s (the engine's waiting is the same code whatever
// its length) and opening hours are always now (the test runs at any hour).

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../bridge/config/index.ts'
import {
  startUpstreamSimulator,
  type UpstreamSimulator,
} from '../../bridge/sandbox/upstream-simulator/server.ts'
import { liveEnv, startTestBridge, type TestBridge } from '../fixtures/bridge-harness.ts'
import { startPrometheus, until, type RunningPrometheus } from '../fixtures/prometheus.ts'

const SHIPPED = join(PROJECT_ROOT, 'monitoring', 'aeps-bridge-alerts.yml')
const RIGHT = liveEnv('http://unused.invalid')

/** The shipped rules with `for` at 0s and opening hours always on; throws if either is gone. */
function rulesFiringAtOnce(text: string): string {
  const hours = /(- record: aeps:opening_hours\n\s+expr: )\|\n(?:\s{10}.*\n)+/
  if (!hours.test(text)) throw new Error('the opening-hours rule changed: update this test')
  const fors = text.match(/^\s+for: \S+$/gm) ?? []
  if (fors.length < 5) throw new Error('the alerts lost their `for`: update this test')
  return text.replace(hours, '$1vector(1)\n').replace(/^(\s+for: )\S+$/gm, '$10s')
}

let upstream: UpstreamSimulator
let refused: TestBridge
let silent: TestBridge | null
let prometheus: RunningPrometheus
let dir: string

type Alert = { labels: Record<string, string>; state: string }
const alerts = async (): Promise<Alert[]> => (await prometheus.get('/api/v1/alerts')).alerts
const firing = async (name: string) =>
  (await alerts()).filter((a) => a.labels.alertname === name && a.state === 'firing')

beforeAll(async () => {
  upstream = await startUpstreamSimulator({ user: RIGHT.AEPS_USER, secret: RIGHT.AEPS_SECRET })
  refused = await startTestBridge({
    rdBlock: 'prometheus-alerts',
    sandboxReader: false,
    env: liveEnv(upstream.url, {
      AEPS_SECRET: 'Wr0ng-Secret-Value-77',
      AEPS_BANKS_PATH: '/v1/common/bank',
      BRIDGE_METRICS: 'on',
      DESK_ID: 'desk-refused',
    }),
  })
  silent = await startTestBridge({
    rdBlock: 'prometheus-alerts',
    env: { BRIDGE_METRICS: 'on', DESK_ID: 'desk-silent' },
  })
  dir = mkdtempSync(join(tmpdir(), 'aeps-alerts-'))
  const rules = join(dir, 'rules.yml')
  writeFileSync(rules, rulesFiringAtOnce(readFileSync(SHIPPED, 'utf8')))
  prometheus = await startPrometheus(
    [
      'global:',
      '  scrape_interval: 1s',
      '  evaluation_interval: 1s',
      'rule_files:',
      `  - ${rules}`,
      'scrape_configs:',
      '  - job_name: aeps-bridge',
      '    static_configs:',
      `      - targets: ['127.0.0.1:${refused.port}', '127.0.0.1:${silent.port}']`,
      '',
    ].join('\n'),
  )
  await until(60_000, async () => {
    const up = await prometheus.query('max by (desk) (aeps_bridge_info)')
    return up.length === 2
  })
}, 180_000)

afterAll(async () => {
  await prometheus?.stop()
  await silent?.close()
  await refused?.close()
  await upstream?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('the alert rules in a running Prometheus', () => {
  it('fires AepsCredentialsRefused for the desk whose provider refuses its credentials', async () => {
    await until(60_000, async () => (await firing('AepsCredentialsRefused')).length > 0)
    expect((await firing('AepsCredentialsRefused')).map((a) => a.labels.desk)).toEqual([
      'desk-refused',
    ])
    // Both desks report: neither is silent yet.
    expect(await firing('AepsDeskSilent')).toEqual([])
  })

  it('fires AepsDeskSilent for the desk whose bridge stops, and for no other', async () => {
    await silent!.close()
    silent = null
    await until(60_000, async () => (await firing('AepsDeskSilent')).length > 0)
    expect((await firing('AepsDeskSilent')).map((a) => a.labels.desk)).toEqual(['desk-silent'])
  })
})
