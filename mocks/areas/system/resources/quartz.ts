import { parseCronSyntax } from '../../../../schemas/rules/quartz-syntax'
import { failure } from '../../../kernel/services/result'
import type { CrudResource } from '../../../kernel/crud/resource'
import { textOf } from '../../../kernel/services/text'
import { controllerResource } from '../../../kernel/crud/entity-resource'

const JAVA_CLASS = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)+$/

/** The refusal of an expression Quartz cannot read, with the cron widget's own message; undefined when it reads. */
export function cronRefusal(expression: unknown) {
  try {
    parseCronSyntax(textOf(expression))
    return undefined
  } catch (error) {
    return failure(`Cron表达式不正确：${(error as Error).message}`)
  }
}

/** `QuartzJobController`: the scheduler refuses a class name that is not a class, or an invalid cron. */
export const quartzJobResource: CrudResource = {
  ...controllerResource('quartz-job'),
  permissions: {
    add: 'quartz:add',
    edit: 'quartz:edit',
    delete: 'quartz:delete',
    deleteBatch: 'quartz:delete',
    importExcel: 'quartz:add',
  },
  rules: { description: ['max255'] },
  unique: [{ field: 'jobClassName', message: '该定时任务类名已存在' }],
  importStyle: 'rows',
  excelFields: ['jobClassName', 'cronExpression', 'parameter', 'description', 'status'],
  prepare(values, _context, existing) {
    const className = textOf(values.jobClassName ?? existing?.jobClassName).trim()
    if (!JAVA_CLASS.test(className)) return failure(`任务类名不正确：${className}，应为完整的Java类名`)
    const refusal = cronRefusal(values.cronExpression ?? existing?.cronExpression)
    if (refusal) return refusal
    return existing ? values : { ...values, jobClassName: className, status: values.status ?? 0, delFlag: 0 }
  },
  messages: {
    add: '创建定时任务成功',
    edit: '更新定时任务成功!',
    delete: '删除成功!',
    deleteBatch: '删除定时任务成功!',
  },
}
