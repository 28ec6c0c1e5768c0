// Reading who else can open the configuration file on Windows from `icacls`.
// The fixtures in tests/fixtures/icacls/ are written in the shape icacls prints (CRLF, the name
// first, one access entry a line, a localized summary after a blank line), one per case the
// refusal must get right; the call itself runs under Wine in tests/windows.

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { aclExposure, parseIcacls } from '../../../bridge/cli/windows-acl.ts'

const ME = 'SHOP-PC\\asha'
const recorded = (name: string) =>
  readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'icacls', name), 'utf8')

function exposure(name: string) {
  const reading = parseIcacls(recorded(name), 'bridge.env')
  if (!reading.ok) throw new Error(reading.reason)
  return aclExposure(reading.entries, ME)
}

describe('parseIcacls', () => {
  it('reads each entry: principal, inherited, deny, read and write', () => {
    const reading = parseIcacls(recorded('inherited-programdata.txt'), 'bridge.env')
    expect(reading).toEqual({
      ok: true,
      entries: [
        {
          principal: 'NT AUTHORITY\\SYSTEM',
          deny: false,
          inherited: true,
          read: true,
          write: true,
          unknown: [],
        },
        {
          principal: 'BUILTIN\\Administrators',
          deny: false,
          inherited: true,
          read: true,
          write: true,
          unknown: [],
        },
        {
          principal: 'SHOP-PC\\asha',
          deny: false,
          inherited: true,
          read: true,
          write: true,
          unknown: [],
        },
        {
          principal: 'BUILTIN\\Users',
          deny: false,
          inherited: true,
          read: true,
          write: false,
          unknown: [],
        },
        {
          principal: 'BUILTIN\\Users',
          deny: false,
          inherited: true,
          read: false,
          write: true,
          unknown: [],
        },
      ],
    })
  })

  it('matches the name it was given whatever its case (Windows names are not case-sensitive)', () => {
    expect(parseIcacls(recorded('private.txt'), 'BRIDGE.ENV').ok).toBe(true)
  })

  it.each([
    ['wine-empty.txt', /printed nothing/],
    ['access-denied.txt', /printed something else first/],
  ])('says it cannot read %s, rather than guess', (name, reason) => {
    const reading = parseIcacls(recorded(name), 'bridge.env')
    expect(reading.ok).toBe(false)
    expect(!reading.ok && reading.reason).toMatch(reason)
  })

  it('says so when an entry line is not one it understands', () => {
    const text = 'bridge.env SHOP-PC\\asha:(F)\r\n           something odd\r\n'
    const reading = parseIcacls(text, 'bridge.env')
    expect(!reading.ok && reading.reason).toMatch(/line not understood: "           something odd"/)
  })

  it('counts a right it does not know as read and write (fail-safe)', () => {
    const reading = parseIcacls(recorded('unknown-right.txt'), 'bridge.env')
    expect(reading.ok && reading.entries[1]).toMatchObject({
      unknown: ['ZZ'],
      read: true,
      write: true,
    })
  })
})

describe('aclExposure', () => {
  it.each([
    ['private.txt', [], []],
    ['private-explicit.txt', [], []],
    ['users-read.txt', ['BUILTIN\\Users'], []],
    ['everyone-read.txt', ['Everyone'], []],
    ['inherited-programdata.txt', ['BUILTIN\\Users'], ['BUILTIN\\Users']],
    ['users-write-only.txt', [], ['BUILTIN\\Users']],
    ['authenticated-specific.txt', ['NT AUTHORITY\\Authenticated Users'], []],
    // A deny entry is not subtracted: the allow entries alone decide (fail-safe).
    ['deny-everyone.txt', [], []],
    // Localized names of SYSTEM and the Administrators are not recognised: they count as others.
    [
      'localized-de.txt',
      ['NT-AUTORITÄT\\SYSTEM', 'VORDEFINIERT\\Administratoren'],
      ['NT-AUTORITÄT\\SYSTEM', 'VORDEFINIERT\\Administratoren'],
    ],
    ['unknown-right.txt', ['SHOP-PC\\ravi'], ['SHOP-PC\\ravi']],
  ])('%s: readers %j, writers %j', (name, readers, writers) => {
    expect(exposure(name)).toEqual({ readers, writers })
  })

  it('knows the account running the bridge whatever the case of its name', () => {
    const reading = parseIcacls(recorded('private-explicit.txt'), 'bridge.env')
    expect(reading.ok && aclExposure(reading.entries, 'shop-pc\\ASHA')).toEqual({
      readers: [],
      writers: [],
    })
    expect(reading.ok && aclExposure(reading.entries, 'SHOP-PC\\ravi')).toEqual({
      readers: ['SHOP-PC\\asha'],
      writers: ['SHOP-PC\\asha'],
    })
  })
})
