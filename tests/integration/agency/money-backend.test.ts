// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { call, serveSignedInAdmin } from '../mocks/support'

const backend = createTestServer()
const { db } = backend
const admin = serveSignedInAdmin(backend)

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read each answer's fields as the assertion expects them
const send = async (path: string, method = 'GET', body?: unknown): Promise<any> =>
  (await call(path, { method, body, token: admin() })).body

const cents = (value: unknown) => Math.round(Number(value) * 100)

/** The workflow's approval, which these tests do not walk through (agency-backend.test.ts does). */
const approve = (table: string, id: unknown) => db.table(table).update(String(id), { bpmStatus: '3' })

describe('the fee ledger', () => {
  it('a 用款申请 moves its fee 待缴 → 已申请用款 → 已缴, and a second payment of it is refused naming the first', async () => {
    // One the customer has not paid yet either (a billed fee can be paid by the customer before the firm pays it).
    const fee = db
      .table('ipr_expense')
      .first((row) => row.feeCategory === '1' && row.payStatus === '0' && !['2', '4'].includes(String(row.feeStatus)))!
    const owner = db.table('ipr_case').get(String(fee.caseId))!
    const before = (await send(`/ipr/case/queryById?id=${owner.id}`)).result
    const request = { reqType: '1', amount: fee.amount, reason: '代缴官费-台账', expenseId: fee.id }
    expect((await send('/ipr/requisition/add', 'POST', request)).success).toBe(true)
    const asked = db.table('ipr_requisition').first((row) => row.reason === '代缴官费-台账')!
    expect(asked).toMatchObject({ caseId: owner.id, customerId: owner.customerId })
    expect(db.table('ipr_expense').get(String(fee.id))?.payStatus).toBe('1')

    const twice = await send('/ipr/requisition/add', 'POST', { ...request, reason: '代缴官费-重复' })
    expect(twice.message).toBe(`费用「${String(fee.feeName)}」已由用款申请「${String(asked.reqNo)}」缴纳，不能重复缴费`)
    const byPayment = await send('/ipr/iprInfo/add/5', 'POST', { iprFlag: '5', iprName: '重复缴费', expenseId: fee.id })
    expect(byPayment.message).toBe(twice.message)
    expect(db.table('ipr_requisition').first((row) => row.reason === '代缴官费-重复')).toBeUndefined()

    approve('ipr_requisition', asked.id)
    expect((await send('/ipr/requisition/edit', 'PUT', { id: asked.id, payStatus: '1' })).success).toBe(true)
    expect(db.table('ipr_expense').get(String(fee.id))).toMatchObject({ payStatus: '2', payer: 'admin', advance: '1' })
    const after = (await send(`/ipr/case/queryById?id=${owner.id}`)).result
    expect(cents(after.advancedAmount) - cents(before.advancedAmount)).toBe(cents(fee.amount))
    const deleting = await send(`/ipr/expense/delete?id=${fee.id}`, 'DELETE')
    expect(deleting.message).toBe(
      `费用「${String(fee.feeName)}」已由用款申请「${String(asked.reqNo)}」缴纳或申请，不能删除`,
    )
  })

  it("refuses a fee of another case than the request's, naming both cases, and an agency fee", async () => {
    // One the customer has not paid yet either (a billed fee can be paid by the customer before the firm pays it).
    const fee = db
      .table('ipr_expense')
      .first((row) => row.feeCategory === '1' && row.payStatus === '0' && !['2', '4'].includes(String(row.feeStatus)))!
    const other = db.table('ipr_case').first((row) => row.id !== fee.caseId)!
    const feeCase = db.table('ipr_case').get(String(fee.caseId))!
    const crossed = await send('/ipr/requisition/add', 'POST', {
      reqType: '1',
      caseId: other.id,
      amount: 100,
      reason: '跨案件',
      expenseId: fee.id,
    })
    expect(crossed.message).toBe(
      `费用「${String(fee.feeName)}」属于案件「${String(feeCase.caseNo)}」，不是所选案件「${String(other.caseNo)}」的费用`,
    )
    const agency = db.table('ipr_expense').first((row) => row.feeCategory === '2')!
    const own = await send('/ipr/requisition/add', 'POST', {
      reqType: '2',
      amount: 1,
      reason: 'x',
      expenseId: agency.id,
    })
    expect(own.message).toBe('费用「代理费」是代理费，不需要缴纳')
  })

  it('refuses a fee already 已缴 without a record paying it, through 用款申请, 缴费 and 报销 alike, saving nothing', async () => {
    // The seed's settled official fees were paid by the firm before any of these records existed.
    const paid = db
      .table('ipr_expense')
      .first((row) => row.feeCategory === '1' && row.payStatus === '2' && Boolean(row.paidDate))!
    const refusal = `费用「${String(paid.feeName)}」已于${String(paid.paidDate)}缴纳，不能重复缴费`
    const counts = () => ['ipr_requisition', 'ipr_info', 'ipr_reimburse'].map((table) => db.table(table).count())
    const before = counts()
    const request = { reqType: '1', amount: paid.amount, reason: '代缴官费-已缴', expenseId: paid.id }
    expect((await send('/ipr/requisition/add', 'POST', request)).message).toBe(refusal)
    const payment = { iprFlag: '5', iprName: '缴费-已缴', caseId: paid.caseId, expenseId: paid.id }
    expect((await send('/ipr/iprInfo/add/5', 'POST', payment)).message).toBe(refusal)
    const line = { expenseDate: '2026-05-18', expenseType: '1', amount: paid.amount, expenseId: paid.id }
    const claim = { applyDate: '2026-05-20', reimburseType: '7', caseId: paid.caseId, iprReimburseItemList: [line] }
    expect((await send('/ipr/reimburse/add', 'POST', claim)).message).toBe(refusal)
    expect(counts()).toEqual(before)
    expect(db.table('ipr_expense').get(String(paid.id))).toMatchObject({ payStatus: '2', payer: paid.payer })
  })
})

