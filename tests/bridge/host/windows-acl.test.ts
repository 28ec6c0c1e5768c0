// Reading who else can open the configuration file on Windows from its DACL in SDDL, as
// `icacls NAME /save FILE` writes it. The fixtures in tests/fixtures/sddl/ are in that file's
// shape (UTF-16LE, CRLF, the name then the DACL), one per case the refusal must get right:
//   private.txt                  the profile's default: SYSTEM, Administrators, the user, inherited
//   private-explicit.txt         only the user, inheritance removed (the fix the refusal gives)
//   users-read.txt               Users may read and run (0x1200a9, a hex mask)
//   everyone-read.txt            Everyone may read (FR)
//   authenticated-read-data.txt  Authenticated Users hold only read data (a specific right)
//   inherited-programdata.txt    %ProgramData%'s inheritance: Users may write (0x116)
//   users-write-only.txt         Users may write but not read (FW)
//   generic-all-everyone.txt     Everyone holds GENERIC_ALL
//   deny-everyone.txt            a deny entry, which is never subtracted
//   localized-de.txt             a German Windows: another name, the same SIDs
//   program-files-dotenv.txt     Program Files: TrustedInstaller, Users and app packages may read
//   unknown-right.txt            a right code this parser does not know
//   null-dacl.txt                no DACL at all: everyone may do anything
//   creator-owner-folder.txt     a folder whose CREATOR OWNER entry only reaches its children
//   wine-empty.txt               nothing saved (Wine's icacls): unreadable
// The tools themselves run under Wine in tests/windows.

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { aclExposure, parseSavedAcl } from '../../../bridge/host/windows-acl.ts'
import { parseWhoamiSid } from '../../../bridge/host/windows-acl-read.ts'

const ME = 'S-1-5-21-1004336348-1177238915-682003330-1001'
const RAVI = 'S-1-5-21-1004336348-1177238915-682003330-1002'
const USERS = 'BUILTIN\\Users (S-1-5-32-545)'
const EVERYONE = 'Everyone (S-1-1-0)'
const recorded = (name: string) =>
  readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'sddl', name))

function exposure(name: string) {
  const reading = parseSavedAcl(recorded(name))
  if (!reading.ok) throw new Error(reading.reason)
  return aclExposure(reading.entries, ME)
}

const entry = (principal: string, read: boolean, write: boolean) => ({
  principal,
  deny: false,
  inherited: true,
  read,
  write,
  unknown: [],
})

describe('parseSavedAcl', () => {
  it('reads each ACE: SID with aliases spelled out, inherited, deny, read and write', () => {
    expect(parseSavedAcl(recorded('inherited-programdata.txt'))).toEqual({
      ok: true,
      entries: [
        entry('S-1-5-18', true, true),
        entry('S-1-5-32-544', true, true),
        entry(ME, true, true),
        entry('S-1-5-32-545', true, false),
        entry('S-1-5-32-545', false, true),
      ],
    })
  })

  it('marks a deny ACE and an explicit one', () => {
    const reading = parseSavedAcl(recorded('deny-everyone.txt'))
    expect(reading.ok && reading.entries[0]).toEqual({
      principal: 'S-1-1-0',
      deny: true,
      inherited: false,
      read: true,
      write: false,
      unknown: [],
    })
  })

  it.each([
    ['GA', true, true],
    ['GR', true, false],
    ['GW', false, true],
    ['GX', false, false],
    ['FA', true, true],
    ['FR', true, false],
    ['FW', false, true],
    ['FX', false, false],
    ['WD', false, true], // WRITE_DAC: whoever holds it can grant themselves the rest
    ['WO', false, true], // WRITE_OWNER, likewise
    ['RCSD', false, false],
    ['0x1', true, false],
    ['0x4', false, true], // append data
    ['0x1200a0', false, false],
    ['0X1F01FF', true, true],
  ])('reads the right %s as read %s, write %s', (rights, read, write) => {
    const saved = Buffer.from(`bridge.env\r\nD:(A;;${rights};;;BU)\r\n`, 'utf16le')
    const reading = parseSavedAcl(saved)
    expect(reading.ok && reading.entries[0]).toMatchObject({ read, write, unknown: [] })
  })

  it('counts a right it does not know as read and write (fail-safe)', () => {
    const reading = parseSavedAcl(recorded('unknown-right.txt'))
    expect(reading.ok && reading.entries[1]).toMatchObject({
      principal: RAVI,
      unknown: ['ZZ'],
      read: true,
      write: true,
    })
  })

  it('counts an ACE type it does not know as read and write (fail-safe)', () => {
    const reading = parseSavedAcl(Buffer.from('x\r\nD:(ZA;;FR;;;BU)\r\n', 'utf16le'))
    expect(reading.ok && reading.entries[0]).toMatchObject({ read: true, write: true })
  })

  it.each([
    ['nothing saved', Buffer.alloc(0), /icacls saved no ACL/],
    ['two files', Buffer.from('a\r\nD:(A;;FA;;;SY)\r\nb\r\nD:\r\n', 'utf16le'), /something else/],
    [
      'a broken ACE',
      Buffer.from('a\r\nD:(A;;FA)\r\n', 'utf16le'),
      /ACE not understood: "\(A;;FA\)"/,
    ],
    ['a SID that is not one', Buffer.from('a\r\nD:(A;;FA;;;Bob)\r\n', 'utf16le'), /ACE not/],
  ])('says it cannot read %s, rather than guess', (_, saved, reason) => {
    const reading = parseSavedAcl(saved)
    expect(reading.ok).toBe(false)
    expect(!reading.ok && reading.reason).toMatch(reason)
  })
})

