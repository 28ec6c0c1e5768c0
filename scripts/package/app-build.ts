// Builds the app (vite build) only when what goes into it changed since the last build: a hash
// of the app's inputs is kept in build/ (not in dist/, which the bridge serves).
// npm start no longer pays a build at every start.

import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { ROOT } from './runtimes.ts'

export const DIST = join(ROOT, 'dist')
const STAMP = join(ROOT, 'build', 'app.inputs-hash')

/** Everything vite reads to build the app, plus the variables that change its output. */
const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
]

export function filesUnder(path: string): string[] {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)))
}

export function appInputsHash(root = ROOT, env = process.env): string {
  const hash = createHash('sha256')
  for (const file of INPUTS.flatMap((input) => filesUnder(join(root, input)))) {
    hash.update(relative(root, file).split('\\').join('/') + '\0')
    hash.update(readFileSync(file))
  }
  for (const [key, value] of Object.entries(env).sort())
    if (key.startsWith('VITE_')) hash.update(`${key}=${value}\0`)
  return hash.digest('hex')
}

/** True when it built. */
export function buildAppIfChanged(): boolean {
  const wanted = appInputsHash()
  if (existsSync(join(DIST, 'index.html')) && existsSync(STAMP)) {
    if (readFileSync(STAMP, 'utf8').trim() === wanted) return false
  }
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  mkdirSync(dirname(STAMP), { recursive: true })
  writeFileSync(STAMP, wanted + '\n')
  return true
}