describe('refunds', () => {
  it("a refund paid out lowers the contract's 已回款 and reopens the plan row; a paid refund cannot be deleted", async () => {
    const receipt = db
      .table('ipr_receipt')
      .first((row) => !!row.planId && !db.table('ipr_refund').first((refund) => refund.receiptId === row.id))!
    const contract = db.table('ipr_contract').get(String(receipt.contractId))!
    const received = cents(contract.receivedAmount)
    expect(
      (await send('/ipr/refund/add', 'POST', { receiptId: receipt.id, refundReason: '3', refundAmount: 100 })).success,
    ).toBe(true)
    const refund = db.table('ipr_refund').first((row) => row.receiptId === receipt.id)!
    expect(cents(db.table('ipr_contract').get(String(contract.id))?.receivedAmount)).toBe(received)
    approve('ipr_refund', refund.id)
    expect((await send('/ipr/refund/edit', 'PUT', { id: refund.id, refundStatus: '1' })).success).toBe(true)
    expect(cents(db.table('ipr_contract').get(String(contract.id))?.receivedAmount)).toBe(received - 10_000)
    expect(db.table('ipr_contract_plan').get(String(receipt.planId))?.planStatus).toBe('1')
    const deleting = await send(`/ipr/refund/delete?id=${refund.id}`, 'DELETE')
    // Approved (and paid), the refund is kept whole by the approval lock.
    expect(deleting.message).toBe(`退款「${String(refund.refundNo)}」已审批通过，不允许删除！`)
    expect(db.table('ipr_refund').get(String(refund.id))).toBeDefined()
    // Reopened by 变更, a refund paid out still cannot go.
    const body = { flowCode: 'ipr_refund', id: refund.id }
    expect(await send('/act/process/extActProcess/changeProcess', 'POST', body)).toMatchObject({ success: true })
    const reopened = await send(`/ipr/refund/delete?id=${refund.id}`, 'DELETE')
    expect(reopened.message).toBe(`退款「${String(refund.refundNo)}」已退款，不能删除`)
  })
})

describe('links across customers', () => {
  it('the seed links cases and signers within one customer', () => {
    for (const row of db.table('ipr_case').list((each) => !!each.contractId))
      expect(db.table('ipr_contract').get(String(row.contractId))?.customerId).toBe(row.customerId)
    for (const row of db.table('ipr_contract').list((each) => !!each.customerSigner))
      expect(db.table('ipr_contact').get(String(row.customerSigner))?.customerId).toBe(row.customerId)
  })

  it("refuses a case on another customer's contract and a contract signed by another customer's contact", async () => {
    const row = db.table('ipr_case').first((each) => !!each.contractId)!
    const foreign = db.table('ipr_contract').first((each) => each.customerId !== row.customerId)!
    const name = (id: unknown) => String(db.table('ipr_customer').get(String(id))?.customerName)
    const onCase = await send('/ipr/case/edit', 'PUT', { id: row.id, contractId: foreign.id })
    expect(onCase.message).toBe(
      `合同「${String(foreign.contractName)}」属于客户「${name(foreign.customerId)}」，本案件的客户是「${name(row.customerId)}」，不能关联`,
    )
    expect(db.table('ipr_case').get(String(row.id))?.contractId).toBe(row.contractId)
    const contact = db.table('ipr_contact').first((each) => each.customerId !== foreign.customerId)!
    const signed = await send('/ipr/contract/edit', 'PUT', { id: foreign.id, customerSigner: contact.id })
    expect(signed.message).toBe(
      `签约人「${String(contact.name)}」属于客户「${name(contact.customerId)}」，本合同的客户是「${name(foreign.customerId)}」，不能关联`,
    )
  })
})

