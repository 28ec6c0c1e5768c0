// How real vendors' RD services look on the wire (docs/rd-service.md §1.3, §2, §3.3, §5.2): the
// info string, the Interface paths and their order, the XML declaration, the Content-Type, .NET
// xmlns attributes, and model ids seen in public samples.

export type PersonalityName = 'mantra' | 'morpho' | 'idemia'

export interface Personality {
  name: PersonalityName
  info: string
  /** The paths the service really answers on. */
  paths: { capture: string; info: string }
  /** The Interface elements of the RDService reply, in the vendor's order. */
  interfaces(host: string, port: number): { id: string; path: string }[]
  declaration: boolean
  contentType: string
  /** .NET services put xmlns:xsi/xmlns:xsd on the root (§1.3). */
  xmlns: boolean
  /** Morpho's sample has a newline inside qScore (§6 pitfall 13). */
  newlineInScores: boolean
  model: { dpId: string; rdsId: string; rdsVer: string; mi: string }
  /** IDEMIA clients read serial_number, everyone else srno (§2). */
  serialParam: 'srno' | 'serial_number'
  sysid: boolean
  extraParams: [string, string][]
  successInfo: string
  /** Served over TLS unless told otherwise (§5.2: IDEMIA L1 defaults to https). */
  tlsByDefault: boolean
}

export const PERSONALITIES: Record<PersonalityName, Personality> = {
  mantra: {
    name: 'mantra',
    info: 'Mantra Authentication Vendor Device Manager',
    paths: { capture: '/rd/capture', info: '/rd/info' },
    // Mantra lists DEVICEINFO first (§1.3).
    interfaces: () => [
      { id: 'DEVICEINFO', path: '/rd/info' },
      { id: 'CAPTURE', path: '/rd/capture' },
    ],
    declaration: true,
    // Inferred from jQuery treating Mantra replies as strings (§1.3).
    contentType: 'text/plain; charset=utf-8',
    xmlns: false,
    newlineInScores: false,
    model: { dpId: 'MANTRA.MSIPL', rdsId: 'RENESAS.MANTRA.001', rdsVer: '1.4.1', mi: 'MFS110' },
    serialParam: 'srno',
    sysid: true,
    extraParams: [
      ['modality_type', 'Finger'],
      ['device_type', 'L1'],
    ],
    successInfo: 'Success.',
    tlsByDefault: false,
  },
  morpho: {
    name: 'morpho',
    info: 'Morpho_RD_Service',
    paths: { capture: '/capture', info: '/getDeviceInfo' },
    // Sic: host:port inside the path, CAPTURE first (§1.3 table).
    interfaces: (host, port) => [
      { id: 'CAPTURE', path: `/${host}:${port}/capture` },
      { id: 'DEVICEINFO', path: `/${host}:${port}/getDeviceInfo` },
    ],
    declaration: false,
    contentType: 'text/xml',
    xmlns: true,
    newlineInScores: true,
    model: {
      dpId: 'Morpho.SmartChip',
      rdsId: 'SCPL.WIN.001',
      rdsVer: '1.0.4',
      mi: 'MSO1300E2L0SW',
    },
    serialParam: 'srno',
    sysid: false,
    extraParams: [],
    successInfo: 'Success',
    tlsByDefault: false,
  },
  idemia: {
    name: 'idemia',
    info: 'IDEMIA_L1_RDSERVICE',
    paths: { capture: '/capture', info: '/getDeviceInfo' },
    // INFO is the alias of DEVICEINFO some services use (§1.3 table, BioEnable).
    interfaces: () => [
      { id: 'CAPTURE', path: '/capture' },
      { id: 'INFO', path: '/getDeviceInfo' },
    ],
    declaration: true,
    contentType: 'text/xml; charset=utf-8',
    xmlns: true,
    newlineInScores: false,
    model: {
      dpId: 'Morpho.SmartChip',
      rdsId: 'IDEMIA.L1.WIN.001',
      rdsVer: '1.1.2',
      mi: 'MSO1300E3',
    },
    serialParam: 'serial_number',
    sysid: false,
    extraParams: [['device_type', 'L1']],
    successInfo: 'Success',
    tlsByDefault: true,
  },
}

export function isPersonalityName(value: string): value is PersonalityName {
  return Object.hasOwn(PERSONALITIES, value)
}
