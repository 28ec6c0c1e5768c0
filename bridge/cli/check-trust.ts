// What `check` says about the rest of what the bridge trusts (review V5, V6): the folder it serves
// (STATIC_DIR, judged as the start judges it) and TLS variables of the environment that live mode
// takes only because IT allowed them (config/tls-environment.ts).

import type { Config } from '../config/index.ts'
import type { Finding } from './finding.ts'
import { realTrustHost } from '../host/file-trust.ts'
import { staticDirTrustProblem } from '../host/static-dir-trust.ts'

/** STATIC_DIR's owner and permissions, as the start judges them (static-dir-trust.ts). */
export function staticDirFinding(config: Config): Finding[] {
  const problem = staticDirTrustProblem(config.staticDir, realTrustHost())
  return problem === null ? [] : [{ verdict: 'WRONG', text: `STATIC_DIR: ${problem}` }]
}

/** TLS variables of the environment that live mode takes because IT allowed them. */
export function tlsFindings(config: Config): Finding[] {
  if (config.mode !== 'live' || config.tlsFromEnvironment.length === 0) return []
  return [
    {
      verdict: 'note',
      text: `${config.tlsFromEnvironment.join(', ')} from the environment change which authorities the provider's certificate is checked against (AEPS_TLS_FROM_ENVIRONMENT=allow)`,
    },
  ]
}
