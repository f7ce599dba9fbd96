// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import caseList from '@schemas/pages/ipr/CaseList.json'
import trademarkList from '@schemas/pages/ipr/TrademarkList.json'
import { CASE_APP_NO_RULES, TRADEMARK_NUMBER_RULES } from '@mocks/areas/agency/resources/checked-numbers'
import { call, serveSignedInAdmin } from '../mocks/support'

const backend = createTestServer()
const { db } = backend
const admin = serveSignedInAdmin(backend)

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read each answer's fields as the assertion expects them
const send = async (path: string, method = 'GET', body?: unknown): Promise<any> =>
  (await call(path, { method, body, token: admin() })).body

const draw = async (ruleCode: string, formData: object = {}) =>
  String((await send(`/sys/fillRule/executeRuleByCode/${ruleCode}`, 'PUT', formData)).result)

const parcel = (remark: string, parcelNo?: string) => ({
  parcelNo,
  direction: '1',
  expressCompany: 'SF',
  expressNo: `SF-${remark}`,
  remark,
})

describe('numbers drawn by fill rules under concurrent saves', () => {
  it('fees saved at once without a number each get their own 费用编号', async () => {
    const fee = db.table('ipr_expense').first((row) => row.feeCategory === '2')!
    const saves = Array.from({ length: 6 }, (_, index) =>
      send('/ipr/expense/add', 'POST', {
        caseId: fee.caseId,
        feeCategory: '2',
        feeName: `并发费用${index}`,
        amount: 1,
      }),
    )
    expect((await Promise.all(saves)).every((answer) => answer.success)).toBe(true)
    const numbers = db
      .table('ipr_expense')
      .list((row) => String(row.feeName).startsWith('并发费用'))
      .map((row) => String(row.expenseNo))
    expect(numbers).toHaveLength(6)
    expect(new Set(numbers).size).toBe(6)
    for (const number of numbers) expect(number).toMatch(/^FY\d{12}$/)
  })

  it('forms drawing at once get distinct numbers; two saves of one drawn number store two numbers', async () => {
    const drawn = await Promise.all(Array.from({ length: 5 }, () => draw('ipr_express_no')))
    expect(new Set(drawn).size).toBe(5)
    const [first] = drawn
    const answers = await Promise.all([
      send('/ipr/express/add', 'POST', parcel('并发一', first)),
      send('/ipr/express/add', 'POST', parcel('并发二', first)),
    ])
    expect(answers.map((answer) => answer.success)).toEqual([true, true])
    const stored = ['并发一', '并发二'].map((remark) => db.table('ipr_express').first((row) => row.remark === remark)!)
    expect(stored.map((row) => row.parcelNo)).toContain(first)
    expect(stored[0].parcelNo).not.toBe(stored[1].parcelNo)
    for (const row of stored) expect(String(row.parcelNo)).toMatch(/^KD\d{12}$/)
    // A number typed by hand is the user's: a duplicate of it is refused, not replaced.
    await send('/ipr/express/add', 'POST', parcel('手填一', 'KD-手填-1'))
    expect((await send('/ipr/express/add', 'POST', parcel('手填二', 'KD-手填-1'))).message).toBe('收发编号已存在')
  })

  it("IP records saved at once without a number are numbered by their kind's rule", async () => {
    const kinds = [
      ['1', 'BQ'],
      ['2', 'SB'],
      ['5', 'JF'],
    ] as const
    const answers = await Promise.all(
      kinds.map(([kind]) => send(`/ipr/iprInfo/add/${kind}`, 'POST', { iprFlag: kind, iprName: `编号测试${kind}` })),
    )
    expect(answers.map((answer) => answer.message)).toEqual(['添加成功！', '添加成功！', '添加成功！'])
    for (const [kind, prefix] of kinds) {
      const row = db.table('ipr_info').first((each) => each.iprName === `编号测试${kind}`)!
      expect(String(row.iprNo)).toMatch(new RegExp(`^${prefix}\\d{12}$`))
    }
    expect(await draw('ipr_trademark_no')).toMatch(/^SB\d{12}$/)
  })
})

/** The `ruleCode` an `x-validator` of a page's form field names (schema objects, nested). */
function declaredRules(node: unknown, found: Record<string, unknown> = {}): Record<string, unknown> {
  if (Array.isArray(node)) node.forEach((item) => declaredRules(item, found))
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      const rule = Array.isArray(value) ? undefined : (value as { 'x-validator'?: Array<{ ruleCode?: unknown }> })
      const ruleCode = rule?.['x-validator']?.find?.((entry) => entry.ruleCode)?.ruleCode
      if (ruleCode) found[key] = ruleCode
      declaredRules(value, found)
    }
  return found
}

describe('申请号 and 注册号 judged by the server with the forms’ check rules', () => {
  it('judges what the forms declare', () => {
    expect(declaredRules(caseList.form)).toEqual({
      appNo: { field: 'businessType', codes: CASE_APP_NO_RULES },
    })
    expect(declaredRules(trademarkList.form)).toEqual(TRADEMARK_NUMBER_RULES)
  })

  it('refuses a case or trademark whose number fails its rule with the form’s message, saving nothing', async () => {
    const patent = db.table('ipr_case').first((row) => row.businessType === '1' && !!row.appNo)!
    const bad = await send('/ipr/case/edit', 'PUT', { ...patent, appNo: '60123456' })
    expect(bad).toMatchObject({ success: false, message: '专利申请号格式应为12位数字加校验位，如202410356781.2' })
    expect(db.table('ipr_case').get(patent.id)!.appNo).toBe(patent.appNo)
    // The same number fits a trademark case: the rule follows the business type the save leaves.
    expect(await send('/ipr/case/edit', 'PUT', { ...patent, businessType: '2', appNo: '60123456' })).toMatchObject({
      success: true,
    })
    const newCase = {
      caseNo: 'T20990101',
      caseName: '服务端校验案件',
      businessType: '2',
      customerId: patent.customerId,
      appNo: '2024-1',
    }
    expect(await send('/ipr/case/add', 'POST', newCase)).toMatchObject({
      success: false,
      message: '商标注册号为7到8位数字',
    })
    expect(db.table('ipr_case').first((row) => row.caseName === '服务端校验案件')).toBeUndefined()
    const mark = db.table('ipr_info').first((row) => row.iprFlag === '2')!
    expect(await send('/ipr/iprInfo/edit', 'PUT', { ...mark, regNo: 'R12345' })).toMatchObject({
      success: false,
      message: '商标注册号为7到8位数字',
    })
    expect(db.table('ipr_info').get(mark.id)!.regNo).toBe(mark.regNo)
    // A stored number the save leaves as it was is not judged again; an unrelated kind is not judged.
    expect(await send('/ipr/iprInfo/edit', 'PUT', { ...mark, remark: '复核' })).toMatchObject({ success: true })
    const copyright = db.table('ipr_info').first((row) => row.iprFlag === '1')!
    expect(await send('/ipr/iprInfo/edit', 'PUT', { ...copyright, regNo: '2024SR0123456' })).toMatchObject({
      success: true,
    })
  })
})
