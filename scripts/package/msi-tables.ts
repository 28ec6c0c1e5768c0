// What the MSI needs that Debian's wixl (0.101) cannot write from the .wxs, set in its tables
// afterwards with msitools' own msibuild (SQL on the database). The .wxs names both rules.
// - Same-version rebuilds replace in place: the upgrade row also matches an installed product of
//   the same MSI version (VersionMaxInclusive, what WiX writes for AllowSameVersionUpgrades), so a
//   rebuild removes the installed product instead of installing beside it.
// - The OS floor: Node 24 runs on Windows 10 / Server 2016 and later only (build 10240 and up;
//   older Windows stop it with exit 216 before the bridge can log anything). Windows Installer
//   reports 8.1 and 10 alike in VersionNT (603), so the floor reads the build number, which the
//   .wxs's AppSearch puts in WINDOWSBUILDNUMBER. Refused with this message, exit 1603. Repair and
//   uninstall (Installed) are never refused.
// - The public properties (the settings IT passes to msiexec) are secure: listed in
//   SecureCustomProperties, so a managed install's server side takes them from the command line.
// - Each property's read-back (the .wxs's Remember_<name>, which copies the stored value when the
//   command line gave none) runs right after AppSearch, in both sequences: wixl, given several
//   actions after one action, drops some of them.

import { execFileSync } from 'node:child_process'
import { MSI_PROPERTY_SETTINGS } from '../../bridge/cli/machine-registry.ts'

/** The .wxs's UpgradeCode: it never changes. */
export const UPGRADE_CODE = '6D1C8E0A-6F3B-4D3C-9C1E-2B7A5E0F4A21'

/** AppSearch's place in both sequences: the read-backs follow it, before LaunchConditions (100). */
const APP_SEARCH = 50

/** msidbUpgradeAttributesMigrateFeatures | msidbUpgradeAttributesVersionMaxInclusive. */
const UPGRADE_SAME_VERSION_TOO = 1 | 512
export const WINDOWS_BUILD_FLOOR = 10240
export const OS_FLOOR_MESSAGE =
  'AePS bridge needs Windows 10, Windows Server 2016 or later (build 10240 or higher); ' +
  'this Windows is build [WINDOWSBUILDNUMBER].'

/** msibuild on the MSI under faketime's frozen clock (msi.ts): its save time is the commit's. */
export function msibuild(msi: string, frozen: string[], args: string[]): void {
  execFileSync('faketime', [...frozen, 'msibuild', msi, ...args], {
    stdio: 'inherit',
    env: { ...process.env, TZ: 'UTC' },
  })
}

export function setRulesWixlCannotWrite(msi: string, version: string, frozen: string[]): void {
  const upgrade = `UpgradeCode\`, \`VersionMax\`, \`Attributes\`, \`ActionProperty\``
  const queries = [
    // Attributes is part of the Upgrade table's key, so the row is replaced, not updated.
    "DELETE FROM `Upgrade` WHERE `ActionProperty` = 'WIX_UPGRADE_DETECTED'",
    `INSERT INTO \`Upgrade\` (\`${upgrade}) VALUES ` +
      `('{${UPGRADE_CODE}}', '${version}', ${UPGRADE_SAME_VERSION_TOO}, 'WIX_UPGRADE_DETECTED')`,
    'INSERT INTO `LaunchCondition` (`Condition`, `Description`) VALUES ' +
      `('Installed OR (WINDOWSBUILDNUMBER >= ${WINDOWS_BUILD_FLOOR})', '${OS_FLOOR_MESSAGE}')`,
    // wixl lists its own upgrade properties there; the settings join them.
    'UPDATE `Property` SET `Value` = ' +
      `'WIX_DOWNGRADE_DETECTED;WIX_UPGRADE_DETECTED;${MSI_PROPERTY_SETTINGS.join(';')}' ` +
      "WHERE `Property` = 'SecureCustomProperties'",
    ...MSI_PROPERTY_SETTINGS.flatMap((name, i) =>
      ['InstallUISequence', 'InstallExecuteSequence'].map(
        (table) =>
          `INSERT INTO \`${table}\` (\`Action\`, \`Condition\`, \`Sequence\`) VALUES ` +
          `('Remember_${name}', 'NOT ${name} AND REMEMBERED_${name}', ${APP_SEARCH + 1 + i})`,
      ),
    ),
  ]
  for (const query of queries) msibuild(msi, frozen, ['-q', query])
}