describe('aclExposure', () => {
  it.each([
    ['private.txt', [], []],
    ['private-explicit.txt', [], []],
    ['localized-de.txt', [], []],
    ['creator-owner-folder.txt', [], []],
    ['users-read.txt', [USERS], []],
    ['everyone-read.txt', [EVERYONE], []],
    ['authenticated-read-data.txt', ['NT AUTHORITY\\Authenticated Users (S-1-5-11)'], []],
    ['inherited-programdata.txt', [USERS], [USERS]],
    ['users-write-only.txt', [], [USERS]],
    ['generic-all-everyone.txt', [EVERYONE], [EVERYONE]],
    ['null-dacl.txt', [EVERYONE], [EVERYONE]],
    // A deny entry is not subtracted: the allow entries alone decide (fail-safe).
    ['deny-everyone.txt', [], []],
    ['unknown-right.txt', [RAVI], [RAVI]],
  ])('%s: readers %j, writers %j', (name, readers, writers) => {
    expect(exposure(name)).toEqual({ readers, writers })
  })

  it('trusts TrustedInstaller, who owns Program Files, and names the app packages who may read', () => {
    expect(exposure('program-files-dotenv.txt')).toEqual({
      readers: [
        USERS,
        'ALL APPLICATION PACKAGES (S-1-15-2-1)',
        'ALL RESTRICTED APPLICATION PACKAGES (S-1-15-2-2)',
      ],
      writers: [],
    })
  })

  it('trusts only the account running the bridge, by its SID', () => {
    const reading = parseSavedAcl(recorded('private-explicit.txt'))
    expect(reading.ok && aclExposure(reading.entries, ME.toLowerCase())).toEqual({
      readers: [],
      writers: [],
    })
    expect(reading.ok && aclExposure(reading.entries, RAVI)).toEqual({
      readers: [ME],
      writers: [ME],
    })
  })
})

describe('parseWhoamiSid', () => {
  it.each([
    ['English', `"shop-pc\\asha","${ME}"\r\n`],
    ['a German Windows (another name, the same SID)', `"LADEN-PC\\Verkäuferin","${ME}"\r\n`],
    ['a domain account with a non-ASCII name', `"KASSE\\zoë","${ME}"`],
  ])('reads the SID from %s output', (_, output) => {
    expect(parseWhoamiSid(output)).toBe(ME)
  })

  it('gives null for output without a SID', () => {
    expect(parseWhoamiSid('')).toBeNull()
    expect(parseWhoamiSid('ERROR: Access is denied.')).toBeNull()
  })
})
