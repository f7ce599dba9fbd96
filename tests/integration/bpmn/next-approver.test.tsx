import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { readTaskRules, writeTaskRules } from '@/pages/bpm/task-rules'
import { backend, serveSignedInBackend } from '../engine/support'
import { call, tokenOf } from '../mocks/support'
import { HEAVY_TEST } from '../../support/timeouts'
import { renderTaskHandle } from './task-handle-page'

// The approver of the loan's first node, whom the starter picks; the page is theirs.
const APPROVER = 'hejunjie'
const NEXT = 'yangfan'

serveSignedInBackend(APPROVER)

const { db } = backend

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads each answer's fields as it needs them
const send = async (path: string, token: string, method = 'GET', body?: unknown): Promise<any> =>
  (await call(path, { method, body, token })).body

/**
 * Every node of the loan process made 发起人选择 through the model page's endpoint, then 刘芳's loan submitted with
 * the approver picked for the first node: its open task.
 */
async function loanWaitingForApprover(): Promise<{ id: string; instanceId: string }> {
  const model = db.table('act_model').first((row) => row.key === 'ipr_loan_approval')!
  const { id, key, name, flavour, xml } = model
  const rules = readTaskRules(String(xml)).map((rule) => ({ ...rule, kind: 'starterChooses' as const, values: [] }))
  const admin = await tokenOf('admin')
  const written = writeTaskRules(String(xml), 'camunda', rules)
  expect(await send('/act/process/models/edit', admin, 'PUT', { id, key, name, flavour, xml: written })).toMatchObject({
    success: true,
  })
  const liufang = await tokenOf('liufang')
  const loanReason = `下一步审批人-${Math.round(Math.random() * 1e9)}`
  await send('/ipr/loan/add', liufang, 'POST', { loanDate: '2026-05-06', loanAmount: 300, loanReason })
  const loan = db.table('ipr_loan').first((row) => row.loanReason === loanReason)!
  const started = { flowCode: 'ipr_loan', id: loan.id, nextUserName: APPROVER }
  expect(await send('/act/process/extActProcess/startMutilProcess', liufang, 'POST', started)).toMatchObject({
    success: true,
  })
  const instance = db
    .table('act_instance')
    .first((row) => row.businessTable === 'ipr_loan' && row.businessId === loan.id)!
  const task = db.table('act_task').first((row) => row.instanceId === instance.id && row.endTime === null)!
  return { id: String(task.id), instanceId: String(instance.id) }
}

describe('the approver’s 下一步审批人', () => {
  it(
    'asks for the next approver on 同意 when the next node is the starter’s choice, refuses without one, and sends the pick',
    HEAVY_TEST,
    async () => {
      const task = await loanWaitingForApprover()
      const open = () => db.table('act_task').list((row) => row.instanceId === task.instanceId && row.endTime === null)
      renderTaskHandle(`/bpm/task/handle?taskId=${task.id}`)
      const picker = await screen.findByRole('combobox', { name: '下一步审批人' })

      await userEvent.click(screen.getByRole('button', { name: /同\s*意/ }))
      expect(await screen.findByText('请选择下一步审批人')).toBeInTheDocument()
      expect(open().map((row) => row.id)).toEqual([task.id])

      const next = db.table('sys_user').first((user) => user.username === NEXT)!
      // The picker lists every user: typed, the account narrows it to the one.
      await userEvent.type(picker, NEXT)
      await userEvent.click(await screen.findByTitle(`${String(next.realname)}（${NEXT}）`))
      await userEvent.click(screen.getByRole('button', { name: /同\s*意/ }))
      expect(await screen.findByTestId('location')).toHaveTextContent('/bpm/task/todo')
      await waitFor(() => expect(open()).toHaveLength(1))
      expect(open()[0]).toMatchObject({ assigneeUsername: NEXT })
      expect(db.table('act_task').get(task.id)).toMatchObject({ assigneeUsername: APPROVER, result: 2 })
    },
  )
})
