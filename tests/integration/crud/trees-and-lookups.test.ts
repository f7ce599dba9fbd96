// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestServer } from '@mocks/node'
import { signedHeaders } from '@mocks/testing'
import { call, tokenOf, serveSignedInAdmin } from './support'

const backend = createTestServer()
const { db } = backend
const admin = serveSignedInAdmin(backend)

const get = async (path: string, token = admin()) => (await call(path, { token })).body

describe('department trees', () => {
  it('answers the whole tree with key/value/title/isLeaf, ordered by departOrder', async () => {
    const { result, success } = await get('/sys/sysDepart/queryTreeList')
    expect(success).toBe(true)
    expect(result.map((node: { title: string }) => node.title)).toEqual(['北京知识产权服务有限公司', '上海分公司'])
    const patent = result[0].children[0]
    expect(patent).toMatchObject({
      title: '专利部',
      key: patent.id,
      value: patent.id,
      isLeaf: false,
      orgCode: 'A01A01',
    })
    expect(patent.children[0]).toMatchObject({ title: '专利代理一组', isLeaf: true })
    expect(patent.children[0]).not.toHaveProperty('children')
  })

  it('has an id-only tree, a lazy level-by-level tree and a keyword search', async () => {
    const ids = (await get('/sys/sysDepart/queryIdTree')).result
    expect(Object.keys(ids[0]).sort()).toEqual(['children', 'id', 'key', 'title', 'value'])
    const roots = (await get('/sys/sysDepart/queryDepartTreeSync')).result
    expect(roots.map((node: { title: string; isLeaf: boolean }) => [node.title, node.isLeaf])).toEqual([
      ['北京知识产权服务有限公司', false],
      ['上海分公司', false],
    ])
    const children = (await get(`/sys/sysDepart/queryDepartTreeSync?pid=${roots[1].id}`)).result
    expect(children).toMatchObject([{ title: '上海业务部', isLeaf: true }])
    expect((await get(`/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('专利')}`)).result).toHaveLength(3)
    expect(await get(`/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('不存在')}`)).toMatchObject({
      success: false,
      message: '未查询匹配数据！',
    })
  })

  it('gives a department head their own departments (我的部门) and others an empty answer', async () => {
    const head = await get('/sys/sysDepart/queryMyDeptTreeList', await tokenOf('chenxiaodong'))
    expect(head.message).toBe('2')
    expect(head.result[0]).toMatchObject({ title: '专利部' })
    expect(head.result[0].children).toHaveLength(2)
    expect(await get('/sys/sysDepart/queryMyDeptTreeList', await tokenOf('lisi'))).toMatchObject({
      success: true,
      message: '1',
      result: null,
    })
  })

  it('adds a department under a parent with the next hierarchical code and deletes it with its links', async () => {
    const legal = db.table('sys_depart').first((row) => row.departName === '法务部')!
    const added = await call('/sys/sysDepart/add', {
      method: 'POST',
      token: admin(),
      body: { parentId: legal.id, departName: '知识产权诉讼组', orgCategory: '2' },
    })
    expect(added.body.success).toBe(true)
    const depart = db.table('sys_depart').first((row) => row.departName === '知识产权诉讼组')!
    expect(depart).toMatchObject({ orgCode: 'A01A04A01', orgType: '3', status: '1', delFlag: '0' })
    await call(`/sys/sysDepart/delete?id=${legal.id}`, { method: 'DELETE', token: admin() })
    expect(db.table('sys_depart').get(depart.id)).toBeUndefined()
    expect(db.table('sys_user_depart').count((link) => link.depId === legal.id)).toBe(0)
  })
})

