import { afterEach, describe, expect, it } from 'vitest'
import { updateCSS } from '@/config/antd-style-insertion'

const MARK = { mark: 'css-test' }
const sheets = () => [...document.head.querySelectorAll('style[data-css-test]')]

/** Counts reads of a sheet's text (what rc-util compared on every call). */
function countReads(node: HTMLElement): { reads: number } {
  const counter = { reads: 0 }
  const own = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!
  Object.defineProperty(node, 'innerHTML', {
    configurable: true,
    get() {
      counter.reads += 1
      return own.get!.call(node) as string
    },
    set(value: string) {
      own.set!.call(node, value)
    },
  })
  return counter
}

afterEach(() => {
  for (const sheet of sheets()) sheet.remove()
})

describe("antd's style insertion (the production build's updateCSS for cssinjs's style hook)", () => {
  it('writes a sheet once and hands it back unread while the page holds it unchanged', () => {
    const first = updateCSS('.a{color:red}', 'sheet-1', MARK)
    const counter = countReads(first)
    expect(updateCSS('.a{color:red}', 'sheet-1', MARK)).toBe(first)
    expect(updateCSS('.a{color:red}', 'sheet-1', MARK)).toBe(first)
    expect(counter.reads).toBe(0)
    expect(sheets()).toHaveLength(1)
    expect(first.textContent).toBe('.a{color:red}')
  })

  it('rewrites a sheet whose text changed, in place', () => {
    const first = updateCSS('.b{color:red}', 'sheet-2', MARK)
    expect(updateCSS('.b{color:blue}', 'sheet-2', MARK)).toBe(first)
    expect(first.textContent).toBe('.b{color:blue}')
    expect(sheets()).toHaveLength(1)
  })

  it('writes a sheet again once it has left the page (its theme dropped)', () => {
    updateCSS('.c{color:red}', 'sheet-3', MARK).remove()
    const again = updateCSS('.c{color:red}', 'sheet-3', MARK)
    expect(again.isConnected).toBe(true)
    expect(sheets().map((sheet) => sheet.textContent)).toEqual(['.c{color:red}'])
  })

  it('keeps sheets of the same key under another mark apart', () => {
    const one = updateCSS('.d{color:red}', 'sheet-4', MARK)
    const other = updateCSS('.d{color:red}', 'sheet-4', { mark: 'css-other' })
    expect(other).not.toBe(one)
    other.remove()
  })

  it('leaves a sheet with a CSP nonce to rc-util, which sets the nonce', () => {
    const first = updateCSS('.e{color:red}', 'sheet-5', MARK)
    expect(updateCSS('.e{color:red}', 'sheet-5', { ...MARK, csp: { nonce: 'n0nce' } })).toBe(first)
    expect(first.nonce).toBe('n0nce')
  })
})
