import { createForm } from '@formily/core'
import { createSchemaField, FormProvider } from '@formily/react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { formComponents } from '@renderers/form/form-components'
import { backend } from '../engine/support'
import { renderInApp } from '../engine/support'
import { dialog, popupRowsShown, tableRows, serveReportBackend } from './render-report'

serveReportBackend()

const SchemaField = createSchemaField({ components: formComponents() })

const text = (name: string) => ({ type: 'string', title: name, 'x-decorator': 'FormItem', 'x-component': 'text' })

/** A form whose `picker` node is a PopupPicker with these props, beside plain mobile and fax fields. */
function renderPicker(
  props: Record<string, unknown>,
  picker: Record<string, unknown> = { type: 'string', title: '联系部门' },
) {
  const form = createForm()
  const schema = {
    type: 'object',
    properties: {
      contact: { ...picker, 'x-decorator': 'FormItem', 'x-component': 'popupPicker', 'x-component-props': props },
      mobile: text('电话'),
      fax: text('传真'),
      address: text('地址'),
    },
  }
  renderInApp(
    <FormProvider form={form}>
      <SchemaField schema={schema} />
    </FormProvider>,
  )
  return form
}

const depart = (name: string) => backend.db.table('sys_depart').first((row) => row.departName === name)!

async function pick(names: string[]) {
  await userEvent.click(screen.getByPlaceholderText('请选择'))
  await popupRowsShown()
  for (const name of names) {
    const row = tableRows().find((candidate) => within(candidate).queryByRole('cell', { name }))!
    await userEvent.click(within(row).getByRole('cell', { name }))
  }
  await userEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }))
}

describe('popup picker', () => {
  it('says popup参数未正确配置! without code, orgFields or destFields, and shows no input', async () => {
    renderPicker({ orgFields: 'mobile', destFields: 'mobile' })
    expect(await screen.findByText('popup参数未正确配置!')).toBeInTheDocument()
    expect(screen.queryByPlaceholderText('请选择')).toBeNull()
  })

  it('says 原始值和目标值数量不一致 when orgFields and destFields differ in count', async () => {
    renderPicker({ code: 'report_depart', orgFields: 'departName,mobile', destFields: 'contact' })
    expect(await screen.findByText(/原始值和目标值数量不一致/)).toBeInTheDocument()
    expect(screen.queryByPlaceholderText('请选择')).toBeNull()
  })

  it('fills the destination fields from the chosen row, shows its own share, and the clear icon empties them all', async () => {
    const form = renderPicker({
      code: 'report_depart',
      orgFields: 'departName,mobile,fax',
      destFields: 'contact,mobile,fax',
    })
    await pick(['专利部'])
    const patent = depart('专利部')
    await waitFor(() =>
      expect(form.values).toMatchObject({ contact: '专利部', mobile: patent.mobile, fax: patent.fax }),
    )
    expect(screen.getByDisplayValue('专利部')).toBeInTheDocument()
    expect(screen.getByDisplayValue(String(patent.mobile))).toBeInTheDocument()
    await userEvent.click(screen.getByTitle('清空'))
    expect(form.values).toMatchObject({ contact: '', mobile: '', fax: '' })
  })

  it('joins several rows: its own field with the spliter, the others with commas', async () => {
    const form = renderPicker({
      code: 'report_depart',
      orgFields: 'departName,mobile',
      destFields: 'contact,mobile',
      multi: true,
      spliter: '|',
    })
    await pick(['专利部', '商标部'])
    const [patent, trademark] = [depart('专利部'), depart('商标部')]
    await waitFor(() =>
      expect(form.values).toMatchObject({ contact: '专利部|商标部', mobile: `${patent.mobile},${trademark.mobile}` }),
    )
    expect(screen.getByDisplayValue('专利部,商标部')).toBeInTheDocument()
  })

  it('in a void node fills the fields beside it and shows the one named by field', async () => {
    const form = renderPicker(
      { code: 'report_depart', orgFields: 'mobile,fax,address', destFields: 'mobile,fax,address', field: 'address' },
      { type: 'void', title: '通讯信息' },
    )
    await pick(['商标部'])
    const trademark = depart('商标部')
    await waitFor(() =>
      expect(form.values).toEqual({ mobile: trademark.mobile, fax: trademark.fax, address: trademark.address }),
    )
    expect(screen.getAllByDisplayValue(String(trademark.address))).toHaveLength(2)
  })
})
