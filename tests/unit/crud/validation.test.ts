import { describe, expect, it } from 'vitest'
import { entitySchema, tableEntities } from '@mocks/kernel/crud/entity-schemas'
import { userResource } from '@mocks/areas/system/resources/user'
import { validateBody } from '@mocks/kernel/crud/validate'
import { subRowProblem } from '@mocks/kernel/crud/sub-tables'
import { CONTRACT_SUB_TABLES } from '@mocks/areas/agency/resources/ipr-contract'
import { CUSTOMER_SUB_TABLES } from '@mocks/areas/agency/resources/ipr-customer'

const user = entitySchema('sys-user')
const rules = userResource.rules

/** A contract body that passes every check but the ones a test breaks. */
const CONTRACT_BODY = {
  contractNo: 'HT1',
  contractName: '代理合同',
  customerId: 'c1',
  contractType: '1',
  signDate: '2026-05-01',
}

describe('request bodies against the entity schema and the rule catalogue', () => {
  it('asks for required properties by their Chinese title', () => {
    expect(validateBody(user, { realname: '王芳' }).error).toBe('登录账号不能为空')
  })

  it('reports the rule catalogue message of the first failing check', () => {
    expect(validateBody(user, { username: 'ab', phone: '13800138000' }, { rules }).error).toBe(
      '登录账号：长度6到18个字符',
    )
    expect(validateBody(user, { username: 'wang-fang', phone: '13800138000' }, { rules }).error).toBe(
      '登录账号：只允许字母、数字、下划线',
    )
    expect(validateBody(user, { username: 'wangfang', phone: '12345' }, { rules }).error).toBe(
      '手机号码：请输入正确手机号',
    )
    expect(
      validateBody(user, { username: 'wangfang', phone: '13800138000', email: 'wangfang@' }, { rules }).error,
    ).toBe('邮箱：邮箱格式不正确')
  })

  it('rejects values of the wrong type and coerces numeric text like Jackson', () => {
    expect(validateBody(user, { username: 'wangfang', sex: 'male' }).error).toBe('性别必须是整数')
    expect(validateBody(user, { username: 'wangfang', birthday: '1990/01/02' }).error).toBe(
      '生日格式不正确，应为yyyy-MM-dd',
    )
    expect(validateBody(user, { username: 'wangfang', sex: '2' }).values.sex).toBe(2)
  })

  it('rejects dates the calendar lacks with the format message, instead of rolling them into the next month', () => {
    expect(validateBody(user, { username: 'wangfang', birthday: '2024-02-30' }).error).toBe(
      '生日格式不正确，应为yyyy-MM-dd',
    )
    expect(validateBody(user, { username: 'wangfang', birthday: '2023-02-29' }).error).toBe(
      '生日格式不正确，应为yyyy-MM-dd',
    )
    expect(validateBody(user, { username: 'wangfang', birthday: '2024-02-29' }).values.birthday).toBe('2024-02-29')
    const announcement = entitySchema('sys-announcement')
    for (const startTime of ['2024-04-31 08:00:00', '2024-04-30 24:00:00'])
      expect(validateBody(announcement, { startTime }).error).toBe('开始时间格式不正确，应为yyyy-MM-dd HH:mm:ss')
  })

  it('refuses an amount with a third decimal instead of rounding it away, and keeps cents as they are', () => {
    const fee = entitySchema('ipr-expense')
    const body = { caseId: 'c1', feeCategory: '1', feeName: '申请费' }
    expect(validateBody(fee, { ...body, amount: 12.345 }).error).toBe('金额最多保留两位小数')
    const cents = validateBody(fee, { ...body, amount: '1.10' })
    expect(cents.error).toBeUndefined()
    expect(cents.values.amount).toBe(1.1)
  })

  it('drops properties the entity does not have (Jackson ignores unknown ones)', () => {
    const { values, error } = validateBody(user, { username: 'wangfang', selectedroles: 'a,b' })
    expect(error).toBeUndefined()
    expect(values).not.toHaveProperty('selectedroles')
  })

  it('on edit needs only what is sent, judged against the stored row', () => {
    const existing = { id: '1', username: 'wangfang', phone: '13800138000' }
    expect(validateBody(user, { id: '1', realname: '王芳' }, { rules, existing }).error).toBeUndefined()
    expect(validateBody(user, { id: '1', phone: '999' }, { rules, existing }).error).toBe('手机号码：请输入正确手机号')
  })

  it('refuses what the entity fields’ value rules refuse, with the form’s message after the title', () => {
    const contract = entitySchema('ipr-contract')
    expect(validateBody(contract, { ...CONTRACT_BODY, amount: -100 }).error).toBe('合同金额：不能为负数')
    const reversed = { ...CONTRACT_BODY, amount: 100, startDate: '2026-06-01', endDate: '2026-05-31' }
    expect(validateBody(contract, reversed).error).toBe('有效期止：不能早于有效期起')
    expect(validateBody(contract, { ...reversed, endDate: '2026-06-01' }).error).toBeUndefined()
    const customer = entitySchema('ipr-customer')
    expect(
      validateBody(customer, { customerNo: 'KH1', customerName: '甲公司', customerType: '1', phone: 'abc电话123' })
        .error,
    ).toBe('联系电话：请输入正确的手机号或座机号')
    expect(validateBody(user, { username: 'wangfang', telephone: '12-34' }).error).toBe('座机号：请输入正确的座机号')
    expect(validateBody(entitySchema('ipr-reimburse'), { billCount: 1.5 }).error).toBe('票据张数必须是整数')
  })

  it('on edit judges a compared pair when either side is sent, against the stored other side', () => {
    const contract = entitySchema('ipr-contract')
    const existing = { id: '1', ...CONTRACT_BODY, amount: 100, startDate: '2026-06-01', endDate: '2026-12-31' }
    expect(validateBody(contract, { id: '1', startDate: '2027-01-01' }, { existing }).error).toBe(
      '有效期止：不能早于有效期起',
    )
    expect(validateBody(contract, { id: '1', contractName: '改名' }, { existing }).error).toBeUndefined()
  })

  it('holds a case’s 官方期限 not before its 内部期限, on add and on an edit sending either side', () => {
    const caseSchema = entitySchema('ipr-case')
    const body = { caseNo: 'AJ1', caseName: '发明专利申请', customerId: 'c1', businessType: '1' }
    const late = { ...body, internalDeadline: '2026-06-10', officialDeadline: '2026-06-01' }
    expect(validateBody(caseSchema, late).error).toBe('官方期限：不能早于内部期限')
    expect(validateBody(caseSchema, { ...late, internalDeadline: '2026-06-01' }).error).toBeUndefined()
    const existing = { id: '1', ...body, internalDeadline: '2026-05-20', officialDeadline: '2026-06-01' }
    expect(validateBody(caseSchema, { id: '1', internalDeadline: '2026-06-02' }, { existing }).error).toBe(
      '官方期限：不能早于内部期限',
    )
  })

  it('holds an announcement’s and a tenant’s 结束时间 not before their 开始时间', () => {
    expect(
      validateBody(entitySchema('sys-announcement'), {
        titile: '系统维护',
        startTime: '2026-06-02 08:00:00',
        endTime: '2026-06-01 18:00:00',
      }).error,
    ).toBe('结束时间：不能早于开始时间')
    const tenant = { name: '乙租户', beginDate: '2026-06-02 00:00:00', endDate: '2026-06-01 23:59:59' }
    expect(validateBody(entitySchema('sys-tenant'), tenant).error).toBe('结束时间：不能早于开始时间')
    expect(
      validateBody(entitySchema('sys-tenant'), { ...tenant, endDate: '2026-06-02 00:00:00' }).error,
    ).toBeUndefined()
  })

  it('holds sub-table rows to their entity’s value rules as well', () => {
    const plan = { period: 1, planDate: '2026-06-01', planAmount: -5 }
    expect(subRowProblem(CONTRACT_SUB_TABLES, { iprContractPlanList: [plan] })).toBe('计划回款金额：不能为负数')
    expect(subRowProblem(CONTRACT_SUB_TABLES, { iprContractPlanList: [{ ...plan, planAmount: 5 }] })).toBeUndefined()
  })

  it('checks a phone format from the rule catalogue on every phone field, in its own list and as a sub-row', () => {
    const contact = entitySchema('ipr-contact')
    expect(validateBody(contact, { customerId: 'c1', name: '王芳', mobile: 'abc电话123' }).error).toBe(
      '手机：请输入正确的手机号码',
    )
    const contacts = (mobile: string) => ({ iprContactList: [{ name: '王芳', mobile }] })
    expect(subRowProblem(CUSTOMER_SUB_TABLES, contacts('1380013800'))).toBe('手机：请输入正确的手机号码')
    expect(subRowProblem(CUSTOMER_SUB_TABLES, contacts('13800138000'))).toBeUndefined()
    const depart = entitySchema('sys-depart')
    expect(validateBody(depart, { departName: '专利部', orgCode: 'A01', mobile: '电话-1' }).error).toBe(
      '手机号：请输入正确的手机号或座机号',
    )
    expect(validateBody(depart, { departName: '专利部', orgCode: 'A01', fax: 'fax' }).error).toBe(
      '传真：请输入正确的座机号',
    )
    // 地址电话 is an invoice's address and phone in one text, as a VAT invoice prints them.
    const unchecked = tableEntities().flatMap((schema) =>
      Object.entries(schema.properties)
        .filter(([, field]) => /电话|手机|座机|传真/.test(field.title ?? '') && field.title !== '地址电话')
        // The user's 手机号码 is checked by its resource's rule (the mobile rule, required as JeecgBoot's user form has it).
        .filter(([name, field]) => !field['x-validator'] && !(schema.$id === 'sys-user' && rules?.[name]))
        .map(([name]) => `${schema.$id}.${name}`),
    )
    expect(unchecked).toEqual([])
  })

  it('lets generated properties be left out', () => {
    const depart = entitySchema('sys-depart')
    expect(validateBody(depart, { departName: '知识产权运营部' }).error).toBe('机构编码不能为空')
    expect(validateBody(depart, { departName: '知识产权运营部' }, { generated: ['orgCode'] }).error).toBeUndefined()
  })
})
