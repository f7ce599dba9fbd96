import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../../codegen/load-catalogue'
import { loadSchemaFiles } from '../../../codegen/load-schemas'
import { peopleRoutes } from '../../../mocks/areas/people/routes'
import { onlineFormRoutes } from '../../../mocks/areas/online-form/routes'
import { isAnonymousPath } from '../../../mocks/kernel/routes/paths'
import { loadEntity } from '../../../renderers/core/entities'
import { entityIds, withEntityDefaults } from '../../../renderers/schema/entity-defaults'
import { repoRoot, scratchProject, writeFiles } from './typecheck'

const catalogue = loadCatalogue(repoRoot)
const find = (method: string, path: string) =>
  catalogue.find((operation) => operation.method === method && operation.path === path)

/**
 * The calls the original front end makes, with the backend's methods where the two differ: `selectDepart`,
 * `editByAnntIdAndUserId`, `updatePassword` and `changePassword` accept PUT only.
 */
const SPEC_CALLS =
  `POST /sys/login, POST /sys/phoneLogin, POST /sys/logout, GET /sys/thirdLogin/getLoginUser/{token}/{thirdType},
POST /sys/online/forceLogout, GET /sys/cas/client/validateLogin, POST /sys/role/add, PUT /sys/role/edit, GET /sys/role/list,
GET /sys/role/queryall, GET /sys/role/queryTreeList, POST /sys/user/add, PUT /sys/user/edit, GET /sys/user/list,
GET /sys/user/queryUserRole, GET /sys/user/checkOnlyUser, GET /sys/user/queryUserByDepId, PUT /sys/user/frozenBatch,
PUT /sys/user/changePassword, PUT /sys/user/updatePassword, GET /sys/user/getCurrentUserDeparts, PUT /sys/selectDepart,
GET /sys/user/queryUserComponentData, POST /sys/permission/add, PUT /sys/permission/edit, GET /sys/permission/list,
GET /sys/permission/getSystemMenuList, GET /sys/permission/getSystemSubmenu, GET /sys/permission/getSystemSubmenuBatch,
GET /sys/permission/queryTreeList, GET /sys/permission/queryRolePermission, GET /sys/permission/getPermRuleListByPermId,
GET /sys/permission/queryPermissionRule, GET /sys/permission/queryDepartPermission, GET /sys/permission/getUserPermissionByToken,
POST /sys/permission/saveRolePermission, POST /sys/permission/saveDepartPermission, GET /sys/sysDepart/queryTreeList,
GET /sys/sysDepart/queryDepartTreeSync, GET /sys/sysDepart/queryIdTree, GET /sys/sysDepart/searchBy,
GET /sys/sysDepart/queryMyDeptTreeList, DELETE /sys/sysDepart/delete, GET /sys/sysDepartPermission/queryTreeListForDeptRole,
GET /sys/sysDepartPermission/queryDeptRolePermission, POST /sys/sysDepartPermission/saveDeptRolePermission, POST /sys/dict/add,
PUT /sys/dict/edit, POST /sys/dictItem/add, PUT /sys/dictItem/edit, GET /sys/dict/getDictItems/{dictCode},
GET /sys/dict/getDictText/{dictCode}/{key}, GET /sys/dict/loadDictItem/{dictCode}, GET /sys/dict/loadDict/{dictCode},
GET /sys/dict/loadTreeData, GET /sys/dict/refleshCache, GET /sys/dict/queryAllDictItems, GET /sys/annountCement/doReleaseData,
GET /sys/annountCement/doReovkeData, GET /sys/annountCement/listByUser, PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId,
GET /sys/annountCement/queryById, GET /sys/loginfo, GET /sys/visitInfo, GET /sys/duplicate/check, GET /sys/checkRule/checkByCode,
GET /sys/category/loadTreeRoot, GET /sys/category/loadTreeChildren, GET /sys/category/loadOne, GET /sys/category/loadTreeData,
GET /sys/category/loadDictItem/, GET /sys/position/list, GET /online/cgreport/api/getRpColumns/{code},
GET /online/cgreport/api/getQueryInfo/{id}, GET /online/cgreport/api/getData/{id}, POST /sys/common/upload`
    .split(',')
    .map((call) => call.trim().split(' ') as [string, string])

