// Every apt-get call of scripts/ waits for the package lock that another apt run holds, instead
// of failing at once (a shared machine, where two checkouts install fonts or tools at the same
// time): each carries apt's `-o DPkg::Lock::Timeout=<seconds>`.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')

/** `file: line` for each apt-get update or install that does not wait for the lock. */
function impatientApt(file: string, text: string): string[] {
  return [...text.matchAll(/apt-get\b[^\n;&|]*?\b(update|install|upgrade|remove)\b/g)]
    .filter((m) => !/-o\s+DPkg::Lock::Timeout=\d+/.test(m[0]))
    .map((m) => `${file}: ${m[0]}`)
}

describe('apt in scripts/', () => {
  it('every apt-get call waits for the package lock', () => {
    const scripts = readdirSync(join(root, 'scripts'), { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.(sh|ts|mjs)$/.test(path))
      .flatMap((path) => impatientApt(path, readFileSync(join(root, 'scripts', path), 'utf8')))
    expect(scripts).toEqual([])
  })

  it('finds a call planted without the wait, and passes one with it', () => {
    expect(impatientApt('x.sh', '$SUDO apt-get install -y -qq fonts-noto-core\n')).toEqual([
      'x.sh: apt-get install',
    ])
    expect(impatientApt('x.sh', 'sudo apt-get -qq update && true\n')).toEqual([
      'x.sh: apt-get -qq update',
    ])
    expect(impatientApt('x.sh', 'apt-get -o DPkg::Lock::Timeout=900 update -qq\n')).toEqual([])
    expect(impatientApt('x.sh', '[ -x "$ROOT/usr/bin/apt-get" ] && echo ok\n')).toEqual([])
  })
})
