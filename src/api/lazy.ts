// The bridge client (ofetch and one function per endpoint) is a chunk of its own, fetched right
// after the first render: nothing on screen waits for it, and the first page stays in budget.
export const loadBridgeApi = () => import('./bridge.ts')
