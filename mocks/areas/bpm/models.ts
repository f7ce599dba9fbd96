import { formatDateTime } from '../../kernel/db/time'
import { failure, ok, succeed } from '../../kernel/services/result'
import type { ActModel } from './seed'
import type { Route } from '../../kernel/routes/route'
import { bpmTables, like, page } from './tables'
import { textOf } from '../../kernel/services/text'
import { omit } from '../../kernel/services/omit'

type Json = Record<string, unknown>

const withoutXml = (model: ActModel) => omit(model, 'xml')

const FLAVOURS = ['camunda', 'flowable', 'activiti']

function modelFields(body: Json): Omit<ActModel, 'id' | 'createTime' | 'updateTime'> {
  const key = textOf(body.key).trim()
  const name = textOf(body.name).trim()
  const xml = textOf(body.xml)
  const flavour = textOf(body.flavour ?? 'camunda')
  if (!key) throw new Error('流程标识不能为空')
  if (!name) throw new Error('流程名称不能为空')
  if (!xml.includes('definitions')) throw new Error('流程 XML 无效')
  if (!FLAVOURS.includes(flavour)) throw new Error(`不支持的流程引擎 ${flavour}`)
  return { key, name, xml, flavour: flavour as ActModel['flavour'] }
}

/** Workflow models: what the process designer saves and opens. */
export const modelRoutes: Route[] = [
  {
    path: '/act/process/models/list',
    methods: ['GET'],
    handle({ db, query }) {
      const rows = bpmTables(db).models.list(
        (model) => like(model.name, query.get('name')) && like(model.key, query.get('key')),
      )
      return ok(page(rows.reverse().map(withoutXml), query))
    },
  },
  {
    path: '/act/process/models/queryById',
    methods: ['GET'],
    handle(context) {
      const model = bpmTables(context.db).models.get(context.requiredParam('id'))
      return model ? ok(withoutXml(model)) : failure('未找到对应数据')
    },
  },
  {
    path: '/act/process/models/getXml',
    methods: ['GET'],
    handle(context) {
      const model = bpmTables(context.db).models.get(context.requiredParam('id'))
      return model ? ok(model.xml) : failure('未找到对应数据')
    },
  },
  {
    path: '/act/process/models/add',
    methods: ['POST'],
    async handle({ db, body }) {
      const fields = modelFields(await body())
      const { models } = bpmTables(db)
      if (models.first((model) => model.key === fields.key)) return failure(`流程标识 ${fields.key} 已存在`)
      const model = models.insert({ ...fields, createTime: formatDateTime(db.now()), updateTime: null })
      return succeed('添加成功！', withoutXml(model))
    },
  },
  {
    path: '/act/process/models/edit',
    methods: ['PUT', 'POST'],
    async handle({ db, body }) {
      const json = await body()
      const { models } = bpmTables(db)
      const existing = models.get(textOf(json.id))
      if (!existing) return failure('未找到对应数据')
      const fields = modelFields(json)
      if (fields.key !== existing.key) return failure('已保存的模型不能修改流程标识')
      models.update(existing.id, { ...fields, updateTime: formatDateTime(db.now()) })
      return succeed('编辑成功!', withoutXml(models.get(existing.id)!))
    },
  },
  {
    path: '/act/process/models/delete',
    methods: ['DELETE'],
    handle(context) {
      return bpmTables(context.db).models.remove(context.requiredParam('id'))
        ? succeed('删除成功!')
        : failure('未找到对应数据')
    },
  },
]
