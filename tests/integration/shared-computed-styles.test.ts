import { describe, expect, it } from 'vitest'

// tests/integration/setup.ts shares jsdom's computed styles and trims its style sheets (tests/support/jsdom.ts).
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

  it('come from style sheet declarations the test tools read: hidden, faded and unclickable, not colour or size', () => {
    const sheet = document.createElement('style')
    sheet.textContent = [
      '.closed { display: none; color: red }',
      '.faded { opacity: 0; width: 10px }',
      '@media all { .inert { pointer-events: none; visibility: hidden; margin: 4px } .wide { width: 20px } }',
    ].join('\n')
    document.head.append(sheet)
    const element = document.createElement('div')
    element.className = 'closed faded inert wide'
    element.style.height = '30px'
    document.body.append(element)

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
    element.remove()
    sheet.remove()
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
