// The bridge process's memory, CPU and event-loop delay, under the names of
// prom-client's default metrics so that common Node.js dashboards find them, but only the few a
// desk needs, each cheap to read: prom-client's full default set took about 1 ms a scrape
// (the event-loop histogram's standard deviation, process.memoryUsage()) and a GC observer.

import { monitorEventLoopDelay } from 'node:perf_hooks'
import { getHeapStatistics } from 'node:v8'
import { Counter, Gauge, type Registry } from './prom-parts.ts'

/** The event loop's delay, sampled every 20 ms (perf_hooks), reported and reset at each scrape. */
const LOOP_RESOLUTION_MS = 20

export function registerProcessMetrics(registers: Registry[]): void {
  new Gauge({
    name: 'process_resident_memory_bytes',
    help: 'Resident memory size in bytes.',
    registers,
    collect() {
      this.set(process.memoryUsage.rss())
    },
  })
  new Gauge({
    name: 'nodejs_heap_size_used_bytes',
    help: "V8's heap in use, in bytes.",
    registers,
    collect() {
      this.set(getHeapStatistics().used_heap_size)
    },
  })
  let cpu = process.cpuUsage()
  new Counter({
    name: 'process_cpu_seconds_total',
    help: 'User and system CPU time spent, in seconds.',
    registers,
    collect() {
      const now = process.cpuUsage()
      this.inc((now.user - cpu.user + now.system - cpu.system) / 1e6)
      cpu = now
    },
  }).inc((cpu.user + cpu.system) / 1e6)
  new Gauge({
    name: 'process_start_time_seconds',
    help: 'Start time of the process since the Unix epoch, in seconds.',
    registers,
  }).set(Math.round(Date.now() / 1000 - process.uptime()))
  new Gauge({
    name: 'nodejs_version_info',
    help: 'The Node.js version the bridge runs on.',
    labelNames: ['version'],
    registers,
  }).set({ version: process.version }, 1)
  registerLoopDelay(registers)
}

function registerLoopDelay(registers: Registry[]): void {
  const delay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS })
  delay.enable()
  // The monitor adds its own resolution to every sample: take it off, never below zero.
  const seconds = (ns: number) => Math.max(0, ns / 1e9 - LOOP_RESOLUTION_MS / 1000)
  let read: { p50: number; p99: number; max: number } | null = null
  /** One reading per scrape for the three gauges, then a fresh window. */
  const reading = () => {
    if (read === null) {
      read =
        delay.count === 0
          ? { p50: 0, p99: 0, max: 0 }
          : {
              p50: seconds(delay.percentile(50)),
              p99: seconds(delay.percentile(99)),
              max: seconds(delay.max),
            }
      delay.reset()
      queueMicrotask(() => (read = null))
    }
    return read
  }
  const gauge = (name: string, help: string, pick: (r: NonNullable<typeof read>) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(pick(reading()))
      },
    })
  gauge(
    'nodejs_eventloop_lag_p50_seconds',
    'Median event-loop delay since the last scrape.',
    (r) => r.p50,
  )
  gauge(
    'nodejs_eventloop_lag_p99_seconds',
    '99th percentile of the event-loop delay since the last scrape.',
    (r) => r.p99,
  )
  gauge(
    'nodejs_eventloop_lag_max_seconds',
    'Longest event-loop delay since the last scrape.',
    (r) => r.max,
  )
}
