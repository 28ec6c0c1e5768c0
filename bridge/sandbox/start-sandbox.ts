// Sandbox mode's start-up (docs/developer-guide.md, "The sandbox"): the simulated upstream with
// fresh credentials, a default shop location, and, unless the reader ports are someone else's, a
// simulated fingerprint reader. The bridge then reaches them through the same client code as live
// mode; nothing here runs in live mode.

import { randomBytes } from 'node:crypto'
import type { ShopLocation } from '../../src/shared/contract.ts'
import type { Config, UpstreamConfig } from '../config/index.ts'
import { startSandboxRdSimulator, type RdSimulatorHandle } from './rd-simulator/server.ts'
import { startUpstreamSimulator } from './upstream-simulator/server.ts'
import { sandboxReader } from './reader-cases.ts'

/** Sandbox defaults that let a newcomer's curl work without a location. */
const SANDBOX_SHOP: ShopLocation = { latitude: '19.0760', longitude: '72.8777' }

export interface RunningSandbox {
  /** Where and how the bridge reaches the simulated upstream. */
  upstream: UpstreamConfig
  shopLocation: ShopLocation
  upstreamUrl: string
  /** The simulated reader's port; null when none was wanted or every RD port was taken. */
  rdPort: number | null
  close(): Promise<void>
}

export async function startSandbox(config: Config): Promise<RunningSandbox> {
  // Credentials of this run only: the simulated upstream checks them as the real one does.
  const user = 'sandbox-' + randomBytes(4).toString('hex')
  const secret = randomBytes(18).toString('base64url')
  const upstreamSim = await startUpstreamSimulator({
    user,
    secret,
    slowMs: config.sandboxSlowMs,
    merchantAuth: config.sandbox2fa,
    merchantAuthDecline: config.sandbox2faDecline,
    clockSkewS: config.sandboxClockSkewS,
  })
  let rdSim: RdSimulatorHandle | null = null
  if (config.sandboxDevice) {
    try {
      rdSim = await startSandboxRdSimulator({
        host: config.rd.host,
        ports: config.rd.ports,
        captureDelayMs: config.sandboxCaptureMs,
        // v1.5: the reader the trainer asked for (SANDBOX_READER; reader-cases.ts).
        ...(await sandboxReader(config.sandboxReader)),
      })
    } catch (error) {
      await upstreamSim.close()
      throw error
    }
  }
  return {
    upstream: { baseUrl: upstreamSim.url, user, secret, timeoutMs: config.upstreamTimeoutMs },
    shopLocation: config.shopLocation ?? SANDBOX_SHOP,
    upstreamUrl: upstreamSim.url,
    rdPort: rdSim?.port ?? null,
    async close() {
      await rdSim?.close()
      await upstreamSim.close()
    },
  }
}
