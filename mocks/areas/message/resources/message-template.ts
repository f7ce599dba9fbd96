import { placeholdersOf } from '../../../../schemas/rules/template-placeholders'
import type { CrudResource } from '../../../kernel/crud/resource'
import { controllerResource } from '../../../kernel/crud/entity-resource'
import { failure } from '../../../kernel/services/result'
import { textOf } from '../../../kernel/services/text'
import { eventTemplateOf } from '../event-templates'

/**
 * `SysMessageTemplateController` over `sys_sms_template`; `template_code` is a unique key. A business event's template
 * may only use the placeholders its event fills: any other would reach its receivers unfilled.
 */
export const messageTemplateResource: CrudResource = {
  ...controllerResource('sys-message-template'),
  unique: [{ field: 'templateCode', message: '数据库中已存在该记录' }],
  prepare(values, _context, existing) {
    const event = eventTemplateOf(values.templateCode ?? existing?.templateCode)
    if (event) {
      const known = Object.keys(event.sample)
      const content = textOf(values.templateContent ?? existing?.templateContent)
      const unknown = placeholdersOf(content).filter((name) => !known.includes(name))
      if (unknown.length > 0)
        return failure(
          `模板内容含未知占位符：${unknown.map((name) => `\${${name}}`).join('、')}；` +
            `「${event.name}」可用：${known.map((name) => `\${${name}}`).join('、')}`,
        )
    }
    return existing ? values : { useStatus: '0', ...values }
  },
}
