// A reader unplugged after the page found it ready, in the browser. A simulated RD service (its own
// process, the only one on the bridge's RD ports) answers, the page says the reader is ready; the
// service is stopped, as when the cable is pulled; Capture then shows one truthful line (no green
// "ready" beside the red "no reader") and advice about the cable, the USB port and the reader's
// service, not about the finger. Plugged back in (the service started again) and Check again: the
// green line comes back and the old red error goes, so the two never stand together.
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { startBridge, type ChildBridge } from './bridge-child.ts'
import { captureButton, fillCustomer, SANDBOX, tickConsent } from './helpers.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
// Apart from the suite's bridge (E2E_RD_PORTS, 12300-12304 by default) and merchant-auth-daily's.
const RD_PORT = Number((process.env.E2E_RD_PORTS ?? '12300').split('-')[0]) + 20

/** A simulated reader service on RD_PORT; resolves once it says it listens. */
async function startReader(): Promise<{ stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      'scripts/node24.mjs',
      '--import',
      'tsx',
      'bridge/sandbox/rd-simulator/cli.ts',
      '--port',
      String(RD_PORT),
      '--no-tls',
      '--capture-delay',
      '10',
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let out = ''
  let err = ''
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')))
  const started = await new Promise<'listening' | 'exited'>((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8')
      if (out.includes('listening on')) resolve('listening')
    })
    void exited.then(() => resolve('exited'))
  })
  if (started === 'exited') throw new Error(`the RD simulator exited: ${err}`)
  return {
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        await exited
      }
    },
  }
}

let bridge: ChildBridge
let reader: { stop(): Promise<void> } | null = null
test.beforeAll(async () => {
  reader = await startReader()
  // No sandbox reader: the one above is the only reader the bridge can find.
  bridge = await startBridge({ SANDBOX_RD: 'off', RD_PORTS: `${RD_PORT}-${RD_PORT + 2}` })
})
test.afterAll(async () => {
  await reader?.stop()
  await bridge?.stop()
})

test('a reader unplugged after it was found: one truthful line, and cable advice, not finger advice', async ({
  page,
}) => {
  await page.goto(`${bridge.url}/`)
  const ready = page.getByText(/Fingerprint reader ready/)
  await expect(ready).toBeVisible()
  await fillCustomer(page, SANDBOX.success)
  await tickConsent(page)

  await reader?.stop() // the cable is pulled
  await captureButton(page).click()

  const capture = page.locator('.capture')
  await expect(capture.locator('.tone--failure')).toBeVisible({ timeout: 30_000 })
  await expect(capture.getByText(/No ready fingerprint reader was found/).first()).toBeVisible()
  // One truth: the reader line no longer says ready once a capture found none.
  await expect(ready).toHaveCount(0)
  await expect(capture.locator('.tone--success')).toHaveCount(0)
  const advice = capture.locator('.advice')
  await expect(advice).toHaveCount(1)
  await expect(advice).toContainText(/cable|USB|plugged in|service/i)
  await expect(capture).not.toContainText(
    /another finger|reader glass|clean the finger|finger flat/i,
  )
})

test('a replugged reader clears the old error: after Check again only the green line stands', async ({
  page,
}) => {
  await reader?.stop()
  reader = await startReader()
  await page.goto(`${bridge.url}/`)
  const ready = page.getByText(/Fingerprint reader ready/)
  await expect(ready).toBeVisible()
  await fillCustomer(page, SANDBOX.success)
  await tickConsent(page)

  await reader.stop() // the cable is pulled
  await captureButton(page).click()
  const capture = page.locator('.capture')
  const noReader = capture.getByText(/No ready fingerprint reader was found/)
  await expect(noReader.first()).toBeVisible({ timeout: 30_000 })
  await expect(ready).toHaveCount(0)

  reader = await startReader() // plugged back in
  await page.getByRole('button', { name: 'Check again' }).first().click()
  await expect(ready).toBeVisible()
  await expect(noReader).toHaveCount(0)
  await expect(capture.locator('.tone--failure')).toHaveCount(0)
  await expect(capture.locator('.advice')).toHaveCount(0)
  // And the reader works again, with nothing left over from the failed capture.
  await captureButton(page).click()
  await expect(page.getByText(/Fingerprint captured\. Quality \d+ out of 100\./)).toBeVisible()
})
