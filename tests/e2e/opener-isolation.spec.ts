// A foreign page that opens the desk with window.open kept a handle on it (the
// review: `window.open` and read was blocked, but the handle stayed). With
// Cross-Origin-Opener-Policy: same-origin the desk opens in a browsing context group of its own,
// and the opener's handle reports it closed.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'

let foreign: Server
let foreignUrl: string

test.beforeAll(async () => {
  foreign = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' })
    res.end('<!doctype html><title>foreign</title>')
  })
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve))
  foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`
})
test.afterAll(() => new Promise<void>((resolve) => foreign.close(() => resolve())))

test('a foreign page that opens the desk keeps no handle on it', async ({ page, baseURL }) => {
  await page.goto(foreignUrl)
  const opened = page.waitForEvent('popup')
  await page.evaluate((url) => {
    ;(window as unknown as { desk: Window | null }).desk = window.open(url, '_blank')
  }, baseURL!)
  const desk = await opened
  await desk.waitForLoadState('load')
  await expect(desk.getByRole('heading').first()).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { desk: Window }).desk.closed))
    .toBe(true)
})
