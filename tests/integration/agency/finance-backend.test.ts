// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { call, serveSignedInAdmin, tokenOf } from '../mocks/support'

const backend = createTestServer()
const { db } = backend
const admin = serveSignedInAdmin(backend)

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read each answer's fields as the assertion expects them
const send = async (path: string, method = 'GET', body?: unknown): Promise<any> =>
  (await call(path, { method, body, token: admin() })).body

const cents = (value: unknown) => Math.round(Number(value) * 100)
/** Cents as the backend's messages write them: thousands separators and two decimals. */
const yuanText = (value: number) => (value / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })
const sum = (rows: Record<string, unknown>[], field: string) =>
  rows.reduce((total, row) => total + cents(row[field]), 0)

/** A plan row nothing was received on: 未回款, or 已逾期 past its date. */
const open = (plan: Record<string, unknown>) => ['0', '3'].includes(String(plan.planStatus))

/**
 * A running contract whose first plan row has nothing received yet (the first open row, which a receipt settles) and
 * a later row open too, with its plan in period order. The seed's customers pay nine in ten rows on time, so rows in
 * between may be paid.
 */
function openContract() {
  const contract = db.table('ipr_contract').first((row) => {
    if (row.contractStatus !== '1' || row.bpmStatus !== '3') return false
    const plans = db
      .table('ipr_contract_plan')
      .list((plan) => plan.contractId === row.id)
      .sort((a, b) => Number(a.period) - Number(b.period))
    return open(plans[0]) && plans.slice(1).some(open)
  })!
  const plans = db
    .table('ipr_contract_plan')
    .list((plan) => plan.contractId === contract.id)
    .sort((a, b) => Number(a.period) - Number(b.period))
  return { contract, plans }
}

const receipt = (overrides: Record<string, unknown>) => ({
  receiptDate: '2026-11-20',
  returnType: '5',
  ...overrides,
})

const receiptsOf = (field: string, id: unknown) => db.table('ipr_receipt').list((row) => row[field] === id)
/** What receipts brought less the refunds paid out of them (已退款): what a contract, plan row or bill has received. */
const netOf = (receipts: Record<string, unknown>[]) =>
  sum(receipts, 'amount') -
  sum(
    db
      .table('ipr_refund')
      .list((refund) => refund.refundStatus === '1' && receipts.some((row) => row.id === refund.receiptId)),
    'refundAmount',
  )

describe('the seed', () => {
  it('settles plan rows and contracts by receipts less refunds: every contract has received what they bring', () => {
    const contracts = db.table('ipr_contract').list()
    for (const contract of contracts)
      expect(cents(contract.receivedAmount)).toBe(netOf(receiptsOf('contractId', contract.id)))
    const paidPlans = db.table('ipr_contract_plan').list((plan) => plan.planStatus === '2')
    expect(paidPlans.length).toBeGreaterThan(100)
    for (const plan of paidPlans) expect(netOf(receiptsOf('planId', plan.id))).toBe(cents(plan.planAmount))
  })

  it('bills real case fees; their totals, received amounts and states follow the lines and receipts', () => {
    const bills = db.table('ipr_bill').list()
    expect(bills.length).toBeGreaterThan(50)
    for (const bill of bills) {
      const lines = db.table('ipr_bill_line').list((line) => line.billId === bill.id)
      expect(lines.length).toBeGreaterThan(0)
      expect(sum(lines, 'amount')).toBe(cents(bill.totalAmount))
      for (const line of lines) expect(db.table('ipr_expense').get(String(line.expenseId))?.caseId).toBe(bill.caseId)
      const received = netOf(receiptsOf('billId', bill.id))
      expect(cents(bill.receivedAmount)).toBe(received)
      expect(cents(bill.outstandingAmount)).toBe(cents(bill.totalAmount) - received)
      if (received > 0) expect(bill.billStatus).toBe(received === cents(bill.totalAmount) ? '3' : '2')
    }
    expect(new Set(bills.map((bill) => bill.billStatus))).toEqual(new Set(['0', '1', '2', '3']))
  })

  it('invoices real receipts with the tax worked out, mailed ones through an express record of an invoice', () => {
    const invoices = db.table('ipr_invoice').list()
    expect(invoices.length).toBeGreaterThan(50)
    for (const invoice of invoices) {
      const paid = db.table('ipr_receipt').get(String(invoice.receiptId))!
      expect(invoice.customerId).toBe(paid.customerId)
      expect(cents(invoice.amountExclTax) + cents(invoice.taxAmount)).toBe(cents(invoice.amount))
      if (invoice.invoiceStatus === '2')
        expect(db.table('ipr_express').get(String(invoice.expressId))?.itemType).toBe('4')
    }
  })
})

