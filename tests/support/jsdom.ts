import { createRequire } from 'node:module'

/**
 * Gives `target` a stand-in for an API jsdom leaves out (absent, or present but undefined); where the environment has
 * one, it is kept. Read through a key rather than as `object.method`, which would take the method off its object.
 */
export function fillIn<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  target[key] ??= value
}

/** The DOM object jsdom hands out for one of its own (`wrapper`), the other way round from implSymbolOf. */
const wrapperOf = (impl: object) => {
  const symbol = Object.getOwnPropertySymbols(impl).find((candidate) => candidate.description === 'wrapper')
  return symbol && (impl as Record<symbol, unknown>)[symbol]
}

const sharing = new WeakSet<Window>()
const trimming = new WeakSet<Window>()

/** The symbol under which jsdom keeps its own object behind a DOM wrapper (named `impl`). */
const implSymbolOf = (wrapper: object) =>
  Object.getOwnPropertySymbols(wrapper).find((candidate) => candidate.description === 'impl')

/** A module of the environment's jsdom (the same instance, so what it builds is jsdom's own). */
function jsdomModule<T>(name: string): T {
  const require = createRequire(import.meta.url)
  const path = require.resolve(name)
  // A copy loaded apart from the environment's jsdom would build objects of classes the window does not know.
  if (!require.cache[path]) throw new Error(`the environment's jsdom has not loaded ${name}`)
  return require(path) as T
}

const COMPUTED_STYLE = 'jsdom/lib/jsdom/living/css/helpers/computed-style.js'

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
  // The pseudo-elements of shadow trees, whose style jsdom refuses with a TypeError rather than answering: its own test.
  const { SHADOW_DOM_PSEUDO_REGEXP: shadowPseudoElement } = jsdomModule<{ SHADOW_DOM_PSEUDO_REGEXP: RegExp }>(
    COMPUTED_STYLE,
  )
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
    // jsdom computes no pseudo-element's style: it answers with the element's own and prints "Not implemented" each
    // time, which rc-util's scrollbar measurement (`::-webkit-scrollbar`, on every table and dialog mounted) turned into
    // 800 lines of every run's log. The same answer, without the line; a shadow part jsdom refuses is still refused.
    if (!documentImpl || (pseudoElement && shadowPseudoElement.test(pseudoElement)))
      return compute(element, pseudoElement)
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

/**
 * The style properties the tests read: Testing Library and dom-accessibility-api ask whether an element is hidden
 * (`display`, `visibility`) and read `content` for names; jest-dom's `toBeVisible` adds `opacity`; user-event refuses to
 * click through `pointer-events: none`; the shell's tests check that the tab menu sits above pages' overlays
 * (`z-index`, which antd's theme writes into a style sheet).
 */
const READ_BY_TEST_TOOLS = new Set(['display', 'visibility', 'opacity', 'pointer-events', 'content', 'z-index'])

type SheetRules = { cssRules: CSSRuleList; deleteRule(index: number): void }

/** The selectors of a list (`a, b:is(c, d)`), split at its own commas only. */
function selectorsOf(list: string): string[] {
  const selectors: string[] = []
  let depth = 0
  let start = 0
  for (let at = 0; at < list.length; at++) {
    if (list[at] === '(') depth++
    else if (list[at] === ')') depth--
    else if (list[at] === ',' && depth === 0) {
      selectors.push(list.slice(start, at))
      start = at + 1
    }
  }
  return [...selectors, list.slice(start)]
}

/** A selector whose subject is a pseudo-element (`.ant-btn::before`, the legacy `:after`). */
const PSEUDO_ELEMENT_SUBJECT = /(::[\w-]+(\([^()]*\))?|:(before|after|first-line|first-letter))\s*$/

/**
 * Whether jsdom can read the selector. A browser drops a rule whose selector it cannot parse; jsdom keeps it, and each
 * time it matches it against an element it builds and throws away a SyntaxError, stack trace included (@formily/antd-v5
 * writes three, `.ant-formily-item-label-control..ant-formily-item-control-content`: 6 % of a list page's test file).
 */
