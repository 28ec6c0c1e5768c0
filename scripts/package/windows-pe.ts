// The Windows executable as IT sees it: Node's node.exe with its Authenticode signature removed
// before the injection (postject would otherwise leave a Certificate Table entry pointing into the
// moved resource section, a shape signtool and jsign refuse), and the product's own version
// resource instead of "Node.js / node.exe 24.x", so inventory, EDR and WDAC rules see the bridge.
// Done with resedit (plain JS): it drops the certificate when it writes the file. And the
// windowless copy for the log-on start (item 2): the same file with the PE Subsystem field set to
// WINDOWS_GUI, so Windows opens no console for it (docs/install.md, "Why these choices").

import { readFileSync, writeFileSync } from 'node:fs'
import * as ResEdit from 'resedit'

export interface ProductIdentity {
  productName: string
  companyName: string
  description: string
  /** package.json's version: 1.2.3, optionally with a -suffix that the numeric fields leave out. */
  version: string
  originalFilename: string
  copyright: string
}

/** US English, Unicode: what Windows' file properties and most inventory tools read first. */
export const VERSION_LANG = 1033
const UNICODE_CODEPAGE = 1200
const RT_VERSION = 16
const VOS_NT_WINDOWS32 = 0x40004
const VFT_APP = 1

/** The four numbers of a Windows file version; each field is 16 bits. */
export function numericVersion(version: string): [number, number, number, number] {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version)
  if (!match) throw new Error(`version ${version} is not major.minor.patch`)
  const parts = match.slice(1, 4).map(Number)
  if (parts.some((p) => p > 0xffff)) throw new Error(`version ${version}: a field is over 65535`)
  return [parts[0]!, parts[1]!, parts[2]!, 0]
}

/** node.exe, unsigned and carrying the product's version resource, written to `output`. */
export function brandedUnsignedRuntime(nodeExe: string, output: string, id: ProductIdentity) {
  const exe = ResEdit.NtExecutable.from(readFileSync(nodeExe), { ignoreCert: true })
  const resources = ResEdit.NtExecutableResource.from(exe)
  // Node's own version resource goes: two would leave Windows to pick one.
  resources.entries = resources.entries.filter((entry) => entry.type !== RT_VERSION)
  const [major, minor, patch, build] = numericVersion(id.version)
  const info = ResEdit.Resource.VersionInfo.create({
    lang: VERSION_LANG,
    fixedInfo: { fileOS: VOS_NT_WINDOWS32, fileType: VFT_APP },
    strings: [],
  })
  info.setFileVersion(major, minor, patch, build, VERSION_LANG)
  info.setProductVersion(major, minor, patch, build, VERSION_LANG)
  // After the numeric versions, which would otherwise write "1.2.3.0" over the package's version.
  info.setStringValues(
    { lang: VERSION_LANG, codepage: UNICODE_CODEPAGE },
    {
      CompanyName: id.companyName,
      FileDescription: id.description,
      FileVersion: id.version,
      InternalName: id.originalFilename.replace(/\.exe$/i, ''),
      LegalCopyright: id.copyright,
      OriginalFilename: id.originalFilename,
      ProductName: id.productName,
      ProductVersion: id.version,
    },
  )
  info.outputToResourceEntries(resources.entries)
  resources.outputResource(exe)
  // generate() writes the Certificate Table entry as zero and leaves the old signature out.
  writeFileSync(output, Buffer.from(exe.generate()))
}

/** The version strings of a PE file, read back with resedit (the release suite checks them). */
export function versionStrings(file: string): Record<string, string> {
  const exe = ResEdit.NtExecutable.from(readFileSync(file), { ignoreCert: true })
  const resources = ResEdit.NtExecutableResource.from(exe)
  const infos = ResEdit.Resource.VersionInfo.fromEntries(resources.entries)
  if (infos.length !== 1) throw new Error(`${file}: ${infos.length} version resources, not one`)
  return infos[0]!.getStringValues({ lang: VERSION_LANG, codepage: UNICODE_CODEPAGE })
}

/** Where a PE file's Optional Header Subsystem field is (PE/COFF docs/provider-api.md section 3.4.2). */
export function subsystemOffset(file: Buffer): number {
  if (file.subarray(0, 2).toString('latin1') !== 'MZ') throw new Error('not a PE file (no MZ)')
  const pe = file.readUInt32LE(0x3c)
  if (file.subarray(pe, pe + 4).toString('latin1') !== 'PE\0\0') throw new Error('no PE header')
  const optional = pe + 24
  // 0x20b: PE32+; the Subsystem field sits at offset 68 of the optional header in both formats.
  if (file.readUInt16LE(optional) !== 0x20b) throw new Error('not a PE32+ (64-bit) file')
  return optional + 68
}

export const SUBSYSTEM_WINDOWS_GUI = 2
export const SUBSYSTEM_WINDOWS_CUI = 3

/**
 * A copy of a console executable that Windows starts without a console. Node then finds no
 * standard handles and gives the process black-hole stdio (lib/internal/bootstrap/switches/
 * is_main_thread.js: "a dummy black-hole output for e.g. non-console Windows applications"),
 * so the bridge's --log-file is its only output, as it is meant to be under a supervisor.
 */
export function windowlessCopy(consoleExe: string, output: string) {
  const file = readFileSync(consoleExe)
  const at = subsystemOffset(file)
  if (file.readUInt16LE(at) !== SUBSYSTEM_WINDOWS_CUI)
    throw new Error(`${consoleExe}: subsystem ${file.readUInt16LE(at)}, not the console's`)
  file.writeUInt16LE(SUBSYSTEM_WINDOWS_GUI, at)
  writeFileSync(output, file)
}
