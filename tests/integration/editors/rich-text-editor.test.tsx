import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { backend, serveSignedInBackend } from '../engine/support'
import type { User } from '../cron/helpers'
import { renderEditorField } from './render-form'

serveSignedInBackend()

/** The editable area, once the lazy editor and its toolbar have arrived. */
const editorArea = () =>
  waitFor(() => {
    const area = document.querySelector<HTMLElement>('.ProseMirror')
    if (!area || !screen.queryByRole('button', { name: '加粗' })) throw new Error('rich-text editor not loaded yet')
    return area
  })

/** Selects the whole document with Ctrl+A, which the editor's keymap handles. */
async function selectAll(user: User, area: HTMLElement) {
  act(() => area.focus())
  await user.keyboard('{Control>}a{/Control}')
}

/** Multipart fields of the uploads the page sends. */
function recordUploads() {
  const uploads: Promise<FormData>[] = []
  backend.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/sys/common/upload')) uploads.push(request.clone().formData())
  })
  return uploads
}

describe('rich-text editor field', () => {
  it('shows the form value formatted', async () => {
    renderEditorField('RichTextEditor', { value: '<p>本周五在<strong>第一会议室</strong>举行。</p>' })
    const area = await editorArea()
    expect(within(area).getByText('第一会议室').tagName).toBe('STRONG')
    expect(
      screen.getByRole('group', { name: '内容' }).querySelector<HTMLElement>('.ProseMirror')!.parentElement!
        .parentElement,
    ).toHaveStyle({ height: '300px' })
  })

  it('sends formatting made with the toolbar back as HTML', async () => {
    const { form, user } = renderEditorField('RichTextEditor', { value: '<p>专利年费提醒</p>' })
    const area = await editorArea()
    await selectAll(user, area)
    await user.click(screen.getByRole('button', { name: '加粗' }))
    await waitFor(() => expect(form.values.content).toBe('<p><strong>专利年费提醒</strong></p>'))
    await user.click(screen.getByRole('button', { name: '居中' }))
    await waitFor(() =>
      expect(form.values.content).toBe('<p style="text-align: center;"><strong>专利年费提醒</strong></p>'),
    )
  })

  it('hands the form sanitized HTML: no scripts, event handlers or javascript: links', async () => {
    const { form, user } = renderEditorField('RichTextEditor', {
      value:
        '<p>安全正文<img src="x" onerror="window.__richXss=1"><a href="javascript:alert(1)" onclick="window.__richXss=2">链接</a></p><script>window.__richXss=3</script>',
    })
    const area = await editorArea()
    await selectAll(user, area)
    await user.click(screen.getByRole('button', { name: '斜体' }))
    await waitFor(() => expect(form.values.content).toContain('<em>安全正文'))
    const output = String(form.values.content)
    expect(output).toContain('链接')
    expect(output).not.toMatch(/<script|onerror|onclick|javascript:/i)
    expect((window as { __richXss?: number }).__richXss).toBeUndefined()
  })

  it('empties the value when the text is removed, so a required field is still required', async () => {
    const { form, user } = renderEditorField('RichTextEditor', { value: '<p>草稿</p>' })
    const area = await editorArea()
    await selectAll(user, area)
    await user.keyboard('{Backspace}')
    await waitFor(() => expect(form.values.content).toBe(''))
  })

  it('shows its placeholder when empty', async () => {
    renderEditorField('RichTextEditor', { props: { placeholder: '请输入通告内容' } })
    const area = await editorArea()
    expect(area.querySelector('p')).toHaveAttribute('data-placeholder', '请输入通告内容')
  })

  it('uploads an image with biz=jeditor and jeditor=1 and inserts it', async () => {
    const uploads = recordUploads()
    const { form, user } = renderEditorField('RichTextEditor', { value: '<p>附图</p>' })
    await editorArea()
    await user.click(screen.getByRole('button', { name: '插入图片' }))
    const dialog = await screen.findByRole('dialog', { name: '插入图片' })
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'seal.png', { type: 'image/png' })
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, picture)
    // The stored name is the server's business (jsdom's File reaches msw as a nameless blob); the folder is ours.
    await waitFor(() =>
      expect(form.values.content).toMatch(
        /<img src="\/jeecg-boot\/sys\/common\/static\/jeditor\/[^"]+" alt="seal\.png">/,
      ),
    )
    const fields = await uploads[0]
    expect(fields.get('biz')).toBe('jeditor')
    expect(fields.get('jeditor')).toBe('1')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '插入图片' })).not.toBeInTheDocument())
  })

  it('toggles full screen with its toolbar and content', async () => {
    const { user } = renderEditorField('RichTextEditor', { value: '<p>全屏编辑</p>' })
    await editorArea()
    await user.click(screen.getByRole('button', { name: '全屏' }))
    const frame = screen.getByRole('group', { name: '内容' })
    expect(frame).toHaveAttribute('data-full-screen', 'true')
    expect(frame.parentElement).toBe(document.body)
    expect(within(frame).getByText('全屏编辑')).toBeInTheDocument()
    expect(within(frame).getByRole('button', { name: '加粗' })).toBeInTheDocument()
    await user.click(within(frame).getByRole('button', { name: '退出全屏' }))
    expect(screen.getByRole('group', { name: '内容' })).toHaveAttribute('data-full-screen', 'false')
  })

  it('locks the text and the toolbar when the field is disabled', async () => {
    const { form } = renderEditorField('RichTextEditor', { value: '<p>已发布</p>' })
    const area = await editorArea()
    act(() => form.setPattern('disabled'))
    await waitFor(() => expect(area).toHaveAttribute('contenteditable', 'false'))
    expect(screen.getByRole('button', { name: '加粗' })).toBeDisabled()
    expect(screen.getByRole('button', { name: '插入图片' })).toBeDisabled()
  })

  it('renders sanitized HTML in a detail view', async () => {
    renderEditorField('RichTextEditor', {
      value: '<p><b>加粗</b>说明<img src=x onerror="window.__richXss=4"></p>',
      readPretty: true,
    })
    expect((await screen.findByText('加粗')).tagName).toBe('B')
    expect(document.querySelector('[onerror]')).toBeNull()
    expect(document.querySelector('.ProseMirror')).toBeNull()
  })
})
