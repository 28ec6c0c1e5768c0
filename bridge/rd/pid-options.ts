// The PidOptions the bridge sends with CAPTURE (docs/rd-service.md §3.2): one finger, fType 2
// (FMR+FIR in one PID block, which NPCI requires for AePS, §3.2 and §6 pitfall 9), XML PID 2.0,
// production. One line, no XML declaration and no CustOpts: the form the strictest services accept
// (§3.2 "Practical notes").

export const DEFAULT_CAPTURE_TIMEOUT_MS = 10_000

export function pidOptionsXml(timeoutMs: number = DEFAULT_CAPTURE_TIMEOUT_MS): string {
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    throw new RangeError('timeoutMs must be a positive integer')
  return (
    '<PidOptions ver="1.0"><Opts fCount="1" fType="2" iCount="0" pCount="0" format="0" pidVer="2.0" ' +
    `timeout="${timeoutMs}" posh="UNKNOWN" env="P" /></PidOptions>`
  )
}
