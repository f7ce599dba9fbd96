import type { ArrayField } from '@formily/core'
import { createForm, onFieldInputValueChange } from '@formily/core'
import { toJS } from '@formily/reactive'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App as AntApp } from 'antd'
import { describe, expect, it, vi } from 'vitest'
import type { Form as FormSpec } from '@renderers/generated/schema-language'
import { SchemaForm } from '@renderers/form/SchemaForm'
import { registerColumnChecks } from '@renderers/form/editable-table'
import { changeReport } from '@renderers/form/editable-table/change-report'
import { ROW_HEIGHT } from '@renderers/form/editable-table/virtual/row-window'
import { AppEngine } from '@/engine/AppEngine'
import { renderSchema, serveSignedInBackend } from '../engine/support'
import { cell, column, linesPage, serveLines } from './table-page'
import { stopThrottleClock } from './throttle-clock'
import { HEAVY_TEST } from '../../support/timeouts'

serveSignedInBackend()
const afterThrottle = stopThrottleClock()

registerColumnChecks({
  notReserved: (value) => (value === '13000000000' ? '13000000000 是保留号码' : undefined),
})

/** Lines with a drag menu, a required unique name, a checked phone, a dict and a multi-dict, and row removal. */
const columns = {
  drag: {
    type: 'void',
    'x-component': 'EditableTable.Column',
    'x-component-props': { title: '排序' },
    properties: { menu: { type: 'void', 'x-component': 'EditableTable.DragMenu' } },
  },
  name: column('名称', 'name', {
    ...cell('名称', 'text', { placeholder: '名称' }),
    'x-validator': [{ required: true, message: '请输入名称!' }, { unique: true }],
  }),
  phone: column('电话', 'phone', {
    ...cell('电话', 'text', { placeholder: '电话' }),
    'x-validator': [{ preset: 'm' }, { handler: 'notReserved' }],
  }),
  sex: column('性别', 'sex', cell('性别', 'dict', { dict: 'sex' })),
  priority: column(
    '优先级',
    'priority',
    cell('优先级', 'dict', { dict: 'priority', mode: 'multiple', separator: ',' }),
  ),
  ops: column('操作', 'remove', { type: 'void', 'x-component': 'EditableTable.Remove' }),
}
const addRow = { add: { type: 'void', title: '新增一行', 'x-component': 'EditableTable.Addition' } }

/** `count` stored lines; every 50th (row 1, 51 …) is locked. */
const storedLines = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `L${index + 1}`,
    name: `名称${index + 1}`,
    phone: `139${String(index).padStart(8, '0')}`,
    sex: index % 2 === 0 ? '1' : '2',
    priority: 'L,M',
    status: index % 50 === 0 ? 'locked' : 'open',
  }))

const editButton = (row: number, title: string) => screen.getByRole('button', { name: `编辑第 ${row} 行${title}` })
/** A rendered row, found by its 性别 cell, which these tests never open. */
const rowOf = (row: number) => editButton(row, '性别').closest('tr') as HTMLElement
const boxState = (box: HTMLElement) => box.closest('.ant-checkbox') as HTMLElement

