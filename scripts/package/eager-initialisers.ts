// The bundle's module initialisers compiled with the script rather than at their first call, so
// that the executable's code cache (build.ts, useCodeCache) carries them. esbuild wraps each module
// in `__esm({"bridge/x.ts"() {...}})` (or `__commonJS`) and calls it when the module is first
// imported; V8 compiles such a method lazily, at that call, and Node's cache is made before
// anything runs: every start compiled all ~280 of them again (12 % of its CPU before the first
// answer, BENCHMARKS.md, "The executable's start, stop 7"). Written `"bridge/x.ts": (function()
// {...})`, a function in parentheses, V8 compiles it eagerly with the script (its "possibly
// invoked function expression" rule). Only the initialisers: the functions they declare stay
// lazy (every function eager cost 21 MiB of resident memory, stop 5). Same text in, same text out.

import ts from 'typescript'

const WRAPPERS = new Set(['__esm', '__commonJS'])

/** Where a module's initialiser `"name"(...) {...}` begins its parameters and where it ends. */
interface Initialiser {
  nameEnd: number
  end: number
}

function initialiserOf(node: ts.Node): Initialiser | null {
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return null
  if (!WRAPPERS.has(node.expression.text) || node.arguments.length !== 1) return null
  const object = node.arguments[0]!
  if (!ts.isObjectLiteralExpression(object) || object.properties.length !== 1) return null
  const method = object.properties[0]!
  if (!ts.isMethodDeclaration(method) || method.asteriskToken || method.modifiers) return null
  return { nameEnd: method.name.end, end: method.end }
}

/** The initialisers of an esbuild bundle (CommonJS output), each as a function in parentheses. */
export function eagerInitialisers(bundle: string): { text: string; count: number } {
  const file = ts.createSourceFile(
    'bundle.cjs',
    bundle,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.JS,
  )
  const found: Initialiser[] = []
  const visit = (node: ts.Node): void => {
    const initialiser = initialiserOf(node)
    if (initialiser) found.push(initialiser)
    ts.forEachChild(node, visit)
  }
  visit(file)
  // From the end, so that each edit leaves the offsets before it as they were.
  let text = bundle
  for (const { nameEnd, end } of found.sort((a, b) => b.nameEnd - a.nameEnd))
    text = text.slice(0, nameEnd) + ':(function' + text.slice(nameEnd, end) + ')' + text.slice(end)
  return { text, count: found.length }
}
