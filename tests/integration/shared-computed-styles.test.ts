import { describe, expect, it, vi } from 'vitest'

// tests/integration/setup.ts shares jsdom's computed styles and trims its style sheets (tests/support/jsdom.ts).

/** A style sheet of these rules in the head and an element of these classes in the body; `remove` takes both out. */
function styledElement(rules: string[], className: string) {
  const sheet = document.createElement('style')
  sheet.textContent = rules.join('\n')
  document.head.append(sheet)
  const element = document.createElement('div')
  element.className = className
  document.body.append(element)
  const keptSelectors = () => Array.from(sheet.sheet!.cssRules, (rule) => (rule as CSSStyleRule).selectorText)
  return { sheet, element, keptSelectors, remove: () => [element, sheet].forEach((node) => node.remove()) }
}

describe('computed styles in the integration tests', () => {
  it('are the same declaration until the document changes, then computed afresh', () => {
    const element = document.createElement('div')
    document.body.append(element)
    const first = window.getComputedStyle(element)
    expect(window.getComputedStyle(element)).toBe(first)
    expect(first.display).toBe('block')

    element.setAttribute('style', 'display: none')
    const after = window.getComputedStyle(element)
    expect(after).not.toBe(first)
    expect(after.display).toBe('none')
    element.remove()
  })

  it("answer a pseudo-element's style with the element's own, as jsdom does, without jsdom's not-implemented line", () => {
    // jsdom reports what it lacks on its window's virtual console, which prints it to the run's log.
    type Reports = { on(event: string, listener: () => void): void; off(event: string, listener: () => void): void }
    const reports = (window as unknown as { _virtualConsole: Reports })._virtualConsole
    const printed = vi.fn()
    reports.on('jsdomError', printed)
    const element = document.createElement('div')
    element.style.display = 'none'
    document.body.append(element)
    expect(window.getComputedStyle(element, '::-webkit-scrollbar').display).toBe('none')
    expect(() => window.getComputedStyle(element, '::part(thumb)')).toThrow(TypeError)
    expect(printed).not.toHaveBeenCalled()
    reports.off('jsdomError', printed)
    element.remove()
  })

  it('come from style sheet declarations the test tools read: hidden, faded and unclickable, not colour or size', () => {
    const { sheet, element, remove } = styledElement(
      [
        '.closed { display: none; color: red }',
        '.faded { opacity: 0; width: 10px }',
        '@media all { .inert { pointer-events: none; visibility: hidden; margin: 4px } .wide { width: 20px } }',
      ],
      'closed faded inert wide',
    )
    element.style.height = '30px'

    const style = window.getComputedStyle(element)
    const read = (...properties: string[]) => properties.map((property) => style.getPropertyValue(property))
    expect(read('display', 'opacity', 'pointer-events', 'visibility')).toEqual(['none', '0', 'none', 'hidden'])
    expect(read('height')).toEqual(['30px'])
    for (const [property, fromSheet] of [
      ['color', 'red'],
      ['width', '20px'],
      ['margin', '4px'],
    ])
      expect(read(property)).not.toEqual([fromSheet])
    expect(sheet.sheet!.cssRules).toHaveLength(3)
    expect(element).not.toBeVisible()
    remove()
  })

  it('leave out rules for pseudo-elements alone, which jsdom never matches, and keep a list naming an element too', () => {
    const { keptSelectors, element, remove } = styledElement(
      [
        '.mark::before { content: "*"; display: inline-block }',
        '.mark:after, .mark::placeholder { content: ":"; display: none }',
        '.mark:is(.a, .b)::after { display: none }',
        '.mark::after, .mark.wide { display: none }',
        '.mark.hidden { display: none }',
      ],
      'mark hidden',
    )

    expect(keptSelectors()).toEqual(['.mark::after, .mark.wide', '.mark.hidden'])
    expect(window.getComputedStyle(element).getPropertyValue('display')).toBe('none')
    remove()
  })

  it('leave out a rule whose selector jsdom cannot read, as a browser drops it, and keep the others', () => {
    const { keptSelectors, element, remove } = styledElement(
      ['.item .label..control { display: none }', '.item.control { visibility: hidden }'],
      'item control',
    )

    expect(keptSelectors()).toEqual(['.item.control'])
    expect(window.getComputedStyle(element).getPropertyValue('display')).toBe('block')
    expect(window.getComputedStyle(element).getPropertyValue('visibility')).toBe('hidden')
    remove()
  })

  it("keep of jsdom's own style sheet what shows or hides an element, not its fonts, spacing or text direction", () => {
    const page = document.createElement('section')
    page.innerHTML =
      '<address>地址</address><p hidden>隐藏</p><dialog>对话框</dialog><dialog open>打开</dialog><span dir="ltr">文字</span>'
    document.body.append(page)
    const [address, hidden, closed, open, span] = Array.from(page.children)
    const read = (element: Element, property: string) => window.getComputedStyle(element).getPropertyValue(property)

    expect([address, hidden, closed, open, span].map((element) => read(element, 'display'))).toEqual([
      'block',
      'none',
      'none',
      'block',
      'inline',
    ])
    expect(hidden).not.toBeVisible()
    expect(address).toBeVisible()
    expect(read(address, 'font-style')).not.toBe('italic')
    expect(read(span, 'unicode-bidi')).not.toBe('isolate')
    page.remove()
  })

  it('read the same from a style text written again as from its first writing', () => {
    const text = '.again { display: none; color: red } @media all { .again-wide { visibility: hidden; width: 1px } }'
    const write = () => {
      const sheet = document.createElement('style')
      sheet.textContent = text
      document.head.append(sheet)
      return sheet
    }
    const first = write()
    const second = write()
    const element = document.createElement('div')
    element.className = 'again again-wide'
    document.body.append(element)
    const rules = (sheet: HTMLStyleElement) => Array.from(sheet.sheet!.cssRules, (rule) => rule.cssText)
    expect(rules(second)).toEqual(rules(first))
    first.remove()
    expect(window.getComputedStyle(element).display).toBe('none')
    expect(window.getComputedStyle(element).visibility).toBe('hidden')
    expect(window.getComputedStyle(element).color).not.toBe('red')
    second.remove()
    expect(window.getComputedStyle(element).display).toBe('block')
    element.remove()
  })
})

// tests/support/jsdom.ts: iterateCollectionsByIndex.
describe('a collection of elements in the integration tests', () => {
  const list = (count: number) => {
    const parent = document.createElement('div')
    parent.append(
      ...Array.from({ length: count }, (_, index) => Object.assign(document.createElement('p'), { id: `p${index}` })),
    )
    return parent
  }

  it('gives its elements in order, looking names up once rather than once per element', () => {
    const parent = list(200)
    const children = parent.children
    const implKey = Object.getOwnPropertySymbols(children).find((symbol) => symbol.description === 'impl')!
    const impl = (children as unknown as Record<symbol, { namedItem(name: string): unknown }>)[implKey]
    const namedItem = vi.spyOn(impl, 'namedItem')
    const elements = Array.from(children)
    expect(elements.map((element) => element.id)).toEqual(Array.from({ length: 200 }, (_, index) => `p${index}`))
    expect(namedItem.mock.calls.length).toBeLessThanOrEqual(1)
  })

  it('ends where the collection ends, also when it shrinks while read', () => {
    const parent = list(4)
    const seen: string[] = []
    for (const element of parent.children) {
      seen.push(element.id)
      if (element.id === 'p1') parent.lastElementChild!.remove()
    }
    expect(seen).toEqual(['p0', 'p1', 'p2'])
    expect([...document.createElement('div').children]).toEqual([])
  })
})
