// Start-up and memory: from starting the bridge as `npm start` runs it (build/aeps-bridge.cjs on the
// pinned Node 24 with the executable's V8 settings, after the build) to the first answered
// /api/status, median of several runs; and the bridge's memory, VmRSS and RssAnon, when idle and
// after 1,000 sandbox enquiries.
// Run: npm run bench:startup

import { execFileSync } from 'node:child_process'
import { median, memoryKiB, postJson, ROOT, spawnBridge, tempDir, timed } from './lib.ts'

/** `npm start` builds the app first: how long that step takes. */
export function measureBuild(): number {
  const t0 = performance.now()
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'silent'],
    { cwd: ROOT },
  )
  return performance.now() - t0
}

export async function measureStartup(runs = 7) {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const bridge = await spawnBridge(
      {
        DATA_DIR: tempDir('bench-start-'),
        RD_PORTS: '14100-14104',
        SANDBOX_RD: 'on', // as npm start does: the simulated reader is part of the start-up
      },
      { bundled: true },
    )
    times.push(bridge.readyMs)
    await bridge.stop()
  }
  return { runs, medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times) }
}

export async function measureMemory(enquiries = 1000) {
  const bridge = await spawnBridge(
    {
      DATA_DIR: tempDir('bench-mem-'),
      RD_PORTS: '14110-14114',
      SANDBOX_RD: 'on',
      SANDBOX_CAPTURE_MS: '0',
    },
    { bundled: true },
  )
  try {
    await new Promise((r) => setTimeout(r, 500))
    const idle = memoryKiB(bridge.process.pid!)
    await timed(enquiries, 1, async (i) => {
      const capture = await postJson(bridge.url + '/api/captures', {})
      if (capture.status !== 201) throw new Error('capture failed: ' + JSON.stringify(capture.json))
      const path = i % 2 === 0 ? '/api/balance-enquiries' : '/api/mini-statements'
      const reply = await postJson(bridge.url + path, {
        aadhaar: '999900000000',
        mobile: '9876543210',
        bankiin: '607094',
        captureId: capture.json.captureId,
        consent: true,
      })
      if (reply.status !== 200) throw new Error('enquiry failed: ' + JSON.stringify(reply.json))
    })
    const after = memoryKiB(bridge.process.pid!)
    return {
      enquiries,
      idleKiB: idle.rss,
      afterKiB: after.rss,
      idleAnonKiB: idle.anon,
      afterAnonKiB: after.anon,
    }
  } finally {
    await bridge.stop()
  }
}

export async function printStartup() {
  const buildMs = measureBuild()
  const start = await measureStartup()
  const memory = await measureMemory()
  console.log('\n## Start-up and memory')
  console.log(`App build (the first step of npm start): ${buildMs.toFixed(0)} ms`)
  console.log(
    `Bridge start to first answered /api/status: median ${start.medianMs.toFixed(0)} ms over ${start.runs} runs (min ${start.minMs.toFixed(0)}, max ${start.maxMs.toFixed(0)})`,
  )
  console.log(
    `Resident memory (VmRSS): ${(memory.idleKiB / 1024).toFixed(1)} MiB idle, ${(memory.afterKiB / 1024).toFixed(1)} MiB after ${memory.enquiries} enquiries (half balance, half mini statement)`,
  )
  console.log(
    `Private memory (RssAnon): ${(memory.idleAnonKiB / 1024).toFixed(1)} MiB idle, ${(memory.afterAnonKiB / 1024).toFixed(1)} MiB after the enquiries`,
  )
  return { buildMs, start, memory }
}

if (import.meta.url === `file://${process.argv[1]}`) await printStartup()
