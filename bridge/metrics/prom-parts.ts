// The four parts of prom-client the bridge uses, each from its own file. The package's index also
// loads its default process metrics, its cluster aggregator and its Pushgateway (node:cluster,
// node:http, node:https, node:v8, perf_hooks), none of which the bridge uses: in the executable's
// start profile that was about a tenth of the CPU before the first answer, and 78 KB of the
// bundle (BENCHMARKS.md, the journal's budgets, stop 4). The types are the index's.

import type * as PromClient from 'prom-client'
import CounterPart from 'prom-client/lib/counter.js'
import GaugePart from 'prom-client/lib/gauge.js'
import HistogramPart from 'prom-client/lib/histogram.js'
import RegistryPart from 'prom-client/lib/registry.js'

export const Counter = CounterPart as typeof PromClient.Counter
export type Counter<T extends string = string> = PromClient.Counter<T>
export const Gauge = GaugePart as typeof PromClient.Gauge
export type Gauge<T extends string = string> = PromClient.Gauge<T>
export const Histogram = HistogramPart as typeof PromClient.Histogram
export type Histogram<T extends string = string> = PromClient.Histogram<T>
export const Registry = RegistryPart as typeof PromClient.Registry
export type Registry = PromClient.Registry
