import { createForm, type Field } from '@formily/core'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { describe, expect, it } from 'vitest'
import type { Form as FormSpec } from '@renderers/generated/schema-language'
import { SchemaForm } from '@renderers/form/SchemaForm'
import { AppEngine } from '@/engine/AppEngine'
import { serveSignedInBackend } from './support'

serveSignedInBackend()

const field = (title: string, component: string, extra: Record<string, unknown> = {}) => ({
  type: 'string',
  title,
  'x-component': component,
  ...extra,
})

/** A form as a page schema writes it: titles and widgets only, no placeholder, no decorator, no message. */
const spec = {
  schema: {
    type: 'object',
    properties: {
      name: field('客户名称', 'text', { required: true }),
      notes: field('备注', 'textarea'),
      count: { ...field('件数', 'number'), type: 'number' },
      fee: { ...field('金额', 'money'), type: 'number' },
      signed: field('签约日期', 'date', { required: true }),
      level: field('客户等级', 'dict', { 'x-component-props': { dict: 'customer_level' } }),
      sex: field('性别', 'dict', { 'x-component-props': { dict: 'sex', type: 'radio' } }),
      code: field('编号', 'text', { 'x-component-props': { placeholder: '留空则自动生成' } }),
      customer: field('客户', 'searchSelect', { 'x-component-props': { dict: 'ipr_customer,customer_name,id' } }),
      parent: field('上级部门', 'remoteSelect', { 'x-component-props': { api: '/sys/sysDepart/queryTreeList' } }),
      region: field('分类', 'category', { 'x-component-props': { pcode: 'B01' } }),
      dept: field('所属部门', 'treeSelect', { 'x-component-props': { dict: 'sys_depart,depart_name,id' } }),
      handler: field('承办人', 'userSelect'),
      at: field('发生时间', 'datetime'),
      files: field('附件', 'file'),
      reason: field('加急原因', 'text', {
        'x-reactions': { dependencies: ['notes'], fulfill: { state: { required: "{{ $deps[0] === '加急' }}" } } },
      }),
    },
  },
} as unknown as FormSpec

function renderForm() {
  const form = createForm()
  render(
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <AppEngine>
          <SchemaForm form={form} spec={spec} mode="add" />
        </AppEngine>
      </AntApp>
    </ConfigProvider>,
  )
  return form
}

describe('a schema form field', () => {
  it('is named by its label: text boxes, figures, dates, selects, pickers, radio groups and uploads', async () => {
    renderForm()
    for (const name of ['客户名称', '备注', '编号']) expect(await screen.findByRole('textbox', { name })).toBeVisible()
    for (const name of ['件数', '金额']) expect(screen.getByRole('spinbutton', { name })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: '签约日期' })).toBeInTheDocument()
    expect(await screen.findByRole('combobox', { name: '客户等级' })).toBeInTheDocument()
    expect(await screen.findByRole('radiogroup', { name: '性别' })).toBeInTheDocument()
    for (const name of ['客户', '上级部门', '分类', '所属部门'])
      expect(await screen.findByRole('combobox', { name }), name).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: '承办人' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: '发生时间' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: '附件' })).toBeInTheDocument()
  })

  it('asks with its widget verb and title unless the schema gives a placeholder', async () => {
    renderForm()
    expect(await screen.findByRole('textbox', { name: '客户名称' })).toHaveAttribute('placeholder', '请输入客户名称')
    expect(screen.getByRole('textbox', { name: '签约日期' })).toHaveAttribute('placeholder', '请选择签约日期')
    expect(screen.getByRole('spinbutton', { name: '金额' })).toHaveAttribute('placeholder', '请输入金额')
    expect(screen.getByRole('textbox', { name: '编号' })).toHaveAttribute('placeholder', '留空则自动生成')
    await waitFor(() => expect(screen.getByText('请选择客户等级')).toBeInTheDocument())
  })

  it('says what a required field wants when it is left empty', async () => {
    const form = renderForm()
    await screen.findByRole('textbox', { name: '客户名称' })
    await expect(form.submit()).rejects.toBeTruthy()
    expect(await screen.findByText('请输入客户名称!')).toBeInTheDocument()
    expect(screen.getByText('请选择签约日期!')).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: '客户名称' }), '华为')
    await waitFor(() => expect(screen.queryByText('请输入客户名称!')).toBeNull())
  })

  it('made required by a reaction says the same as one required by its schema', async () => {
    const form = renderForm()
    await userEvent.type(await screen.findByRole('textbox', { name: '备注' }), '加急')
    await waitFor(() => expect((form.query('reason').take() as Field | undefined)?.required).toBe(true))
    await expect(form.submit()).rejects.toBeTruthy()
    expect(await screen.findByText('请输入加急原因!')).toBeInTheDocument()
    expect(screen.queryByText('该字段是必填字段')).toBeNull()
  })
})
