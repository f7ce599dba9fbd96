import { qualified } from './attributes'
import { createElement, extensionsOf, replaceExtensions } from './extension-elements'
import type { DiagramElement, Editor, ModdleElement } from './types'
import type { Flavour } from '../flavours'
import { readChild, readChildren, readText } from './read'

export type ListenerKind = 'execution' | 'task'
export type ListenerType = 'classListener' | 'expressionListener' | 'delegateExpressionListener' | 'scriptListener'
export type TimerType = '' | 'date' | 'duration' | 'cycle'

export interface InjectedField {
  name: string
  fieldType: 'string' | 'expression'
  string: string
  expression: string
}

/** A task or execution listener, flattened for the form whatever the engine's XML form. */
export interface Listener {
  event: string
  id: string
  listenerType: ListenerType
  class: string
  expression: string
  delegateExpression: string
  scriptFormat: string
  scriptType: 'inlineScript' | 'externalScript'
  value: string
  resource: string
  eventDefinitionType: TimerType
  eventTimeDefinitions: string
  fields: InjectedField[]
}

export const LISTENER_TYPES: Record<ListenerType, string> = {
  classListener: 'Java 类',
  expressionListener: '表达式',
  delegateExpressionListener: '代理表达式',
  scriptListener: '脚本',
}

export const EXECUTION_EVENTS: Record<string, string> = { start: '开始', end: '结束' }

export const TASK_EVENTS: Record<string, string> = {
  create: '创建',
  assignment: '指派',
  complete: '完成',
  delete: '删除',
  update: '更新',
  timeout: '超时',
}

export const TIMER_TYPES: Record<TimerType, string> = { '': '无', date: '日期', duration: '持续时长', cycle: '循环' }

const TIMER_PROPERTIES: Record<Exclude<TimerType, ''>, string> = {
  date: 'timeDate',
  duration: 'timeDuration',
  cycle: 'timeCycle',
}

export const emptyListener = (kind: ListenerKind): Listener => ({
  event: kind === 'execution' ? 'start' : 'create',
  id: '',
  listenerType: 'classListener',
  class: '',
  expression: '',
  delegateExpression: '',
  scriptFormat: '',
  scriptType: 'inlineScript',
  value: '',
  resource: '',
  eventDefinitionType: '',
  eventTimeDefinitions: '',
  fields: [],
})

export const emptyField = (): InjectedField => ({ name: '', fieldType: 'string', string: '', expression: '' })

const listenerType = (flavour: Flavour, kind: ListenerKind) =>
  qualified(flavour, kind === 'execution' ? 'ExecutionListener' : 'TaskListener')

/** Engines without a script child run scripts through a listener class that reads these injected fields. */
const SCRIPT_FIELD = { format: 'language', body: 'script' }

function readField(field: ModdleElement): InjectedField {
  const expression = readText(field, 'expression')
  return {
    name: readText(field, 'name'),
    fieldType: expression ? 'expression' : 'string',
    string: (field.get('string') as string | undefined) ?? readText(field, 'stringValue'),
    expression,
  }
}

function readListener(flavour: Flavour, kind: ListenerKind, element: ModdleElement): Listener {
  const listener = emptyListener(kind)
  const fields = readChildren(element, 'fields').map(readField)
  const script = flavour.scriptListenerClasses ? undefined : readChild(element, 'script')
  const className = readText(element, 'class')
  const timer =
    kind === 'task' && !flavour.scriptListenerClasses ? readChildren(element, 'eventDefinitions')[0] : undefined
  Object.assign(listener, {
    event: readText(element, 'event'),
    id: (!flavour.scriptListenerClasses && readText(element, 'id')) || '',
    fields,
  })
  if (timer) {
    const type = (Object.keys(TIMER_PROPERTIES) as Exclude<TimerType, ''>[]).find((name) =>
      timer.get(TIMER_PROPERTIES[name]),
    )
    if (type)
      Object.assign(listener, {
        eventDefinitionType: type,
        eventTimeDefinitions: readText(readChild(timer, TIMER_PROPERTIES[type]), 'body'),
      })
  }
  if (script) {
    const resource = readText(script, 'resource')
    return Object.assign(listener, {
      listenerType: 'scriptListener',
      scriptFormat: readText(script, 'scriptFormat'),
      scriptType: resource ? 'externalScript' : 'inlineScript',
      value: readText(script, 'value'),
      resource,
    })
  }
  if (flavour.scriptListenerClasses && className === flavour.scriptListenerClasses[kind]) {
    const byName = (name: string) => fields.find((field) => field.name === name)?.string ?? ''
    return Object.assign(listener, {
      listenerType: 'scriptListener',
      scriptFormat: byName(SCRIPT_FIELD.format),
      value: byName(SCRIPT_FIELD.body),
      fields: fields.filter((field) => field.name !== SCRIPT_FIELD.format && field.name !== SCRIPT_FIELD.body),
    })
  }
  if (element.get('expression'))
    return Object.assign(listener, { listenerType: 'expressionListener', expression: element.get('expression') })
  if (element.get('delegateExpression'))
    return Object.assign(listener, {
      listenerType: 'delegateExpressionListener',
      delegateExpression: element.get('delegateExpression'),
    })
  return Object.assign(listener, { listenerType: 'classListener', class: className })
}

