// What npm start rebuilds (scripts/package/app-build.ts): the app only when one of its inputs
// changed, judged by a hash of those inputs; and how the bridge finds its shipped files
// (bridge/assets.ts) when it runs from a checkout.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { appFilesAt, inExecutable, requireShippedFile } from '../../../bridge/assets.ts'
import { appInputsHash } from '../../../scripts/package/app-build.ts'

const root = mkdtempSync(join(tmpdir(), 'app-build-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
mkdirSync(join(root, 'src', 'views'), { recursive: true })
writeFileSync(join(root, 'src', 'views', 'A.vue'), '<template>a</template>')
writeFileSync(join(root, 'index.html'), '<html></html>')

describe('appInputsHash', () => {
  it('stays the same when nothing changed, so npm start does not rebuild', () => {
    expect(appInputsHash(root, {})).toBe(appInputsHash(root, {}))
  })

  it('changes with a source file, a new file, index.html, or a VITE_ variable', () => {
    const before = appInputsHash(root, {})
    writeFileSync(join(root, 'src', 'views', 'A.vue'), '<template>b</template>')
    const edited = appInputsHash(root, {})
    expect(edited).not.toBe(before)
    writeFileSync(join(root, 'src', 'views', 'B.vue'), '')
    const added = appInputsHash(root, {})
    expect(added).not.toBe(edited)
    writeFileSync(join(root, 'index.html'), '<html lang="en"></html>')
    expect(appInputsHash(root, {})).not.toBe(added)
    expect(appInputsHash(root, { VITE_BRIDGE_URL: 'http://127.0.0.1:7410' })).not.toBe(
      appInputsHash(root, {}),
    )
    expect(appInputsHash(root, { OTHER: 'x' })).toBe(appInputsHash(root, {}))
  })
})

describe('the shipped files, from a checkout', () => {
  it('are read from the project, not from an executable', async () => {
    expect(inExecutable).toBe(false)
    expect(JSON.parse(requireShippedFile('package.json')).name).toBe('aeps-enquiry-desk')
    expect(JSON.parse(requireShippedFile('bridge/banks/bundled.json')).length).toBeGreaterThan(10)
  })

  it('serve the app from a folder, and nothing for a folder or a missing file', async () => {
    const dist = join(root, 'dist')
    mkdirSync(join(dist, 'assets'), { recursive: true })
    writeFileSync(join(dist, 'index.html'), 'shell')
    const files = appFilesAt(dist)
    expect((await files.read('index.html'))?.toString()).toBe('shell')
    expect(await files.read('assets')).toBeNull()
    expect(await files.read('missing.js')).toBeNull()
  })
})
