import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSchema, serveSignedInBackend } from '../engine/support'
import { serveLines } from './table-page'

serveSignedInBackend()

const column = (cells: object, props: object = { width: 160 }) => ({
  type: 'void',
  'x-component': 'EditableTable.Column',
  'x-component-props': props,
  properties: cells,
})

/** A customer's contacts, an editable table of ipr-contact rows whose columns name no titles of their own. */
const contactsPage = {
  kind: 'form',
  title: '联系人',
  load: { method: 'get', url: '/demo/contacts' },
  submit: { method: 'put', url: '/demo/contacts' },
  form: {
    schema: {
      type: 'object',
      properties: {
        lines: {
          type: 'array',
          'x-component': 'EditableTable',
          'x-component-props': { entity: 'ipr-contact' },
          items: {
            type: 'object',
            properties: {
              nameColumn: column({ name: { required: true } }),
              sexColumn: column({ sex: {} }),
              mobileColumn: column({ mobile: {} }, { title: '手机号码' }),
            },
          },
          properties: { add: { type: 'void', title: '新增联系人', 'x-component': 'EditableTable.Addition' } },
        },
      },
    },
  },
}

const headers = () => [...document.querySelectorAll('.ant-table-thead th')].map((cell) => cell.textContent)

describe('an editable table naming the entity of its rows', () => {
  it('heads its columns with the fields’ titles, and its cells ask with them', async () => {
    const sent = serveLines('contacts', [{ name: '', sex: '1', mobile: '' }])
    renderSchema(contactsPage)
    await waitFor(() => expect(headers()).toEqual(expect.arrayContaining(['姓名', '性别', '手机号码'])))
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-table-tbody tr.ant-table-row')
      expect(found).not.toBeNull()
      return found!
    })
    expect(within(row).getByPlaceholderText('请输入姓名')).toBeInTheDocument()
    expect(within(row).getByPlaceholderText('请输入手机号码')).toBeInTheDocument()
    // The sex cell is the entity's dictionary: it shows the item's text, not the stored code.
    expect(await within(row).findByText('男')).toBeInTheDocument()
    // The header names the cell: it has no label of its own.
    expect(row.querySelector('.ant-formily-item-label')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }))
    expect(await within(row).findByText('请输入姓名!')).toBeInTheDocument()
    expect(sent).toEqual([])
  })

  it('that does not exist is named at its JSON pointer', async () => {
    const page = structuredClone(contactsPage)
    page.form.schema.properties.lines['x-component-props'].entity = 'ipr-contacts'
    renderSchema(page)
    expect(await screen.findByText('页面配置有误')).toBeInTheDocument()
    const problems = within(screen.getByRole('alert'))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(problems).toEqual([
      '/form/schema/properties/lines/x-component-props/entity 未知的实体 "ipr-contacts"（schemas/entities/ipr-contacts.json 不存在）',
    ])
  })
})
