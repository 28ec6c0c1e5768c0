// `aeps-bridge check`: what IT runs after installing. It names every setting that is
// wrong (not only the first, as a start does), says whether the data folder and the port are
// usable, lists the RD services it finds, and in live mode proves the credentials and the network
// by reading the provider's bank list (docs/provider-api.md, "The provider's bank list"), never by
// sending an enquiry. Nothing it prints carries a secret: upstream text goes through the log's
// scrubber with the credentials registered.

import { accessSync, constants, existsSync } from 'node:fs'
import { dirname } from 'node:path'
import { loadBanks } from '../banks/bundled.ts'
import { parseProviderBanks } from '../banks/provider-banks.ts'
import { ConfigError, loadConfig, type Config } from '../config/index.ts'
import { PROFILE_RULE } from '../config/retention-profile.ts'
import { registerSecrets, scrubText } from '../log.ts'
import { discover } from '../rd/discovery.ts'
import { staticDirFinding, tlsFindings } from './check-trust.ts'
import { providerClockFinding } from './check-clock.ts'
import { portFindings } from './check-port.ts'
import type { Finding, Verdict } from './finding.ts'
import { isLoopbackHost } from '../../src/shared/loopback.ts'

export type { Finding, Verdict } from './finding.ts'

/** Values that pass loadConfig's checks, so that the settings after a wrong one are checked too. */
const STAND_INS: Record<string, string> = {
  AEPS_BASE_URL: 'https://stand-in.invalid',
  AEPS_USER: 'stand-in',
  AEPS_SECRET: 'stand-in',
  MERCHANT_LOGIN_ID: 'STANDIN01',
  MERCHANT_PAN: 'AAAPZ1234C',
}

/**
 * Every wrong setting, each once: loadConfig stops at the first, so the wrong value is replaced
 * (a stand-in for a required one, unset for one with a default) and the check runs again.
 */
export function settingProblems(env: Record<string, string | undefined>): ConfigError[] {
  const trial = { ...env }
  const problems: ConfigError[] = []
  for (let round = 0; round < 50; round++) {
    try {
      loadConfig(trial)
      return problems
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error
      problems.push(error)
      const setting = error.setting
      if (setting in STAND_INS && trial[setting] !== STAND_INS[setting])
        trial[setting] = STAND_INS[setting]
      else if (setting === 'MERCHANT_LATITUDE' || setting === 'MERCHANT_LONGITUDE') {
        delete trial.MERCHANT_LATITUDE
        delete trial.MERCHANT_LONGITUDE
      } else if (trial[setting] !== undefined) delete trial[setting]
      else return problems
    }
  }
  return problems
}

function dataDirFinding(dataDir: string): Finding {
  let probe = dataDir
  while (!existsSync(probe) && dirname(probe) !== probe) probe = dirname(probe)
  try {
    accessSync(probe, constants.W_OK)
    return { verdict: 'ok', text: `DATA_DIR ${dataDir} can be written` }
  } catch {
    return { verdict: 'WRONG', text: `DATA_DIR ${dataDir}: ${probe} cannot be written` }
  }
}

async function rdFindings(config: Config, noReaderYet: boolean): Promise<Finding[]> {
  const where = `${config.rd.host}, ports ${config.rd.ports[0]}-${config.rd.ports.at(-1)}`
  const found = await discover({
    host: config.rd.host,
    loopback: isLoopbackHost(config.rd.host),
    ports: config.rd.ports,
  })
  const findings: Finding[] = found.map((s) => ({
    verdict: s.status === 'READY' ? 'ok' : 'note',
    text: `RD service on ${s.scheme}://${config.rd.host}:${s.port}: ${s.status}, "${scrubText(s.info)}"${s.model.dpId ? ` (${s.model.dpId} ${s.model.mi})` : ''}${s.note ? `; ${s.note}` : ''}`,
  }))
  const simulated = config.mode === 'sandbox' && config.sandboxDevice
  // A desk without a ready reader cannot take an enquiry: an acceptance script must not pass it,
  // unless IT says the reader comes later (--no-reader-yet).
  const missing: Verdict = simulated || noReaderYet ? 'note' : 'WRONG'
  if (findings.length === 0)
    findings.push({
      verdict: missing,
      text: simulated
        ? `no RD service on ${where}; sandbox mode starts its simulated reader there`
        : `no RD service on ${where}: install the reader's RD service, or plug the reader in` +
          (noReaderYet ? ' (--no-reader-yet: not a fault for now)' : ''),
    })
  else if (!found.some((s) => s.status === 'READY') && !simulated)
    findings.push({
      verdict: missing,
      text: `no ready reader on ${where}: plug the reader in, or see its RD service`,
    })
  return findings
}

interface BankListEnvelope {
  code?: unknown
  status?: unknown
  message?: unknown
  data?: unknown
}