export function readListeners(editor: Pick<Editor, 'flavour'>, target: ModdleElement, kind: ListenerKind): Listener[] {
  return extensionsOf(target, listenerType(editor.flavour, kind)).map((element) =>
    readListener(editor.flavour, kind, element),
  )
}

function buildField(editor: Editor, field: InjectedField): ModdleElement {
  const value = field.fieldType === 'expression' ? { expression: field.expression } : { string: field.string }
  return createElement(editor, qualified(editor.flavour, 'Field'), { name: field.name, ...value })
}

function buildListener(editor: Editor, kind: ListenerKind, listener: Listener): ModdleElement {
  const { flavour } = editor
  const classes = flavour.scriptListenerClasses
  const attributes: Record<string, unknown> = { event: listener.event }
  let fields = listener.fields
  if (listener.listenerType === 'classListener') attributes.class = listener.class
  if (listener.listenerType === 'expressionListener') attributes.expression = listener.expression
  if (listener.listenerType === 'delegateExpressionListener')
    attributes.delegateExpression = listener.delegateExpression
  if (listener.listenerType === 'scriptListener' && classes) {
    attributes.class = classes[kind]
    const scriptField = (name: string, string: string): InjectedField => ({ ...emptyField(), name, string })
    fields = [
      scriptField(SCRIPT_FIELD.format, listener.scriptFormat),
      scriptField(SCRIPT_FIELD.body, listener.value),
      ...fields,
    ]
  }
  if (listener.listenerType === 'scriptListener' && !classes) {
    const external = listener.scriptType === 'externalScript'
    attributes.script = createElement(editor, qualified(flavour, 'Script'), {
      scriptFormat: listener.scriptFormat,
      ...(external ? { resource: listener.resource } : { value: listener.value }),
    })
  }
  if (!classes && kind === 'task') {
    if (listener.id) attributes.id = listener.id
    if (listener.event === 'timeout' && listener.eventDefinitionType) {
      const time = createElement(editor, 'bpmn:FormalExpression', { body: listener.eventTimeDefinitions })
      attributes.eventDefinitions = [
        createElement(editor, 'bpmn:TimerEventDefinition', { [TIMER_PROPERTIES[listener.eventDefinitionType]]: time }),
      ]
    }
  }
  attributes.fields = fields.map((field) => buildField(editor, field))
  return createElement(editor, listenerType(flavour, kind), attributes)
}

/** Replaces the element's listeners of one kind with `listeners`, in order, as one extension-elements write. */
export function writeListeners(
  editor: Editor,
  element: DiagramElement,
  target: ModdleElement,
  kind: ListenerKind,
  listeners: Listener[],
): void {
  const built = listeners.map((listener) => buildListener(editor, kind, listener))
  replaceExtensions(editor, element, target, listenerType(editor.flavour, kind), built)
}

/** The listener form's rules; the first failing field and its message ('' where the original form shows none). */
export function validateListener(
  flavour: Flavour,
  listener: Listener,
): { field: keyof Listener; message: string } | null {
  if (!listener.event) return { field: 'event', message: '' }
  if (!listener.listenerType) return { field: 'listenerType', message: '' }
  if (listener.listenerType === 'classListener' && !listener.class.trim())
    return { field: 'class', message: '请填写 Java 类' }
  if (listener.listenerType === 'expressionListener' && !listener.expression.trim())
    return { field: 'expression', message: '请填写表达式' }
  if (listener.listenerType === 'delegateExpressionListener' && !listener.delegateExpression.trim())
    return { field: 'delegateExpression', message: '请填写代理表达式' }
  if (listener.listenerType === 'scriptListener') {
    if (!listener.scriptFormat.trim()) return { field: 'scriptFormat', message: '请填写脚本格式' }
    if (!listener.scriptType) return { field: 'scriptType', message: '请选择脚本类型' }
    const external = listener.scriptType === 'externalScript' && !flavour.scriptListenerClasses
    if (!external && !listener.value.trim()) return { field: 'value', message: '请填写脚本内容' }
    if (external && !listener.resource.trim()) return { field: 'resource', message: '请填写资源地址' }
  }
  if (listener.event === 'timeout' && listener.eventDefinitionType && !listener.eventTimeDefinitions.trim()) {
    return { field: 'eventTimeDefinitions', message: '请填写定时器配置' }
  }
  return null
}

/** The field dialog's rules: name and type are required, then the string or expression the type asks for. */
export function validateField(field: InjectedField): { field: keyof InjectedField; message: string } | null {
  if (!field.name.trim()) return { field: 'name', message: '请填写字段名称' }
  if (!field.fieldType) return { field: 'fieldType', message: '请选择字段类型' }
  if (field.fieldType === 'string' && !field.string) return { field: 'string', message: '请填写字段值' }
  if (field.fieldType === 'expression' && !field.expression.trim())
    return { field: 'expression', message: '请填写表达式' }
  return null
}
