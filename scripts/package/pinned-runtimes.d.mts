// The types of pinned-runtimes.mjs (plain JavaScript, for npm start on any Node).

export type Target = 'linux-x64' | 'win-x64'

/** A Node binary shipped in an npm package, pinned by version and integrity. */
export interface PinnedRuntime {
  package: string
  version: string
  integrity: string
  binary: string
}

export declare const ROOT: string
export declare const RUNTIME_CACHE: string
export declare const RUNTIMES: Record<Target, PinnedRuntime>
export declare function ensureRuntime(target: Target): string
export declare function ensurePinnedRuntime(runtime: PinnedRuntime): string
export declare const EXEC_ARGV: string[]
