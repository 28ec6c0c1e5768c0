// The reader the merchant chose last. A capture without a port must not go to the lowest READY
// port: a program squatting on a lower port than the real reader would get the customer's finger.
// When the merchant picks a reader (a capture that names its port), the bridge keeps that choice in
// DATA_DIR/reader.json, written atomically and owner-only, and a capture that names no port goes to
// that reader first, while it answers READY with the same model. Kept: the port and the model
// (dpId, mi), which any scan shows; never the serial, the certificate or anything else that
// identifies the device (docs/security.md: no device identity on disk). A squatter that copies the
// model on that very port is not told apart: the page says so whenever two readers answer.

import { join } from 'node:path'
import { readJsonFile, writeFileAtomic } from '../data-file.ts'
import { log } from '../log.ts'

export const READER_CHOICE_FILE = 'reader.json'

export interface ReaderChoice {
  port: number
  dpId: string
  mi: string
}

/** A model string as a scan reports it: short, and no control character. */
const MODEL = /^[^\u0000-\u001f\u007f-\u009f]{0,64}$/

export function readReaderChoice(json: unknown): ReaderChoice | null {
  if (typeof json !== 'object' || json === null) return null
  const { port, dpId, mi } = json as Record<string, unknown>
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535) return null
  if (typeof dpId !== 'string' || typeof mi !== 'string' || !MODEL.test(dpId) || !MODEL.test(mi))
    return null
  return { port, dpId, mi }
}

/** The choice kept in a DATA_DIR (null: none, or no DATA_DIR for this service). */
export class ReaderChoiceFile {
  readonly #path: string | null
  #choice: ReaderChoice | null

  constructor(dataDir: string | null) {
    this.#path = dataDir === null ? null : join(dataDir, READER_CHOICE_FILE)
    this.#choice = this.#path === null ? null : readReaderChoice(readJsonFile(this.#path))
  }

  get current(): ReaderChoice | null {
    return this.#choice
  }

  /** Keeps the merchant's choice; a failure to write is logged, never fatal to the capture. */
  remember(choice: ReaderChoice): void {
    const same =
      this.#choice?.port === choice.port &&
      this.#choice.dpId === choice.dpId &&
      this.#choice.mi === choice.mi
    const checked = readReaderChoice(choice)
    if (same || checked === null) return
    this.#choice = checked
    if (this.#path === null) return
    try {
      writeFileAtomic(
        this.#path,
        JSON.stringify({ ...checked, chosenAt: new Date().toISOString() }),
      )
    } catch (error) {
      log('warn', 'the reader chosen was not kept in DATA_DIR', { error: String(error) })
    }
  }
}
