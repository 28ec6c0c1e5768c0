// Where an installed bridge looks for its configuration and keeps its data, per OS
// (bridge/config/locations.ts): the standard places, answered for every OS on this one.

import { describe, expect, it } from 'vitest'
import { standardLocations } from '../../../bridge/config/locations.ts'

describe('standardLocations', () => {
  it('follows the XDG base directories on Linux', () => {
    expect(standardLocations({ platform: 'linux', env: {}, home: '/home/asha' })).toEqual({
      configFile: '/home/asha/.config/aeps-bridge/bridge.env',
      dataDir: '/home/asha/.local/share/aeps-bridge',
      machineFile: '/etc/aeps-bridge/bridge.env',
    })
    expect(
      standardLocations({
        platform: 'linux',
        env: { XDG_CONFIG_HOME: '/cfg', XDG_DATA_HOME: '/data' },
        home: '/home/asha',
      }),
    ).toEqual({
      configFile: '/cfg/aeps-bridge/bridge.env',
      dataDir: '/data/aeps-bridge',
      machineFile: '/etc/aeps-bridge/bridge.env',
    })
  })

  it('ignores a relative XDG value, as the XDG specification says', () => {
    const got = standardLocations({
      platform: 'linux',
      env: { XDG_CONFIG_HOME: 'cfg' },
      home: '/h',
    })
    expect(got.configFile).toBe('/h/.config/aeps-bridge/bridge.env')
  })

  it('uses Application Support on macOS', () => {
    expect(standardLocations({ platform: 'darwin', env: {}, home: '/Users/asha' })).toEqual({
      configFile: '/Users/asha/Library/Application Support/aeps-bridge/bridge.env',
      dataDir: '/Users/asha/Library/Application Support/aeps-bridge/data',
      machineFile: '/Library/Application Support/aeps-bridge/bridge.env',
    })
  })

  it('uses %LOCALAPPDATA% on Windows, with backslashes', () => {
    expect(
      standardLocations({
        platform: 'win32',
        env: { LOCALAPPDATA: 'C:\\Users\\asha\\AppData\\Local', ProgramData: 'D:\\ProgramData' },
        home: 'C:\\Users\\asha',
      }),
    ).toEqual({
      configFile: 'C:\\Users\\asha\\AppData\\Local\\aeps-bridge\\bridge.env',
      dataDir: 'C:\\Users\\asha\\AppData\\Local\\aeps-bridge\\data',
      machineFile: 'D:\\ProgramData\\aeps-bridge\\bridge.env',
    })
  })

  it('takes the machine-wide file named by AEPS_MACHINE_SETTINGS_FILE', () => {
    const env = { AEPS_MACHINE_SETTINGS_FILE: '/srv/desk/bridge.env' }
    expect(standardLocations({ platform: 'linux', env, home: '/h' }).machineFile).toBe(
      '/srv/desk/bridge.env',
    )
  })

  it("keeps IT's standard machine file while it exists, whatever AEPS_MACHINE_SETTINGS_FILE names (P3)", () => {
    const env = { AEPS_MACHINE_SETTINGS_FILE: '/home/asha/nothing-here' }
    const exists = (file: string) => file === '/etc/aeps-bridge/bridge.env'
    expect(standardLocations({ platform: 'linux', env, home: '/h', exists }).machineFile).toBe(
      '/etc/aeps-bridge/bridge.env',
    )
    const winEnv = { ...env, ProgramData: 'C:\\ProgramData' }
    const winExists = (file: string) => file === 'C:\\ProgramData\\aeps-bridge\\bridge.env'
    expect(
      standardLocations({
        platform: 'win32',
        env: winEnv,
        home: 'C:\\Users\\asha',
        exists: winExists,
      }).machineFile,
    ).toBe('C:\\ProgramData\\aeps-bridge\\bridge.env')
    // With no standard file, the named one is read (IT's own place, or a test's).
    expect(
      standardLocations({ platform: 'linux', env, home: '/h', exists: () => false }).machineFile,
    ).toBe('/home/asha/nothing-here')
  })
})