/** GET {AEPS_BASE_URL}{AEPS_BANKS_PATH}, Basic auth: read-only, and touches no customer. */
export async function providerFinding(
  config: Config,
  banksPath: string,
  timeoutMs = 15_000,
  /** Receives the clock's finding, from the answer's Date header. */
  more: Finding[] = [],
): Promise<Finding> {
  const upstream = config.upstream!
  const url = upstream.baseUrl + banksPath
  const where = `GET ${new URL(upstream.baseUrl).origin}${banksPath}`
  const token = Buffer.from(`${upstream.user}:${upstream.secret}`).toString('base64')
  registerSecrets([upstream.user, upstream.secret, token, config.merchant.pan])
  let res: Response
  try {
    res = await fetch(url, {
      headers: { Authorization: `Basic ${token}`, Accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    const why =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${timeoutMs / 1000} s`
        : (cause?.code ?? cause?.message ?? (error as Error).message)
    return {
      verdict: 'WRONG',
      text: `${where}: the provider cannot be reached (${scrubText(why)})`,
    }
  }
  const clock = providerClockFinding(res.headers.get('date'), Date.now())
  if (clock !== null) more.push(clock)
  if (res.status === 401 || res.status === 403)
    return {
      verdict: 'WRONG',
      text: `${where}: the provider refused AEPS_USER / AEPS_SECRET (HTTP ${res.status})`,
    }
  let body: BankListEnvelope
  try {
    body = (await res.json()) as BankListEnvelope
  } catch {
    return {
      verdict: 'WRONG',
      text: `${where}: HTTP ${res.status}, not the provider's JSON (check AEPS_BASE_URL)`,
    }
  }
  return bankListFinding(config, where, res.status, body)
}

/** What the provider's bank-list reply says about the credentials, read as the bridge reads it. */
function bankListFinding(
  config: Config,
  where: string,
  httpStatus: number,
  body: BankListEnvelope,
): Finding {
  const said = scrubText(
    `${String(body.code)} ${String(body.status ?? '')} ${String(body.message ?? '')}`,
  )
  if (body.code === '0x0201')
    return { verdict: 'WRONG', text: `${where}: the provider refused the credentials (${said})` }
  const parsed = body.code === '0x0200' ? parseProviderBanks(body) : null
  if (parsed === null)
    return { verdict: 'WRONG', text: `${where}: HTTP ${httpStatus}, ${said.trim()}` }
  if ('refused' in parsed)
    return {
      verdict: 'WRONG',
      text: `${where}: the provider's bank list is refused: ${parsed.refused}`,
    }
  const provided = new Set(parsed.banks.map((b) => b.iin))
  const bundled = loadBanks(config.banksFile ?? undefined)
  const missing = bundled.filter((b) => !provided.has(b.iin)).length
  return {
    verdict: 'ok',
    text:
      `${where}: credentials accepted, ${parsed.banks.length} banks listed` +
      (missing
        ? `; ${missing} of the ${bundled.length} banks in the bridge's list are not in it`
        : ''),
  }
}

/** Which retention profile the desk runs, and what it keeps (bridge/config/retention-profile.ts). */
export function retentionFinding(config: Config): Finding {
  const { retentionProfile: profile, journalRetentionDays: days, reprintHours: hours } = config
  const details = hours === 0 ? 'with the record' : `${hours} hours`
  const kept = `records kept ${days} days, balances and statement entries ${details}`
  if (profile === 'dpdp')
    return { verdict: 'ok', text: `retention profile dpdp (${PROFILE_RULE.dpdp}): ${kept}` }
  return {
    verdict: 'note',
    text:
      `retention profile standard: ${kept}. From 13/05/2027 a network that relies on this desk's ` +
      'journal as its log of processing sets RETENTION_PROFILE=dpdp (DPDP Rules 2025, Rule 8(3))',
  }
}

export interface CheckOptions {
  /** The desk has no reader yet: a missing one is a note. */
  noReaderYet?: boolean
}

export async function runCheck(
  env: Record<string, string | undefined>,
  options: CheckOptions = {},
): Promise<Finding[]> {
  const problems = settingProblems(env)
  const findings: Finding[] = problems.map((p) => ({ verdict: 'WRONG', text: p.message }))
  if (problems.length > 0) return findings
  const config = loadConfig(env)
  findings.push({
    verdict: 'ok',
    text:
      config.mode === 'live'
        ? `live mode, provider ${new URL(config.upstream!.baseUrl).origin}, merchant ${config.merchant.loginId}`
        : 'sandbox mode (AEPS_BASE_URL is not set): a simulated bank and reader',
  })
  findings.push(dataDirFinding(config.dataDir))
  findings.push(retentionFinding(config))
  findings.push(...staticDirFinding(config), ...tlsFindings(config))
  findings.push(...(await portFindings(config.port)))
  findings.push(...(await rdFindings(config, options.noReaderYet ?? false)))
  if (config.mode === 'live') {
    const clock: Finding[] = []
    const banksPath = env.AEPS_BANKS_PATH?.trim() || '/v1/common/bank'
    findings.push(
      banksPath === 'off'
        ? {
            verdict: 'note',
            text: 'AEPS_BANKS_PATH=off: the credentials were not proved (check never sends an enquiry)',
          }
        : await providerFinding(config, banksPath, undefined, clock),
    )
    findings.push(...clock)
  }
  return findings
}
