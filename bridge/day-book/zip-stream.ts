// A zip archive written front to back as its bytes are asked for (PKWARE APPNOTE 6.3.10), so a
// workbook of any size leaves the bridge while it is made and is never held whole. Small parts are
// deflated at once, with their sizes and CRC-32 in their local header (4.3.7). A large part is
// deflated as it streams (node:zlib deflateRaw, its CRC-32 kept with zlib.crc32 as the text passes):
// its local header says "sizes follow" (general purpose flag bit 3) and a data descriptor after
// its data gives them (4.3.9). The central directory closes the archive (4.3.12, 4.3.16).
//
// The sizes are the classic 32-bit fields: a part's text must stay under 4 GiB, about four million
// day-book rows; a larger one fails the export rather than send a broken file.

import { once } from 'node:events'
import { crc32, createDeflateRaw, deflateRawSync, type DeflateRaw } from 'node:zlib'

const LIMIT = 0xffff_ffff
/** Deflate (8); version 2.0 needed (deflate, data descriptor). */
const DEFLATE = 8
const VERSION = 20
/** Bit 3: the CRC-32 and sizes are in a data descriptor after the data. Bit 11: UTF-8 names. */
const SIZES_FOLLOW = 0x0008
const UTF8_NAMES = 0x0800

interface Entry {
  name: Buffer
  flags: number
  crc: number
  compressed: number
  size: number
  offset: number
}

/** The MS-DOS date and time fields of `wall` (its UTC fields read as the local time to show). */
function dosTime(wall: Date): { time: number; date: number } {
  return {
    time: (wall.getUTCHours() << 11) | (wall.getUTCMinutes() << 5) | (wall.getUTCSeconds() >> 1),
    date:
      ((wall.getUTCFullYear() - 1980) << 9) | ((wall.getUTCMonth() + 1) << 5) | wall.getUTCDate(),
  }
}

/** Chunks of a zip archive, made in order: parts, then `end()` for the central directory. */
export class ZipStream {
  readonly #entries: Entry[] = []
  readonly #when: { time: number; date: number }
  #offset = 0

  /** `wall`: the time the parts carry, as the wall time to show (its UTC fields). */
  constructor(wall: Date) {
    this.#when = dosTime(wall)
  }

  /** A whole small part: its local header and its deflated bytes. */
  part(name: string, text: string): Buffer {
    const data = Buffer.from(text, 'utf8')
    const deflated = deflateRawSync(data)
    const entry = this.#entry(name, 0, crc32(data), deflated.length, data.length)
    return this.#advance(Buffer.concat([this.#localHeader(entry), deflated]))
  }

  /**
   * A large part given a piece at a time: `write` deflates a piece and returns what the
   * compressor has emitted so far (often nothing); `end` returns the rest and the data descriptor.
   * `stop` lets the compressor go when the archive is abandoned.
   */
  streamedPart(name: string): {
    write(text: string): Promise<Buffer>
    end(): Promise<Buffer>
    stop(): void
  } {
    const entry = this.#entry(name, SIZES_FOLLOW, 0, 0, 0)
    const deflate: DeflateRaw = createDeflateRaw()
    let out: Buffer[] = [this.#localHeader(entry)]
    deflate.on('data', (chunk: Buffer) => {
      out.push(chunk)
      entry.compressed += chunk.length
    })
    const take = (): Buffer => {
      const bytes = Buffer.concat(out)
      out = []
      return this.#advance(bytes)
    }
    // The compressor works off the event loop. One piece may be in it while the next is made;
    // the one after waits for its drain, so at most two pieces are held.
    let taking: Promise<unknown> | null = null
    // A compressor's failure is thrown by the next write or the end, never left unheard.
    let failed: Error | null = null
    deflate.on('error', (error) => (failed = error))
    return {
      write: async (text) => {
        await taking
        if (failed) throw failed
        const data = Buffer.from(text, 'utf8')
        entry.crc = crc32(data, entry.crc)
        entry.size += data.length
        if (entry.size > LIMIT) throw new Error(`zip part ${name} is over 4 GiB`)
        taking = deflate.write(data) ? null : once(deflate, 'drain')
        return take()
      },
      end: async () => {
        await taking
        if (failed) throw failed
        const ended = once(deflate, 'end')
        deflate.end()
        await ended
        if (entry.compressed > LIMIT) throw new Error(`zip part ${name} is over 4 GiB`)
        const descriptor = Buffer.alloc(16)
        descriptor.writeUInt32LE(0x08074b50, 0)
        descriptor.writeUInt32LE(entry.crc, 4)
        descriptor.writeUInt32LE(entry.compressed, 8)
        descriptor.writeUInt32LE(entry.size, 12)
        out.push(descriptor)
        return take()
      },
      stop: () => deflate.destroy(),
    }
  }

  /** The central directory and its end record: the archive's last bytes. */
  end(): Buffer {
    const start = this.#offset
    const headers = this.#entries.map((entry) => this.#centralHeader(entry))
    const directory = Buffer.concat(headers)
    const tail = Buffer.alloc(22)
    tail.writeUInt32LE(0x06054b50, 0)
    tail.writeUInt16LE(this.#entries.length, 8)
    tail.writeUInt16LE(this.#entries.length, 10)
    tail.writeUInt32LE(directory.length, 12)
    tail.writeUInt32LE(start, 16)
    if (start > LIMIT) throw new Error('zip archive is over 4 GiB')
    return this.#advance(Buffer.concat([directory, tail]))
  }

  #entry(name: string, flags: number, crc: number, compressed: number, size: number): Entry {
    const entry = {
      name: Buffer.from(name, 'utf8'),
      flags: flags | UTF8_NAMES,
      crc,
      compressed,
      size,
      offset: this.#offset,
    }
    this.#entries.push(entry)
    return entry
  }

  #advance(bytes: Buffer): Buffer {
    this.#offset += bytes.length
    return bytes
  }

  #localHeader(entry: Entry): Buffer {
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    // With bit 3 the CRC-32 and sizes are zero here and given by the data descriptor.
    this.#sharedFields(header, 4, entry)
    return Buffer.concat([header, entry.name])
  }

  #centralHeader(entry: Entry): Buffer {
    const header = Buffer.alloc(46)
    header.writeUInt32LE(0x02014b50, 0)
    header.writeUInt16LE(VERSION, 4)
    this.#sharedFields(header, 6, entry)
    header.writeUInt32LE(entry.offset, 42)
    return Buffer.concat([header, entry.name])
  }

  /** The fields a local header and a central one share, in the same order (4.3.7, 4.3.12). */
  #sharedFields(header: Buffer, at: number, entry: Entry): void {
    header.writeUInt16LE(VERSION, at)
    header.writeUInt16LE(entry.flags, at + 2)
    header.writeUInt16LE(DEFLATE, at + 4)
    header.writeUInt16LE(this.#when.time, at + 6)
    header.writeUInt16LE(this.#when.date, at + 8)
    header.writeUInt32LE(entry.crc, at + 10)
    header.writeUInt32LE(entry.compressed, at + 14)
    header.writeUInt32LE(entry.size, at + 18)
    header.writeUInt16LE(entry.name.length, at + 22)
  }
}
