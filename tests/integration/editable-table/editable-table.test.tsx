import type { ArrayField } from '@formily/core'
import { createForm } from '@formily/core'
import { toJS } from '@formily/reactive'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { App as AntApp } from 'antd'
import { describe, expect, it } from 'vitest'
import type { Form as FormSpec } from '@renderers/generated/schema-language'
import { SchemaForm } from '@renderers/form/SchemaForm'
import { submitValues } from '@renderers/form/submit-values'
import { validatePage } from '@renderers/schema/validate-page'
import { backend, ok, renderSchema, serveSignedInBackend } from '../engine/support'
import { AppEngine } from '@/engine/AppEngine'
import { appSemanticContext } from '../../support/engine'
import { stopThrottleClock } from './throttle-clock'

serveSignedInBackend()
const afterThrottle = stopThrottleClock()

const cell = (title: string, properties: Record<string, unknown>, width?: number) => ({
  type: 'void',
  'x-component': 'EditableTable.Column',
  'x-component-props': { title, ...(width ? { width } : {}) },
  properties,
})

/** A form with one sub-table of lines: sort number, drag handle, name, status and every row operation. */
const page = (tableProps: Record<string, unknown>, nameDecorator = 'FormItem') => ({
  kind: 'form',
  title: '明细',
  load: { method: 'get', url: '/demo/lines' },
  submit: { method: 'put', url: '/demo/lines' },
  form: {
    schema: {
      type: 'object',
      properties: {
        lines: {
          type: 'array',
          'x-decorator': 'FormItem',
          'x-component': 'EditableTable',
          'x-component-props': tableProps,
          items: {
            type: 'object',
            properties: {
              sort: cell('序号', { index: { type: 'void', 'x-component': 'EditableTable.Index' } }, 60),
              drag: cell('排序', { handle: { type: 'void', 'x-component': 'EditableTable.SortHandle' } }, 60),
              name: cell('名称', {
                name: {
                  type: 'string',
                  'x-decorator': nameDecorator,
                  'x-component': 'text',
                  'x-component-props': { placeholder: '名称' },
                  'x-validator': [{ required: true, message: '请输入名称!' }],
                },
              }),
              ops: cell('操作', {
                up: { type: 'void', 'x-component': 'EditableTable.MoveUp' },
                down: { type: 'void', 'x-component': 'EditableTable.MoveDown' },
                insert: { type: 'void', 'x-component': 'EditableTable.InsertAfter' },
                remove: { type: 'void', 'x-component': 'EditableTable.Remove' },
              }),
            },
          },
          properties: { add: { type: 'void', title: '新增一行', 'x-component': 'EditableTable.Addition' } },
        },
      },
    },
  },
})

const STARTING_LINES = [
  { name: '甲', orderNum: 1, status: 'open' },
  { name: '乙', orderNum: 2, status: 'locked' },
  { name: '丙', orderNum: 3, status: 'open' },
]

/** Serves the lines and records what the form saves. */
function serveLines(lines: object[] = STARTING_LINES) {
  const sent: Record<string, unknown>[] = []
  backend.server.use(
    mswHttp.get('*/jeecg-boot/demo/lines', () => HttpResponse.json(ok({ lines }))),
    mswHttp.put('*/jeecg-boot/demo/lines', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>)
      return HttpResponse.json(ok(null, '保存成功！'))
    }),
  )
  return sent
}

const nameInputs = () => screen.queryAllByRole<HTMLInputElement>('textbox')
const names = () => nameInputs().map((input) => input.value)
const bodyRows = () => [...document.querySelectorAll<HTMLTableRowElement>('.ant-table-tbody tr.ant-table-row')]

async function save(sent: Record<string, unknown>[]) {
  const before = sent.length
  await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }))
  await waitFor(() => expect(sent).toHaveLength(before + 1))
  return sent.at(-1)!
}