describe('category trees', () => {
  it('pages the roots, lists children and loads tree nodes with leaf', async () => {
    const roots = (await get('/sys/category/rootList?pageNo=1&pageSize=10')).result
    expect(roots.records.map((row: { name: string }) => row.name)).toEqual(
      expect.arrayContaining(['专利类型', '商标类型', '版权类型', '客户行业', '案件类型']),
    )
    expect(roots.total).toBe(5)
    const patent = roots.records.find((row: { name: string }) => row.name === '专利类型')
    expect((await get(`/sys/category/childList?pid=${patent.id}`)).result).toHaveLength(3)
    const byCode = (await get('/sys/category/loadTreeRoot?async=true&pcode=A01')).result
    expect(byCode[0]).toMatchObject({ title: '发明专利', leaf: true, parentId: patent.id, code: 'A01A01' })
    const all = (await get('/sys/category/loadTreeRoot?async=false&pcode=0')).result
    expect(all.find((node: { title: string }) => node.title === '专利类型').children).toHaveLength(3)
    expect((await get(`/sys/category/loadTreeChildren?pid=${patent.id}`)).result).toHaveLength(3)
    expect((await get('/sys/category/loadTreeData?pcode=A02')).result).toHaveLength(4)
    expect((await get('/sys/category/loadOne?field=code&val=A01A02')).result.name).toBe('实用新型专利')
    expect((await get(`/sys/category/loadDictItem/?ids=${byCode[0].key},${patent.id}`)).result).toEqual([
      '发明专利',
      '专利类型',
    ])
    expect(await get('/sys/category/loadTreeRoot?async=true&pcode=Z99')).toMatchObject({
      success: false,
      message: '该编码【Z99】不存在，请核实!',
    })
  })

  it('adds a child with the next code and marks the parent as having children', async () => {
    const industry = db.table('sys_category').first((row) => row.name === '新能源')!
    await call('/sys/category/add', { method: 'POST', token: admin(), body: { pid: industry.id, name: '光伏' } })
    expect(db.table('sys_category').first((row) => row.name === '光伏')).toMatchObject({
      code: `${industry.code}A01`,
      hasChild: '0',
    })
    expect(db.table('sys_category').get(industry.id)!.hasChild).toBe('1')
  })
})

describe('dictionaries and lookups', () => {
  it('answers the signed loadTreeData with `leaf`, not `isLeaf`', async () => {
    const params = {
      pid: '0',
      tableName: 'sys_category',
      text: 'name',
      code: 'id',
      pidField: 'pid',
      hasChildField: 'has_child',
      condition: '',
    }
    const query = new URLSearchParams({ ...params, _t: '1700000000' })
    const { body } = await call(`/sys/dict/loadTreeData?${query}`, {
      token: admin(),
      headers: signedHeaders('/sys/dict/loadTreeData', params),
    })
    expect(body.success).toBe(true)
    expect(body.result[0]).toHaveProperty('leaf', false)
    expect(body.result[0]).not.toHaveProperty('isLeaf')
  })

  it('shows a new dictionary item in queryAllDictItems and getDictItems', async () => {
    const dict = db.table('sys_dict').first((row) => row.dictCode === 'priority')!
    const added = await call('/sys/dictItem/add', {
      method: 'POST',
      token: admin(),
      body: { dictId: dict.id, itemText: '特急', itemValue: 'U', sortOrder: 4, status: 1 },
    })
    expect(added.body.success).toBe(true)
    const all = (await get('/sys/dict/queryAllDictItems')).result
    expect(all.priority.map((item: { value: string }) => item.value)).toEqual(['L', 'M', 'H', 'U'])
    const items = (await get(`/sys/dictItem/list?dictId=${dict.id}`)).result.records
    expect(items.map((item: { itemValue: string }) => item.itemValue)).toEqual(['L', 'M', 'H', 'U'])
    expect(await get(`/sys/dictItem/dictItemCheck?dictId=${dict.id}&itemValue=U`)).toMatchObject({
      success: false,
      message: '该值不可用，系统中已存在！',
    })
  })

  it('keeps deleted dictionaries in a recycle bin until purged or restored', async () => {
    const dict = db.table('sys_dict').first((row) => row.dictCode === 'urgent_level')!
    await call(`/sys/dict/delete?id=${dict.id}`, { method: 'DELETE', token: admin() })
    expect((await get('/sys/dict/deleteList')).result.map((row: { id: string }) => row.id)).toContain(dict.id)
    expect((await get('/sys/dict/queryAllDictItems')).result).not.toHaveProperty('urgent_level')
    await call(`/sys/dict/back/${dict.id}`, { method: 'PUT', token: admin() })
    expect((await get('/sys/dict/queryAllDictItems')).result).toHaveProperty('urgent_level')
  })

  it('checks duplicates (soft-deleted rows count) and coded rules', async () => {
    expect(await get('/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=ZHAOLIU')).toMatchObject({
      success: false,
      code: 500,
      message: '该值不可用，系统中已存在！',
    })
    const own = db.table('sys_user').first((user) => user.username === 'lisi')!
    expect(
      await get(`/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=lisi&dataId=${own.id}`),
    ).toMatchObject({ success: true, message: '该值可用！' })
    expect(await get(`/sys/checkRule/checkByCode?ruleCode=common&value=${encodeURIComponent('9abc')}`)).toMatchObject({
      success: false,
      message: '第一位只能是字母',
    })
    expect(await get(`/sys/checkRule/checkByCode?ruleCode=common&value=ab`)).toMatchObject({
      success: false,
      message: '最少输入3位数',
    })
    expect(await get(`/sys/checkRule/checkByCode?ruleCode=common&value=abc_1`)).toMatchObject({ success: true })
  })
})

