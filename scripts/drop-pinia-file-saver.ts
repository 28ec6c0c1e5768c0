// Pinia's ESM build carries the devtools' "save state to a file" helper (a copy of FileSaver.js).
// Nothing calls it outside the devtools, but its one top-level initialiser reads
// `HTMLAnchorElement.prototype`, which the bundler must assume may have side effects, so about
// 4 KB of dead code (1.0 KB gzip, measured with npm run bench:bundle) stayed in the first load.
// Marking that initialiser pure lets tree-shaking drop it and everything only it uses. Pinia
// itself is unchanged; when a Pinia release no longer has the line, this does nothing.

import type { Plugin } from 'vite'

const SAVE_AS = /const saveAs = (!IS_CLIENT \? [^;]*);/

export function dropPiniaFileSaver(): Plugin {
  return {
    name: 'aeps-drop-pinia-file-saver',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]pinia[\\/]dist[\\/]pinia\.m?js$/.test(id) || !SAVE_AS.test(code)) return null
      return {
        code: code.replace(SAVE_AS, 'const saveAs = /* @__PURE__ */ (() => $1)();'),
        map: null,
      }
    },
  }
}