describe('editable table (EditableTable)', () => {
  it('adds a row, inserts one after a row, moves rows up and down and removes one, keeping sort numbers 1..n', async () => {
    const sent = serveLines()
    renderSchema(page({ sortField: 'orderNum' }))
    await waitFor(() => expect(names()).toEqual(['甲', '乙', '丙']))

    await userEvent.click(screen.getByRole('button', { name: /新增一行/ }))
    await userEvent.type(nameInputs()[3], '丁')
    afterThrottle()
    await userEvent.click(screen.getByRole('button', { name: '在第 1 行后插入' }))
    await userEvent.type(nameInputs()[1], '戊')
    expect(names()).toEqual(['甲', '戊', '乙', '丙', '丁'])
    expect(bodyRows().map((row) => row.cells[0].textContent)).toEqual(['1', '2', '3', '4', '5'])

    await userEvent.click(within(bodyRows()[4]).getByRole('img', { name: 'up' }))
    await userEvent.click(within(bodyRows()[0]).getByRole('img', { name: 'down' }))
    expect(names()).toEqual(['戊', '甲', '乙', '丁', '丙'])
    await userEvent.click(within(bodyRows()[2]).getByRole('img', { name: 'delete' }))
    expect(names()).toEqual(['戊', '甲', '丁', '丙'])

    const body = await save(sent)
    expect(body.lines).toEqual([
      { name: '戊', orderNum: 1 },
      { name: '甲', orderNum: 2, status: 'open' },
      { name: '丁', orderNum: 3 },
      { name: '丙', orderNum: 4, status: 'open' },
    ])
  })

  it('renumbers the sort field after a drag (the table moves the dragged row through the array field)', async () => {
    const form = createForm({ initialValues: { lines: STARTING_LINES.map((line) => ({ ...line })) } })
    const spec = page({ sortField: 'orderNum' }).form as FormSpec
    render(
      <AntApp>
        <AppEngine>
          <SchemaForm form={form} spec={spec} mode="edit" />
        </AppEngine>
      </AntApp>,
    )
    await waitFor(() => expect(names()).toEqual(['甲', '乙', '丙']))
    // jsdom cannot drag; ArrayTable's drop ends in field.move(from, to), so the test moves the row the same way.
    await act(() => (form.query('lines').take() as ArrayField).move(2, 0))
    await waitFor(() => expect(names()).toEqual(['丙', '甲', '乙']))
    expect(
      submitValues(toJS(form.values)).lines.map(
        ({ name, orderNum }: { name: string; orderNum: number }) => `${orderNum}${name}`,
      ),
    ).toEqual(['1丙', '2甲', '3乙'])
  })

  it('selects rows with a tri-state header, keeps rows the schema marks unselectable out, and deletes the selected rows', async () => {
    const sent = serveLines()
    renderSchema(page({ selectable: true, rowSelectable: "record.status !== 'locked'" }))
    await waitFor(() => expect(names()).toEqual(['甲', '乙', '丙']))
    const boxes = () => bodyRows().map((row) => within(row).getByRole<HTMLInputElement>('checkbox'))
    const header = () => document.querySelector('.ant-table-thead .ant-checkbox') as HTMLElement
    expect(boxes().map((box) => box.disabled)).toEqual([false, true, false])
    expect(screen.getByRole('button', { name: '删除选中' })).toBeDisabled()

    await userEvent.click(boxes()[0])
    expect(header()).toHaveClass('ant-checkbox-indeterminate')
    expect(screen.getByText('已选择 1 项')).toBeInTheDocument()
    await userEvent.click(within(document.querySelector('.ant-table-thead')!).getByRole('checkbox'))
    expect(header()).toHaveClass('ant-checkbox-checked')
    expect(boxes().map((box) => box.checked)).toEqual([true, false, true])

    // Moving a chosen row keeps the choice on that row, not on its old position.
    await userEvent.click(within(bodyRows()[0]).getByRole('img', { name: 'down' }))
    expect(names()).toEqual(['乙', '甲', '丙'])
    expect(boxes().map((box) => box.checked)).toEqual([false, true, true])

    await userEvent.click(screen.getByRole('button', { name: '删除选中' }))
    expect(names()).toEqual(['乙'])
    expect(header()).not.toHaveClass('ant-checkbox-checked')
    expect(header()).not.toHaveClass('ant-checkbox-indeterminate')
    expect((await save(sent)).lines).toEqual([{ name: '乙', orderNum: 2, status: 'locked' }])
  })

  it("keeps a failing cell's message on its row when chosen rows above it are deleted", async () => {
    serveLines([{ name: '甲' }, { name: '乙' }, { name: '' }, { name: '丁' }])
    renderSchema(page({ selectable: true }))
    await waitFor(() => expect(names()).toEqual(['甲', '乙', '', '丁']))
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }))
    await within(bodyRows()[2]).findByText('请输入名称!')

    await userEvent.click(within(bodyRows()[0]).getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: '删除选中' }))
    expect(names()).toEqual(['乙', '', '丁'])
    expect(within(bodyRows()[1]).getByText('请输入名称!')).toBeInTheDocument()
    expect(screen.getAllByText('请输入名称!')).toHaveLength(1)
  })

  it('stops a save on an empty required cell with the field message and keeps the rows typed', async () => {
    const sent = serveLines([])
    renderSchema(page({}))
    await userEvent.click(await screen.findByRole('button', { name: /新增一行/ }))
    afterThrottle()
    await userEvent.click(screen.getByRole('button', { name: /新增一行/ }))
    await userEvent.type(nameInputs()[0], '甲')
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }))
    expect(await screen.findByText('请输入名称!')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
    expect(names()).toEqual(['甲', ''])
  })

  it('opens a ClickToEdit cell on click and shows it as text again after a mouse-up outside; a failing cell stays open', async () => {
    const sent = serveLines([{ name: '甲' }, { name: '乙' }])
    renderSchema(page({}, 'ClickToEdit'))
    expect(await screen.findByText('甲')).toBeInTheDocument()
    expect(screen.queryByPlaceholderText('名称')).toBeNull()

    await userEvent.click(screen.getByText('乙'))
    const editor = await screen.findByPlaceholderText('名称')
    expect(editor).toHaveFocus()
    await userEvent.clear(editor)
    await userEvent.type(editor, '丙')
    await userEvent.click(screen.getByText('序号'))
    await waitFor(() => expect(screen.queryByPlaceholderText('名称')).toBeNull())
    expect(screen.getByText('丙')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: /新增一行/ }))
    expect(screen.getByText('点击编辑')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }))
    expect(await screen.findByText('请输入名称!')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('名称')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
    await userEvent.type(screen.getByPlaceholderText('名称'), '丁')
    expect((await save(sent)).lines).toEqual([{ name: '甲' }, { name: '丙' }, { name: '丁' }])
  })

  it('is checked with the page: a row condition must be an expression without braces, sortField a field name, sync a page id', async () => {
    const broken = page({ selectable: 'yes', rowSelectable: '{{record.status}}', sortField: '', sync: 'order page' })
    const validation = await validatePage(broken, appSemanticContext())
    expect(validation.ok ? [] : validation.problems.map((problem) => problem.message)).toEqual(
      expect.arrayContaining([
        'selectable 应为 true 或 false',
        'sortField 应为行内字段名',
        'sync 应为页面标识（字母、数字、下划线或连字符）',
        'rowSelectable 应为不带 {{ }} 的表达式（可用 record、index）',
      ]),
    )
    expect((await validatePage(page({ rowSelectable: 'record.status ==' }), appSemanticContext())).ok).toBe(false)
    expect(
      (
        await validatePage(
          page({
            selectable: true,
            rowSelectable: "record.status !== 'locked'",
            sortField: 'orderNum',
            sync: 'order-lines',
          }),
          appSemanticContext(),
        )
      ).ok,
    ).toBe(true)
  })
})
