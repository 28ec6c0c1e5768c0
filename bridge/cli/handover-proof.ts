// The proof that a new build serves, before the old one lets go (reliability review 2026-11-29,
// S3: a build that printed its version but whose `supervise` ended 2 s later took the desk down,
// because the old supervisor ended as soon as the new one was spawned).
// The two sides of the hand-over (version-handover.ts):
// - the new supervisor is started with AEPS_HANDOVER_PROOF naming a file in the data folder. Once
//   its bridge says where it listens ("Open <url> in Chrome." on standard error, run.ts), it asks
//   that bridge's /api/status until the answer carries its own version, and only then writes the
//   file: the new bridge has answered, from the new supervisor, with the new version;
// - the old supervisor waits for that file, watching the new supervisor's process. It lets go only
//   once the proof is there AND the new supervisor has then stayed up for a grace time. A proof
//   missing after PROOF_DEADLINE_MS, a supervisor ended before it, or one ended within the grace
//   are each a failed hand-over: the old build takes back.
// An internal variable between two supervisors: the new one removes it from its environment at
// once, so that neither its bridge nor a later hand-over of its own carries it.

import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const HANDOVER_PROOF_ENV = 'AEPS_HANDOVER_PROOF'
/** The proof file in the data folder, one per old supervisor. */
export const proofFile = (dataDir: string, pid: number) =>
  path.join(dataDir, `handover-proof-${pid}.json`)

/** The old supervisor's process id, from the proof file it named (proofFile), or null. */
export function predecessorOf(file: string | undefined): number | null {
  const pid = Number(/handover-proof-(\d+)\.json$/.exec(file ?? '')?.[1])
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null
}

/** How long the new build has to prove it serves: a cold start on a busy laptop, and its lock wait. */
export const PROOF_DEADLINE_MS = 20_000
/** How long the new supervisor must stay up after its proof before the old one ends. */
export const TAKE_BACK_GRACE_MS = 60_000
const ASK_EVERY_MS = 250

/** The address a bridge announces on its standard error (run.ts), or null. */
export function announcedUrl(stderr: string): string | null {
  return /Open (http:\/\/127\.0\.0\.1:\d+) in Chrome\./.exec(stderr)?.[1] ?? null
}

interface Proof {
  version: string
  processId: number
}

/** The new supervisor's side: asks its bridge until it answers with `version`, then writes the proof. */
export async function proveServing(
  url: string,
  version: string,
  file: string,
  stillRunning: () => boolean = () => true,
): Promise<boolean> {
  while (stillRunning()) {
    try {
      const reply = await fetch(`${url}/api/status`, { signal: AbortSignal.timeout(5_000) })
      const body = (await reply.json()) as { version?: unknown }
      if (reply.ok && body.version === version) {
        const proof: Proof = { version, processId: process.pid }
        writeFileSync(`${file}.partial`, JSON.stringify(proof))
        renameSync(`${file}.partial`, file)
        return true
      }
    } catch {
      // not listening yet, or an answer cut short: ask again
    }
    await new Promise((resolve) => setTimeout(resolve, ASK_EVERY_MS))
  }
  return false
}

/** The proof in `file`, or null while there is none (or only a part of one). */
function readProof(file: string): Proof | null {
  try {
    const proof = JSON.parse(readFileSync(file, 'utf8')) as Partial<Proof>
    return typeof proof.version === 'string' && typeof proof.processId === 'number'
      ? (proof as Proof)
      : null
  } catch {
    return null
  }
}

export interface Launched {
  processId: number
  /** Resolves when the new supervisor's process has ended, with how. */
  ended: Promise<string>
}

export interface ProofTimes {
  deadlineMs: number
  graceMs: number
}

/**
 * The old supervisor's side: null once the new supervisor proved `version` and then stayed up for
 * the grace; otherwise why the hand-over failed (the fact the old supervisor saw).
 */
export async function awaitProof(
  file: string,
  version: string,
  launched: Launched,
  times: ProofTimes = { deadlineMs: PROOF_DEADLINE_MS, graceMs: TAKE_BACK_GRACE_MS },
): Promise<string | null> {
  let ended: string | null = null
  void launched.ended.then((how) => (ended = how))
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  const deadline = Date.now() + times.deadlineMs
  let proof: Proof | null = null
  try {
    while ((proof = readProof(file)) === null) {
      if (ended !== null)
        return `its supervisor ended (${ended}) before its bridge answered /api/status`
      if (Date.now() >= deadline)
        return `its bridge did not answer /api/status with its version within ${times.deadlineMs / 1000} s`
      await sleep(ASK_EVERY_MS)
    }
  } finally {
    rmSync(file, { force: true })
  }
  if (proof.version !== version)
    return `its bridge answered /api/status with version ${proof.version}, not ${version}`
  const graceEnds = Date.now() + times.graceMs
  while (Date.now() < graceEnds) {
    if (ended !== null)
      return `its supervisor ended (${ended}) within ${times.graceMs / 1000} s of its bridge answering`
    await sleep(Math.min(ASK_EVERY_MS, Math.max(0, graceEnds - Date.now())))
  }
  return ended === null ? null : `its supervisor ended (${ended}) at the end of the grace`
}
