import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NoticeModal } from '@/notices/NoticeModal'
import { renderWithShell } from './render-notices'
import { XSS_PAYLOADS } from './xss-corpus'

/**
 * Inline handlers run in jsdom's own script context, whose `window` the test cannot read directly; a script run in
 * that context turns any write of `window.__xss` into an attribute on the shared document.
 */
function trapXss() {
  const trap = document.createElement('script')
  trap.textContent =
    "Object.defineProperty(window, '__xss', { configurable: true, get() { return undefined }, set(value) { document.documentElement.setAttribute('data-xss', String(value)) } })"
  document.head.append(trap)
  trap.remove()
}

const executed = () => document.documentElement.getAttribute('data-xss')

const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset', 'poster', 'background', 'data']
const UNSAFE_URL = /^(?:javascript|vbscript|data):/i
const FORBIDDEN = 'script, style, iframe, object, embed, form, input, button, meta, link, base'
const EVENTS = ['error', 'load', 'click', 'mouseover', 'focus', 'toggle', 'begin', 'start']

/** Fires every event a payload could hang a handler on, at every element it left behind. */
function provoke(root: Element) {
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const type of EVENTS) fireEvent(element, new Event(type))
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

beforeEach(trapXss)
afterEach(() => {
  cleanup()
  document.documentElement.removeAttribute('data-xss')
})

describe('announcement content', () => {
  it('proves the harness notices execution: an unsanitized handler does run', async () => {
    const host = document.createElement('div')
    host.innerHTML = '<img src="x" onerror="window.__xss=1">'
    document.body.append(host)
    provoke(host)
    await settle()
    expect(executed()).toBe('1')
    host.remove()
  })

  it(`has a corpus of ${XSS_PAYLOADS.length} payloads`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30)
  })

  it.each(XSS_PAYLOADS.map((payload, index) => [index, payload] as const))(
    'neutralises payload %i: %s',
    async (index, payload) => {
      renderWithShell(
        <NoticeModal
          notice={{
            id: `x${index}`,
            titile: '测试',
            msgContent: `<p>安全文本${index}</p>${payload}<p>结尾${index}</p>`,
          }}
          onClose={() => undefined}
        />,
      )
      const content = within(await screen.findByRole('dialog')).getByTestId('notice-content')
      expect(content).toHaveTextContent(`安全文本${index}`)
      expect(content.querySelectorAll(FORBIDDEN)).toHaveLength(0)
      for (const element of content.querySelectorAll('*')) {
        for (const { name, value } of [...element.attributes]) {
          expect(name.toLowerCase().startsWith('on'), `${element.tagName} keeps ${name}`).toBe(false)
          if (URL_ATTRIBUTES.includes(name.toLowerCase()))
            // eslint-disable-next-line no-control-regex -- browsers skip control characters inside a URL's scheme
            expect(value.replace(/[\s\u0000-\u001f]+/g, '')).not.toMatch(UNSAFE_URL)
          if (name === 'style') expect(value).not.toMatch(/javascript:|expression\(/i)
        }
      }
      provoke(content)
      await settle()
      expect(executed()).toBeNull()
    },
  )

  it('keeps harmless formatting, links and images', async () => {
    const html =
      '<h2>标题</h2><p style="color: red">红字<strong>加粗</strong></p><a href="https://example.com/a" target="_blank">外链</a><img src="/jeecg-boot/sys/common/static/a.png" alt="图">'
    renderWithShell(<NoticeModal notice={{ id: 'ok', titile: '格式', msgContent: html }} onClose={() => undefined} />)
    const content = within(await screen.findByRole('dialog')).getByTestId('notice-content')
    expect(content.querySelector('h2')).toHaveTextContent('标题')
    expect(content.querySelector('p')).toHaveAttribute('style', 'color: red')
    expect(content.querySelector('a')).toHaveAttribute('href', 'https://example.com/a')
    expect(content.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer')
    expect(content.querySelector('img')).toHaveAttribute('src', '/jeecg-boot/sys/common/static/a.png')
  })

  it.each(['javascript:window.__xss=1', ' JavaScript:window.__xss=1', 'data:text/html,x', '//evil.example/x'])(
    'offers no 去处理 for the url %s',
    async (openPage) => {
      renderWithShell(
        <NoticeModal notice={{ id: 'u', titile: '链接', openType: 'url', openPage }} onClose={() => undefined} />,
      )
      const dialog = await screen.findByRole('dialog')
      expect(within(dialog).queryByRole('button', { name: '去处理' })).toBeNull()
    },
  )
})
