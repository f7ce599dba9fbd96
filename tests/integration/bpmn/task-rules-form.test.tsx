import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import modelList from '@schemas/pages/bpm/ModelList.json'
import { readTaskRules, type TaskRule } from '@/pages/bpm/task-rules'
import { backend, renderSchema, serveSignedInBackend } from '../engine/support'
import { call, tokenOf } from '../mocks/support'
import { HEAVY_TEST } from '../../support/timeouts'

serveSignedInBackend()

const { db } = backend
const FIRST = '部门经理审批'

const model = () => db.table('act_model').first((row) => row.key === 'ipr_loan_approval')!
const rulesInXml = () => readTaskRules(String(model().xml)).map(({ kind, values }) => ({ kind, values }))
const realname = (username: string) => String(db.table('sys_user').first((row) => row.username === username)!.realname)
const roleName = (code: string) => String(db.table('sys_role').first((row) => row.roleCode === code)!.roleName)
const departName = (orgCode: string) =>
  String(db.table('sys_depart').first((row) => row.orgCode === orgCode)!.departName)

/** 分配规则 opened on the loan process's row of 流程模型: the dialog, once its rows show. */
async function openRules(): Promise<HTMLElement> {
  // The list reloads after a save: its rows take clicks again once it has.
  await waitFor(() => expect(document.querySelector('.ant-spin-blur')).toBeNull())
  const row = (await screen.findByText('借款审批流程')).closest('tr') as HTMLElement
  await userEvent.click(within(row).getByText('分配规则'))
  const dialog = (await screen.findAllByRole('dialog')).at(-1)!
  await within(dialog).findByText(FIRST)
  return dialog
}

/** The dialog's row of a task, found by the task's name the row shows. */
const taskRow = (dialog: HTMLElement, task: string) =>
  within(dialog)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(task))!

/** The row's select named `name` (规则类型, or the 办理人 picker its type shows), as a screen reader finds it. */
const selectOf = (row: HTMLElement, name: string) =>
  within(row).getByRole('combobox', { name }).closest<HTMLElement>('.ant-select')!

/** What the row's selects show: the chosen options' texts, in column order. */
const shownIn = (row: HTMLElement) =>
  [...row.querySelectorAll('.ant-select-selection-item')].map((item) => item.textContent)

/** Opens a select, searches when it can, and picks the option with the text. */
async function pick(select: HTMLElement, text: string) {
  fireEvent.mouseDown(select.querySelector('.ant-select-selector')!)
  const search = select.querySelector<HTMLInputElement>('input')
  if (search && !search.readOnly) fireEvent.change(search, { target: { value: text } })
  const options = await screen.findAllByTitle(text)
  await userEvent.click(options.at(-1)!)
}

/** Sets a row's 规则类型, then picks or types its 办理人 as the type asks. */
async function setRule(dialog: HTMLElement, task: string, kind: string, ...assignees: string[]) {
  await pick(selectOf(taskRow(dialog, task), '规则类型'), kind)
  for (const assignee of assignees) {
    const row = taskRow(dialog, task)
    const input = within(row).queryByRole('textbox', { name: '办理人' })
    if (input) await userEvent.type(input, assignee)
    else await pick(selectOf(row, '办理人'), assignee)
  }
}

async function save(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
  await waitFor(() => expect(dialog).not.toBeInTheDocument())
}

/** 刘芳 submits a new loan: the open task of its instance. */
async function submitLoan() {
  const liufang = await tokenOf('liufang')
  const loanReason = `分配规则表单-${Math.round(Math.random() * 1e9)}`
  await call('/ipr/loan/add', {
    method: 'POST',
    body: { loanDate: '2026-05-06', loanAmount: 300, loanReason },
    token: liufang,
  })
  const id = String(db.table('ipr_loan').first((row) => row.loanReason === loanReason)!.id)
  const started = await call('/act/process/extActProcess/startMutilProcess', {
    method: 'POST',
    body: { flowCode: 'ipr_loan', id },
    token: liufang,
  })
  expect(started.body).toMatchObject({ success: true })
  const instance = db.table('act_instance').first((row) => row.businessTable === 'ipr_loan' && row.businessId === id)!
  return db.table('act_task').first((row) => row.instanceId === instance.id && row.endTime === null)!
}

const candidatesOf = (task: Record<string, unknown>) => String(task.candidates).split(',').sort()

describe('分配规则 of the model page, drawn from its schema', () => {
  it(
    'sets a rule of every kind with its picker, shows them again on reopening, and a new loan goes by them',
    HEAVY_TEST,
    async () => {
      const [second] = readTaskRules(String(model().xml)).slice(1)
      renderSchema(modelList, 'schemas/pages/bpm/ModelList.json')

      let dialog = await openRules()
      // The seed offers the second node to 财务 (a role): the first gets the role, the second two users.
      await setRule(dialog, FIRST, '指定角色', roleName('finance'))
      await setRule(dialog, second.name, '指定用户', realname('hejunjie'), realname('zhangsan'))
      await save(dialog)
      expect(rulesInXml()).toEqual<Pick<TaskRule, 'kind' | 'values'>[]>([
        { kind: 'roles', values: ['finance'] },
        { kind: 'users', values: ['hejunjie', 'zhangsan'] },
      ])
      expect(candidatesOf(await submitLoan())).toEqual(['caolihua', 'pengyuhang', 'zengshihan'])

      dialog = await openRules()
      expect(shownIn(taskRow(dialog, FIRST))).toEqual(['指定角色', roleName('finance')])
      expect(shownIn(taskRow(dialog, second.name))).toEqual(['指定用户', realname('hejunjie'), '+1'])
      await setRule(dialog, FIRST, '部门成员', departName('A01A04'))
      await setRule(dialog, second.name, '表达式（记录字段）', 'createBy')
      await save(dialog)
      expect(rulesInXml()).toEqual([
        { kind: 'dept', values: ['A01A04'] },
        { kind: 'expression', values: ['createBy'] },
      ])
      const members = candidatesOf(await submitLoan())
      expect(members.length).toBeGreaterThan(1)

      dialog = await openRules()
      expect(shownIn(taskRow(dialog, FIRST))).toEqual(['部门成员', departName('A01A04')])
      expect(within(taskRow(dialog, second.name)).getByDisplayValue('createBy')).toBeInTheDocument()
      await setRule(dialog, FIRST, '发起人的部门负责人')
      await setRule(dialog, second.name, '发起人选择')
      await save(dialog)
      expect(rulesInXml()).toEqual([
        { kind: 'starterLeader', values: [] },
        { kind: 'starterChooses', values: [] },
      ])
      expect(await submitLoan()).toMatchObject({ assigneeUsername: 'chenxiaodong' })

      dialog = await openRules()
      expect(shownIn(taskRow(dialog, FIRST))).toEqual(['发起人的部门负责人'])
      // A type that names somebody asks for them before anything is saved.
      await setRule(dialog, FIRST, '指定角色')
      await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }))
      // The cell's tooltip says what it lacks.
      expect(await screen.findByText('请选择办理人!')).toBeInTheDocument()
      await setRule(dialog, FIRST, '发起人办理')
      await save(dialog)
      expect(rulesInXml()[0]).toEqual({ kind: 'starter', values: [] })
      expect(await submitLoan()).toMatchObject({ assigneeUsername: 'liufang' })
    },
  )
})
