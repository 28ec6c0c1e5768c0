// The command line of bridge/cli/args.ts: every form IT and a service manager use, and the
// mistakes it refuses with a usage message rather than a start.

import { describe, expect, it } from 'vitest'
import { requireCommand, UsageError } from '../../../bridge/cli/args.ts'

describe('requireCommand', () => {
  it('runs the bridge when given nothing, as npm start does', () => {
    expect(requireCommand([])).toEqual({
      kind: 'run',
      configFile: null,
      logToFile: false,
      untilStdinCloses: false,
      needSettings: false,
    })
  })

  it('takes a configuration file and the log-to-file switch for a service', () => {
    expect(requireCommand(['--config', '/etc/x.env', '--log-file'])).toEqual({
      kind: 'run',
      configFile: '/etc/x.env',
      logToFile: true,
      untilStdinCloses: false,
      needSettings: false,
    })
    expect(requireCommand(['run', '--config=/a b/c.env'])).toMatchObject({
      configFile: '/a b/c.env',
    })
  })

  it.each([
    [['--help'], 'help'],
    [['-h'], 'help'],
    [['--version'], 'version'],
    [['-v'], 'version'],
    [['check', '--help'], 'help'],
  ])('%j asks for %s', (argv, kind) => {
    expect(requireCommand(argv).kind).toBe(kind)
  })

  it('reads check with its configuration file', () => {
    expect(requireCommand(['check', '--config', 'f.env'])).toEqual({
      kind: 'check',
      configFile: 'f.env',
      noReaderYet: false,
    })
  })

  it('reads check --no-reader-yet, and refuses it on another command', () => {
    expect(requireCommand(['check', '--no-reader-yet'])).toEqual({
      kind: 'check',
      configFile: null,
      noReaderYet: true,
    })
    expect(() => requireCommand(['run', '--no-reader-yet'])).toThrow(
      '--no-reader-yet does not apply to run',
    )
  })

  it.each(['install', 'uninstall', 'status'] as const)('reads service %s', (action) => {
    expect(requireCommand(['service', action])).toMatchObject({
      kind: 'service',
      action,
      filesOnly: false,
    })
  })

  it('reads supervise with its configuration file', () => {
    expect(requireCommand(['supervise', '--config', 'f.env'])).toEqual({
      kind: 'supervise',
      configFile: 'f.env',
    })
    expect(requireCommand(['supervise'])).toEqual({ kind: 'supervise', configFile: null })
  })

  it('reads the stop-on-stdin switch the supervisor gives the bridge', () => {
    expect(
      requireCommand(['run', '--config', 'f.env', '--log-file', '--until-stdin-closes']),
    ).toMatchObject({ kind: 'run', logToFile: true, untilStdinCloses: true })
  })

  it('reads the switch by which the supervisor refuses a desk with no settings at all', () => {
    expect(requireCommand(['run', '--need-settings', '--log-file'])).toMatchObject({
      kind: 'run',
      configFile: null,
      needSettings: true,
    })
    expect(() => requireCommand(['check', '--need-settings'])).toThrow(
      /--need-settings does not apply to check/,
    )
  })

  it('lets install write its files only, for a packaging script or a test', () => {
    expect(requireCommand(['service', 'install', '--files-only'])).toMatchObject({
      filesOnly: true,
    })
  })

  it.each([
    [['bogus'], /unknown command "bogus"/],
    [['constructor'], /unknown command "constructor"/],
    [['service'], /install, uninstall or status/],
    [['service', 'start'], /install, uninstall or status/],
    [['check', 'extra'], /unexpected argument "extra"/],
    [['--config'], /argument missing|config/i],
    [['--config', ''], /needs a file name/],
    [['--nope'], /Unknown option/i],
    [['check', '--log-file'], /--log-file does not apply to check/],
    [['run', '--files-only'], /--files-only does not apply to run/],
    [['service', 'status', '--files-only'], /--files-only does not apply/],
    [['supervise', '--log-file'], /--log-file does not apply to supervise/],
    [['supervise', 'now'], /unexpected argument "now"/],
    [['check', '--until-stdin-closes'], /--until-stdin-closes does not apply to check/],
  ])('refuses %j with a usage message', (argv, message) => {
    expect(() => requireCommand(argv)).toThrow(UsageError)
    expect(() => requireCommand(argv)).toThrow(message)
  })
})
