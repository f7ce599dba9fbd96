import type { Row } from '../../kernel/db/table'
import type { Route } from '../../kernel/routes/route'
import { ok } from '../../kernel/services/result'
import { textOf } from '../../kernel/services/text'
import { backNodes } from './back-nodes'
import { nextChoosing } from './chosen'
import { decide } from './decide'
import { BPM_TABLES } from './seed'
import { openTaskFor } from './task-access'
import { bpmTables } from './tables'
import { userTaskOf } from './user-task'
import { instanceView, taskView } from './views'

type Body = Record<string, unknown>

/** 办理: what the approval page shows of a task, and the decision it sends (JeecgBoot's `processComplete`). */
export const taskInfoRoutes: Route[] = [
  {
    path: '/act/task/getProcessTaskTransInfo',
    methods: ['GET'],
    handle(context) {
      const { db, user } = context
      const found = openTaskFor(db, context.requiredParam('taskId'), user?.username)
      if ('error' in found) return found.error
      const { task } = found
      const { instances, models, tasks } = bpmTables(db)
      const instance = instances.get(task.instanceId)!
      // The process binding (流程表单设置) of the record's table names the page whose form shows the record.
      const binding = db
        .table<Row>(BPM_TABLES.form)
        .first((form) => form.formKey === instance.businessTable && textOf(form.status) === '1')
      return ok({
        task: taskView(task, [instance]),
        instance: instanceView(instance),
        formUrl: binding ? textOf(binding.formUrl) : null,
        businessId: instance.businessId ?? null,
        editableFields: userTaskOf(models.get(instance.modelId)?.xml ?? '', task.definitionKey)?.editableFields ?? [],
        backNodes: backNodes(db, instance, task).map(({ id, name }) => ({ id, name })),
        // 同意 asks for the next node's assignee when its rule is 发起人选择 (none when the task returns to its holder).
        chooseNext: task.returnTo ? null : nextChoosing(db, instance, task.definitionKey),
        history: tasks
          .list((other) => other.instanceId === instance.id && other.endTime !== null)
          .map((other) => taskView(other, [instance])),
      })
    },
  },
  {
    path: '/act/task/processComplete',
    methods: ['POST'],
    async handle({ backend, user, body }) {
      const json = await body<Body>()
      return decide(backend, user?.username, {
        taskId: textOf(json.taskId),
        processModel: Number(json.processModel ?? 1),
        reason: textOf(json.reason),
        rejectModelNode: textOf(json.rejectModelNode),
        nextUserName: textOf(json.nextUserName),
        fileList: textOf(json.fileList),
        values: (json.values as Body | undefined) ?? {},
      })
    },
  },
]
