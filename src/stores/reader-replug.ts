// A reader found again after none was ready (replugged, then Check again): the failed capture's
// "no ready reader" is no longer true, so it goes, rather than stand under the green ready line.

import { watch, type Ref } from 'vue'
import { isReaderProblem } from '../lib/reader-problem.ts'
import type { CaptureState } from './counter-state.ts'
import { useDeviceStore } from './devices.ts'

export function clearReaderErrorOnReplug(capture: Ref<CaptureState>): void {
  const devices = useDeviceStore()
  watch(
    () => devices.readyDevices.length > 0,
    (ready, wasReady) => {
      const failed = capture.value
      if (ready && !wasReady && failed.kind === 'error' && isReaderProblem(failed.error.code))
        capture.value = { kind: 'none' }
    },
  )
}
