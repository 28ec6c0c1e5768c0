// node:https, loaded on first use: it brings up TLS, ~5 MiB that a bridge with an http upstream
// and http readers (sandbox, tests, most vendors' RD services) never needs (the memory
// budget, BENCHMARKS.md). The upstream client and the RD requests both call it.

type Https = typeof import('node:https')

export const httpsRequest = ((...args: unknown[]) =>
  Reflect.apply(
    (process.getBuiltinModule('node:https') as Https).request,
    undefined,
    args,
  )) as Https['request']
