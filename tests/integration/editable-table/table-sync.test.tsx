import { createForm, type Form } from '@formily/core'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App as AntApp } from 'antd'
import { describe, expect, it } from 'vitest'
import type { Form as FormSpec } from '@renderers/generated/schema-language'
import { SchemaForm } from '@renderers/form/SchemaForm'
import { AppEngine } from '@/engine/AppEngine'
import { backend, serveSignedInBackend } from '../engine/support'

serveSignedInBackend()

/** A customer table shared in real time under the page id `orders`. */
const spec: FormSpec = {
  schema: {
    type: 'object',
    properties: {
      customers: {
        type: 'array',
        'x-component': 'EditableTable',
        'x-component-props': { sync: 'orders' },
        items: {
          type: 'object',
          properties: {
            name: {
              type: 'void',
              'x-component': 'EditableTable.Column',
              'x-component-props': { title: '客户名' },
              properties: {
                name: { type: 'string', 'x-decorator': 'EditableTable.Cell', 'x-component': 'text' },
              },
            },
          },
        },
      },
    },
  },
}

const ROWS = [
  { id: 'c1', name: '王建国', tug_status: { name: 'idle', age: 'idle' } },
  { id: 'c2', name: '赵婷' },
]

/** One page of the table, labelled so the test can tell the two apart. */
const TablePage = ({ label, form }: { label: string; form: Form }) => (
  <section aria-label={label}>
    <SchemaForm form={form} spec={spec} mode="edit" />
  </section>
)

const namesIn = (label: string) =>
  [...screen.getByRole('region', { name: label }).querySelectorAll('input')].map((input) => input.value)

describe('editable table real-time sync (vxeSocket)', () => {
  it('shows a row typed in one page in the other page of the same table through the built-in backend’s socket', async () => {
    const first = createForm<Record<string, unknown>>({ initialValues: { customers: structuredClone(ROWS) } })
    const second = createForm<Record<string, unknown>>({ initialValues: { customers: structuredClone(ROWS) } })
    render(
      <AntApp>
        <AppEngine>
          <TablePage label="甲页" form={first} />
          <TablePage label="乙页" form={second} />
        </AppEngine>
      </AntApp>,
    )
    await waitFor(() => expect(namesIn('乙页')).toEqual(['王建国', '赵婷']))
    await waitFor(() => expect(backend.backend.vxeHub.socketsOf('orders')).toBe(2))

    const [firstName] = screen.getByRole('region', { name: '甲页' }).querySelectorAll('input')
    await userEvent.type(firstName, '先生')
    await waitFor(() => expect(namesIn('乙页')).toEqual(['王建国先生', '赵婷']))
    expect(namesIn('甲页')).toEqual(['王建国先生', '赵婷'])
    // The status the other page sent is merged into the row's own; its other keys stay.
    expect(second.getValuesIn('customers.0.tug_status')).toEqual({ name: 'idle', age: 'idle' })
  })
})