describe('receipts', () => {
  it('a contract receipt settles its first open plan row; the contract has received it', async () => {
    const { contract, plans } = openContract()
    const [first] = plans
    const before = cents(contract.receivedAmount)
    const part = Math.floor(cents(first.planAmount) / 2) / 100
    const answer = await send('/ipr/receipt/add', 'POST', receipt({ contractId: contract.id, amount: part }))
    expect(answer).toMatchObject({ success: true })
    const saved = db.table('ipr_receipt').first((row) => row.contractId === contract.id && row.amount === part)!
    expect(saved).toMatchObject({ planId: first.id, customerId: contract.customerId })
    expect(saved.receiptNo).toMatch(/^SK\d{12}$/)
    expect(db.table('ipr_contract_plan').get(String(first.id))?.planStatus).toBe('1')
    expect(cents(db.table('ipr_contract').get(String(contract.id))?.receivedAmount)).toBe(before + cents(part))

    const rest = (cents(first.planAmount) - cents(part)) / 100
    await send('/ipr/receipt/add', 'POST', receipt({ contractId: contract.id, amount: rest }))
    expect(db.table('ipr_contract_plan').get(String(first.id))?.planStatus).toBe('2')
    const next = await send('/ipr/receipt/add', 'POST', receipt({ contractId: contract.id, amount: 1 }))
    expect(next.success).toBe(true)
    expect(db.table('ipr_contract_plan').get(String(plans.slice(1).find(open)!.id))?.planStatus).toBe('1')
  })

  it('refuses more than the plan row has open, naming both amounts, and stores nothing', async () => {
    const { contract, plans } = openContract()
    const open = cents(plans[0].planAmount)
    const count = db.table('ipr_receipt').count()
    const answer = await send('/ipr/receipt/add', 'POST', receipt({ contractId: contract.id, amount: open / 100 + 1 }))
    expect(answer).toMatchObject({
      success: false,
      message: `收款金额 ${yuanText(open + 100)} 元超过回款计划「第1期 ${String(plans[0].planName)}」未收金额 ${yuanText(open)} 元，请核对后再保存`,
    })
    expect(db.table('ipr_receipt').count()).toBe(count)
  })

  it('deleting a receipt gives the plan row and the contract their money back', async () => {
    const { contract, plans } = openContract()
    const before = { ...contract }
    await send('/ipr/receipt/add', 'POST', receipt({ contractId: contract.id, amount: plans[0].planAmount }))
    const saved = db.table('ipr_receipt').first((row) => row.planId === plans[0].id)!
    expect(db.table('ipr_contract_plan').get(String(plans[0].id))?.planStatus).toBe('2')
    expect((await send(`/ipr/receipt/delete?id=${saved.id}`, 'DELETE')).success).toBe(true)
    expect(db.table('ipr_contract_plan').get(String(plans[0].id))?.planStatus).toBe(plans[0].planStatus)
    expect(db.table('ipr_contract').get(String(contract.id))?.receivedAmount).toBe(before.receivedAmount)
  })

  it("a contract's save keeps what receipts settled: plan rows, their 回款状态 and the contract's 已回款", async () => {
    const { contract, plans } = openContract()
    const part = Math.floor(cents(plans[0].planAmount) / 2) / 100
    await send('/ipr/receipt/add', 'POST', receipt({ contractId: contract.id, amount: part }))
    const received = db.table('ipr_contract').get(String(contract.id))!.receivedAmount
    const typed = plans.map((plan) => ({ ...plan, planStatus: '2' }))
    const answer = await send('/ipr/contract/edit', 'PUT', {
      ...contract,
      receivedAmount: 0,
      iprContractPlanList: typed,
    })
    expect(answer).toMatchObject({ success: true })
    const statusOf = (plan: Record<string, unknown>) => db.table('ipr_contract_plan').get(String(plan.id))?.planStatus
    expect(plans.map(statusOf)).toEqual(['1', ...plans.slice(1).map((plan) => plan.planStatus)])
    expect(db.table('ipr_contract').get(String(contract.id))?.receivedAmount).toBe(received)

    // Nor can it drop a plan row receipts paid into, or set it below what they brought.
    const name = `回款计划「第1期 ${String(plans[0].planName)}」已收款 ${yuanText(cents(part))} 元`
    const [first, second, ...rest] = plans
    const dropped = [{ ...second, planAmount: (cents(first.planAmount) + cents(second.planAmount)) / 100 }, ...rest]
    expect(await send('/ipr/contract/edit', 'PUT', { ...contract, iprContractPlanList: dropped })).toMatchObject({
      success: false,
      message: `${name}，不能删除`,
    })
    const moved = (cents(first.planAmount) - cents(part) + 1) / 100
    const lowered = [
      { ...first, planAmount: (cents(first.planAmount) - cents(moved)) / 100 },
      { ...second, planAmount: (cents(second.planAmount) + cents(moved)) / 100 },
      ...rest,
    ]
    expect(await send('/ipr/contract/edit', 'PUT', { ...contract, iprContractPlanList: lowered })).toMatchObject({
      success: false,
      message: `${name}，计划回款金额不能少于已收金额`,
    })
    expect(db.table('ipr_contract_plan').get(String(first.id))?.planAmount).toBe(first.planAmount)
  })

  it("refuses a payer other than the contract's or bill's customer, naming both, and stores nothing", async () => {
    const contract = db
      .table('ipr_contract')
      .first((row) => row.contractStatus === '1' && cents(row.amount) > cents(row.receivedAmount))!
    const nameOf = (id: unknown) => String(db.table('ipr_customer').get(String(id))?.customerName)
    const other = db.table('ipr_customer').first((row) => row.id !== contract.customerId)!
    const count = db.table('ipr_receipt').count()
    expect(
      await send('/ipr/receipt/add', 'POST', receipt({ contractId: contract.id, customerId: other.id, amount: 0.01 })),
    ).toMatchObject({
      success: false,
      message: `付款客户「${nameOf(other.id)}」不是合同「${String(contract.contractName)}」的客户「${nameOf(contract.customerId)}」，请核对后再保存`,
    })
    const bill = db.table('ipr_bill').first((row) => row.billStatus === '1' && row.customerId !== other.id)!
    expect(
      await send('/ipr/receipt/add', 'POST', receipt({ billId: bill.id, customerId: other.id, amount: 0.01 })),
    ).toMatchObject({
      success: false,
      message: `付款客户「${nameOf(other.id)}」不是账单「${String(bill.billNo)}」的客户「${nameOf(bill.customerId)}」，请核对后再保存`,
    })
    expect(db.table('ipr_receipt').count()).toBe(count)

    const paid = await send(
      '/ipr/receipt/add',
      'POST',
      receipt({ contractId: contract.id, customerId: contract.customerId, amount: 0.01 }),
    )
    expect(paid.success).toBe(true)
  })

  it('refuses a receipt that is neither a customer, a contract nor a bill', async () => {
    expect(await send('/ipr/receipt/add', 'POST', receipt({ amount: 100 }))).toMatchObject({
      success: false,
      message: '请选择付款客户、合同或账单',
    })
  })
})

