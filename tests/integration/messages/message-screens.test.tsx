import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import messageList from '@schemas/pages/modules/message/SysMessageList.json'
import templateList from '@schemas/pages/modules/message/SysMessageTemplateList.json'
import { backend, renderSchema, serveSignedInBackend } from '../engine/support'
import { confirm, pickerDialog, rowWith, waitForOnlyRow, waitForRows } from '../pickers/harness'

serveSignedInBackend()

const pageTable = () => document.querySelector<HTMLElement>('.ant-table-wrapper')!
/** The page's table once the page has drawn it (its schema is validated first). */
const shownTable = () => waitFor(() => expect(pageTable()).not.toBeNull()).then(pageTable)

describe('消息模板', () => {
  it('发送测试 previews the template with the test data, sends it to the picked user', async () => {
    renderSchema(templateList, 'schemas/pages/modules/message/SysMessageTemplateList.json')
    await waitForRows(await shownTable())
    await userEvent.click(within(rowWith(pageTable(), '任务分配通知')).getByRole('button', { name: '发送测试' }))
    const form = await pickerDialog('发送测试')

    const preview = within(form).getByRole('region', { name: '预览' })
    expect(preview).toHaveTextContent('李四，您有一项新任务：撰写发明专利申请文件，请在5个工作日内完成。')
    const data = within(form).getByPlaceholderText(/请输入JSON格式的测试数据/)
    await userEvent.clear(data)
    await userEvent.paste('{"name":"周晓雯","task":"核对年费清单"}')
    await waitFor(() =>
      expect(within(form).getByRole('region', { name: '预览' })).toHaveTextContent(
        '周晓雯，您有一项新任务：核对年费清单，请在${days}个工作日内完成。测试数据缺少：days',
      ),
    )
    await userEvent.clear(data)
    await userEvent.paste('{"name":"周晓雯","task":"核对年费清单","days":"3"}')

    await userEvent.click(within(form).getByRole('button', { name: /选\s*择/ }))
    const picker = await pickerDialog('用户选择')
    await waitForRows(picker)
    await userEvent.type(within(picker).getByPlaceholderText('请输入姓名'), '周晓雯')
    await userEvent.click(within(picker).getByRole('button', { name: /查\s*询/ }))
    await userEvent.click(await waitForOnlyRow(picker, 'jeecg'))
    await confirm(picker)
    await confirm(form)
    expect(await screen.findByText('消息发送成功！')).toBeInTheDocument()

    const sent = backend.db
      .table('sys_sms')
      .first((row) => row.esTitle === '消息发送测试' && row.esReceiver === 'jeecg')
    expect(sent).toMatchObject({
      esContent: '周晓雯，您有一项新任务：核对年费清单，请在3个工作日内完成。',
      esType: 'system',
    })
  })

  it('新增 saves a template with its code, type, title and content', async () => {
    renderSchema(templateList, 'schemas/pages/modules/message/SysMessageTemplateList.json')
    await waitForRows(await shownTable())
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }))
    const form = await pickerDialog('新增')
    await userEvent.type(within(form).getByPlaceholderText('请输入模板编码'), 'contract_signed')
    await userEvent.type(within(form).getByPlaceholderText('请输入模板标题'), '合同签订通知')
    await userEvent.click(within(form).getByLabelText('富文本'))
    await userEvent.click(within(form).getByPlaceholderText(/请输入模板内容/))
    await userEvent.paste('<p>${customer}的合同已签订</p>')
    await confirm(form)
    await waitFor(() => expect(rowWith(pageTable(), 'contract_signed')).toHaveTextContent('合同签订通知'))
    expect(rowWith(pageTable(), 'contract_signed')).toHaveTextContent('富文本')
    expect(backend.db.table('sys_sms_template').first((row) => row.templateCode === 'contract_signed')).toMatchObject({
      templateType: '2',
      templateContent: '<p>${customer}的合同已签订</p>',
      useStatus: '0',
    })
  })

  it('an applied template offers 停用 instead of 编辑 and 删除', async () => {
    renderSchema(templateList, 'schemas/pages/modules/message/SysMessageTemplateList.json')
    await waitForRows(await shownTable())
    const applied = within(rowWith(pageTable(), '官方期限提醒'))
    expect(applied.queryByRole('button', { name: '编辑' })).toBeNull()
    expect(applied.queryByRole('button', { name: '删除' })).toBeNull()
    expect(applied.getByText('是')).toBeInTheDocument()
    await userEvent.click(applied.getByRole('button', { name: '停用' }))
    await waitFor(() =>
      expect(within(rowWith(pageTable(), '官方期限提醒')).getByRole('button', { name: '编辑' })).toBeInTheDocument(),
    )
  })
})

describe('消息管理', () => {
  it('shows rich-text content sanitized, and 重发 sends a failed message again', async () => {
    renderSchema(messageList, 'schemas/pages/modules/message/SysMessageList.json')
    await waitForRows(await shownTable())
    const failed = rowWith(pageTable(), '发送失败')
    expect(within(failed).getByText('邮件消息')).toBeInTheDocument()
    // The sanitizer loads with the first HTML cell; the cell shows the text of the sanitized HTML, cut.
    await waitFor(() => expect(failed).toHaveTextContent('尊敬的华芯微电子科技...'))
    expect(failed.querySelector('b, p')).toBeNull()
    await userEvent.click(within(failed).getByRole('button', { name: '详情' }))
    // The detail form shows the whole body as formatted, sanitized HTML.
    await waitFor(() => expect(document.querySelector('.safe-html b')).toHaveTextContent('ZL202110356781.2'))
    await userEvent.click(within(await pickerDialog('详情')).getByRole('button', { name: /关\s*闭/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await userEvent.click(within(failed).getByRole('button', { name: '重发' }))
    const dialog = (await screen.findByText('确定重新发送这条消息吗?')).closest<HTMLElement>('.ant-modal')!
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    // Sent now, on its third attempt.
    await waitFor(() => expect(rowWith(pageTable(), '年费缴纳通知')).toHaveTextContent(/jeecg\s*3\s*发送成功/))
  })
})
