/**
 * Gives `target` a stand-in for an API jsdom leaves out (absent, or present but undefined); where the environment has
 * one, it is kept. Read through a key rather than as `object.method`, which would take the method off its object.
 */
export function fillIn<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  target[key] ??= value
}

const sharing = new WeakSet<Window>()

/** The symbol under which jsdom keeps its own object behind a DOM wrapper (named `impl`). */
const implSymbolOf = (wrapper: object) =>
  Object.getOwnPropertySymbols(wrapper).find((candidate) => candidate.description === 'impl')

/**
 * jsdom computes an element's style once per state of its document (`Document._styleCache`, dropped on every change
 * to the tree, an attribute or a style sheet) but hands each caller a fresh copy of it, property by property. Testing
 * Library asks for the style of every node below every element it names, many times between two changes while it
 * waits. This hands out the same read-only declaration until jsdom drops its cache: what a caller reads is what jsdom
 * would have copied.
 */
export function shareComputedStyles(window: Window): void {
  // Files that share a worker share its window too, and each runs the setup that calls this.
  if (sharing.has(window)) return
  sharing.add(window)
  const compute = window.getComputedStyle.bind(window)
  // Looked up once: every node of a jsdom window keeps its own object under the same symbol.
  const impl = implSymbolOf(window.document)
  if (!impl) return
  let styles = new WeakMap<Element, CSSStyleDeclaration>()
  let generation: unknown
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    const documentImpl = (element.ownerDocument as unknown as Record<symbol, { _styleCache?: unknown } | undefined>)[
      impl
    ]
    if (pseudoElement || !documentImpl) return compute(element, pseudoElement)
    if (documentImpl._styleCache !== generation) {
      generation = documentImpl._styleCache
      styles = new WeakMap()
    }
    let style = styles.get(element)
    if (!style) {
      style = compute(element)
      styles.set(element, style)
    }
    return style
  }
}
