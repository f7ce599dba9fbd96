// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { call, serveSignedInAdmin, tokenOf } from '../mocks/support'

const backend = createTestServer()
const { db } = backend
const admin = serveSignedInAdmin(backend)
let jeecg = ''
beforeAll(async () => {
  jeecg = await tokenOf('jeecg')
})

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read each answer's fields as the assertion expects them
const send = async (path: string, method = 'GET', body?: unknown, token = admin()): Promise<any> =>
  (await call(path, { method, body, token })).body

const customerWithContracts = () => {
  const contract = db.table('ipr_contract').first(() => true)!
  return db.table('ipr_customer').get(String(contract.customerId))!
}

const contract = (overrides: Record<string, unknown> = {}) => ({
  contractNo: `HT-TEST-${Math.round(Math.random() * 1e9)}`,
  contractName: '测试专利代理服务合同',
  customerId: customerWithContracts().id,
  contractType: '1',
  amount: 10000,
  signDate: '2026-01-05',
  iprContractPlanList: [
    { period: 1, planName: '首付款', planDate: '2026-01-10', planAmount: 6000 },
    { period: 2, planName: '尾款', planDate: '2026-06-10', planAmount: 4000 },
  ],
  ...overrides,
})

const contractByNo = (no: string) => db.table('ipr_contract').first((row) => row.contractNo === no)!

describe('customers', () => {
  it('refuses to delete a customer that still has contracts or cases, naming them, and deletes nothing', async () => {
    const customer = customerWithContracts()
    const answer = await send(`/ipr/customer/delete?id=${customer.id}`, 'DELETE')
    expect(answer.success).toBe(false)
    expect(answer.message).toMatch(new RegExp(`^客户「${String(customer.customerName)}」还有\\d+份合同`))
    expect(db.table('ipr_customer').get(String(customer.id))).toBeDefined()
  })

  it('deletes a customer without contracts or cases together with its contacts', async () => {
    const added0 = await send('/ipr/customer/add', 'POST', {
      customerNo: 'KH-TEST-0001',
      customerName: '测试删除客户有限公司',
      customerType: '1',
      iprContactList: [{ name: '王测试', mobile: '13900001111' }],
    })
    expect(added0).toMatchObject({ success: true })
    const added = db.table('ipr_customer').first((row) => row.customerNo === 'KH-TEST-0001')!
    expect(db.table('ipr_contact').count((row) => row.customerId === added.id)).toBe(1)
    expect((await send(`/ipr/customer/delete?id=${added.id}`, 'DELETE')).success).toBe(true)
    expect(db.table('ipr_contact').count((row) => row.customerId === added.id)).toBe(0)
  })

  it('refuses a duplicate customer number with the server message', async () => {
    const taken = db.table('ipr_customer').first(() => true)!
    const answer = await send('/ipr/customer/add', 'POST', {
      customerNo: taken.customerNo,
      customerName: '另一家客户有限公司',
      customerType: '1',
    })
    expect(answer).toMatchObject({ success: false, message: '客户编号已存在' })
  })
})

