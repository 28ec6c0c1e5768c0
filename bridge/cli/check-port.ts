// `check`'s word on BRIDGE_PORT: free, or held by a bridge (probably the service, whose own word
// on the clock is passed on), or taken by another program. Apart from check.ts for its size.

import { createServer } from 'node:net'
import { runningBridgeClockFinding } from './check-clock.ts'
import type { Finding } from './finding.ts'

export async function portFindings(port: number): Promise<Finding[]> {
  const free = await new Promise<boolean>((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
  if (free) return [{ verdict: 'ok', text: `BRIDGE_PORT ${port} is free on 127.0.0.1` }]
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/status`, {
      signal: AbortSignal.timeout(2000),
    })
    const body = (await res.json()) as { version?: unknown; journal?: { clock?: unknown } }
    if (res.ok && typeof body.version === 'string')
      return [
        {
          verdict: 'note',
          text: `BRIDGE_PORT ${port}: a bridge (${body.version}) already answers there, probably the service`,
        },
        ...runningBridgeClockFinding(body),
      ]
  } catch {
    // not a bridge
  }
  return [{ verdict: 'WRONG', text: `BRIDGE_PORT ${port} is taken by another program` }]
}