describe('other system controllers', () => {
  it('keeps data-source passwords encrypted in the list and clear in queryById', async () => {
    await call('/sys/dataSource/add', {
      method: 'POST',
      token: admin(),
      body: {
        code: 'crm',
        name: '客户关系库',
        dbType: '4',
        dbUsername: 'crm',
        dbPassword: 'S3cret!',
        dbUrl: 'jdbc:mysql://10.10.20.30:3306/crm',
      },
    })
    const row = (await get('/sys/dataSource/list?code=crm')).result.records[0]
    expect(row.dbPassword).not.toBe('S3cret!')
    expect(row.dbType_dictText).toBe('MySQL5.7+')
    expect((await get(`/sys/dataSource/queryById?id=${row.id}`)).result.dbPassword).toBe('S3cret!')
    expect((await get('/sys/dataSource/options')).result).toContainEqual({
      value: 'crm',
      label: '客户关系库',
      text: '客户关系库',
    })
  })

  it('answers gateway routes unpaged with parsed predicates, and saves through updateAll', async () => {
    const before = (await get('/sys/gatewayRoute/list')).result
    expect(Array.isArray(before)).toBe(true)
    expect(before[0].predicates[0]).toMatchObject({ name: 'Path' })
    const router = {
      routerId: 'ipr-billing',
      name: 'ipr-billing',
      uri: 'lb://ipr-billing',
      predicates: [{ name: 'Path', args: ['/billing/**'] }],
      filters: [],
      status: 1,
    }
    expect(
      (await call('/sys/gatewayRoute/updateAll', { method: 'POST', token: admin(), body: { router } })).body.message,
    ).toBe('操作成功！')
    const saved = (await get('/sys/gatewayRoute/list')).result.find(
      (row: { routerId: string }) => row.routerId === 'ipr-billing',
    )
    expect(saved.predicates).toEqual(router.predicates)
    expect(
      (await call(`/sys/gatewayRoute/delete?id=${saved.id}`, { method: 'DELETE', token: admin() })).body.message,
    ).toBe('删除路由成功')
  })

  it('pauses, resumes and refuses a duplicate job class or a bad cron', async () => {
    const job = db.table('sys_quartz_job').first((row) => row.status === 0)!
    expect((await get(`/sys/quartzJob/pause?id=${job.id}`)).message).toBe('停止定时任务成功')
    expect(db.table('sys_quartz_job').get(job.id)!.status).toBe(-1)
    expect((await get(`/sys/quartzJob/resume?id=${job.id}`)).message).toBe('恢复定时任务成功')
    const duplicate = await call('/sys/quartzJob/add', {
      method: 'POST',
      token: admin(),
      body: { jobClassName: job.jobClassName, cronExpression: '0/30 * * * * ?' },
    })
    expect(duplicate.body.message).toBe('该定时任务类名已存在')
    const badCron = await call('/sys/quartzJob/add', {
      method: 'POST',
      token: admin(),
      body: { jobClassName: 'org.jeecg.modules.ipr.job.NewJob', cronExpression: '0 0 25 * * ?' },
    })
    expect(badCron.body.message).toMatch(/^Cron表达式不正确：/)
  })

  it('takes typed-in tenant ids and lists them by id', async () => {
    expect(
      (
        await call('/sys/tenant/add', {
          method: 'POST',
          token: admin(),
          body: { id: 8, name: '广州办事处', status: 1 },
        })
      ).body.success,
    ).toBe(true)
    expect(
      (await call('/sys/tenant/add', { method: 'POST', token: admin(), body: { id: 8, name: '重复' } })).body.message,
    ).toBe('数据库中已存在该记录')
    expect((await get('/sys/tenant/queryList?ids=1,8')).result.map((row: { name: string }) => row.name)).toEqual([
      '北京总部',
      '广州办事处',
    ])
    expect((await get('/sys/tenant/getCurrentUserTenant', await tokenOf('zhangsan'))).result.list).toHaveLength(2)
  })
})
