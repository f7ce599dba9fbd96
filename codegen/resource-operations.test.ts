import { describe, expect, it } from 'vitest'
import type { CatalogueResource, EntitySchema, Resource } from '../renderers/generated/schema-language'
import { resourceOperations } from './resource-operations'

const entity = (resource: Resource): EntitySchema & { 'x-resource': Resource } => ({
  $schema: '../meta/entity.schema.json',
  $id: 'sys-position',
  title: 'SysPosition',
  'x-label': '职务',
  'x-resource': resource,
  type: 'object',
  properties: {},
})

describe("a catalogue resource's standard operations", () => {
  it('are one per endpoint of the controller, named <prefix><Role>, as JeecgBoot generates them', () => {
    const operations = resourceOperations('sysPosition', { entity: 'sys-position' }, entity({ base: '/sys/position' }))
    expect(Object.keys(operations)).toEqual([
      'sysPositionList',
      'sysPositionAdd',
      'sysPositionEdit',
      'sysPositionDelete',
      'sysPositionDeleteBatch',
      'sysPositionQueryById',
      'sysPositionExportXls',
      'sysPositionImportExcel',
    ])
    const shape = Object.values(operations).map(({ summary, method, path, signed, contentType }) =>
      [summary, method, path, signed, contentType].join(' '),
    )
    expect(shape).toEqual([
      '职务列表 GET /sys/position/list true json',
      '添加职务 POST /sys/position/add true json',
      '编辑职务 PUT /sys/position/edit false json',
      '删除职务 DELETE /sys/position/delete false json',
      '批量删除职务 DELETE /sys/position/deleteBatch false json',
      '按主键查询职务 GET /sys/position/queryById true json',
      '导出职务 GET /sys/position/exportXls false blob',
      '导入职务 POST /sys/position/importExcel false multipart',
    ])
    expect(operations.sysPositionList).toMatchObject({
      query: { $ref: '../entities/list-query.json' },
      result: { $ref: '../entities/sys-position.json' },
      page: true,
    })
    expect(operations.sysPositionEdit.body).toEqual({ $ref: '../entities/sys-position.json', 'x-partial': true })
    expect(operations.sysPositionDeleteBatch.query).toEqual({ $ref: '../entities/ids-query.json' })
  })

  it("take the controller's endpoints only, the area's title, its extra parameters and body, and its overrides", () => {
    const query = { type: 'object' as const, properties: { name: { type: 'string' as const } } }
    const body = { type: 'object' as const, properties: { lines: { type: 'array' as const } } }
    const operations = resourceOperations(
      'post',
      { entity: 'sys-position', title: '岗位', query, body, operations: { delete: { summary: '删除岗位及其人员' } } },
      entity({ base: '/sys/post', endpoints: ['list', 'add', 'delete', 'exportXls'] }),
    )
    expect(Object.keys(operations)).toEqual(['postList', 'postAdd', 'postDelete', 'postExportXls'])
    expect(operations.postList).toMatchObject({
      summary: '岗位列表',
      query: { allOf: [{ $ref: '../entities/list-query.json' }, query] },
    })
    expect(operations.postExportXls.query).toEqual({ allOf: [{ $ref: '../entities/export-query.json' }, query] })
    expect(operations.postAdd.body).toEqual({
      allOf: [{ $ref: '../entities/sys-position.json', 'x-partial': true }, body],
    })
    expect(operations.postDelete).toMatchObject({ summary: '删除岗位及其人员', path: '/sys/post/delete' })
  })
  it('name who may call them: the button code of each writing endpoint, the readers of the list for the rest', () => {
    const permissions = (declared: Pick<CatalogueResource, 'read'>, resource: Resource) =>
      Object.fromEntries(
        Object.entries(resourceOperations('p', { entity: 'sys-position', ...declared }, entity(resource))).map(
          ([id, operation]) => [id, operation.permission],
        ),
      )
    expect(
      permissions(
        { read: ['/isystem/position', '/isystem/user'] },
        { base: '/sys/position', permissionPrefix: 'position:' },
      ),
    ).toEqual({
      pList: ['/isystem/position', '/isystem/user'],
      pAdd: 'position:add',
      pEdit: 'position:edit',
      pDelete: 'position:delete',
      pDeleteBatch: 'position:delete',
      pQueryById: ['/isystem/position', '/isystem/user'],
      pExportXls: 'position:export',
      pImportExcel: 'position:import',
    })
    expect(new Set(Object.values(permissions({}, { base: '/sys/position' })))).toEqual(new Set(['signed-in']))
  })
})
