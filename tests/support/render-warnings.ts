import { format } from 'node:util'

/**
 * Warnings that name a defect of the page a test drew, caught as they are printed, for the setup to fail that test;
 * in a run's log each was one line among thousands:
 * - antd's deprecations: a page drawing a prop antd has deprecated (`addonAfter`, `bordered`) works today and breaks
 *   on antd's next major version;
 * - React's "Cannot update a component while rendering a different component": a state change made during another
 *   component's render, which React may apply to a render it then throws away.
 * - rc-tree-select's "`key` or `value` with TreeNode must be the same": it keys a tree's nodes by value, so a node
 *   whose key differs is known by another name than the page meant (a lazy node's children were asked for by its
 *   category code instead of its id).
 * Each is printed once per module instance and message (rc-util's `warning`, React's own memory of the pair of
 * components), so the first test that draws the defect in a worker is the one told.
 */
const DEFECTS = [
  /^Warning: \[antd: [^\]]+\] `[^`]+` is deprecated/,
  /^Warning: Cannot update a component /,
  /^Warning: `key` or `value` with TreeNode must be the same/,
]

const CAUGHT = Symbol.for('ipr-admin.render-warnings')

type Holder = typeof console & { [CAUGHT]?: string[] }

/** Starts catching (once per worker: files that share a worker share its console). */
export function catchRenderWarnings(): void {
  const holder = console as Holder
  if (holder[CAUGHT]) return
  const caught: string[] = []
  holder[CAUGHT] = caught
  const print = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    const [first] = args
    if (typeof first === 'string' && DEFECTS.some((defect) => defect.test(first))) caught.push(format(...args))
    print(...args)
  }
}

/** The warnings caught since the last call. */
export function takeRenderWarnings(): string[] {
  return (console as Holder)[CAUGHT]?.splice(0) ?? []
}
