// The one mapper from device failures to errors (docs/rd-service.md §4, docs/contract.md "POST
// /api/captures"), as upstream/interpret.ts is for the upstream: the rest of rd/ returns plain
// values, and only this file names the contract's codes and the merchant's sentences.

import type { ReaderErrorCode } from '../../src/shared/errors.ts'
import { BridgeError } from '../errors.ts'
import { rdErrorMessage } from './error-codes.ts'
import type { RdFailureKind } from './rd-request.ts'

export type DeviceFailure =
  /** No READY reader, or none on the port asked for. */
  | { kind: 'no-device'; port?: number }
  /** A capture of ours is already running on that reader (§6 pitfall 7). */
  | { kind: 'busy' }
  /** The browser went away, or the bridge is closing. */
  | { kind: 'cancelled' }
  /** The reader did not answer by the bridge's deadline (§3.1). */
  | { kind: 'timeout' }
  /** No valid PID block: unreadable XML, a broken connection, a reply too large. */
  | { kind: 'bad-reply' }
  /** The reader answered with its own errCode (§4), kept verbatim. */
  | { kind: 'device-error'; errCode: string; errInfo: string }
  /** A capture id already spent by an enquiry (capture-store.ts). */
  | { kind: 'capture-used' }
  /** A capture id past its time to live, or never issued. */
  | { kind: 'capture-expired' }

/**
 * What a CAPTURE that got no usable reply means to the merchant. A refused connection is a
 * service gone since the scan: simply "no device" there. Reset, not HTTP, TLS failure, too large,
 * anything else: the device did not give a valid PID block, which is RD_BAD_REPLY in the contract.
 */
export function transportFailure(port: number, kind: RdFailureKind): DeviceFailure {
  switch (kind) {
    case 'timeout':
      return { kind: 'timeout' }
    case 'refused':
      return { kind: 'no-device', port }
    case 'aborted':
      return { kind: 'cancelled' }
    default:
      return { kind: 'bad-reply' }
  }
}

export function deviceError(failure: DeviceFailure): BridgeError {
  switch (failure.kind) {
    case 'no-device':
      return noDevice(failure.port)
    case 'busy':
      return new BridgeError(
        'DEVICE_BUSY',
        'The fingerprint reader is already capturing. Wait for that capture to finish, then try again.',
        { field: 'port' },
      )
    case 'cancelled':
      return new BridgeError('CAPTURE_CANCELLED', 'The capture was cancelled. Try again.')
    case 'timeout':
      return new BridgeError(
        'RD_TIMEOUT',
        'The fingerprint reader did not answer in time. Unplug and replug the reader (or restart its RD ' +
          'service), then try again.',
      )
    case 'bad-reply':
      return new BridgeError(
        'RD_BAD_REPLY',
        'The fingerprint reader sent an answer the bridge cannot use. Try again; if it repeats, restart the ' +
          'reader’s RD service.',
      )
    case 'device-error':
      // pid-data.ts lets through only digits with an optional minus, so this is RD_<number>.
      return new BridgeError(
        `RD_${failure.errCode}` as ReaderErrorCode,
        rdErrorMessage(failure.errCode, failure.errInfo),
      )
    case 'capture-used':
      return new BridgeError(
        'CAPTURE_USED',
        'This fingerprint was already used for an enquiry. Capture the fingerprint again for a new enquiry.',
        { field: 'captureId' },
      )
    case 'capture-expired':
      return new BridgeError(
        'CAPTURE_EXPIRED',
        'This fingerprint capture has expired or is not known. Capture the fingerprint again.',
        { field: 'captureId' },
      )
  }
}

function noDevice(port: number | undefined): BridgeError {
  if (port === undefined) {
    return new BridgeError(
      'NO_DEVICE',
      'No ready fingerprint reader was found. Plug the reader in, wait for its light, then try again.',
    )
  }
  return new BridgeError(
    'NO_DEVICE',
    `No fingerprint reader answers on port ${port}. Check that it is plugged in, then rescan the devices.`,
    { field: 'port' },
  )
}
