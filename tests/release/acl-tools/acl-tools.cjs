// What icacls.exe and whoami.exe print for a desk whose files IT placed with its ACLs, replayed
// under Wine, whose own icacls saves no ACL and whose whoami has no CSV form (Wine has no NTFS
// DACLs to read). One program answering as either, by its own file name; the answers come from
// acl-tools.json beside it: the account's name and SID, and the DACL in SDDL of each path, as
// `icacls PATH /save FILE` writes it (UTF-16LE, the name then the DACL). A path it has no DACL
// for fails as icacls does for a path it cannot open.
'use strict'
/* eslint-disable @typescript-eslint/no-require-imports -- a single executable's main is CommonJS */
const { readFileSync, writeFileSync } = require('node:fs')
const { win32 } = require('node:path')

const data = JSON.parse(
  readFileSync(win32.join(win32.dirname(process.execPath), 'acl-tools.json'), 'utf8'),
)
const args = process.argv.slice(2)
const tool = win32.basename(process.execPath).toLowerCase()

if (tool === 'whoami.exe') {
  process.stdout.write(`"${data.user}","${data.sid}"\r\n`)
} else {
  const [path, save, file] = args
  const dacl = data.dacls[String(path).toLowerCase()]
  if (save?.toLowerCase() !== '/save' || !file || dacl === undefined) {
    process.stderr.write(`${path}: The system cannot find the file specified.\r\n`)
    process.exitCode = 2
  } else writeFileSync(file, Buffer.from(`${win32.basename(path)}\r\n${dacl}\r\n`, 'utf16le'))
}
