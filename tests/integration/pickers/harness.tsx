import { createForm, type Form } from '@formily/core'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { expect } from 'vitest'
import type { Form as FormSpec } from '@renderers/generated/schema-language'
import { setupEngine } from '@renderers/engine'
import { SchemaForm } from '@renderers/form/SchemaForm'
import { AppEngine } from '@/engine/AppEngine'

setupEngine()

/** A form with one Picker field (x-component-props as given) holding `value`, rendered as the shell renders forms. */
export function renderPicker(props: Record<string, unknown>, value?: unknown, mode: 'add' | 'detail' = 'add'): Form {
  const form = createForm({ initialValues: { chosen: value }, readPretty: mode === 'detail' })
  const spec = {
    schema: {
      type: 'object',
      properties: {
        chosen: {
          type: 'string',
          title: '选择',
          'x-decorator': 'FormItem',
          'x-component': 'picker',
          'x-component-props': props,
        },
      },
    },
  } as unknown as FormSpec
  render(
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <AppEngine>
          <SchemaForm form={form} spec={spec} mode={mode} />
        </AppEngine>
      </AntApp>
    </ConfigProvider>,
  )
  return form
}

/**
 * The open modal titled `title` (a drawer is a dialog too, but has no modal title), once it shows: a form dialog's
 * code loads on first use, so another dialog may be open before this one is.
 */
export function pickerDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen
      .getAllByRole('dialog')
      .find((item) => item.querySelector('.ant-modal-title')?.textContent === title)
    expect(dialog, `dialog ${title}`).toBeTruthy()
    return dialog!
  })
}

/** Width the modal was given (antd puts it on the modal element). */
export const modalWidth = (dialog: HTMLElement): string =>
  dialog.closest<HTMLElement>('.ant-modal')?.style.width ?? dialog.style.width

/** Body rows of the first table inside `container`. */
export const tableRows = (container: HTMLElement, index = 0): HTMLElement[] => {
  const body = container.querySelectorAll('.ant-table-tbody')[index] as HTMLElement | undefined
  return body
    ? within(body)
        .queryAllByRole('row')
        .filter((row) => row.getAttribute('data-row-key'))
    : []
}

/**
 * Rows a click reaches: antd's Spin leaves off spinning one render after the rows come (its spinning is state set by
 * an effect), and while it spins its veil takes pointer events from the rows.
 */
export function expectRowsReady(container: HTMLElement, rows: readonly HTMLElement[]): void {
  expect(container.querySelector('[aria-busy="true"]')).toBeNull()
  expect(rows.length).toBeGreaterThan(0)
}

/** Waits until the table shows rows and has stopped loading. */
export async function waitForRows(container: HTMLElement, index = 0): Promise<HTMLElement[]> {
  await waitFor(() => expectRowsReady(container, tableRows(container, index)))
  return tableRows(container, index)
}

/**
 * Waits until the picker's table shows the answer to its search — exactly one row, holding `text` — and has stopped
 * loading: a row clicked while the table is still loading (antd blurs it and takes pointer events away) is lost.
 */
export async function waitForOnlyRow(container: HTMLElement, text: string): Promise<HTMLElement> {
  await waitFor(() => {
    expect(container.querySelector('[aria-busy="true"]')).toBeNull()
    expect(tableRows(container).map((row) => row.textContent)).toEqual([expect.stringContaining(text)])
  })
  return tableRows(container)[0]
}

export const rowWith = (container: HTMLElement, text: string): HTMLElement => {
  const row = tableRows(container).find((item) => item.textContent?.includes(text))
  if (!row)
    throw new Error(
      `no row with ${text} among ${tableRows(container)
        .map((item) => item.textContent)
        .join(' | ')}`,
    )
  return row
}

export const confirm = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
