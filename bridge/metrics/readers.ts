// The readers of the last scan as metrics: how many by state, vendor (dpId) and model
// (mi), never a serial or a port. A scan is what GET /api/devices runs; when nobody has asked for
// one for a while, a scrape starts one in the background (not awaited: the scrape answers from
// the last one), so an unplugged reader shows within two scrape intervals and an alert can say so.

import { Gauge, type Registry } from './prom-parts.ts'
import type { DevicesReply } from '../../src/shared/contract.ts'
import { deviceLabel } from './labels.ts'

/** A scan older than this is refreshed in the background by the next scrape. */
export const READERS_REFRESH_MS = 30_000
const STATES = ['READY', 'NOTREADY', 'USED'] as const

export class ReaderGauge {
  #last: { at: number; reply: DevicesReply } | null = null
  #refreshing = false
  readonly #now: () => number

  constructor(
    registers: Registry[],
    now: () => number,
    rescan: (() => Promise<DevicesReply>) | undefined,
  ) {
    this.#now = now
    const readers = () => {
      const last = this.#last
      if (rescan && !this.#refreshing && (last === null || now() - last.at > READERS_REFRESH_MS)) {
        this.#refreshing = true
        // The scan reports itself through seen() (device-watch.ts); a failure is the next one's.
        void rescan()
          .catch(() => {})
          .finally(() => (this.#refreshing = false))
      }
      return last
    }
    new Gauge({
      name: 'aeps_bridge_readers',
      help: 'Fingerprint readers found by the last scan, by state, vendor (dpId) and model (mi).',
      labelNames: ['state', 'vendor', 'model'],
      registers,
      collect() {
        this.reset()
        for (const device of readers()?.reply.devices ?? []) {
          const labels = {
            state: device.status,
            vendor: deviceLabel(device.dpId),
            model: deviceLabel(device.mi),
          }
          this.inc(labels)
        }
      },
    })
    new Gauge({
      name: 'aeps_bridge_readers_by_state',
      help: 'Fingerprint readers found by the last scan, by state, zeros included (for alerts).',
      labelNames: ['state'],
      registers,
      collect() {
        const devices = readers()?.reply.devices ?? []
        for (const state of STATES)
          this.set({ state }, devices.filter((d) => d.status === state).length)
      },
    })
    new Gauge({
      name: 'aeps_bridge_readers_scan_age_seconds',
      help: 'Seconds since the last scan of the readers (absent before the first).',
      registers,
      collect() {
        const last = readers()
        if (last !== null) this.set(Math.max(0, (now() - last.at) / 1000))
      },
    })
  }

  seen(reply: DevicesReply): void {
    this.#last = { at: this.#now(), reply }
  }
}
