// The real engine: Debian's Prometheus scrapes a running sandbox bridge every second,
// enquiries of every kind go through the sandbox, and Prometheus's own HTTP API must then show
// the counts that were done, outcome by outcome; the alert rules load and evaluate cleanly there,
// and every query of the Grafana dashboard runs and finds its series.

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../bridge/config/index.ts'
import { SANDBOX_NUMBERS, type SandboxScenario } from '../../src/shared/sandbox-numbers.ts'
import {
  api,
  capture,
  enquire,
  startTestBridge,
  type TestBridge,
} from '../fixtures/bridge-harness.ts'
import { startPrometheus, until, type RunningPrometheus } from '../fixtures/prometheus.ts'

const MONITORING = join(PROJECT_ROOT, 'monitoring')
const DESK = 'test-desk'
/** What is done, per operation: every sandbox scenario that answers at once, some twice. */
const DONE: [path: '/api/balance-enquiries' | '/api/mini-statements', SandboxScenario][] = [
  ['/api/balance-enquiries', 'success'],
  ['/api/balance-enquiries', 'success'],
  ['/api/balance-enquiries', 'failure'],
  ['/api/balance-enquiries', 'unauthorized'],
  ['/api/balance-enquiries', 'pending'],
  ['/api/balance-enquiries', 'reversed'],
  ['/api/balance-enquiries', 'not-json'],
  ['/api/balance-enquiries', 'redirect'],
  ['/api/mini-statements', 'success'],
  ['/api/mini-statements', 'something-went-wrong'],
  ['/api/mini-statements', 'missing-parameter'],
  ['/api/mini-statements', 'merchant-auth-required'],
]
const aadhaarOf = (scenario: SandboxScenario) =>
  SANDBOX_NUMBERS.find((n) => n.scenario === scenario)!.aadhaar

let t: TestBridge
let prometheus: RunningPrometheus
const expected = new Map<string, number>()
let captures = 0
let badReplies = 0

/** The test's scrape configuration: one target, the desk's label, the repository's rules. */
function scrapeConfig(port: number): string {
  return [
    'global:',
    '  scrape_interval: 1s',
    '  evaluation_interval: 1s',
    'rule_files:',
    `  - ${join(MONITORING, 'aeps-bridge-alerts.yml')}`,
    'scrape_configs:',
    '  - job_name: aeps-bridge',
    '    metrics_path: /metrics',
    '    static_configs:',
    `      - targets: ['127.0.0.1:${port}']`,
    `        labels: { desk: ${DESK} }`,
    '',
  ].join('\n')
}

const valueMap = (samples: Awaited<ReturnType<RunningPrometheus['query']>>, key: string[]) =>
  new Map(samples.map((s) => [key.map((k) => s.metric[k]).join(' '), Number(s.value[1])]))

beforeAll(async () => {
  t = await startTestBridge({ rdBlock: 'metrics-prometheus' })
  prometheus = await startPrometheus(scrapeConfig(t.port))
  await until(60_000, async () => {
    const up = await prometheus.query(`up{job="aeps-bridge", desk="${DESK}"}`)
    return up[0]?.value[1] === '1'
  })
  for (const [path, scenario] of DONE) {
    const reply = await enquire(t, path, { aadhaar: aadhaarOf(scenario) })
    captures++
    const operation = path === '/api/balance-enquiries' ? 'balance-enquiry' : 'mini-statement'
    // A reply without an envelope is journaled with outcome unknown (docs/contract.md).
    const outcome = reply.status === 200 ? reply.json.outcome : 'unknown'
    if (reply.json?.error?.code === 'UPSTREAM_BAD_REPLY') badReplies++
    expected.set(`${operation} ${outcome}`, (expected.get(`${operation} ${outcome}`) ?? 0) + 1)
  }
  await capture(t)
  captures++
}, 180_000)

afterAll(async () => {
  await prometheus?.stop()
  await t?.close()
})