function parses(selector: string, probe: Element): boolean {
  try {
    probe.matches(selector)
    return true
  } catch {
    return false
  }
}

/**
 * Drops from `sheet` every declaration no test tool reads, and every rule left empty by that. A rule whose every
 * selector names a pseudo-element goes too: jsdom computes no pseudo-element's style and never matches such a rule,
 * yet checked it against every element of the classes it names (antd writes about 80 of them); so does a rule whose
 * selector jsdom cannot read, which never matches either.
 */
function keepReadDeclarations(sheet: SheetRules, probe: Element): void {
  for (let index = sheet.cssRules.length - 1; index >= 0; index--) {
    const rule = sheet.cssRules[index]
    if (
      rule instanceof CSSStyleRule &&
      (selectorsOf(rule.selectorText).every((one) => PSEUDO_ELEMENT_SUBJECT.test(one)) ||
        !parses(rule.selectorText, probe))
    )
      sheet.deleteRule(index)
    else if (rule instanceof CSSStyleRule) {
      const style = rule.style
      for (let at = style.length - 1; at >= 0; at--) {
        const property = style.item(at)
        if (!READ_BY_TEST_TOOLS.has(property)) style.removeProperty(property)
      }
      if (style.length === 0) sheet.deleteRule(index)
    } else if (rule instanceof CSSMediaRule) {
      keepReadDeclarations(rule, probe)
      if (rule.cssRules.length === 0) sheet.deleteRule(index)
    }
  }
}

/** jsdom's own steps for a `<style>` element's sheet (https://drafts.csswg.org/cssom/#create-a-css-style-sheet). */
interface StyleSheetSteps {
  createStyleSheetForElement(cssText: string, elementImpl: object): object
  addStyleSheet(sheet: object, elementImpl: object): void
  removeStyleSheet(sheet: object, elementImpl: object): void
}

const STYLE_SHEET_STEPS = 'jsdom/lib/jsdom/living/css/helpers/stylesheets.js'

/** jsdom's declaration block, whose `item` its cascade calls for each matching rule's properties. */
interface DeclarationPrototype {
  item: (this: { parentRule?: { parentStyleSheet?: { ownerNode?: unknown } } | null }, index: number) => string
}

const DECLARATION = 'jsdom/lib/jsdom/living/css/CSSStyleDeclaration-impl.js'

/**
 * jsdom's own style sheet (the HTML standard's rendering rules, `browser/default-stylesheet.css`), as the cascade
 * holds it: it has no owner element and no handle outside jsdom, so it is caught while jsdom reads one of its rules.
 */
function defaultStyleSheet(window: Window): SheetRules {
  const prototype = jsdomModule<{ implementation: { prototype: DeclarationPrototype } }>(DECLARATION).implementation
    .prototype
  const item = prototype.item
  let sheet: object | undefined
  prototype.item = function (index) {
    const owner = this.parentRule?.parentStyleSheet
    if (owner && !owner.ownerNode) sheet ??= owner
    return item.call(this, index)
  }
  // An element no style was computed for yet, which a rule of that sheet (`div { display: block }`) matches.
  const probe = window.document.createElement('div')
  window.document.body.append(probe)
  try {
    window.getComputedStyle(probe).getPropertyValue('display')
  } finally {
    prototype.item = item
    probe.remove()
  }
  const found = sheet && (wrapperOf(sheet) as SheetRules | undefined)
  if (!found) throw new Error("jsdom's cascade no longer reads its default style sheet's rules through item()")
  return found
}

/** What a sheet keeps once trimmed, as CSS text: the same rules parse back from it. */
const cssTextOf = (sheet: { cssRules: CSSRuleList }) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n')

