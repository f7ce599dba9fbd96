import { EditorView } from '@codemirror/view'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderEditorField } from './render-form'

/** The CodeMirror view behind the field, once the lazy editor has arrived. */
async function codeView(): Promise<EditorView> {
  const content = await waitFor(() => {
    const element = document.querySelector<HTMLElement>('.cm-content')
    if (!element) throw new Error('code editor not loaded yet')
    return element
  })
  return EditorView.findFromDOM(content)!
}

/** What typing does: a user input transaction at the cursor. */
function type(view: EditorView, text: string) {
  act(() => {
    view.dispatch(view.state.replaceSelection(text), { userEvent: 'input.type' })
  })
}

describe('code editor field', () => {
  it('shows the form value and sends edits back', async () => {
    const { form } = renderEditorField('CodeEditor', { value: '{"pattern": "^1"}', props: { language: 'json' } })
    const view = await codeView()
    expect(view.state.doc.toString()).toBe('{"pattern": "^1"}')
    expect(screen.getByText('JSON')).toBeInTheDocument()
    act(() => view.dispatch({ selection: { anchor: view.state.doc.length } }))
    type(view, '\n')
    type(view, '// 结束')
    expect(form.values.content).toBe('{"pattern": "^1"}\n// 结束')
  })

  it('follows a value set from outside without echoing it back as an edit', async () => {
    const { form } = renderEditorField('CodeEditor', { value: 'select 1', props: { language: 'sql' } })
    const view = await codeView()
    act(() => form.setValues({ content: 'select * from sys_user' }))
    await waitFor(() => expect(view.state.doc.toString()).toBe('select * from sys_user'))
    expect(form.modified).toBe(false)
  })

  it('indents with two spaces', async () => {
    renderEditorField('CodeEditor', { props: { language: 'javascript' } })
    const view = await codeView()
    expect(view.state.tabSize).toBe(2)
    expect(view.state.facet(EditorView.editable)).toBe(true)
  })

  it("shows the language's placeholder when empty", async () => {
    renderEditorField('CodeEditor', { props: { language: 'sql' } })
    await codeView()
    expect(document.querySelector('.cm-placeholder')).toHaveTextContent('请在此输入SQL代码')
  })

  it('shows a placeholder given by the schema', async () => {
    renderEditorField('CodeEditor', { props: { language: 'python', placeholder: '请输入脚本' } })
    await codeView()
    expect(document.querySelector('.cm-placeholder')).toHaveTextContent('请输入脚本')
  })

  it('is 240 pixels high unless told otherwise', async () => {
    renderEditorField('CodeEditor')
    await codeView()
    const frame = screen.getByRole('group', { name: '内容' })
    expect(frame.querySelector<HTMLElement>('.cm-editor')!.parentElement!.parentElement).toHaveStyle({
      height: '240px',
    })
  })

  it('toggles full screen over the whole window and leaves it with Escape, keeping the text', async () => {
    const { user } = renderEditorField('CodeEditor', { value: 'echo ok', props: { language: 'shell' } })
    await codeView()
    await user.click(screen.getByRole('button', { name: '全屏' }))
    const frame = screen.getByRole('group', { name: '内容' })
    expect(frame).toHaveAttribute('data-full-screen', 'true')
    expect(frame.parentElement).toBe(document.body)
    expect(within(frame).getByText('echo ok')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('group', { name: '内容' })).toHaveAttribute('data-full-screen', 'false')
    expect(screen.getByRole('button', { name: '全屏' })).toBeInTheDocument()
    expect((await codeView()).state.doc.toString()).toBe('echo ok')
  })

  it('lets the user switch the language when the schema allows it', async () => {
    const { user } = renderEditorField('CodeEditor', { props: { language: 'css', languageChange: true } })
    await codeView()
    await user.click(screen.getByRole('combobox', { name: '代码语言' }))
    await user.click(await screen.findByTitle('Python'))
    expect(document.querySelector('.cm-placeholder')).toHaveTextContent('请在此输入Python代码')
  })

  it('is read-only when the field is disabled', async () => {
    const { form } = renderEditorField('CodeEditor', { value: 'x = 1' })
    act(() => form.setPattern('disabled'))
    await waitFor(async () => expect((await codeView()).state.facet(EditorView.editable)).toBe(false))
  })

  it('shows the code as text in a detail view', async () => {
    renderEditorField('CodeEditor', { value: 'SELECT 1', readPretty: true })
    expect(await screen.findByText('SELECT 1')).toBeInTheDocument()
    expect(document.querySelector('.cm-editor')).toBeNull()
  })
})
