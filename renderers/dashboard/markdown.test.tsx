import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EngineProvider } from '../providers/EngineProvider'
import type { EngineServices, HtmlSanitizer } from '../providers/engine-services'
import { MarkdownView } from './MarkdownView'
import { markdownToHtml } from './markdown-html'

const NOTE = '## 提示\n**注意** <img src=x onerror="alert(1)"> `<b>`\n- [文档](/docs) [坏链接](javascript:void)'

/** Only what a note reads of the engine's services: the sanitizer loader, or none. */
const withSanitizer = (loadHtmlSanitizer?: () => Promise<HtmlSanitizer>) =>
  ({ loadHtmlSanitizer }) as unknown as EngineServices

describe('a note’s Markdown', () => {
  it('escapes every tag of the text when it is to be shown as text, keeping its own markup and safe links', () => {
    expect(markdownToHtml(NOTE, 'escape')).toBe(
      '<h5>提示</h5><p><strong>注意</strong> &lt;img src=x onerror=&quot;alert(1)&quot;&gt; <code>&lt;b&gt;</code></p>' +
        '<ul><li><a href="/docs" target="_blank" rel="noopener noreferrer">文档</a> 坏链接</li></ul>',
    )
  })

  it('keeps the text’s HTML for the sanitizer, code spans still escaped', () => {
    expect(markdownToHtml(NOTE, 'raw')).toContain(
      '<strong>注意</strong> <img src=x onerror="alert(1)"> <code>&lt;b&gt;</code>',
    )
  })

  it('shows tags as text when the app gives the engine no sanitizer', () => {
    const { container } = render(
      <EngineProvider services={withSanitizer()}>
        <MarkdownView text={NOTE} />
      </EngineProvider>,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(container).toHaveTextContent('注意 <img src=x onerror="alert(1)">')
  })

  it('shows the note’s HTML as the app’s sanitizer leaves it', async () => {
    const seen: string[] = []
    const sanitize: HtmlSanitizer = (html) => {
      seen.push(html)
      return html.replace(/ onerror="[^"]*"/, '')
    }
    const { container } = render(
      <EngineProvider services={withSanitizer(() => Promise.resolve(sanitize))}>
        <MarkdownView text={NOTE} />
      </EngineProvider>,
    )
    expect(await screen.findByRole('img')).not.toHaveAttribute('onerror')
    expect(seen).toEqual([markdownToHtml(NOTE, 'raw')])
    expect(container.querySelector('strong')).toHaveTextContent('注意')
  })
})
