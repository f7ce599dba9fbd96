import { failure, ok } from '../../kernel/services/result'
import type { Route } from '../../kernel/routes/route'
import { bpmTables, like, page } from './tables'
import { instanceView, taskView } from './views'

/** Process instances: the list and everything the status viewer draws for one of them. */
export const instanceRoutes: Route[] = [
  {
    path: '/act/process/instance/list',
    methods: ['GET'],
    handle({ db, query }) {
      const result = query.get('result')
      const rows = bpmTables(db).instances.list(
        (instance) => like(instance.name, query.get('name')) && (!result || String(instance.result) === result),
      )
      return ok(page(rows.reverse().map(instanceView), query))
    },
  },
  {
    path: '/act/process/instance/detail',
    methods: ['GET'],
    handle(context) {
      const { models, instances, tasks, activities } = bpmTables(context.db)
      const instance = instances.get(context.requiredParam('id'))
      const model = instance && models.get(instance.modelId)
      if (!instance || !model) return failure('未找到对应数据')
      return ok({
        instance: instanceView(instance),
        flavour: model.flavour,
        xml: model.xml,
        tasks: tasks.list((task) => task.instanceId === instance.id).map((task) => taskView(task, [instance])),
        activities: activities
          .list((activity) => activity.instanceId === instance.id)
          .map(({ key, taskId, startTime, endTime }) => ({ key, taskId, startTime, endTime })),
      })
    },
  },
]
