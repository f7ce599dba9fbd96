import { act, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { Authorized, useActionEnabled, useHasPermission } from './use-permission'
import { session } from './session-store'

/** A toolbar as a page would write it: the component for buttons, the hooks for a visibility and a disabled flag. */
function Toolbar() {
  const canExport = useHasPermission('user:export')
  const birthdayEnabled = useActionEnabled('user:form:birthday')
  const emailEnabled = useActionEnabled('user:form:email')
  return (
    <div>
      <Authorized action="user:add">
        <button type="button">添加</button>
      </Authorized>
      <Authorized action="user:delete">
        <button type="button">删除</button>
      </Authorized>
      <Authorized action="user:import">
        <button type="button">导入</button>
      </Authorized>
      {canExport && <button type="button">导出</button>}
      <input aria-label="生日" disabled={!birthdayEnabled} />
      <input aria-label="邮箱" disabled={!emailEnabled} />
    </div>
  )
}

beforeEach(() => {
  session.auth = [{ action: 'user:add', type: '1', describe: '添加' }]
  session.allAuth = [
    { action: 'user:add', type: '1', status: '1' },
    { action: 'user:delete', type: '1', status: '1' },
    { action: 'user:import', type: '1', status: '0' },
    { action: 'user:export', type: '1', status: '1' },
    { action: 'user:form:birthday', type: '2', status: '1' },
    { action: 'user:form:email', type: '2', status: '0' },
  ]
})

describe('the has directive as a component and hooks', () => {
  it('keeps what the user holds, removes what they lack, and keeps a button whose rule has status 0 (first reading)', () => {
    render(<Toolbar />)
    expect(screen.getByRole('button', { name: '添加' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull()
    expect(screen.getByRole('button', { name: '导入' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull()
  })

  it('disables a field whose type-2 rule has status 0 and leaves a status-1 rule enabled (second reading)', () => {
    render(<Toolbar />)
    expect(screen.getByLabelText('邮箱')).toBeDisabled()
    expect(screen.getByLabelText('生日')).toBeEnabled()
  })

  it('follows the session: permissions loaded later show the buttons', async () => {
    render(<Toolbar />)
    // valtio notifies subscribers after the current task.
    await act(() => {
      session.auth = [...session.auth, { action: 'user:delete', type: '1' }, { action: 'user:export', type: '1' }]
      return Promise.resolve()
    })
    expect(await screen.findByRole('button', { name: '删除' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument()
  })
})