describe('contracts', () => {
  it('refuses a payment plan that does not add up to the amount, saying both sums', async () => {
    const body = contract({ amount: 12000 })
    const answer = await send('/ipr/contract/add', 'POST', body)
    expect(answer).toMatchObject({
      success: false,
      message: '回款计划合计 10,000.00 元与合同金额 12,000.00 元不一致，请调整回款计划后再保存',
    })
    expect(db.table('ipr_contract').first((row) => row.contractNo === body.contractNo)).toBeUndefined()
  })

  it('saves a contract with its plan as 待提交 and answers the plan by main id', async () => {
    const body = contract()
    expect(await send('/ipr/contract/add', 'POST', body)).toMatchObject({ success: true })
    const saved = contractByNo(body.contractNo)
    expect(saved.bpmStatus).toBe('1')
    const plans = await send(`/ipr/contract/queryPlanListByMainId?id=${saved.id}`)
    expect(plans.result.map((row: Record<string, unknown>) => row.planAmount)).toEqual([6000, 4000])
  })

  it('refuses an edit of the amount alone when the stored plan no longer adds up', async () => {
    const body = contract()
    await send('/ipr/contract/add', 'POST', body)
    const saved = contractByNo(body.contractNo)
    const answer = await send('/ipr/contract/edit', 'PUT', { id: saved.id, amount: 9000 })
    expect(answer.message).toBe('回款计划合计 10,000.00 元与合同金额 9,000.00 元不一致，请调整回款计划后再保存')
  })

  it('submits a contract for approval: 处理中 refuses edits, the approver finds it in 我的待办 and approving completes it', async () => {
    const body = contract()
    await send('/ipr/contract/add', 'POST', body)
    const id = String(contractByNo(body.contractNo).id)
    const started = await send('/act/process/extActProcess/startMutilProcess', 'POST', { flowCode: 'ipr_contract', id })
    expect(started).toMatchObject({ success: true, message: '提交流程成功' })
    expect(contractByNo(body.contractNo).bpmStatus).toBe('2')
    expect(await send('/ipr/contract/edit', 'PUT', { id, contractName: '改名' })).toMatchObject({
      success: false,
      message: '合同正在审批中，不能修改',
    })
    const again = await send('/act/process/extActProcess/startMutilProcess', 'POST', { flowCode: 'ipr_contract', id })
    expect(again.message).toBe('该数据已提交审批，不能重复提交')
    const todo = await send('/act/task/todo/list?pageSize=100')
    const task = todo.result.records.find(
      (row: { instanceName: string }) => row.instanceName === `合同审批-${body.contractName}`,
    )
    expect(task).toBeDefined()
    expect(await send('/act/task/complete', 'POST', { id: task.id, result: 2, reason: '同意' })).toMatchObject({
      success: true,
    })
    // The head of the contract's department approved; one of 财务 claims (签收) the second step and approves.
    expect(contractByNo(body.contractNo).bpmStatus).toBe('2')
    const finance = await tokenOf('pengyuhang')
    const offered = (await send('/act/task/todo/list?pageSize=100', 'GET', undefined, finance)).result.records.find(
      (row: { instanceName: string }) => row.instanceName === `合同审批-${body.contractName}`,
    )
    expect(offered).toMatchObject({ name: '财务审批', assigneeName: '' })
    expect(await send('/act/task/claim', 'PUT', { taskId: offered.id }, finance)).toMatchObject({ success: true })
    expect(
      await send('/act/task/processComplete', 'POST', { taskId: offered.id, processModel: 1, reason: '同意' }, finance),
    ).toMatchObject({ success: true })
    expect(contractByNo(body.contractNo).bpmStatus).toBe('3')
    const instance = await send(`/act/process/extActProcess/getInstanceByBusiness?flowCode=ipr_contract&id=${id}`)
    expect(instance.result.result).toBe(2)
  })

  it('a rejected contract goes back to 待提交 and can be edited again', async () => {
    const body = contract()
    await send('/ipr/contract/add', 'POST', body)
    const id = String(contractByNo(body.contractNo).id)
    await send('/act/process/extActProcess/startMutilProcess', 'POST', { flowCode: 'ipr_contract', id })
    const todo = await send('/act/task/todo/list?pageSize=100')
    const task = todo.result.records.find(
      (row: { instanceName: string }) => row.instanceName === `合同审批-${body.contractName}`,
    )
    await send('/act/task/complete', 'POST', { id: task.id, result: 3, reason: '金额有误' })
    expect(contractByNo(body.contractNo).bpmStatus).toBe('1')
    expect((await send('/ipr/contract/edit', 'PUT', { id, contractName: '改正后的合同' })).success).toBe(true)
  })
})

