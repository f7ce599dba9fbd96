/**
 * Gives `target` a stand-in for an API jsdom leaves out (absent, or present but undefined); where the environment has
 * one, it is kept. Read through a key rather than as `object.method`, which would take the method off its object.
 */
export function fillIn<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  target[key] ??= value
}

const sharing = new WeakSet<Window>()

/** jsdom's own object behind a DOM wrapper, which it keeps under a symbol named `impl`. */
function implOf(wrapper: object): Record<string, unknown> | undefined {
  const symbol = Object.getOwnPropertySymbols(wrapper).find((candidate) => candidate.description === 'impl')
  return symbol && (wrapper as Record<symbol, Record<string, unknown>>)[symbol]
}

/**
 * jsdom computes an element's style once per state of its document (`Document._styleCache`, dropped on every change
 * to the tree, an attribute or a style sheet) but hands each caller a fresh copy of it, property by property. Testing
 * Library asks for the style of every node below every element it names, so the copies took about a third of the
 * integration tests' time. This hands out the same read-only declaration until jsdom drops its cache: what a caller
 * reads is what jsdom would have copied.
 */
export function shareComputedStyles(window: Window): void {
  // Files that share a worker share its window too, and each runs the setup that calls this.
  if (sharing.has(window)) return
  sharing.add(window)
  const compute = window.getComputedStyle.bind(window)
  let styles = new WeakMap<Element, CSSStyleDeclaration>()
  let generation: unknown
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    const documentImpl = implOf(element.ownerDocument)
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
