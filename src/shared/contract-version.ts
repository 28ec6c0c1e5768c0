// Which version of the bridge's HTTP contract (docs/contract.md) this page was built for, and
// whether a bridge's `contract` from /api/status fits it. A hosted page (docs/install.md, "A hosted
// app page") may meet a bridge older or newer than itself; it says so plainly instead of failing
// later in an enquiry (docs/contract.md, GET /api/status).

/**
 * The oldest contract whose every part this page relies on. Raise it when the page starts to use
 * a part marked with a newer version in docs/contract.md (tests/src/shared/contract-version.test.ts
 * reads the routes the page calls against it). v1.5: the hand-over of the counter.
 */
export const CONTRACT_VERSION = '1.5'

/** A bridge from before `contract` was added (v1.1) keeps v1.0. */
const UNSTATED_CONTRACT = '1.0'

export type ContractFit = 'fits' | 'too-old' | 'too-new'

function parse(version: string): [number, number] | null {
  const match = /^(\d{1,4})\.(\d{1,4})(?:\.\d{1,4})?$/.exec(version.trim())
  return match ? [Number(match[1]), Number(match[2])] : null
}

/**
 * Same major and at least the page's minor: fits (a bridge only adds within a major). A lower
 * major.minor lacks parts the page uses; a higher major has changed what the page relies on. An
 * unreadable version is treated as too new: a bridge this page cannot understand.
 */
export function contractFit(
  bridgeContract: string | undefined | null,
  pageContract: string = CONTRACT_VERSION,
): ContractFit {
  const bridge = parse(bridgeContract ?? UNSTATED_CONTRACT)
  const page = parse(pageContract)
  if (!bridge || !page) return 'too-new'
  if (bridge[0] > page[0]) return 'too-new'
  if (bridge[0] < page[0] || bridge[1] < page[1]) return 'too-old'
  return 'fits'
}