/** The method a list page's renderer uses for each standard `api` entry. */
const PAGE_API_METHOD: Record<string, string> = {
  list: 'GET',
  queryById: 'GET',
  exportXls: 'GET',
  add: 'POST',
  importExcel: 'POST',
  edit: 'PUT',
  delete: 'DELETE',
  deleteBatch: 'DELETE',
}

/**
 * Every backend URL a page schema (or a fragment of pages) names, with the method when the key implies one: the page
 * as the engine completes it, so the endpoints its entity's controller (x-resource) gives count as well.
 */
async function pageUrls(): Promise<{ file: string; url: string; method?: string }[]> {
  const found: { file: string; url: string; method?: string }[] = []
  const walk = (node: unknown, file: string, key: string) => {
    if (Array.isArray(node)) node.forEach((item) => walk(item, file, key))
    else if (node && typeof node === 'object') Object.entries(node).forEach(([name, value]) => walk(value, file, name))
    // A link's `path` is an app route (an online form opens at /online/cgformList/{id}), not a backend call.
    else if (typeof node === 'string' && key !== 'path' && /^\/?(sys|act|online)\//.test(node))
      found.push({ file, url: `/${node.replace(/^\//, '').split('?')[0]}`, method: PAGE_API_METHOD[key] })
  }
  for (const page of loadSchemaFiles(repoRoot, 'schemas/pages')) {
    await Promise.all(entityIds(page.json).map(loadEntity))
    walk(withEntityDefaults(page.json), page.path, '')
  }
  for (const fragment of loadSchemaFiles(repoRoot, 'schemas/fragments')) walk(fragment.json, fragment.path, '')
  return found
}

/** The URLs whose X-Sign the server verifies (`SignAuthConfiguration`'s jeecg.signUrls). */
const VERIFIED = [
  '/sys/dict/getDictItems/{dictCode}',
  '/sys/dict/loadDict/{dictCode}',
  '/sys/dict/loadDictOrderByValue/{dictCode}',
  '/sys/dict/loadDictItem/{dictCode}',
  '/sys/dict/loadTreeData',
]

describe('the API catalogue', () => {
  it('has every call of the original front end with the backend method', () => {
    expect(SPEC_CALLS.filter(([method, path]) => !find(method, path))).toEqual([])
  })

  it('has the CRUD operations of every system area', () => {
    const bases = [
      '/sys/user',
      '/sys/role',
      '/sys/dict',
      '/sys/dictItem',
      '/sys/log',
      '/sys/quartzJob',
      '/sys/tenant',
      '/sys/dataSource',
      '/sys/position',
      '/sys/annountCement',
      '/sys/sysAnnouncementSend',
      '/sys/checkRule',
    ]
    const missing = bases.flatMap((base) =>
      [
        ['GET', `${base}/list`],
        ['DELETE', `${base}/delete`],
        ['DELETE', `${base}/deleteBatch`],
      ].filter(([method, path]) => !find(method, path)),
    )
    expect(missing).toEqual([])
    expect(catalogue.filter((operation) => operation.page).map((operation) => operation.id)).toContain(
      'sysCategoryRootList',
    )
  })

  it('describes every endpoint of the people backend (reimbursements, loans, salaries, work logs) and of online forms', () => {
    const undescribed = [...peopleRoutes, ...onlineFormRoutes]
      .map((route) => ({ path: route.path.replace(/:(\w+)/g, '{$1}'), methods: route.methods }))
      .filter(
        ({ path, methods }) =>
          !catalogue.some((op) => op.path === path && (methods === 'ANY' || methods.includes(op.method))),
      )
    expect(undescribed).toEqual([])
  })

  it('signs GET and POST JSON calls, as the original client does, including every URL the server verifies', () => {
    for (const operation of catalogue) {
      expect(operation.signed, operation.id).toBe(
        operation.contentType === 'json' && (operation.method === 'GET' || operation.method === 'POST'),
      )
    }
    expect(VERIFIED.map((path) => find('GET', path)?.signed)).toEqual(VERIFIED.map(() => true))
  })

  it('marks as anonymous exactly the paths the built-in backend lets through without a token', () => {
    const example = (path: string) => path.replace(/\{[^}]+\}/g, 'x')
    expect(
      catalogue
        .filter((operation) => operation.anon !== isAnonymousPath(example(operation.path)))
        .map((operation) => operation.id),
    ).toEqual([])
  })

  it('has every backend URL the page schemas call, with the method their renderer uses', async () => {
    const urls = await pageUrls()
    expect(urls.length).toBeGreaterThan(50)
    // A catalogue path variable ({id}) takes any segment: a placeholder the page fills from the row ({{record.id}})
    // or a fixed value (doDbSynch/{code}/normal).
    const matches = (path: string, url: string) =>
      new RegExp(`^${path.replace(/\{[^}]*\}/g, '[^/]+')}$`).test(url.replace(/\{\{[^}]*\}\}/g, 'x'))
    const unknown = urls.filter(
      ({ url, method }) =>
        !catalogue.some((operation) => matches(operation.path, url) && (!method || operation.method === method)),
    )
    expect(unknown).toEqual([])
  })

  it('refuses a duplicate id, an unknown entity, undescribed path variables and a body on a GET', () => {
    const broken = (operations: Record<string, unknown>) => {
      const dir = scratchProject('ipr-catalogue-')
      cpSync(join(repoRoot, 'schemas'), join(dir, 'schemas'), { recursive: true })
      const file = { $schema: '../meta/api-catalogue.schema.json', area: 'test', operations }
      writeFiles(dir, { 'schemas/api/zz-test.json': JSON.stringify(file) })
      return () => loadCatalogue(dir)
    }
    const base = { summary: 's', method: 'GET', signed: true, anon: false, contentType: 'json' }
    expect(broken({ sysLogin: { ...base, path: '/x' } })).toThrow(/sysLogin is also declared/)
    expect(broken({ zzA: { ...base, path: '/x', result: { $ref: '../entities/nothing.json' } } })).toThrow(
      /no entity schema/,
    )
    expect(broken({ zzB: { ...base, path: '/x/{a}/{b}', pathParams: { a: 'only a' } } })).toThrow(/path has a,b/)
    expect(broken({ zzC: { ...base, path: '/x', body: { type: 'object' } } })).toThrow(/zz-test.json/)
  })

  it("holds the standard operations of every entity's controller (x-resource), each in one area", () => {
    const held = loadSchemaFiles(repoRoot, 'schemas/api').flatMap((file) =>
      Object.values((file.json.resources ?? {}) as Record<string, { entity: string }>).map(({ entity }) => entity),
    )
    const controllers = loadSchemaFiles(repoRoot, 'schemas/entities')
      .filter((file) => file.json['x-resource'])
      .map((file) => String(file.json.$id))
    expect(held.sort()).toEqual(controllers.sort())
    expect(find('DELETE', '/sys/user/deleteBatch')).toMatchObject({ id: 'sysUserDeleteBatch', module: 'user' })
  })

  it('refuses a resource without a controller, an operation for an endpoint it lacks, and an id written twice', () => {
    const broken = (resources: Record<string, unknown>, operations: Record<string, unknown> = {}) => {
      const dir = scratchProject('ipr-catalogue-')
      cpSync(join(repoRoot, 'schemas'), join(dir, 'schemas'), { recursive: true })
      const file = { $schema: '../meta/api-catalogue.schema.json', area: 'test', resources, operations }
      writeFiles(dir, { 'schemas/api/zz-test.json': JSON.stringify(file) })
      return () => loadCatalogue(dir)
    }
    expect(broken({ zzResult: { entity: 'result' } })).toThrow(
      /resource zzResult names result, no entity with x-resource/,
    )
    expect(broken({ zzLog: { entity: 'sys-log', operations: { add: { summary: '添加' } } } })).toThrow(
      /resource zzLog has no endpoint add \(\/sys\/log\)/,
    )
    const written = { summary: 's', method: 'GET', path: '/x', signed: true, anon: false, contentType: 'json' }
    expect(broken({ zzLog: { entity: 'sys-log' } }, { zzLogList: written })).toThrow(
      /zzLogList written as well as generated/,
    )
    expect(broken({ sysLog: { entity: 'sys-log' } })).toThrow(/sysLogList is also declared/)
  })
})