/**
 * antd writes about 3,000 style rules into the page, and jsdom matches every one of them against every element whose
 * computed style a test tool asks for (once per ancestor, for each element named by role), then copies each matching
 * rule's declarations: most of an integration test's time went there. Style sheets added to this window keep only the
 * declarations those tools read (READ_BY_TEST_TOOLS); inline styles are untouched, so `toHaveStyle` on a width or height
 * antd sets on the element still reads it. A test that asserts another property set by a style sheet fails rather than
 * passing by accident: it reads the property as unset.
 *
 * antd writes the same style texts again in every test (a component's styles are dropped with its theme when the test
 * unmounts it, and written again by the next test's render), and jsdom parsed each in full every time: 17 % of a
 * shell test file's time. A text is parsed and trimmed once per worker; afterwards jsdom parses only what it kept.
 *
 * jsdom's own default sheet is trimmed the same way: the cascade checked every element against each of its rules that
 * names no class, id or tag of its subject (`[dir=ltr i]` in a list of 52 selectors that only set `unicode-bidi`,
 * `:autofill`, `:visited`, `:focus-visible`), two fifths of the selector matching in a list page's test file.
 */
export function keepOnlyStylesTestToolsRead(window: Window): void {
  if (trimming.has(window)) return
  trimming.add(window)
  const probe = window.document.createElement('style')
  keepReadDeclarations(defaultStyleSheet(window), probe)
  const impl = implSymbolOf(probe)
  const styleImpl = impl && (probe as unknown as Record<symbol, object>)[impl]
  const prototype = styleImpl && (Object.getPrototypeOf(styleImpl) as { _updateAStyleBlock?: () => void })
  const update = prototype?._updateAStyleBlock
  // jsdom keeps the name of this step of the HTML standard ("update a style block"); if it is renamed the tests must
  // say so, not run several times slower.
  if (!prototype || !update) throw new Error('jsdom no longer updates a <style> element through _updateAStyleBlock')
  const steps = jsdomModule<StyleSheetSteps>(STYLE_SHEET_STEPS)
  const kept = new Map<string, string>()
  prototype._updateAStyleBlock = function (this: { sheet?: object | null }) {
    const element = wrapperOf(this) as HTMLStyleElement | undefined
    const text = element?.isConnected && !element.type ? element.textContent : null
    const keptText = text === null ? undefined : kept.get(text)
    if (keptText === undefined) {
      update.call(this)
      if (text !== null && element?.sheet) {
        keepReadDeclarations(element.sheet, probe)
        kept.set(text, cssTextOf(element.sheet))
      }
      return
    }
    // jsdom's steps for a connected, untyped style element, given the kept text in place of the element's own.
    if (this.sheet) steps.removeStyleSheet(this.sheet, this)
    steps.addStyleSheet(steps.createStyleSheetForElement(keptText, this), this)
  }
}

const iterating = new WeakSet<Window>()

/**
 * jsdom's HTMLCollection is a proxy whose every read of a property other than an index looks the name up among the
 * collection's elements first (`namedItem`, the named properties of the DOM standard), and it iterates with
 * `Array.prototype[Symbol.iterator]`, which reads `length` again before each element: going through a collection of n
 * elements costs n² comparisons. rc-util lists the head's `<style>` elements that way (`findStyles`) each time an antd
 * component inserts or checks its styles, once per mounted instance, and the head holds every style sheet written by
 * the files before in the worker: 4 % of the integration tests' time in a profile of 17 files, and a 3,000-input form
 * mounted several times slower late in a worker than alone. This iterator reads the elements by index until the first
 * missing one, which ends where the standard one does, also when the collection shrinks while it is read.
 */
export function iterateCollectionsByIndex(window: Window & typeof globalThis): void {
  if (iterating.has(window)) return
  iterating.add(window)
  // Defined as jsdom defines it (configurable, writable, not enumerable); a generator is not the ArrayIterator the
  // DOM types name, though it iterates the same.
  Object.defineProperty(window.HTMLCollection.prototype, Symbol.iterator, {
    configurable: true,
    writable: true,
    value: function* elements(this: HTMLCollection) {
      for (let index = 0; ; index++) {
        const element = this[index]
        if (element === undefined) return
        yield element
      }
    },
  })
}
