// A reader found again after none was ready (replugged, then Check again): the failed capture's
// "no ready reader" is no longer true, so it goes, rather than stand under the green ready line.

import { watch, type Ref } from 'vue'
import { isReaderProblem } from '../lib/counter/reader-problem.ts'
import type { CaptureState } from './counter-state.ts'
import { useDeviceStore } from './devices.ts'

export function clearReaderErrorOnReplug(capture: Ref<CaptureState>): void {
  const devices = useDeviceStore()
  // What the last finished scan found; a scan under way (no devices listed yet) is not "none".
  let lastFound: boolean | null = null
  watch(
    () => (devices.state.kind === 'done' ? devices.readyDevices.length > 0 : null),
    (ready) => {
      if (ready === null) return
      const failed = capture.value
      const found = ready && lastFound === false
      lastFound = ready
      if (found && failed.kind === 'error' && isReaderProblem(failed.error.code))
        capture.value = { kind: 'none' }
    },
  )
}
