import { describe, expect, it } from 'vitest'
import { createDatabase } from '../../database'
import {
  DictQueryError,
  parseTableDictCode,
  queryAllDictItems,
  queryDictItemsByCode,
  queryDictText,
  queryTableDict,
} from './dicts'
import { compileFilter, SqlSyntaxError } from './sql-filter'

const db = createDatabase()

describe('parseTableDictCode', () => {
  it('splits table, text column, value column and an optional condition', () => {
    expect(parseTableDictCode('sys_user,realname,username')).toEqual({
      table: 'sys_user',
      text: 'realname',
      code: 'username',
      condition: null,
    })
    expect(parseTableDictCode("sys_user,realname,id,username!='admin'")).toMatchObject({
      condition: "username!='admin'",
    })
  })

  it('rejects fewer than three parts and more than four, ignoring trailing empties like Java split', () => {
    expect(parseTableDictCode('sys_user,realname')).toBeNull()
    expect(parseTableDictCode('sys_user,realname,,')).toBeNull()
    expect(parseTableDictCode('sys_user,realname,username,')).toMatchObject({ condition: null })
    expect(parseTableDictCode("a,b,c,x='1',y='2'")).toBeNull()
  })
})

describe('queryTableDict', () => {
  it('maps snake_case columns onto the stored camelCase fields', () => {
    const items = queryTableDict(db, { table: 'sys_depart', text: 'depart_name', code: 'org_code', condition: null })
    expect(items).toContainEqual({ value: 'A01A01', text: '专利部', title: '专利部', label: '专利部' })
  })

  it('applies the condition and its order by', () => {
    const items = queryTableDict(db, {
      table: 'sys_user',
      text: 'realname',
      code: 'username',
      condition: "username!='admin' order by create_time desc",
    })
    expect(items.map((item) => item.value)).not.toContain('admin')
    const created = items.map(
      (item) =>
        db.table('sys_user').first((user) => user.username === item.value, { includeDeleted: true })!.createTime!,
    )
    expect([...created].sort().reverse()).toEqual(created)
  })

  it('honours a where clause carried by the table part', () => {
    const items = queryTableDict(db, {
      table: 'sys_user where status = 2',
      text: 'realname',
      code: 'username',
      condition: null,
    })
    expect(items.map((item) => item.value).sort()).toEqual(['panwei', 'wangwu'])
  })

  it('searches text or value, with IN semantics for comma lists, and limits', () => {
    const table = { table: 'sys_user', text: 'realname', code: 'username', condition: null }
    expect(queryTableDict(db, { ...table, keyword: '张' }).map((item) => item.value)).toEqual(['zhangsan'])
    expect(queryTableDict(db, { ...table, keyword: 'admin,lisi' }).map((item) => item.text)).toEqual(['管理员', '李四'])
    expect(queryTableDict(db, { ...table, limit: 5 })).toHaveLength(5)
  })

  it('refuses injection attempts and the password column', () => {
    expect(() =>
      queryTableDict(db, { table: 'sys_user;drop table sys_user', text: 'realname', code: 'id', condition: null }),
    ).toThrow(DictQueryError)
    expect(() => queryTableDict(db, { table: 'sys_user', text: 'password', code: 'id', condition: null })).toThrow(
      DictQueryError,
    )
    expect(() =>
      queryTableDict(db, {
        table: 'sys_user',
        text: 'realname',
        code: 'id',
        condition: 'id in (select id from sys_role)',
      }),
    ).toThrow(DictQueryError)
  })

  it('reports unknown tables and columns instead of inventing them', () => {
    expect(() => queryTableDict(db, { table: 'sys_user', text: 'nickname', code: 'id', condition: null })).toThrow(
      "Unknown column 'nickname'",
    )
    expect(() => queryTableDict(db, { table: 'no_such_table', text: 'name', code: 'id', condition: null })).toThrow(
      "Table 'no_such_table' doesn't exist",
    )
    expect(db.tableNames()).not.toContain('no_such_table')
  })
})

describe('compileFilter', () => {
  const rows = [
    { name: 'Alpha', level: 3, parent: null },
    { name: 'beta', level: 1, parent: 'x' },
    { name: 'Gamma', level: 2, parent: 'x' },
  ]
  const names = (sql: string) => rows.filter(compileFilter(sql).where).map((row) => row.name)

  it('supports comparisons, LIKE, IN, IS NULL, NOT and parentheses, case-insensitively', () => {
    expect(names("name = 'alpha'")).toEqual(['Alpha'])
    expect(names('level >= 2 and parent is not null')).toEqual(['Gamma'])
    expect(names("name like '%a' or (level in (1) and not name = 'x')")).toEqual(['Alpha', 'beta', 'Gamma'])
    expect(names("name not like 'g%'")).toEqual(['Alpha', 'beta'])
    expect(names('parent is null')).toEqual(['Alpha'])
  })

  it('rejects what it cannot read', () => {
    expect(() => compileFilter("name = 'unterminated")).toThrow(SqlSyntaxError)
    expect(() => compileFilter('name ~ 1')).toThrow(SqlSyntaxError)
  })
})

describe('plain dictionaries', () => {
  it('lists every item of a code in sort order, disabled ones included', () => {
    expect(queryDictItemsByCode(db, 'database_type').map((item) => item.text)).toContain('DB2')
    expect(queryDictItemsByCode(db, 'sex')).toEqual([
      { value: '1', text: '男', title: '男', label: '男' },
      { value: '2', text: '女', title: '女', label: '女' },
    ])
  })

  it('keeps only enabled items in the map cached at login', () => {
    const all = queryAllDictItems(db)
    expect(all.database_type.map((item) => item.text)).not.toContain('DB2')
    expect(Object.keys(all)).toEqual(
      expect.arrayContaining(['sex', 'user_status', 'priority', 'msg_category', 'bpm_process_instance_result']),
    )
  })

  it('translates one value', () => {
    expect(queryDictText(db, 'user_status', '2')).toBe('冻结')
    expect(queryDictText(db, 'user_status', '9')).toBeNull()
  })
})

describe('enum dictionaries', () => {
  it('serves the message channels, which sys_dict does not hold, like a plain dictionary', () => {
    expect(db.table('sys_dict').first((row) => row.dictCode === 'messageType')).toBeUndefined()
    expect(queryDictItemsByCode(db, 'messageType').map((item) => item.text)).toEqual([
      '系统消息',
      '邮件消息',
      '钉钉消息',
      '企业微信',
    ])
    expect(queryAllDictItems(db).messageType[1]).toEqual({
      value: 'email',
      text: '邮件消息',
      title: '邮件消息',
      label: '邮件消息',
    })
    expect(queryDictText(db, 'messageType', 'system')).toBe('系统消息')
    expect(queryDictText(db, 'messageType', '2')).toBeNull()
  })
})
