// The sandbox upstream in a process of its own, so that the overhead benchmark measures the
// bridge and not three servers sharing one event loop. Prints its URL on stdout.
import { startUpstreamSimulator } from '../bridge/sandbox/upstream-simulator/server.ts'

const sim = await startUpstreamSimulator({
  user: process.env.SIM_USER!,
  secret: process.env.SIM_SECRET!,
})
process.stdout.write(sim.url + '\n')
process.on('SIGTERM', () => void sim.close().then(() => process.exit(0)))
