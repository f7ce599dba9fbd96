import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { GeneralSection } from '@/widgets/bpmn/panel/sections/GeneralSection'
import { MessagesSection } from '@/widgets/bpmn/panel/sections/MessagesSection'
import { ListenersSection } from '@/widgets/bpmn/panel/sections/ListenersSection'
import { ExtensionPropertiesSection } from '@/widgets/bpmn/panel/sections/ExtensionPropertiesSection'
import { readListeners } from '@/widgets/bpmn/model/listeners'
import { readExtensionProperties } from '@/widgets/bpmn/model/extension-properties'
import { renderSection } from './harness'

describe('process base info', () => {
  it('shows the required messages and keeps the key locked once the model is stored', async () => {
    const user = userEvent.setup()
    const { element } = await renderSection('camunda', 'Process_1', (process) => (
      <GeneralSection element={process} processKeyLocked={false} />
    ))
    await user.clear(screen.getByLabelText('流程名称'))
    expect((await screen.findAllByText('流程名称不能为空')).length).toBeGreaterThan(0)
    await user.clear(screen.getByLabelText('流程标识'))
    expect((await screen.findAllByText('流程标识不能为空')).length).toBeGreaterThan(0)
    await user.type(screen.getByLabelText('流程标识'), 'leave')
    await user.type(screen.getByLabelText('流程名称'), '请假')
    await user.tab()
    await waitFor(() => expect(element.businessObject.get('id')).toBe('leave'))
    expect(element.businessObject.get('name')).toBe('请假')
  })

  it('disables the key when locked', async () => {
    await renderSection('camunda', 'Process_1', (process) => <GeneralSection element={process} processKeyLocked />)
    expect(screen.getByLabelText('流程标识')).toBeDisabled()
  })
})

describe('messages and signals', () => {
  it('adds a message and refuses a second one with the same id', async () => {
    const user = userEvent.setup()
    await renderSection('flowable', 'Process_1', (process) => <MessagesSection element={process} />)
    for (const name of ['催办', '再次催办']) {
      await user.click(screen.getByRole('button', { name: '创建新消息' }))
      const dialog = await screen.findByRole('dialog')
      await user.type(within(dialog).getByLabelText('ID'), 'Msg_1')
      await user.type(within(dialog).getByLabelText('名称'), name)
      await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }))
    }
    expect(await screen.findByText('该消息已存在，请修改id后重新保存')).toBeInTheDocument()
    expect(screen.getAllByText('催办')).toHaveLength(1)
  })
})

describe('listener form', () => {
  it('validates by listener type, saves into the element and asks before removing', async () => {
    const user = userEvent.setup()
    const { element, diagram } = await renderSection('camunda', 'Approve', (task) => (
      <ListenersSection element={task} kind="task" />
    ))
    await user.click(screen.getByRole('button', { name: '添加任务监听器' }))
    const drawer = await screen.findByRole('dialog')
    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }))
    expect(await within(drawer).findByText('请填写 Java 类')).toBeInTheDocument()
    await user.type(within(drawer).getByLabelText('Java类'), 'com.example.Notify')

    await user.click(within(drawer).getByRole('button', { name: '添加字段' }))
    const fieldDialog = (await screen.findAllByRole('dialog')).at(-1)!
    await user.click(within(fieldDialog).getByRole('button', { name: /确\s*定/ }))
    expect(await within(fieldDialog).findByText('请填写字段名称')).toBeInTheDocument()
    await user.type(within(fieldDialog).getByLabelText('字段名称'), 'level')
    await user.click(within(fieldDialog).getByRole('button', { name: /确\s*定/ }))
    expect(await within(fieldDialog).findByText('请填写字段值')).toBeInTheDocument()
    await user.type(within(fieldDialog).getByLabelText('字段值'), 'high')
    await user.click(within(fieldDialog).getByRole('button', { name: /确\s*定/ }))
    expect(await within(drawer).findByText('level')).toBeInTheDocument()

    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }))
    await waitFor(() => expect(readListeners(diagram.editor, element.businessObject, 'task')).toHaveLength(1))
    expect(readListeners(diagram.editor, element.businessObject, 'task')[0]).toMatchObject({
      class: 'com.example.Notify',
      fields: [{ name: 'level', string: 'high' }],
    })

    await user.click(screen.getByRole('button', { name: '移除' }))
    expect(await screen.findByText('确认移除该监听器吗？')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /确\s*定|OK/ }))
    await waitFor(() => expect(readListeners(diagram.editor, element.businessObject, 'task')).toHaveLength(0))
  })

  it('asks for the script format and content of a script listener', async () => {
    const user = userEvent.setup()
    await renderSection('activiti', 'Approve', (task) => <ListenersSection element={task} kind="execution" />)
    await user.click(screen.getByRole('button', { name: '添加执行监听器' }))
    const drawer = await screen.findByRole('dialog')
    await user.click(within(drawer).getByRole('combobox', { name: '监听器类型' }))
    await user.click(await screen.findByTitle('脚本'))
    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }))
    expect(await within(drawer).findByText('请填写脚本格式')).toBeInTheDocument()
    await user.type(within(drawer).getByLabelText('脚本格式'), 'groovy')
    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }))
    expect(await within(drawer).findByText('请填写脚本内容')).toBeInTheDocument()
  })
})

describe('extension properties', () => {
  it('adds a property through the dialog', async () => {
    const user = userEvent.setup()
    const { element, diagram } = await renderSection('camunda', 'Approve', (task) => (
      <ExtensionPropertiesSection element={task} />
    ))
    await user.click(screen.getByRole('button', { name: '添加属性' }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByLabelText('属性名'), 'color')
    await user.type(within(dialog).getByLabelText('属性值'), 'red')
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
    await waitFor(() =>
      expect(readExtensionProperties(diagram.editor, element)).toEqual([{ name: 'color', value: 'red' }]),
    )
  })
})
