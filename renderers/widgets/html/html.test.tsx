import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Column } from '../../generated/schema-language'
import { EngineProvider } from '../../providers/EngineProvider'
import type { EngineServices, HtmlSanitizer } from '../../providers/engine-services'
import html from './index'

const BODY = '<p>请于<b>本周五</b>前提交<img src=x onerror="alert(1)"></p>'

/** A sanitizer that drops event handlers, as the app's does. */
const sanitize: HtmlSanitizer = (value) => value.replace(/ on\w+="[^"]*"/g, '')

const withSanitizer = (loadHtmlSanitizer?: () => Promise<HtmlSanitizer>) =>
  ({ loadHtmlSanitizer }) as unknown as EngineServices

function renderCell(column: Partial<Column>, services: EngineServices) {
  const cell = html.cell(BODY, { column: { field: 'esContent', ...column }, record: {} })
  return render(<EngineProvider services={services}>{cell}</EngineProvider>)
}

describe('html widget', () => {
  it('shows the HTML once sanitized', async () => {
    const { container } = renderCell(
      {},
      withSanitizer(() => Promise.resolve(sanitize)),
    )
    expect(await screen.findByText('本周五')).toBeInTheDocument()
    expect(container.querySelector('img')).not.toHaveAttribute('onerror')
  })

  it('cuts the text to the column’s ellipsis and shows the whole sanitized HTML on hover', async () => {
    const { container } = renderCell(
      { ellipsis: 10 },
      withSanitizer(() => Promise.resolve(sanitize)),
    )
    const cut = await screen.findByText('请于本周五...')
    expect(container.querySelector('b')).toBeNull()
    await userEvent.hover(cut)
    expect((await screen.findByRole('tooltip')).querySelector('b')).toHaveTextContent('本周五')
  })

  it('shows tags as text when the app gives the engine no sanitizer', () => {
    const { container } = renderCell({}, withSanitizer())
    expect(container.querySelector('img')).toBeNull()
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)">')
  })
})
