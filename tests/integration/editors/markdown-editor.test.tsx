import { act, screen, waitFor, within } from '@testing-library/react'
import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { backend, failed, serveSignedInBackend } from '../engine/support'
import { renderEditorField } from './render-form'

serveSignedInBackend()

const source = () => screen.findByRole('textbox', { name: '内容' })

describe('markdown editor field', () => {
  it('shows the form value and its preview, and sends typing back', async () => {
    const { form, user } = renderEditorField('MarkdownEditor', { value: '# 使用说明' })
    const textarea = await source()
    expect(textarea).toHaveValue('# 使用说明')
    expect(await screen.findByRole('heading', { name: '使用说明' })).toBeInTheDocument()
    await user.type(textarea, '{End}\n\n**重要**')
    expect(form.values.content).toBe('# 使用说明\n\n**重要**')
    expect((await screen.findByText('重要')).tagName).toBe('STRONG')
  })

  it('follows a value set from outside', async () => {
    const { form } = renderEditorField('MarkdownEditor', { value: '旧内容' })
    const textarea = await source()
    act(() => form.setValues({ content: '新内容' }))
    await waitFor(() => expect(textarea).toHaveValue('新内容'))
  })

  it('has a Chinese toolbar and the given placeholder, and is never under 200 high', async () => {
    renderEditorField('MarkdownEditor', { props: { height: 120, placeholder: '请输入规则说明' } })
    const textarea = await source()
    expect(textarea).toHaveAttribute('placeholder', '请输入规则说明')
    for (const name of ['粗体', '斜体', '链接', '插入图片', '表格', '预览', '全屏'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    expect(document.querySelector('.w-md-editor')).toHaveStyle({ height: '200px' })
  })

  it('is 300 high by default', async () => {
    renderEditorField('MarkdownEditor')
    await source()
    expect(document.querySelector('.w-md-editor')).toHaveStyle({ height: '300px' })
  })

  it('toggles full screen', async () => {
    const { user } = renderEditorField('MarkdownEditor', { value: '正文' })
    await source()
    await user.click(screen.getByRole('button', { name: '全屏' }))
    expect(document.querySelector('.w-md-editor')).toHaveClass('w-md-editor-fullscreen')
    await user.click(screen.getByRole('button', { name: '全屏' }))
    expect(document.querySelector('.w-md-editor')).not.toHaveClass('w-md-editor-fullscreen')
  })

  it('renders no script, handler or javascript: link in its preview', async () => {
    renderEditorField('MarkdownEditor', {
      value:
        '[点我](javascript:alert(1))\n\n<img src=x onerror="window.__mdXss=1">\n\n<script>window.__mdXss=2</script>\n\n普通文本',
    })
    await source()
    expect(await screen.findByText('普通文本')).toBeInTheDocument()
    const preview = document.querySelector('.wmde-markdown')!
    expect(
      within(preview as HTMLElement)
        .getByText('点我')
        .closest('a')
        ?.getAttribute('href') ?? '',
    ).not.toMatch(/javascript:/i)
    expect(preview.querySelector('script, [onerror]')).toBeNull()
    expect((window as { __mdXss?: number }).__mdXss).toBeUndefined()
  })

  it('uploads an image from its dialog and inserts it as markdown', async () => {
    const { form, user } = renderEditorField('MarkdownEditor', { value: '' })
    await source()
    await user.click(screen.getByRole('button', { name: '插入图片' }))
    const dialog = await screen.findByRole('dialog', { name: '插入图片' })
    await user.upload(
      dialog.querySelector<HTMLInputElement>('input[type=file]')!,
      new File(['png'], 'flow.png', { type: 'image/png' }),
    )
    await waitFor(() =>
      expect(form.values.content).toMatch(/^!\[flow\.png\]\(\/jeecg-boot\/sys\/common\/static\/temp\/[^)]+\)$/),
    )
    expect(screen.queryByRole('dialog', { name: '插入图片' })).toBeNull()
  })

  it('says which image failed when the server refuses it', async () => {
    backend.server.use(mock.post('*/sys/common/upload', () => HttpResponse.json(failed('上传失败！'))))
    const { form, user } = renderEditorField('MarkdownEditor', { value: '' })
    await source()
    await user.click(screen.getByRole('button', { name: '插入图片' }))
    const dialog = await screen.findByRole('dialog', { name: '插入图片' })
    await user.upload(
      dialog.querySelector<HTMLInputElement>('input[type=file]')!,
      new File(['png'], 'flow.png', { type: 'image/png' }),
    )
    expect(await screen.findByText('flow.png 上传失败.')).toBeInTheDocument()
    expect(form.values.content).toBe('')
  })

  it('shows the rendered markdown in a detail view', async () => {
    renderEditorField('MarkdownEditor', { value: '## 说明\n\n- 第一条', readPretty: true })
    expect(await screen.findByRole('heading', { name: '说明' })).toBeInTheDocument()
    expect(screen.getByText('第一条').tagName).toBe('LI')
    expect(screen.queryByRole('textbox')).toBeNull()
  })
})
