// `npm run rd-simulator -- --personality morpho --behaviour slow-start --tls --port 11101`:
// a simulated RD service to point the bridge (or a vendor's own test page) at.

import { parseArgs } from 'node:util'
import { BEHAVIOURS, isBehaviour } from './behaviours.ts'
import { PERSONALITIES, isPersonalityName } from './personalities.ts'
import { startRdSimulator, type RdSimulator, type RdSimulatorOptions } from './server.ts'
import { requirePorts } from '../../config/settings.ts'

const USAGE = `Usage: npm run rd-simulator -- [options]
  --port N             port to listen on (default: first free of 11100-11120)
  --host H             address to listen on (default 127.0.0.1)
  --personality P      ${Object.keys(PERSONALITIES).join(' | ')} (default mantra)
  --behaviour B        ${BEHAVIOURS.join(' | ')} (default ready)
  --tls / --no-tls     serve https with a self-signed certificate (default: per personality)
  --time-scale X       multiply every wait, e.g. 0.1 (default 1)
  --capture-delay MS   how long a successful capture takes (default 800)
  --post-alias         take POST as the RD verb of its path (POST /rd/capture = CAPTURE), as some
                       MFS110 L1 builds do (default: GET and POST get 405)
`

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}`)
  process.exit(2)
}

function readArgs() {
  return parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      personality: { type: 'string', default: 'mantra' },
      behaviour: { type: 'string', default: 'ready' },
      tls: { type: 'boolean' },
      'no-tls': { type: 'boolean' },
      'time-scale': { type: 'string', default: '1' },
      'capture-delay': { type: 'string', default: '800' },
      'post-alias': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  }).values
}

/** The simulator's options from the command line; exits with the usage on a bad one. */
function requireOptions(values: ReturnType<typeof readArgs>): RdSimulatorOptions {
  const personality = values.personality
  const behaviour = values.behaviour
  if (!isPersonalityName(personality)) fail(`Unknown personality "${personality}".`)
  if (!isBehaviour(behaviour)) fail(`Unknown behaviour "${behaviour}".`)
  const timeScale = Number(values['time-scale'])
  const captureDelayMs = Number(values['capture-delay'])
  if (!(timeScale > 0)) fail('--time-scale must be a positive number.')
  if (!Number.isInteger(captureDelayMs) || captureDelayMs < 0)
    fail('--capture-delay must be a whole number.')
  const tls = values.tls ? true : values['no-tls'] ? false : undefined
  return {
    host: values.host,
    personality,
    behaviour,
    tls,
    timeScale,
    captureDelayMs,
    postAlias: values['post-alias'],
  }
}

/** The first of the ports that is free, as a vendor's service takes one. */
async function startOnFirstFree(
  ports: readonly number[],
  options: RdSimulatorOptions,
): Promise<RdSimulator | null> {
  for (const port of ports) {
    try {
      return await startRdSimulator({ ...options, port })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    }
  }
  return null
}

async function main(): Promise<void> {
  const values = readArgs()
  if (values.help) {
    process.stdout.write(USAGE)
    return
  }
  const options = requireOptions(values)
  const ports = values.port === undefined ? requirePorts('11100-11120') : [Number(values.port)]
  if (!ports.every((p) => Number.isInteger(p) && p >= 1 && p <= 65535))
    fail('--port must be a port number.')
  const sim = await startOnFirstFree(ports, options)
  if (sim === null) fail(`Port ${ports.length === 1 ? ports[0] : '11100-11120'} is taken.`)
  process.stdout.write(
    `RD simulator (${sim.personality}, ${sim.behaviour}${sim.postAlias ? ', POST alias' : ''}) ` +
      `listening on ${sim.url}\n` +
      `Try: curl -X RDSERVICE ${sim.url}/${sim.scheme === 'https' ? ' -k' : ''}\n` +
      'Press Ctrl+C to stop.\n',
  )
  const stop = () => void sim.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  process.stderr.write(`The RD simulator could not start: ${(error as Error).message}\n`)
  process.exit(1)
})
