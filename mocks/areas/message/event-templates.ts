import catalogue from './event-templates.json'

/**
 * A business event's message template, as data: the `sys_sms_template` row an admin edits in 模板管理 (seeded from
 * here) and the placeholders the event fills, the keys of `sample` (which also seeds the row's test data).
 */
export interface EventTemplate {
  code: string
  name: string
  content: string
  sample: Partial<Record<string, string>>
}

export const EVENT_TEMPLATES: readonly EventTemplate[] = catalogue

/** The event template of a template code, if the code is an event's. */
export const eventTemplateOf = (code: unknown) => EVENT_TEMPLATES.find((template) => template.code === code)
