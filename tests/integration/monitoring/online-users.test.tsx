import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import onlineUsers from '@schemas/pages/system/SysUserOnlineList.json'
import { session } from '@/session/session-store'
import { renderSchema, serveSignedInBackend } from '../engine/support'
import { call, tokenOf } from '../mocks/support'

serveSignedInBackend()

const rowOf = (text: string) => screen.getByText(text).closest('tr')!

async function forceOut(realname: string) {
  await userEvent.click(within(rowOf(realname)).getByRole('button', { name: '强退' }))
  const dialog = (await screen.findByText('强制退出用户？')).closest<HTMLElement>('.ant-modal')!
  await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
}

describe('在线用户', () => {
  it('lists one row per live token with dictionary texts, and 强退 ends that session', async () => {
    const theirs = await tokenOf('jeecg')
    renderSchema(onlineUsers, 'schemas/pages/system/SysUserOnlineList.json')
    expect(await screen.findByText('周晓雯')).toBeInTheDocument()
    expect(within(rowOf('周晓雯')).getByText('女')).toBeInTheDocument()
    expect(within(rowOf('管理员')).getByText('男')).toBeInTheDocument()

    await forceOut('周晓雯')
    await waitFor(() => expect(screen.queryByText('周晓雯')).not.toBeInTheDocument())
    expect((await call('/sys/permission/getUserPermissionByToken', { token: theirs })).status).toBe(401)
    expect(screen.getByText('管理员')).toBeInTheDocument()
  })

  it('forcing out one’s own token signs oneself out', async () => {
    renderSchema(onlineUsers, 'schemas/pages/system/SysUserOnlineList.json')
    await screen.findByText('管理员')
    await forceOut('管理员')
    await waitFor(() => expect(session.token).toBe(''))
  })
})