describe('bills', () => {
  const caseWithOpenFees = () => {
    const fee = db.table('ipr_expense').first((row) => {
      if (row.feeStatus !== '0') return false
      const billed = new Set(
        db
          .table('ipr_bill_line')
          .list()
          .map((line) => line.expenseId),
      )
      return !billed.has(row.id)
    })!
    return db.table('ipr_case').get(String(fee.caseId))!
  }

  it("draws its lines from the case's fees waiting to be billed, which become 已请款; totals are the server's", async () => {
    const owner = caseWithOpenFees()
    const fees = db.table('ipr_expense').list((fee) => fee.caseId === owner.id && fee.feeStatus === '0')
    const answer = await send('/ipr/bill/add', 'POST', {
      caseId: owner.id,
      billDate: '2026-11-20',
      billStatus: '1',
      totalAmount: 1,
    })
    expect(answer.success).toBe(true)
    const bill = db.table('ipr_bill').first((row) => row.caseId === owner.id && row.billDate === '2026-11-20')!
    expect(bill).toMatchObject({ customerId: owner.customerId, billStatus: '1' })
    expect(cents(bill.totalAmount)).toBe(sum(fees, 'amount'))
    const lines = await send(`/ipr/bill/queryLineListByMainId?id=${bill.id}`)
    expect(lines.result.map((line: { expenseId: string }) => line.expenseId).sort()).toEqual(
      fees.map((fee) => fee.id).sort(),
    )
    expect(fees.every((fee) => db.table('ipr_expense').get(String(fee.id))?.feeStatus === '1')).toBe(true)
    expect((await send('/ipr/bill/add', 'POST', { caseId: owner.id, billDate: '2026-11-21' })).message).toBe(
      `案件「${String(owner.caseNo)}」没有待请款的费用`,
    )

    const half = Math.floor(cents(bill.totalAmount) / 2) / 100
    await send('/ipr/receipt/add', 'POST', receipt({ billId: bill.id, amount: half }))
    expect(db.table('ipr_bill').get(String(bill.id))).toMatchObject({ billStatus: '2', receivedAmount: half })
    const tooMuch = await send(
      '/ipr/receipt/add',
      'POST',
      receipt({ billId: bill.id, amount: cents(bill.totalAmount) }),
    )
    expect(tooMuch.message).toMatch(new RegExp(`^收款金额 .+ 元超过账单「${String(bill.billNo)}」未收金额 .+ 元`))
    const rest = (cents(bill.totalAmount) - cents(half)) / 100
    await send('/ipr/receipt/add', 'POST', receipt({ billId: bill.id, amount: rest }))
    expect(db.table('ipr_bill').get(String(bill.id))).toMatchObject({ billStatus: '3', outstandingAmount: 0 })
    expect(fees.every((fee) => db.table('ipr_expense').get(String(fee.id))?.feeStatus === '2')).toBe(true)
    expect((await send('/ipr/bill/edit', 'PUT', { id: bill.id, billStatus: '4' })).message).toBe(
      `账单「${String(bill.billNo)}」已有收款，不能作废`,
    )
  })

  it('voiding a bill without money gives its fees back to 待请款', async () => {
    const owner = caseWithOpenFees()
    await send('/ipr/bill/add', 'POST', { caseId: owner.id, billDate: '2026-11-22' })
    const bill = db.table('ipr_bill').first((row) => row.caseId === owner.id && row.billDate === '2026-11-22')!
    expect(bill.billStatus).toBe('0')
    expect((await send('/ipr/bill/edit', 'PUT', { id: bill.id, billStatus: '4' })).success).toBe(true)
    const lines = db.table('ipr_bill_line').list((line) => line.billId === bill.id)
    expect(lines.every((line) => db.table('ipr_expense').get(String(line.expenseId))?.feeStatus === '0')).toBe(true)
  })
})

