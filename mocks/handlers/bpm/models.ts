import type { Database } from '../db/database'
import { formatDateTime } from '../db/time'
import { failure, ok, succeed } from '../services/result'
import { BPM_TABLES, seedBpm, type ActActivity, type ActInstance, type ActModel, type ActTask } from '../seed/bpm'
import type { Route } from './route'

type Json = Record<string, unknown>

const SEEDED_KEY = 'bpm:seeded'

/** The workflow tables are seeded on first use, so the shared seed needs no knowledge of them. */
function tables(db: Database) {
  if (db.kv.get(SEEDED_KEY) === undefined) {
    seedBpm(db)
    db.kv.set(SEEDED_KEY, '1')
  }
  return {
    models: db.table<ActModel>(BPM_TABLES.model),
    instances: db.table<ActInstance>(BPM_TABLES.instance),
    tasks: db.table<ActTask>(BPM_TABLES.task),
    activities: db.table<ActActivity>(BPM_TABLES.activity),
  }
}

function page<T>(rows: T[], query: URLSearchParams) {
  const pageNo = Math.max(1, Number(query.get('pageNo') ?? 1))
  const pageSize = Math.max(1, Number(query.get('pageSize') ?? 10))
  return { records: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length, size: pageSize, current: pageNo, pages: Math.ceil(rows.length / pageSize) }
}

const like = (value: string, needle: string | null) => !needle || value.includes(needle.replace(/\*/g, ''))

const withoutXml = ({ xml: _xml, ...model }: ActModel) => model

const FLAVOURS = ['camunda', 'flowable', 'activiti']

function modelFields(body: Json): Omit<ActModel, 'id' | 'createTime' | 'updateTime'> {
  const key = String(body.key ?? '').trim()
  const name = String(body.name ?? '').trim()
  const xml = String(body.xml ?? '')
  const flavour = String(body.flavour ?? 'camunda')
  if (!key) throw new Error('流程标识不能为空')
  if (!name) throw new Error('流程名称不能为空')
  if (!xml.includes('definitions')) throw new Error('流程 XML 无效')
  if (!FLAVOURS.includes(flavour)) throw new Error(`不支持的流程引擎 ${flavour}`)
  return { key, name, xml, flavour: flavour as ActModel['flavour'] }
}

/**
 * Task row (spec §3 "task"): the nested assignee the status viewer reads, plus flat copies and the
 * instance's name for the task list columns.
 */
const taskView = (task: ActTask, instances: ActInstance[] = []) => ({
  id: task.id,
  instanceId: task.instanceId,
  instanceName: instances.find((instance) => instance.id === task.instanceId)?.name ?? '',
  assigneeName: task.assigneeName,
  assigneeDeptName: task.assigneeDeptName,
  name: task.name,
  definitionKey: task.definitionKey,
  result: task.result,
  assigneeUser: { username: task.assigneeUsername, nickname: task.assigneeName, deptName: task.assigneeDeptName },
  createTime: task.createTime,
  endTime: task.endTime,
  reason: task.reason,
})

const instanceView = (instance: ActInstance) => ({
  id: instance.id,
  modelId: instance.modelId,
  name: instance.name,
  result: instance.result,
  startUser: { username: instance.startUsername, nickname: instance.startUserName, deptName: instance.startDeptName },
  createTime: instance.createTime,
  endTime: instance.endTime,
})

/** Workflow models, instances and tasks for the process designer, its status viewer and the task lists. */
export const bpmRoutes: Route[] = [
  {
    path: '/act/process/models/list',
    methods: ['GET'],
    handle({ db, query }) {
      const rows = tables(db).models.list((model) => like(model.name, query.get('name')) && like(model.key, query.get('key')))
      return ok(page(rows.reverse().map(withoutXml), query))
    },
  },
  {
    path: '/act/process/models/queryById',
    methods: ['GET'],
    handle(context) {
      const model = tables(context.db).models.get(context.requiredParam('id'))
      return model ? ok(withoutXml(model)) : failure('未找到对应数据')
    },
  },
  {
    path: '/act/process/models/getXml',
    methods: ['GET'],
    handle(context) {
      const model = tables(context.db).models.get(context.requiredParam('id'))
      return model ? ok(model.xml) : failure('未找到对应数据')
    },
  },
  {
    path: '/act/process/models/add',
    methods: ['POST'],
    async handle({ db, body }) {
      const fields = modelFields(await body())
      const { models } = tables(db)
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
      const { models } = tables(db)
      const existing = models.get(String(json.id ?? ''))
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
      return tables(context.db).models.remove(context.requiredParam('id')) ? succeed('删除成功!') : failure('未找到对应数据')
    },
  },
  {
    path: '/act/process/instance/list',
    methods: ['GET'],
    handle({ db, query }) {
      return ok(page(tables(db).instances.list().reverse().map(instanceView), query))
    },
  },
  {
    // Everything the status viewer draws: the model's XML, the instance, its tasks and activity visits.
    path: '/act/process/instance/detail',
    methods: ['GET'],
    handle(context) {
      const { models, instances, tasks, activities } = tables(context.db)
      const instance = instances.get(context.requiredParam('id'))
      const model = instance && models.get(instance.modelId)
      if (!instance || !model) return failure('未找到对应数据')
      return ok({
        instance: instanceView(instance),
        flavour: model.flavour,
        xml: model.xml,
        tasks: tasks.list((task) => task.instanceId === instance.id).map((task) => taskView(task, [instance])),
        activities: activities.list((activity) => activity.instanceId === instance.id).map(({ key, taskId, startTime, endTime }) => ({ key, taskId, startTime, endTime })),
      })
    },
  },
  {
    path: '/act/task/todo/list',
    methods: ['GET'],
    handle({ db, user, query }) {
      const { tasks, instances } = tables(db)
      const rows = tasks.list((task) => task.endTime === null && task.assigneeUsername === user?.username)
      return ok(page(rows.map((task) => taskView(task, instances.list())), query))
    },
  },
  {
    path: '/act/task/done/list',
    methods: ['GET'],
    handle({ db, user, query }) {
      const { tasks, instances } = tables(db)
      const rows = tasks.list((task) => task.endTime !== null && task.assigneeUsername === user?.username)
      return ok(page(rows.map((task) => taskView(task, instances.list())), query))
    },
  },
]
