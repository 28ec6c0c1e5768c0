// The layering of house-style.md, pinned: the app never imports Node or the bridge, the shared
// domain module imports neither Vue nor Pinia nor Node, no VITE_ variable carries a secret, and
// the bridge's floors point one way (bridge/README.md).

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')

function filesUnder(dir: string, extensions: readonly string[]): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...filesUnder(path, extensions))
    else if (extensions.some((ext) => name.endsWith(ext))) out.push(path)
  }
  return out
}

const importsOf = (path: string) =>
  [...readFileSync(path, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map(
    (m) => m[1]!,
  )

describe('layering', () => {
  it('keeps the app free of Node modules and bridge code', () => {
    const offenders = filesUnder(join(root, 'src'), ['.ts', '.vue']).flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('node:') || spec.includes('/bridge/'))
        .map((spec) => `${relative(root, file)} imports ${spec}`),
    )
    expect(offenders).toEqual([])
  })

  it('keeps src/shared free of vue, pinia and node', () => {
    const offenders = filesUnder(join(root, 'src', 'shared'), ['.ts']).flatMap((file) =>
      importsOf(file)
        .filter((spec) => !spec.startsWith('./'))
        .map((spec) => `${relative(root, file)} imports ${spec}`),
    )
    expect(offenders).toEqual([])
  })

  it('never reads a credential from a VITE_ variable', () => {
    const offenders = filesUnder(join(root, 'src'), ['.ts', '.vue']).filter((file) =>
      /VITE_[A-Z_]*(SECRET|USER|PAN|PASSWORD|TOKEN)/.test(readFileSync(file, 'utf8')),
    )
    expect(offenders).toEqual([])
  })

  it('keeps HTTP out of the bridge rooms below http/ and routes/', () => {
    const rooms = ['rd', 'enquiry', 'journal', 'upstream'].map((room) => join(root, 'bridge', room))
    const offenders = rooms.flatMap((dir) =>
      filesUnder(dir, ['.ts']).flatMap((file) =>
        importsOf(file)
          .filter((spec) => /(^|\/)(http|routes)\//.test(spec))
          .map((spec) => `${relative(root, file)} imports ${spec}`),
      ),
    )
    expect(offenders).toEqual([])
  })

  it('hands configuration to the rooms from app.ts: none of them reads config.ts itself', () => {
    const rooms = ['rd', 'enquiry', 'journal', 'http', 'routes'].map((r) => join(root, 'bridge', r))
    const offenders = rooms.flatMap((dir) =>
      filesUnder(dir, ['.ts']).flatMap((file) =>
        importsOf(file)
          .filter((spec) => spec.endsWith('/config.ts'))
          .map((spec) => `${relative(root, file)} imports ${spec}`),
      ),
    )
    expect(offenders).toEqual([])
  })

  it('keeps floor 1 (bridge/errors.ts) free of every other bridge module', () => {
    const local = importsOf(join(root, 'bridge', 'errors.ts')).filter((s) => !s.includes('/src/'))
    expect(local).toEqual([])
  })
})