describe('the plan row of a receipt', () => {
  it("refuses a plan row of another contract than the receipt's, naming both contracts", async () => {
    const plan = db.table('ipr_contract_plan').first((row) => row.planStatus === '0')!
    const other = db.table('ipr_contract').first((row) => row.id !== plan.contractId)!
    const own = db.table('ipr_contract').get(String(plan.contractId))!
    const answer = await send('/ipr/receipt/add', 'POST', {
      contractId: other.id,
      planId: plan.id,
      amount: 1,
      receiptDate: '2026-11-20',
      returnType: '5',
    })
    expect(answer.message).toBe(
      `回款计划「第${String(plan.period)}期 ${String(plan.planName)}」属于合同「${String(own.contractName)}」，不是所选合同「${String(other.contractName)}」的回款计划`,
    )
  })
})

describe('numbering', () => {
  it('a case number drawn before the business type was chosen is drawn again on save; one typed by hand stays', async () => {
    const customer = db.table('ipr_customer').first(() => true)!
    const drawn = (await send('/sys/fillRule/executeRuleByCode/ipr_case_no', 'PUT', {})).result as string
    expect(drawn).toMatch(/^AJ\d{12}$/)
    const add = (caseNo: string, caseName: string) =>
      send('/ipr/case/add', 'POST', { caseNo, caseName, businessType: '2', customerId: customer.id })
    expect((await add(drawn, '编号随业务类型')).success).toBe(true)
    expect(db.table('ipr_case').first((row) => row.caseName === '编号随业务类型')?.caseNo).toMatch(/^T\d{12}$/)
    expect((await add('KH-手填-1', '手填编号')).success).toBe(true)
    expect(db.table('ipr_case').first((row) => row.caseName === '手填编号')?.caseNo).toBe('KH-手填-1')
  })
})

describe('报销 lines naming a fee', () => {
  it('a claim line pays its case fee: 已缴 by the claimant, advanced by an employee; twice or without the case refused', async () => {
    // One the customer has not paid yet either (a billed fee can be paid by the customer before the firm pays it).
    const fee = db
      .table('ipr_expense')
      .first((row) => row.feeCategory === '1' && row.payStatus === '0' && !['2', '4'].includes(String(row.feeStatus)))!
    const line = { expenseDate: '2026-05-18', expenseType: '1', amount: fee.amount, expenseId: fee.id }
    const claim = (remark: string, caseId: unknown) => ({
      applyDate: '2026-05-20',
      reimburseType: '7',
      remark,
      caseId,
      iprReimburseItemList: [line],
    })
    expect((await send('/ipr/reimburse/add', 'POST', claim('代垫官费-无案件', null))).message).toBe(
      '报销明细缴纳了案件费用，请选择关联案件',
    )
    const twice = { ...claim('代垫官费-两行', fee.caseId), iprReimburseItemList: [line, line] }
    expect((await send('/ipr/reimburse/add', 'POST', twice)).message).toBe(
      `费用「${String(fee.feeName)}」在报销明细中出现了两次`,
    )
    expect((await send('/ipr/reimburse/add', 'POST', claim('代垫官费-报销', fee.caseId))).success).toBe(true)
    const saved = db.table('ipr_reimburse').first((row) => row.remark === '代垫官费-报销')!
    expect(db.table('ipr_expense').get(String(fee.id))).toMatchObject({ payStatus: '2', payer: 'admin', advance: '2' })
    // Saving the claim again with its own line is no second payment.
    expect(
      (await send('/ipr/reimburse/edit', 'PUT', { ...claim('代垫官费-报销', fee.caseId), id: saved.id })).success,
    ).toBe(true)
    expect((await send('/ipr/reimburse/add', 'POST', claim('代垫官费-重复', fee.caseId))).message).toBe(
      `费用「${String(fee.feeName)}」已由报销单「${String(saved.reimburseNo)}」缴纳，不能重复缴费`,
    )
    expect((await send(`/ipr/reimburse/delete?id=${String(saved.id)}`, 'DELETE')).success).toBe(true)
    expect(db.table('ipr_expense').get(String(fee.id))).toMatchObject({ payStatus: '0', payer: null, advance: null })
  })
})
