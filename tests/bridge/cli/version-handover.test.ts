// The MSI's versioned layout and the supervisor's hand-over to a new build (version-pointer.ts,
// version-handover.ts): the pointer the packager writes is the one the supervisor reads; a pointer
// missing, malformed or climbing out of versions\ is no pointer; a new build is handed to only
// once it starts, after the bridge has drained, with the supervisor's own arguments; a build that
// does not start leaves the old one serving, logged once; a hand-over that cannot launch resumes
// the old bridge. Real files in a folder of their own; the processes are the caller's.

import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path, { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HANDOVER_PROOF_ENV } from '../../../bridge/cli/handover-proof.ts'
import { watchForNewVersion, type HandoverOptions } from '../../../bridge/cli/version-handover.ts'
import {
  buildFolderName,
  pointedExecutable,
  pointerText,
  versionedLayout,
} from '../../../bridge/cli/version-pointer.ts'

describe('the versioned layout', () => {
  const layout = versionedLayout(
    'C:\\Program Files\\AePS bridge\\versions\\1.0.1+ab12cd34\\aeps-bridge-win-x64-background.exe',
    path.win32,
  )!

  it('finds INSTALLFOLDER and its pointer from an executable under versions\\<build>\\', () => {
    expect(layout).toEqual({
      root: 'C:\\Program Files\\AePS bridge',
      pointer: 'C:\\Program Files\\AePS bridge\\current',
    })
    expect(
      versionedLayout('C:\\Program Files\\AePS bridge\\aeps-bridge-win-x64.exe', path.win32),
    ).toBeNull()
    expect(versionedLayout('/opt/aeps-bridge/aeps-bridge-linux-x64', path.posix)).toBeNull()
  })

  it('reads back the executable the packager points at, in the build folder it names', () => {
    const folder = buildFolderName('1.0.2-rc.1+sha.5114f85', 'c0ffee12')
    expect(folder).toBe('1.0.2-rc.1+c0ffee12')
    const text = pointerText(folder, 'aeps-bridge-win-x64-background.exe')
    expect(text).toBe('versions\\1.0.2-rc.1+c0ffee12\\aeps-bridge-win-x64-background.exe\r\n')
    expect(pointedExecutable(layout, () => text, path.win32)).toBe(
      'C:\\Program Files\\AePS bridge\\versions\\1.0.2-rc.1+c0ffee12\\aeps-bridge-win-x64-background.exe',
    )
  })

  it('takes a missing, unreadable or malformed pointer for no pointer, never a path outside', () => {
    const read = (text: string) => () => text
    const missing = () => {
      throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' })
    }
    expect(pointedExecutable(layout, missing, path.win32)).toBeNull()
    for (const text of [
      '',
      'versions\\1.0.1\\',
      'versions\\..\\x.exe',
      '..\\..\\Windows\\evil.exe',
      'C:\\evil\\x.exe',
      'versions\\1.0.1\\sub\\x.exe',
      'other\\1.0.1\\x.exe',
      'versions\\1.0.1\\..',
      'versions\\c:x\\x.exe',
    ])
      expect(pointedExecutable(layout, read(text), path.win32), text).toBeNull()
  })
})

