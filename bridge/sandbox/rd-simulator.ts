// PLACEHOLDER until the device issue lands: the RD helper replaces this file.
export interface RdSimulatorHandle {
  port: number
  close(): Promise<void>
}
export interface RdSimulatorStartOptions {
  host?: string
  /** Ports to try in order; the first free one is used. */
  ports: readonly number[]
}
export async function startSandboxRdSimulator(_options: RdSimulatorStartOptions): Promise<RdSimulatorHandle | null> {
  return null
}
