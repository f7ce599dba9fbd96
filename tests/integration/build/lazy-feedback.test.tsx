import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import useLazyMessage from '../../../build/lazy-feedback/message'
import useLazyModal from '../../../build/lazy-feedback/modal'
import useLazyNotification from '../../../build/lazy-feedback/notification'

type Api = ReturnType<typeof useLazyMessage>[0]

/** Renders the three hooks as antd's App does (holders beside the page) and hands out their APIs. */
function renderFeedback() {
  const apis: { message?: Api; modal?: Api; notification?: Api } = {}
  function Page() {
    const [message, messageHolder] = useLazyMessage()
    const [modal, modalHolder] = useLazyModal()
    const [notification, notificationHolder] = useLazyNotification()
    Object.assign(apis, { message, modal, notification })
    return (
      <>
        {messageHolder}
        {modalHolder}
        {notificationHolder}
      </>
    )
  }
  render(<Page />)
  return apis as Required<typeof apis>
}

/** The production build gives antd's App these hooks (narrow-antd-imports-plugin); the tests run antd's own. */
describe("antd App's feedback hooks, fetched with their first call", () => {
  it('shows a message and a notification asked for before the hooks arrived', async () => {
    const { message, notification } = renderFeedback()
    act(() => {
      message.success('保存成功！')
      notification.error({ message: '系统提示', description: '拒绝访问' })
    })
    expect(await screen.findByText('保存成功！')).toBeInTheDocument()
    expect(await screen.findByText('拒绝访问')).toBeInTheDocument()
  })

  it('settles a confirm asked for before the hook arrived with the choice made in it', async () => {
    const { modal } = renderFeedback()
    let confirm: ReturnType<Api[string]> = undefined
    act(() => {
      confirm = modal.confirm({ title: '确认删除', content: '是否删除选中数据?' })
    })
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }))
    await expect(confirm).resolves.toBe(true)
  })

  it('closes a message closed before the hook arrived, and runs later calls at once', async () => {
    const { message } = renderFeedback()
    let loading: ReturnType<Api[string]> = undefined
    act(() => {
      loading = message.loading('正在导出', 0)
      ;(loading as () => void)()
      message.info('导出完成')
    })
    expect(await screen.findByText('导出完成')).toBeInTheDocument()
    // A message kept open (duration 0) settles only when it is closed.
    await expect(loading).resolves.toBe(true)
    act(() => void message.warning('请选择一条记录！'))
    expect(await screen.findByText('请选择一条记录！')).toBeInTheDocument()
  })
})
