// Listening on the loopback addresses: 127.0.0.1:PORT, which must be had or the start fails, and
// [::1]:PORT where the machine has it, so that no other program answers localhost:PORT
// (docs/contract.md v1.2; docs/security.md rule 1). Closing them is last-call.ts.

import type { Server } from 'node:http'
import { log } from '../log.ts'

/**
 * [::1]:PORT as well, where the machine has IPv6 loopback, so that no other program can answer
 * http://localhost:PORT (docs/contract.md v1.2). Resolves whether it is held; a port another
 * program holds there is said in the log, and localhost is then not trusted as the bridge's own.
 */
export function listenIpv6Loopback(server: Server, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        log('warn', 'another program holds [::1] on the bridge port: localhost is not trusted', {
          port,
        })
      resolve(false)
    })
    server.listen({ port, host: '::1', ipv6Only: true }, () => resolve(true))
  })
}

export function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      // Fail loudly; never wander to another port (docs/security.md rule 1).
      if (error.code === 'EADDRINUSE')
        reject(new Error(`BRIDGE_PORT ${port} is already in use on 127.0.0.1`))
      else reject(error)
    })
    server.listen(port, '127.0.0.1', () => resolve())
  })
}