describe("Prometheus scraping a bridge's /metrics", () => {
  it("holds the day's enquiries outcome by outcome, as they were done", async () => {
    expect(expected.size).toBeGreaterThanOrEqual(10)
    expect(badReplies).toBe(1)
    const query = `aeps_bridge_enquiries_today{desk="${DESK}", operation!="merchant-authentication"}`
    let seen = new Map<string, number>()
    const want = (key: string) => expected.get(key) ?? 0
    await until(60_000, async () => {
      seen = valueMap(await prometheus.query(query), ['operation', 'outcome'])
      return seen.size === 22 && [...seen].every(([key, value]) => value === want(key))
    }).catch(() => {})
    // Every operation and outcome, zeros included: 2 operations x 11 outcomes.
    expect(seen.size).toBe(22)
    expect(new Map([...seen].filter(([, v]) => v > 0))).toEqual(expected)
  })

  it('holds the captures, the upstream calls and their faults', async () => {
    const checks = {
      captured: `sum(aeps_bridge_captures_total{desk="${DESK}", result="captured"})`,
      calls: `sum(aeps_bridge_upstream_duration_seconds_count{desk="${DESK}", operation=~"balance-enquiry|mini-statement"})`,
      badReplies: `sum(aeps_bridge_upstream_faults_total{desk="${DESK}", kind="bad-reply"})`,
    }
    const want = { captured: captures, calls: DONE.length, badReplies }
    let got: Record<string, number> = {}
    await until(60_000, async () => {
      for (const [name, expr] of Object.entries(checks))
        got[name] = Number((await prometheus.query(expr))[0]?.value[1] ?? NaN)
      got = { ...got }
      return JSON.stringify(got) === JSON.stringify(want)
    }).catch(() => {})
    expect(got).toEqual(want)
  })

  it('loads the alert rules and evaluates each without error; a reporting desk is not silent', async () => {
    type Rule = { name: string; type: string; health: string; lastError?: string; state?: string }
    let rules: Rule[] = []
    await until(60_000, async () => {
      const data = await prometheus.get('/api/v1/rules')
      rules = data.groups.flatMap((g: { rules: Rule[] }) => g.rules)
      // Prometheus evaluates the recording group and the alert group apart, so on the first
      // turn an alert may see no aeps:fleet_contract yet; it settles on the next evaluation.
      const quiet = ['AepsDeskSilent', 'AepsContractSkew', 'AepsJournalFailing']
      return (
        rules.length === 9 &&
        rules.every((r) => r.health === 'ok') &&
        quiet.every((name) => rules.find((r) => r.name === name)?.state === 'inactive')
      )
    }).catch(() => {})
    const byName = (a: Rule, b: Rule) => (a.name < b.name ? -1 : 1)
    expect(rules.sort(byName).map((r) => [r.name, r.health, r.lastError ?? ''])).toEqual([
      ['AepsContractSkew', 'ok', ''],
      ['AepsCredentialsRefused', 'ok', ''],
      ['AepsDeskSilent', 'ok', ''],
      ['AepsJournalFailing', 'ok', ''],
      ['AepsOperatorIdle', 'ok', ''],
      ['AepsReaderMissing', 'ok', ''],
      ['aeps:desk_reporting', 'ok', ''],
      ['aeps:fleet_contract', 'ok', ''],
      ['aeps:opening_hours', 'ok', ''],
    ])
    expect(rules.find((r) => r.name === 'AepsDeskSilent')?.state).toBe('inactive')
    expect(rules.find((r) => r.name === 'AepsContractSkew')?.state).toBe('inactive')
    expect(rules.find((r) => r.name === 'AepsJournalFailing')?.state).toBe('inactive')
  })

  it('runs every query of the Grafana dashboard, and its table shows this desk', async () => {
    const dashboard = JSON.parse(readFileSync(join(MONITORING, 'grafana-dashboard.json'), 'utf8'))
    const exprs: string[] = dashboard.panels.flatMap((p: { targets: { expr: string }[] }) =>
      p.targets.map((target) => target.expr),
    )
    expect(exprs.length).toBeGreaterThanOrEqual(10)
    const concrete = (expr: string) =>
      expr.replaceAll('$desk', '.*').replaceAll('$__rate_interval', '1m')
    const failures: string[] = []
    for (const expr of exprs)
      await prometheus.query(concrete(expr)).catch((e: Error) => failures.push(e.message))
    expect(failures).toEqual([])
    const table = await prometheus.query(concrete(exprs[0]!))
    const perDesk = valueMap(table, ['desk', 'outcome'])
    expect(perDesk.get(`${DESK} success`)).toBe(
      (expected.get('balance-enquiry success') ?? 0) +
        (expected.get('mini-statement success') ?? 0),
    )
  })

  it('is what GET /metrics said at the same moment', async () => {
    const text = (await api(t).get('/metrics')).text
    expect(text).toContain(`aeps_bridge_captures_total{result="captured"} ${captures}`)
  })
})
