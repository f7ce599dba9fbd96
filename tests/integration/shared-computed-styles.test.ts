import { describe, expect, it } from 'vitest'

// tests/integration/setup.ts shares jsdom's computed styles (tests/support/jsdom.ts).
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
})