describe('cases: scopes and data rules', () => {
  const list = async (query: string, token = admin()) =>
    (await send(`/ipr/case/list?pageSize=2000&${query}`, 'GET', undefined, token)).result

  it('shows admin every case, and jeecg only the cases they handle, even when asking for 全部', async () => {
    expect((await list('flag=0')).total).toBe(db.table('ipr_case').count())
    const own = await list('flag=0', jeecg)
    expect(own.total).toBe(db.table('ipr_case').count((row) => row.handler === 'jeecg'))
    expect(own.total).toBeGreaterThan(0)
    expect(own.records.every((row: { handler: string }) => row.handler === 'jeecg')).toBe(true)
  })

  it('我的, 本部门, 已逾期 and 即将到期 narrow the list', async () => {
    const mine = await list('flag=1')
    expect(mine.records.every((row: { handler: string }) => row.handler === 'admin')).toBe(true)
    const patentDept = db.table('sys_user').first((row) => row.username === 'zhangsan')!.orgCode
    const dept = await list('flag=2', await tokenOf('zhangsan'))
    expect(dept.records.every((row: { dept: string }) => String(row.dept).startsWith(String(patentDept)))).toBe(true)
    const today = new Date(db.now() + 8 * 3600_000).toISOString().slice(0, 10)
    const overdue = await list('flag=3')
    expect(overdue.total).toBeGreaterThan(0)
    expect(overdue.records.every((row: { officialDeadline: string }) => row.officialDeadline < today)).toBe(true)
    const soon = await list('flag=4')
    expect(soon.total).toBeGreaterThan(0)
    expect(soon.records.every((row: { officialDeadline: string }) => row.officialDeadline >= today)).toBe(true)
  })

  it('the IP-record list serves one kind per iprFlag', async () => {
    const trademarks = (await send('/ipr/iprInfo/list?iprFlag=2&pageSize=500')).result
    expect(trademarks.total).toBeGreaterThan(0)
    expect(trademarks.records.every((row: { iprFlag: string }) => row.iprFlag === '2')).toBe(true)
    expect(trademarks.records[0].trademarkStatus_dictText).toBeTruthy()
  })

  it('the data rules of the page a kind belongs to narrow its list: jeecg sees only the trademarks they handle', async () => {
    // As an administrator sets it up: a rule on 商标's menu row, given to 普通用户 (jeecg's role) with the page.
    const menu = db.table('sys_permission').first((row) => row.component === 'ipr/TrademarkList')!
    const role = db.table('sys_role').first((row) => row.roleCode === 'user')!
    const rule = db.table('sys_permission_data_rule').insert({
      id: 'rule-own-trademarks',
      permissionId: menu.id,
      ruleName: '只看自己承办的商标',
      ruleColumn: 'handler',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
      status: '1',
      createBy: 'admin',
      createTime: '2026-11-26 09:00:00',
      updateBy: null,
      updateTime: null,
    })
    db.table('sys_role_permission').insert({
      id: 'grant-trademarks',
      roleId: role.id,
      permissionId: menu.id,
      dataRuleIds: String(rule.id),
      operateDate: '2026-11-26 09:00:00',
      operateIp: '127.0.0.1',
    })
    const own = db.table('ipr_info').first((row) => row.iprFlag === '2')!
    db.table('ipr_info').update(String(own.id), { handler: 'jeecg' })
    const list = async (flag: string, token: string) =>
      (await send(`/ipr/iprInfo/list?iprFlag=${flag}&pageSize=500`, 'GET', undefined, token)).result
    expect((await list('2', jeecg)).records.map((row: { id: string }) => row.id)).toEqual([own.id])
    expect((await list('2', admin())).total).toBe(db.table('ipr_info').count((row) => row.iprFlag === '2'))
    // jeecg's role does not open 版权: no copyright reaches them.
    expect((await list('1', jeecg)).total).toBe(0)
    // The rule is the trademark page's: 版权, granted without one, shows jeecg every copyright.
    db.table('sys_role_permission').insert({
      id: 'grant-copyrights',
      roleId: role.id,
      permissionId: db.table('sys_permission').first((row) => row.component === 'ipr/CopyrightList')!.id,
      dataRuleIds: null,
      operateDate: '2026-11-26 09:00:00',
      operateIp: '127.0.0.1',
    })
    expect((await list('1', jeecg)).total).toBe(db.table('ipr_info').count((row) => row.iprFlag === '1'))
  })

  it('a new IP record takes the kind of the page it is added on, and an edit never changes it', async () => {
    const added = await send('/ipr/iprInfo/add/2', 'POST', { iprName: '测试页面类别商标', iprFlag: '1' })
    expect(added.success).toBe(true)
    const row = db.table('ipr_info').first((record) => record.iprName === '测试页面类别商标')!
    expect(row.iprFlag).toBe('2')
    expect((await send('/ipr/iprInfo/edit', 'PUT', { id: row.id, iprFlag: '5' })).success).toBe(true)
    expect(db.table('ipr_info').get(String(row.id))!.iprFlag).toBe('2')
    expect((await send('/ipr/iprInfo/add/9', 'POST', { iprName: '测试未知类别', iprFlag: '1' })).message).toBe(
      '知产类别不正确',
    )
  })
})

