// The fleet's files in monitoring/ (docs/operations.md, "Watching a fleet") checked by Prometheus's
// own promtool: the alert rules, their unit tests (each alert fires when it should, and not out of
// opening hours), the per-laptop agent's configuration; and the Grafana dashboard is JSON whose
// queries name only metrics a running bridge exposes.

import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../../bridge/config/index.ts'
import { api, startTestBridge, type TestBridge } from '../fixtures/bridge-harness.ts'
import { familyNames } from '../fixtures/metrics-text.ts'
import { PROMTOOL, requirePrometheus } from '../fixtures/prometheus.ts'

const MONITORING = join(PROJECT_ROOT, 'monitoring')
const DEBIAN13_ROOT = join(PROJECT_ROOT, 'scripts', 'debian13-root.sh')
const run = promisify(execFile)

async function promtool(...args: string[]): Promise<string> {
  requirePrometheus()
  const { stdout, stderr } = await run(PROMTOOL, args, { cwd: MONITORING })
  return stdout + stderr
}

describe('monitoring/ checked by promtool', () => {
  it('the alert rules are valid', async () => {
    expect(await promtool('check', 'rules', 'aeps-bridge-alerts.yml')).toContain(
      'SUCCESS: 9 rules found',
    )
  })

  it('each alert fires when it should and not otherwise (promtool test rules)', async () => {
    expect(await promtool('test', 'rules', 'aeps-bridge-alerts.test.yml')).toContain('SUCCESS')
  })

  it("the per-laptop Prometheus agent's configuration is valid", async () => {
    expect(await promtool('check', 'config', '--agent', 'prometheus-agent.yml')).toContain(
      'SUCCESS',
    )
  })
})

describe('monitoring/ checked by vmalert-tool (desks that push, issue 41)', () => {
  it('the same alert test cases pass on vmalert (vmalert-tool unittest)', async () => {
    // Debian 13's vmalert-tool in the shared Debian 13 root; the cases' labels are promtool's, so
    // vmalert's own `alertgroup` label is left off for the comparison (the unit adds it in use).
    // vmalert-tool serves its test storage on the fixed port 8880 from $TMPDIR/vmalert-unittest,
    // which it removes at the end: two checkouts testing side by side took each other's folder
    // away (it panicked, "cannot determine free disk space"). So one run at a time on the machine
    // (flock on the host's /tmp, shared by every root), each with a TMPDIR of its own.
    const { stdout, stderr } = await run(
      'bash',
      [
        DEBIAN13_ROOT,
        '--bind',
        MONITORING,
        '--run',
        '--',
        'sh',
        '-c',
        `cd '${MONITORING}' && export TMPDIR="$(mktemp -d)" && ` +
          `flock /tmp/aeps-vmalert-tool.lock vmalert-tool unittest --disableAlertgroupLabel ` +
          `--files=aeps-bridge-alerts.test.yml; code=$?; rm -rf "$TMPDIR"; exit $code`,
      ],
      { maxBuffer: 4 * 1024 * 1024 },
    )
    const out = stdout + stderr
    expect(out).toContain('SUCCESS')
    expect(out).not.toContain('FAILED')
  }, 900_000)
})

describe('the Grafana dashboard', () => {
  let t: TestBridge
  beforeAll(async () => {
    t = await startTestBridge({ rdBlock: 'monitoring-files' })
  })
  afterAll(async () => {
    await t?.close()
  })

  it("is JSON whose every query names metrics that a bridge's /metrics exposes", async () => {
    const dashboard = JSON.parse(readFileSync(join(MONITORING, 'grafana-dashboard.json'), 'utf8'))
    const exprs: string[] = dashboard.panels.flatMap((p: { targets: { expr: string }[] }) =>
      p.targets.map((target) => target.expr),
    )
    const named = new Set(
      exprs.flatMap((expr) =>
        [...expr.matchAll(/\b(?:aeps_bridge|process|nodejs)_[a-z0-9_]+/g)].map((m) => m[0]),
      ),
    )
    // A histogram's series carry _bucket, _sum and _count after the family's name.
    const family = (name: string) => name.replace(/_(bucket|sum|count)$/, '')
    const exposed = familyNames((await api(t).get('/metrics')).text)
    expect(named.size).toBeGreaterThanOrEqual(10)
    // (v1.5) The operators' row: idle desks (AepsOperatorIdle's expression) and blocked operators.
    expect(named).toContain('aeps_bridge_last_customer_enquiry_timestamp_seconds')
    expect(exprs.some((e) => e.includes('state="blocked"'))).toBe(true)
    expect([...named].filter((name) => !exposed.has(family(name)))).toEqual([])
  })
})