describe('editable table of 50 rows or more', () => {
  it('selects rows with a tri-state header, leaves locked rows out and deletes thousands of rows in one change', async () => {
    const form = createForm({ values: { lines: storedLines(3_000) } })
    const spec = linesPage('明细', 'lines', columns).form as FormSpec
    const lines = spec.schema.properties!.lines as { 'x-component-props'?: object }
    lines['x-component-props'] = { selectable: true, rowSelectable: "record.status !== 'locked'", sendChanges: true }
    let tableChanges = 0
    form.addEffects('count', () => onFieldInputValueChange('lines', () => void (tableChanges += 1)))
    render(
      <AntApp>
        <AppEngine>
          <SchemaForm form={form} spec={spec} mode="edit" />
        </AppEngine>
      </AntApp>,
    )
    const header = await screen.findByRole('checkbox', { name: '选择全部行' })
    expect(screen.getByRole('checkbox', { name: '选择第 1 行' })).toBeDisabled()
    expect(screen.getByRole('button', { name: '删除选中' })).toBeDisabled()

    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 2 行' }))
    expect(boxState(header)).toHaveClass('ant-checkbox-indeterminate')
    expect(screen.getByText('已选择 1 项')).toBeInTheDocument()
    await userEvent.click(header)
    expect(boxState(header)).toHaveClass('ant-checkbox-checked')
    expect(screen.getByText('已选择 2940 项')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: '选择第 1 行' })).not.toBeChecked()

    await userEvent.click(screen.getByRole('button', { name: '删除选中' }))
    const kept = (toJS(form.values) as { lines: { id: string; status: string }[] }).lines
    expect(kept).toHaveLength(60)
    expect(kept.every((line) => line.status === 'locked')).toBe(true)
    expect(tableChanges).toBe(1)
    expect(boxState(header)).not.toHaveClass('ant-checkbox-checked')
    expect(boxState(header)).not.toHaveClass('ant-checkbox-indeterminate')
    expect(editButton(2, '名称')).toHaveTextContent('名称51')
    const report = changeReport(form.query('lines').take() as ArrayField)
    expect(report.added).toEqual([])
    expect(report.changed).toEqual([])
    expect(report.removedIds).toHaveLength(2_940)
    expect(report.removedIds).toContain('L2')
    expect(report.removedIds).not.toContain('L51')
  })

  it(
    'judges every row against the column rules on submit and opens the first failing cell with its message',
    HEAVY_TEST,
    async () => {
      const stored = storedLines(200)
      stored[119].phone = '12345'
      stored[149].name = ''
      stored[169].name = stored[159].name
      stored[179].phone = '13000000000'
      const sent = serveLines('lines', stored)
      renderSchema(linesPage('明细', 'lines', columns))
      expect(await screen.findByText('名称1')).toBeInTheDocument()
      const submit = () => userEvent.click(screen.getByRole('button', { name: /提\s*交/ }))
      const fix = async (placeholder: string, value: string) => {
        const editor = screen.getByPlaceholderText(placeholder)
        await userEvent.clear(editor)
        await userEvent.type(editor, value)
      }

      await submit()
      expect(await screen.findByRole('tooltip', { name: '请输入正确的手机号码' })).toBeInTheDocument()
      expect(within(rowOf(120)).getByPlaceholderText('电话')).toHaveValue('12345')
      await fix('电话', '13912345678')

      await submit()
      expect(await screen.findByRole('tooltip', { name: '请输入名称!' })).toBeInTheDocument()
      expect(within(rowOf(150)).getByPlaceholderText('名称')).toHaveValue('')
      await fix('名称', '名称150')

      await submit()
      expect(await screen.findByRole('tooltip', { name: '名称不能重复' })).toBeInTheDocument()
      expect(within(rowOf(160)).getByPlaceholderText('名称')).toHaveValue('名称160')
      await fix('名称', '名称170')

      await submit()
      expect(await screen.findByRole('tooltip', { name: '13000000000 是保留号码' })).toBeInTheDocument()
      expect(within(rowOf(180)).getByPlaceholderText('电话')).toHaveValue('13000000000')
      await fix('电话', '13912340000')
      expect(sent).toHaveLength(0)

      await submit()
      await waitFor(() => expect(sent).toHaveLength(1))
      expect(sent[0].lines).toHaveLength(200)
      expect(sent[0].lines[179]).toMatchObject({ id: 'L180', phone: '13912340000' })
    },
  )

  it(
    'shows dictionary texts, scrolls to a new row, and moves rows with the drag menu and with the mouse',
    HEAVY_TEST,
    async () => {
      serveLines('lines', storedLines(60))
      renderSchema(linesPage('明细', 'lines', columns, addRow))
      await waitFor(() => expect(editButton(1, '性别')).toHaveTextContent('男'))
      expect(editButton(2, '性别')).toHaveTextContent('女')
      expect(editButton(1, '优先级')).toHaveTextContent('低,中')

      await userEvent.click(screen.getByRole('button', { name: /新增一行/ }))
      expect(await screen.findByRole('button', { name: '编辑第 61 行名称' })).toBeInTheDocument()
      expect(screen.getByTestId('editable-table-rows').scrollTop).toBeGreaterThan(40 * ROW_HEIGHT)

      fireEvent.scroll(screen.getByTestId('editable-table-rows'), { target: { scrollTop: 0 } })
      await userEvent.click(await screen.findByRole('button', { name: '第 2 行操作' }))
      const openMenu = () =>
        screen.getAllByRole('menu').filter((menu) => !menu.closest('.ant-dropdown-hidden, .ant-slide-up-leave'))
      await waitFor(() => expect(openMenu()).toHaveLength(1))
      await userEvent.click(within(openMenu()[0]).getByText('下移'))
      expect(editButton(2, '名称')).toHaveTextContent('名称3')
      expect(editButton(3, '名称')).toHaveTextContent('名称2')

      afterThrottle()
      await userEvent.click(screen.getByRole('button', { name: '第 1 行操作' }))
      await waitFor(() => expect(openMenu()).toHaveLength(1))
      await userEvent.click(within(openMenu()[0]).getByText('插入一行'))
      expect(editButton(2, '名称')).toBeEmptyDOMElement()
      expect(editButton(3, '名称')).toHaveTextContent('名称3')

      fireEvent.mouseDown(screen.getByRole('button', { name: '拖动第 1 行' }))
      fireEvent.mouseOver(editButton(3, '名称'))
      fireEvent.mouseUp(editButton(4, '名称'))
      await waitFor(() => expect(editButton(4, '名称')).toHaveTextContent('名称1'))
      expect(editButton(1, '名称')).toBeEmptyDOMElement()
      expect(editButton(3, '名称')).toHaveTextContent('名称2')

      // A row held at the rows' bottom edge scrolls them, so it can be dropped beyond the rows in view.
      const rows = screen.getByTestId('editable-table-rows')
      fireEvent.scroll(rows, { target: { scrollTop: 0 } })
      const box = { top: 100, bottom: 500, left: 0, right: 800, width: 800, height: 400, x: 0, y: 100 }
      const measured = vi.spyOn(rows, 'getBoundingClientRect').mockReturnValue({ ...box, toJSON: () => box })
      fireEvent.mouseDown(screen.getByRole('button', { name: '拖动第 1 行' }))
      fireEvent.mouseMove(document, { clientX: 200, clientY: 495 })
      await waitFor(() => expect(rows.scrollTop).toBeGreaterThan(0))
      fireEvent.mouseMove(document, { clientX: 200, clientY: 300 })
      const stopped = rows.scrollTop
      fireEvent.mouseUp(document.body)
      await new Promise((resolve) => requestAnimationFrame(resolve))
      expect(rows.scrollTop).toBe(stopped)
      measured.mockRestore()
    },
  )
})