describe('case assignment', () => {
  const assign = async (assignee: string) => {
    const target = db.table('ipr_case').first((row) => row.caseStatus === '0')!
    const answer = await send('/ipr/caseAssign/add', 'POST', {
      caseId: target.id,
      taskType: '1',
      assignee,
      assignStatus: '2',
    })
    expect(answer.success).toBe(true)
    const task = db
      .table('ipr_case_assign')
      .list((row) => row.caseId === target.id)
      .at(-1)!
    return { task, caseId: String(target.id) }
  }
  const move = (path: string, body: Record<string, unknown>, token: string) =>
    send(`/ipr/caseAssign/${path}`, 'PUT', body, token)

  it('a new task waits for its assignee, who accepts and finishes it; the case becomes theirs', async () => {
    const { task, caseId } = await assign('jeecg')
    expect(task.assignStatus).toBe('0')
    expect(db.table('ipr_case').get(caseId)).toMatchObject({ caseStatus: '1', handler: 'jeecg' })
    expect(await move('finish', { id: task.id }, jeecg)).toMatchObject({
      success: false,
      message: '任务当前为「待接收」，不能完成',
    })
    expect(await move('accept', { id: task.id }, admin())).toMatchObject({
      success: false,
      message: '只有承办人本人可以接收该任务',
    })
    expect((await move('accept', { id: task.id }, jeecg)).success).toBe(true)
    expect((await move('finish', { id: task.id }, jeecg)).success).toBe(true)
    expect(db.table('ipr_case_assign').get(String(task.id))!.assignStatus).toBe('2')
  })

  it('the assignee sends a task back with a reason, and the assigner passes it on to someone else', async () => {
    const { task, caseId } = await assign('jeecg')
    expect(await move('sendBack', { id: task.id }, jeecg)).toMatchObject({ success: false, message: '请填写退回原因' })
    expect((await move('sendBack', { id: task.id, reason: '不熟悉该技术领域' }, jeecg)).success).toBe(true)
    expect((await move('transfer', { id: task.id, assignee: 'zhangsan' }, admin())).success).toBe(true)
    expect(db.table('ipr_case_assign').get(String(task.id))!.assignStatus).toBe('4')
    const passed = db
      .table('ipr_case_assign')
      .list((row) => row.caseId === caseId)
      .at(-1)!
    expect(passed).toMatchObject({ assignee: 'zhangsan', assignStatus: '0', assigner: 'admin' })
    expect(db.table('ipr_case').get(caseId)!.handler).toBe('zhangsan')
  })
})

describe('fill rules', () => {
  it('draws 案号 numbers by business type that are unique and grow, and unknown rules answer null', async () => {
    const draw = async (body: Record<string, unknown>) =>
      (await send('/sys/fillRule/executeRuleByCode/ipr_case_no', 'PUT', body)).result as string
    const first = await draw({ businessType: '1' })
    const second = await draw({ businessType: '1' })
    expect(first).toMatch(/^P\d{8}\d{4}$/)
    expect(second > first).toBe(true)
    expect(await draw({ businessType: '2' })).toMatch(/^T\d{12}$/)
    const existing = db
      .table('ipr_case')
      .list()
      .map((row) => row.caseNo)
    expect(existing).not.toContain(first)
    expect(await send('/sys/fillRule/executeRuleByCode/no_such_rule', 'PUT', {})).toMatchObject({
      success: true,
      result: null,
    })
  })

  it('a drawn customer number saves, and /sys/duplicate/check then knows it', async () => {
    const customerNo = (await send('/sys/fillRule/executeRuleByCode/ipr_customer_no', 'PUT', {})).result
    expect(customerNo).toMatch(/^KH\d{12}$/)
    await send('/ipr/customer/add', 'POST', { customerNo, customerName: '编号测试有限公司', customerType: '1' })
    const check = await send(`/sys/duplicate/check?tableName=ipr_customer&fieldName=customer_no&fieldVal=${customerNo}`)
    expect(check).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' })
  })
})