describe('a launched new supervisor', () => {
  // The drill found it: with the child unref'd, the old supervisor standing by after its own
  // bridge had stopped had nothing else pending once it killed a silent build, so Node ended it
  // (exit 0) before the take-back, and the desk was left with nothing running.
  it('keeps the standing-by process up until its end is seen, after a kill too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'aeps-launch-'))
    try {
      const script = join(dir, 'stand-by.mts')
      const module = (name: string) => path.resolve('bridge', 'cli', name)
      writeFileSync(
        script,
        `import { launchDetached } from ${JSON.stringify(module('version-handover.ts'))}\n` +
          `const launched = await launchDetached('/bin/sleep', ['600'], process.env)\n` +
          `process.kill(launched.processId, 'SIGKILL')\n` +
          `console.log('ended', await launched.ended)\n`,
      )
      const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
        encoding: 'utf8',
        timeout: 60_000,
      })
      expect(run.stdout.trim()).toBe('ended signal SIGKILL')
      expect(run.status).toBe(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the hand-over to a new build', () => {
  let root: string
  let dataDir: string
  let stop: (() => void) | undefined
  const self = () => join(root, 'versions', '1.0.0+aaaaaaaa', 'bridge')
  const next = () => join(root, 'versions', '1.0.1+bbbbbbbb', 'bridge')

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'aeps-handover-'))
    dataDir = join(root, 'data')
    mkdirSync(dataDir)
    for (const exe of [self(), next()]) {
      mkdirSync(path.dirname(exe), { recursive: true })
      writeFileSync(exe, '')
    }
    point('1.0.0+aaaaaaaa')
  })
  afterEach(() => {
    stop?.()
    rmSync(root, { recursive: true, force: true })
  })

  const point = (build: string) =>
    writeFileSync(join(root, 'current'), pointerText(build, 'bridge'))

  /**
   * A new supervisor as the launch stub starts it: it proves `proves` (a version) in the file the
   * environment names unless told to stay silent, and ends when killed or when `end` is called.
   */
  function newSupervisor(steps: string[], proves: string | null = '1.0.1') {
    let end: (how: string) => void = () => {}
    const ended = new Promise<string>((r) => (end = r))
    const launch: HandoverOptions['launch'] = async (exe, args, env) => {
      steps.push(`launch ${exe} ${args.join(' ')}`)
      const file = env[HANDOVER_PROOF_ENV]!
      if (proves !== null)
        setTimeout(() => {
          // The test may be over (its folder gone) before the stub's proof is due.
          if (existsSync(path.dirname(file)))
            writeFileSync(file, JSON.stringify({ version: proves, processId: 4242 }))
        }, 20)
      return { processId: 4242, ended }
    }
    const kill = (pid: number) => {
      steps.push(`kill ${pid}`)
      end('signal SIGKILL')
    }
    return { launch, kill, end: (how: string) => end(how) }
  }

  /** Every step the watcher takes, in order, and a promise of its exit. */
  function watch(overrides: Partial<HandoverOptions> = {}) {
    const steps: string[] = []
    const logged: { level: string; message: string; fields?: Record<string, unknown> }[] = []
    let exited: (code: number) => void = () => {}
    const exit = new Promise<number>((r) => (exited = r))
    const watcher = watchForNewVersion({
      layout: versionedLayout(self())!,
      self: self(),
      version: '1.0.0',
      args: ['supervise', '--config', 'C:\\x\\bridge.env'],
      log: (level, message, fields) => logged.push({ level, message, fields }),
      intervalMs: 10,
      // The installer's facts are build-trust.test.ts's: here every build is trusted.
      trust: async () => null,
      probe: async (exe) => {
        steps.push(`probe ${exe}`)
        return '1.0.1'
      },
      dataDir,
      stopBridge: async () => void steps.push('drain'),
      releaseLock: () => void steps.push('release lock'),
      retakeLock: async () => void steps.push('retake lock'),
      ...newSupervisor(steps),
      proofTimes: { deadlineMs: 2_000, graceMs: 100 },
      resumeBridge: () => void steps.push('resume'),
      exit: (code) => {
        steps.push(`exit ${code}`)
        exited(code)
      },
      ...overrides,
    })
    stop = watcher.stop
    return { steps, logged, exit }
  }

  const until = async (what: string, probe: () => boolean) => {
    const deadline = Date.now() + 10_000
    while (!probe()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
      await new Promise((r) => setTimeout(r, 5))
    }
  }

  it('checks the new build starts, starts the new supervisor with the same arguments before the drain (S5: a kill from then on leaves one running), lets go of the lock, and ends only once it proved it serves', async () => {
    const { steps, logged, exit } = watch()
    point('1.0.1+bbbbbbbb')
    expect(await exit).toBe(0)
    expect(steps).toEqual([
      `probe ${next()}`,
      `launch ${next()} supervise --config C:\\x\\bridge.env`,
      'drain',
      'release lock',
      'exit 0',
    ])
    expect(logged.map((l) => l.message)).toEqual([
      'supervisor: a new version is installed; the bridge drains, then it takes over',
      "supervisor: the new version's supervisor started; this one stands by until its bridge answers",
      'supervisor: handed over to the new version; this one ends',
    ])
    expect(logged[0]!.fields).toEqual({ from: '1.0.0', to: '1.0.1', executable: next() })
    expect(logged[2]!.fields).toEqual({ processId: 4242, version: '1.0.1' })
    // The proof is consumed: nothing is left in the data folder.
    expect(readdirSync(dataDir)).toEqual([])
  })

  it('does nothing while the pointer names this build, is missing, or names nothing usable', async () => {
    let reads = 0
    const { steps } = watch({
      read: (file) => {
        reads += 1
        return readFileSync(file, 'utf8')
      },
    })
    const polls = async () => {
      const after = reads + 3
      await until('three more reads', () => reads >= after)
    }
    await polls()
    rmSync(join(root, 'current'))
    await polls()
    writeFileSync(join(root, 'current'), '..\\..\\elsewhere.exe\r\n')
    await polls()
    expect(steps).toEqual([])
  })

  it('keeps the old build serving while the new one does not start, says so once, and hands over once it does', async () => {
    let starts = false
    let reads = 0
    const { steps, logged, exit } = watch({
      probe: async () => {
        steps.push('probe')
        if (!starts) throw new Error('exit code 3')
        return '1.0.1'
      },
      read: (file) => {
        reads += 1
        return readFileSync(file, 'utf8')
      },
    })
    point('1.0.1+bbbbbbbb')
    await until('a refused probe', () => steps.includes('probe'))
    // Not tried again at every read: once a minute.
    const after = reads + 5
    await until('five more reads', () => reads >= after)
    expect(steps).toEqual(['probe'])
    expect(logged).toEqual([
      {
        level: 'warn',
        message: 'supervisor: a new version is installed but does not start; this one carries on',
        fields: { executable: next(), reason: 'exit code 3' },
      },
    ])
    // The pointer goes back (a rollback) and forward again (a later attempt): tried at once.
    point('1.0.0+aaaaaaaa')
    const back = reads + 2
    await until('the pointer back at this build to be read', () => reads >= back)
    starts = true
    point('1.0.1+bbbbbbbb')
    expect(await exit).toBe(0)
    expect(steps.filter((s) => s === 'drain')).toHaveLength(1)
  })

  it('keeps the old bridge serving, undrained, when the new supervisor cannot be launched', async () => {
    const { steps, logged } = watch({
      launch: async () => {
        steps.push('launch')
        throw new Error('EACCES')
      },
    })
    point('1.0.1+bbbbbbbb')
    await until('the refusal', () =>
      logged.some((l) => l.message.includes('supervisor did not start')),
    )
    expect(steps.slice(0, 2)).toEqual([`probe ${next()}`, 'launch'])
    expect(steps).not.toContain('drain')
    expect(steps).not.toContain('release lock')
    expect(logged.at(-1)).toMatchObject({
      level: 'error',
      message: "supervisor: the new version's supervisor did not start; this one carries on",
    })
  })

  /** The take-back as the steps and log show it, and the failed build's mark. */
  async function takenBack(
    steps: string[],
    logged: { message: string; fields?: Record<string, unknown> }[],
  ) {
    await until('the take-back', () => steps.includes('resume'))
    const back = logged.find((l) => l.message.includes('takes back'))!
    expect(back).toMatchObject({
      message:
        'supervisor: the new version did not prove that it serves; this one takes back and marks it failed',
      fields: { executable: next(), version: '1.0.1' },
    })
    const marks = JSON.parse(readFileSync(join(dataDir, 'failed-builds.json'), 'utf8'))
    expect(marks).toMatchObject([{ executable: next(), reason: back.fields!.reason }])
    return String(back.fields!.reason)
  }

  it('takes back when the new supervisor ends before its bridge answered (S3: supervise dies after start)', async () => {
    const steps: string[] = []
    const crashing = newSupervisor(steps, null)
    const { logged } = watch({
      launch: async (...a) => {
        const launched = await crashing.launch!(...a)
        setTimeout(() => crashing.end('exit 70'), 30)
        return launched
      },
      kill: crashing.kill,
      stopBridge: async () => void steps.push('drain'),
      releaseLock: () => void steps.push('release lock'),
      retakeLock: async () => void steps.push('retake lock'),
      resumeBridge: () => void steps.push('resume'),
      exit: (code) => void steps.push(`exit ${code}`),
    })
    point('1.0.1+bbbbbbbb')
    const reason = await takenBack(steps, logged)
    expect(reason).toBe('its supervisor ended (exit 70) before its bridge answered /api/status')
    expect(steps).toEqual([
      `launch ${next()} supervise --config C:\\x\\bridge.env`,
      'drain',
      'release lock',
      'kill 4242',
      'retake lock',
      'resume',
    ])
  })

  it('takes back when the new build never answers within the deadline, and ends it', async () => {
    const steps: string[] = []
    const silent = newSupervisor(steps, null)
    const { logged } = watch({
      ...silent,
      resumeBridge: () => void steps.push('resume'),
      proofTimes: { deadlineMs: 300, graceMs: 100 },
    })
    point('1.0.1+bbbbbbbb')
    const reason = await takenBack(steps, logged)
    expect(reason).toBe('its bridge did not answer /api/status with its version within 0.3 s')
    expect(steps).toContain('kill 4242')
    expect(steps.indexOf('kill 4242')).toBeLessThan(steps.indexOf('resume'))
  })

  it('takes back when the new supervisor ends within the grace after its proof', async () => {
    const steps: string[] = []
    const shortLived = newSupervisor(steps)
    const { logged } = watch({
      launch: async (...a) => {
        const launched = await shortLived.launch!(...a)
        setTimeout(() => shortLived.end('exit 1'), 200)
        return launched
      },
      kill: shortLived.kill,
      resumeBridge: () => void steps.push('resume'),
      proofTimes: { deadlineMs: 2_000, graceMs: 5_000 },
    })
    point('1.0.1+bbbbbbbb')
    expect(await takenBack(steps, logged)).toBe(
      'its supervisor ended (exit 1) within 5 s of its bridge answering',
    )
  })

  it('takes back when the proof carries another version than the build printed', async () => {
    const steps: string[] = []
    const { logged } = watch({
      ...newSupervisor(steps, '0.9.9'),
      resumeBridge: () => void steps.push('resume'),
    })
    point('1.0.1+bbbbbbbb')
    expect(await takenBack(steps, logged)).toBe(
      'its bridge answered /api/status with version 0.9.9, not 1.0.1',
    )
  })

  it('never hands over again to a build marked failed, even from a new supervisor, and says so once', async () => {
    const steps: string[] = []
    const first = watch({
      ...newSupervisor(steps, null),
      resumeBridge: () => void steps.push('resume'),
      proofTimes: { deadlineMs: 100, graceMs: 100 },
    })
    point('1.0.1+bbbbbbbb')
    await takenBack(steps, first.logged)
    stop!()
    // A later start of the old build (a log-on, a reboot) reads the same pointer.
    let reads = 0
    const second = watch({
      read: (file) => String(++reads && readFileSync(file, 'utf8')),
      probe: async () => {
        steps.push('probe again')
        return '1.0.1'
      },
    })
    await until('five reads', () => reads >= 5)
    expect(steps).not.toContain('probe again')
    expect(second.logged).toEqual([
      {
        level: 'warn',
        message:
          'supervisor: a new version is named that failed a hand-over here before; this one carries on',
        fields: { executable: next(), reason: expect.stringMatching(/did not answer/) },
      },
    ])
    // A fixed build IT pushes later has a folder of its own, and is tried.
    const fixed = join(root, 'versions', '1.0.2+cccccccc', 'bridge')
    mkdirSync(path.dirname(fixed), { recursive: true })
    writeFileSync(fixed, '')
    point('1.0.2+cccccccc')
    await until('the fixed build probed', () => steps.includes('probe again'))
  })

  it('stops reading the pointer when the supervisor is asked to stop', async () => {
    let reads = 0
    const { steps } = watch({
      read: () => String(++reads && pointerText('1.0.1+bbbbbbbb', 'bridge')),
    })
    stop!()
    // A later watcher's reads show time passing; the stopped one's count stays at nought.
    const seen = reads
    let later = 0
    const other = watchForNewVersion({
      layout: versionedLayout(self())!,
      self: next(),
      version: '1.0.1',
      args: [],
      log: () => {},
      intervalMs: 10,
      read: (file) => String(++later && readFileSync(file, 'utf8')),
      dataDir,
      stopBridge: async () => {},
      releaseLock: () => {},
      retakeLock: async () => {},
      resumeBridge: () => {},
      exit: () => {},
    })
    await until('five reads of another watcher', () => later >= 5)
    other.stop()
    expect([reads, seen]).toEqual([0, 0])
    expect(steps).toEqual([])
  })
})