describe('invoices, requisitions and refunds', () => {
  const aReceipt = () =>
    db
      .table('ipr_receipt')
      .first(
        (row) =>
          !db.table('ipr_invoice').first((i) => i.receiptId === row.id) &&
          !db.table('ipr_refund').first((r) => r.receiptId === row.id),
      )!

  it('an invoice takes its customer from the receipt, works out the tax and never exceeds the receipt', async () => {
    const paid = aReceipt()
    const answer = await send('/ipr/invoice/add', 'POST', {
      receiptId: paid.id,
      invoiceType: '1',
      taxRate: '0.06',
      amount: 1060,
    })
    expect(answer.success).toBe(true)
    const invoice = db.table('ipr_invoice').first((row) => row.receiptId === paid.id)!
    expect(invoice).toMatchObject({ customerId: paid.customerId, amountExclTax: 1000, taxAmount: 60, bpmStatus: '1' })
    const over = await send('/ipr/invoice/add', 'POST', {
      receiptId: paid.id,
      invoiceType: '1',
      taxRate: '0.06',
      amount: Number(paid.amount),
    })
    expect(over.message).toMatch(/^开票金额 .+ 元超过收款「SK\d+」未开票金额 .+ 元$/)
    const special = await send('/ipr/invoice/add', 'POST', {
      receiptId: paid.id,
      invoiceType: '2',
      taxRate: '0.06',
      amount: 1,
    })
    expect(special.message).toBe('专用发票须填写纳税人识别号')
  })

  it('an invoice goes through approval like a contract: 处理中 cannot be edited, approval completes it', async () => {
    const invoice = db.table('ipr_invoice').first((row) => row.bpmStatus === '1')!
    const started = await send('/act/process/extActProcess/startMutilProcess', 'POST', {
      flowCode: 'ipr_invoice',
      id: invoice.id,
    })
    expect(started).toMatchObject({ success: true })
    expect(await send('/ipr/invoice/edit', 'PUT', { id: invoice.id, remark: '改' })).toMatchObject({
      message: '开票申请正在审批中，不能修改',
    })
    // One of 财务 claims (签收) the step, then approves it.
    const finance = await tokenOf('pengyuhang')
    const todo = (await call('/act/task/todo/list?pageSize=200', { token: finance })).body
    const task = todo.result.records.find(
      (row: { instanceName: string }) => row.instanceName === `开票审批-${String(invoice.invoiceTitle)}`,
    )
    await call('/act/task/claim', { method: 'PUT', token: finance, body: { taskId: task.id } })
    const done = await call('/act/task/complete', {
      method: 'POST',
      token: finance,
      body: { id: task.id, result: 2, reason: '同意' },
    })
    expect(done.body).toMatchObject({ success: true })
    expect(db.table('ipr_invoice').get(String(invoice.id))?.bpmStatus).toBe('3')
  })

  it.each([
    ['ipr_invoice', '/ipr/invoice'],
    ['ipr_requisition', '/ipr/requisition'],
    ['ipr_refund', '/ipr/refund'],
  ])('%s: a row submitted for approval names its process instance (审批进度), a draft none', async (table, path) => {
    const draft = db.table(table).first((row) => row.bpmStatus === '1')!
    const shown = async () => (await send(`${path}/queryById?id=${String(draft.id)}`)).result.processInstanceId
    expect(await shown()).toBeNull()
    await send('/act/process/extActProcess/startMutilProcess', 'POST', { flowCode: table, id: draft.id })
    const listed = (await send(`${path}/list?pageSize=1000`)).result.records.find(
      (row: { id: string }) => row.id === draft.id,
    )
    expect(listed.processInstanceId).toEqual(expect.any(String))
    expect(await shown()).toBe(listed.processInstanceId)
  })

  it('official fees need their case; a requisition is paid only once approved', async () => {
    const noCase = await send('/ipr/requisition/add', 'POST', { reqType: '1', amount: 900, reason: '代缴申请费' })
    expect(noCase.message).toBe('代缴官费须关联案件')
    const owner = db.table('ipr_case').first(() => true)!
    const paying = await send('/ipr/requisition/add', 'POST', {
      reqType: '1',
      caseId: owner.id,
      amount: 900,
      reason: '代缴申请费-测试',
      payStatus: '1',
    })
    expect(paying.message).toBe('用款申请审批通过后才能支付')
    expect(
      (
        await send('/ipr/requisition/add', 'POST', {
          reqType: '1',
          caseId: owner.id,
          amount: 900,
          reason: '代缴申请费-测试',
        })
      ).success,
    ).toBe(true)
    const saved = db.table('ipr_requisition').first((row) => row.reason === '代缴申请费-测试')!
    expect(saved).toMatchObject({ customerId: owner.customerId, applicant: 'admin', payStatus: '0', bpmStatus: '1' })
  })

  it('a refund is positive and at most what of the receipt is not refunded yet', async () => {
    const paid = aReceipt()
    const zero = await send('/ipr/refund/add', 'POST', { receiptId: paid.id, refundReason: '3', refundAmount: 0 })
    expect(zero.message).toBe('退款金额必须大于0')
    const over = await send('/ipr/refund/add', 'POST', {
      receiptId: paid.id,
      refundReason: '3',
      refundAmount: Number(paid.amount) + 1,
    })
    expect(over.message).toMatch(new RegExp(`^退款金额 .+ 元超过原收款「${String(paid.receiptNo)}」可退金额 .+ 元$`))
    const ok = await send('/ipr/refund/add', 'POST', {
      receiptId: paid.id,
      refundReason: '3',
      refundAmount: paid.amount,
    })
    expect(ok.success).toBe(true)
    expect(db.table('ipr_refund').first((row) => row.receiptId === paid.id)).toMatchObject({
      customerId: paid.customerId,
      bpmStatus: '1',
      refundStatus: '0',
    })
  })
})
