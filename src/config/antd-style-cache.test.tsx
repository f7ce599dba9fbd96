import { StyleProvider } from '@ant-design/cssinjs'
import { render } from '@testing-library/react'
import { Button } from 'antd'
import { describe, expect, it } from 'vitest'
import { keepingStyleCache } from './antd-style-cache'

const styleEntries = (cache: ReturnType<typeof keepingStyleCache>) =>
  [...(cache as unknown as { cache: Map<string, unknown> }).cache.keys()].filter((key) => key.startsWith('style%'))

describe('keepingStyleCache', () => {
  it('keeps the style sheets of components no longer drawn, so the next page with them does not generate them again', () => {
    const cache = keepingStyleCache()
    const page = () => (
      <StyleProvider cache={cache}>
        <Button>新增</Button>
      </StyleProvider>
    )
    const first = render(page())
    const drawn = styleEntries(cache)
    expect(drawn.length).toBeGreaterThan(0)
    first.unmount()
    expect(styleEntries(cache)).toEqual(drawn)
    // Drawn again, the button finds its sheet: nothing new is generated, and its <style> is still in the page.
    render(page())
    expect(styleEntries(cache)).toEqual(drawn)
    expect(document.head.querySelectorAll('style[data-css-hash]').length).toBeGreaterThan(0)
  })
})
