import { createForm } from '@formily/core'
import { toJS } from '@formily/reactive'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App as AntApp } from 'antd'
import { describe, expect, it } from 'vitest'
import type { FormilyNode, Form as FormSpec } from '@renderers/generated/schema-language'
import { SchemaForm } from '@renderers/form/SchemaForm'
import { ROW_HEIGHT } from '@renderers/form/editable-table/virtual/row-window'
import { AppEngine } from '@/engine/AppEngine'

const ROWS = 10_000

const column = (title: string, properties: Record<string, FormilyNode>): FormilyNode => ({
  type: 'void',
  'x-component': 'EditableTable.Column',
  'x-component-props': { title },
  properties,
})

/** A form whose sub-table of lines holds a row number, a required name, an amount and a remove button. */
const spec: FormSpec = {
  schema: {
    type: 'object',
    properties: {
      lines: {
        type: 'array',
        'x-component': 'EditableTable',
        items: {
          type: 'object',
          properties: {
            index: column('序号', { index: { type: 'void', 'x-component': 'EditableTable.Index' } }),
            name: column('名称', {
              name: {
                type: 'string',
                'x-decorator': 'EditableTable.Cell',
                'x-component': 'text',
                'x-component-props': { placeholder: '名称' },
                'x-validator': [{ required: true, message: '请输入名称!' }],
              },
            }),
            amount: column('金额', {
              amount: { type: 'number', 'x-decorator': 'EditableTable.Cell', 'x-component': 'EditableTable.Number' },
            }),
            ops: column('操作', { remove: { type: 'void', 'x-component': 'EditableTable.Remove' } }),
          },
        },
      },
    },
  },
}

function renderLines() {
  const lines = Array.from({ length: ROWS }, (_, index) => ({ name: `名称${index + 1}`, amount: index }))
  const form = createForm({ values: { lines } })
  render(
    <AntApp>
      <AppEngine>
        <SchemaForm form={form} spec={spec} mode="edit" />
      </AppEngine>
    </AntApp>,
  )
  return form
}

const scroller = () => screen.getByTestId('editable-table-rows')
const shownRows = () => scroller().querySelectorAll('tbody tr:not([aria-hidden])')
const scrollToRow = (row: number) => fireEvent.scroll(scroller(), { target: { scrollTop: (row - 1) * ROW_HEIGHT } })

describe('editable table with 10,000 rows', () => {
  it('renders only a window of rows, shows later rows on scrolling and keeps a far row as edited', async () => {
    const form = renderLines()
    expect(await screen.findByText('名称1')).toBeInTheDocument()
    expect(shownRows().length).toBeLessThan(40)
    expect(screen.queryByText('名称9999')).toBeNull()
    // The column titles stay above the rows scrolling under them (the table's style sheet, not a style per cell).
    for (const title of screen.getAllByRole('columnheader')) {
      expect(window.getComputedStyle(title).zIndex).toBe('1')
      expect(title.getAttribute('style')).toBeNull()
    }

    scrollToRow(9_990)
    expect(await screen.findByText('名称9999')).toBeInTheDocument()
    expect(screen.queryByText('名称1')).toBeNull()
    expect(shownRows().length).toBeLessThan(40)

    await userEvent.click(screen.getByRole('button', { name: '编辑第 9999 行名称' }))
    const editor = await screen.findByPlaceholderText('名称')
    expect(editor).toHaveFocus()
    await userEvent.clear(editor)
    await userEvent.type(editor, '远处的行')
    await userEvent.click(document.body)
    await waitFor(() => expect(screen.queryByPlaceholderText('名称')).toBeNull())
    expect(screen.getByRole('button', { name: '编辑第 9999 行名称' })).toHaveTextContent('远处的行')

    scrollToRow(1)
    expect(await screen.findByText('名称1')).toBeInTheDocument()
    scrollToRow(9_990)
    expect(await screen.findByRole('button', { name: '编辑第 9999 行名称' })).toHaveTextContent('远处的行')
    const lines = (toJS(form.values) as { lines: { name: string }[] }).lines
    expect(lines).toHaveLength(ROWS)
    expect(lines[9_998].name).toBe('远处的行')
  })

  it('keeps an emptied required cell open with its message and removes a far row through its row operation', async () => {
    const form = renderLines()
    scrollToRow(5_000)
    await userEvent.click(await screen.findByRole('button', { name: '编辑第 5001 行名称' }))
    await userEvent.clear(await screen.findByPlaceholderText('名称'))
    await userEvent.click(document.body)
    expect(await screen.findByText('请输入名称!')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('名称')).toBeInTheDocument()
    await expect(form.validate()).rejects.toBeTruthy()

    const row = screen.getByText('名称5003').closest('tr') as HTMLElement
    await userEvent.click(within(row).getByRole('img', { name: 'delete' }))
    await waitFor(() => expect(screen.queryByText('名称5003')).toBeNull())
    expect((toJS(form.values) as { lines: unknown[] }).lines).toHaveLength(ROWS - 1)
  })
})
