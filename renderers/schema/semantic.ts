import type {
  Action,
  Column,
  Form,
  FormilyNode,
  FormPageSchema,
  ListPageSchema,
  NestedList,
  RecordPageSchema,
  SearchItem,
} from '../generated/schema-language'
import { actionKindOf } from '../actions/registry'
import { expressionProblems } from '../core/problems/expression-problems'
import { isTableDictCode, MISSING_DICT_CODE } from '../dict'
import { checkEditableTableProps } from '../form/editable-table/check-props'
import { COLUMN_RULE_NAMES } from '../rules/column-rules'
import { isFormComponent } from '../form/form-component-names'
import { renderOf, widgetProblem } from '../widgets/registry'
import { RULES, ruleOfPreset } from '@schemas/rules/checks'
import { REMOTE_RULES } from '../rules/remote-checks'
import { ruleCodeProblem } from '../rules/rule-code-choice'
import { pickerReferenceProblem } from '../picker/picker-reference'
import { validateInlinePicker } from './picker-checks'
import type { PickerFieldOptions } from '../picker/picker-config'
import { findEntity } from '../core/entities'
import { pointerOf, UNTITLED, type SchemaProblem } from '../core/problems/problems'
import { hasPage, pageSource } from './page-sources'
import { dependsOnProblems } from './depends-on-problems'

export interface SemanticContext {
  /** Plain dictionary codes that exist (the session's cache plus those the entities name). */
  dictCodes: ReadonlySet<string>
  /** Form components the app registered, beside the engine's own. */
  formComponents: ReadonlySet<string>
  /** Row dialogs the app registered. */
  overlays: ReadonlySet<string>
  /** Form handlers the app registered (a `form` action's `handler`); none when left out. */
  formHandlers?: ReadonlySet<string>
}

type Path = (string | number)[]

/** Keys of an x-validator object that are Formily's own rules or settings rather than catalogue names. */
const FORMILY_RULE_KEYS = new Set([
  'required',
  'format',
  'validator',
  'message',
  'triggerType',
  'pattern',
  'max',
  'min',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'len',
  'maxLength',
  'minLength',
  'maxItems',
  'minItems',
  'whitespace',
  'enum',
  'const',
  'multipleOf',
  'uniqueItems',
  'maxProperties',
  'minProperties',
])

class Checker {
  readonly problems: SchemaProblem[] = []

  constructor(private readonly context: SemanticContext) {}

  add(path: Path, message: string): void {
    this.problems.push({ pointer: pointerOf(path), message })
  }

  /**
   * Each tab (of a list, a record page) and each sub list names itself by its `key`: the address, the tab counts and
   * antd's Tabs find it by that key, so a second one with the same key left the list loading for ever.
   */
  uniqueKeys(items: readonly { key: string }[] | undefined, path: Path, what: string): void {
    const seen = new Set<string>()
    items?.forEach((item, index) => {
      if (seen.has(item.key)) this.add([...path, index, 'key'], `${what} key "${item.key}" 重复`)
      seen.add(item.key)
    })
  }

  dict(code: string | undefined, path: Path): void {
    if (!code) this.add(path, MISSING_DICT_CODE)
    else if (!isTableDictCode(code) && !this.context.dictCodes.has(code)) this.add(path, `未知的字典编码 "${code}"`)
  }

  entity(id: unknown, path: Path = ['entity']): void {
    if (typeof id === 'string' && !findEntity(id))
      this.add(path, `未知的实体 "${id}"（schemas/entities/${id}.json 不存在）`)
    else if (id !== undefined && typeof id !== 'string') this.add(path, '实体 entity 应为 schemas/entities/ 中的 $id')
  }

  /** A list page written in place, checked with its parent; a named one must exist (it is checked when it opens). */
  list(page: NestedList, path: Path): void {
    if (typeof page === 'string') {
      if (!hasPage(page)) this.add(path, `未知的页面 "${page}"（${pageSource(page)} 不存在）`)
      return
    }
    if (!path.length) this.entity(page.entity)
    if (!page.api?.list && !page.api?.tree) this.add([...path, 'api', 'list'], '请设置 url.list 属性!')
    this.search(page.search, [...path, 'search'])
    page.advancedQuery?.fields?.forEach((field, index) => {
      if (field.dict !== undefined) this.dict(field.dict, [...path, 'advancedQuery', 'fields', index, 'dict'])
    })
    this.columns(page.columns, [...path, 'columns'])
    this.uniqueKeys(page.tabs, [...path, 'tabs'], '标签页')
    this.uniqueKeys(page.subLists?.lists, [...path, 'subLists', 'lists'], '子列表')
    page.tabs?.forEach((tab, index) => {
      this.search(tab.search, [...path, 'tabs', index, 'search'])
      this.columns(tab.columns, [...path, 'tabs', index, 'columns'])
    })
    const actions: [string, Action[] | undefined][] = [
      ['toolbar', page.toolbar],
      ['rowActions', page.rowActions],
    ]
    for (const [group, list] of actions)
      list?.forEach((action, index) => this.action(page, action, [...path, group, index]))
    if (page.form) this.form(page.form, [...path, 'form'])
    if (page.detail) this.form(page.detail, [...path, 'detail'])
    page.subLists?.lists.forEach((sub, index) => this.list(sub.page, [...path, 'subLists', 'lists', index, 'page']))
  }

  search(fields: SearchItem[] | undefined, path: Path): void {
    fields?.forEach((field, index) => {
      const at = [...path, index]
      const component = field.component ?? 'text'
      const problem = widgetProblem(component, 'search')
      if (problem) this.add([...at, 'component'], problem)
      if (component === 'dict') this.dict(field.dict, [...at, 'dict'])
      if (field.title === undefined) this.add(at, UNTITLED)
    })
  }

  columns(columns: Column[] | undefined, path: Path): void {
    columns?.forEach((column, index) => {
      const at = [...path, index]
      const render = renderOf(column)
      const problem = widgetProblem(render, 'cell')
      if (problem) this.add([...at, 'render'], problem)
      // A dict column needs a dictionary code unless it brings its items inline.
      if (column.dict !== undefined || (render === 'dict' && column.options === undefined))
        this.dict(column.dict, [...at, 'dict'])
      if (render === 'link' && !column.link) this.add([...at, 'link'], '缺少链接配置 link')
      if (column.title === undefined) this.add(at, UNTITLED)
    })
  }

  /** An action names a registered kind, the page has the endpoint the kind sends to, and the kind's own checks pass. */
  action(page: ListPageSchema, action: Action, path: Path): void {
    const kind = actionKindOf(action.kind)
    if (!kind) return this.add([...path, 'kind'], `未知的操作类型 "${action.kind}"`)
    if (kind.api && !page.api?.[kind.api]) this.add([...path, 'kind'], `请设置 url.${kind.api} 属性!`)
    kind.check?.(action, {
      page,
      inToolbar: path[path.length - 2] === 'toolbar',
      problem: (at, message) => this.add([...path, ...at], message),
      list: (nested, at) => this.list(nested, [...path, ...at]),
      form: (form, at) => this.form(form, [...path, ...at]),
      overlays: this.context.overlays,
      formHandlers: this.context.formHandlers,
    })
  }

  /**
   * A record page's list and tab pages exist, each figure's source is named in `sources`, its actions are known kinds
   * passing their own checks (their endpoints are the list page's, checked when it opens).
   */
  record(page: RecordPageSchema): void {
    this.list(page.list, ['list'])
    this.uniqueKeys(page.tabs, ['tabs'], '标签页')
    page.tabs?.forEach((tab, index) => this.list(tab.page, ['tabs', index, 'page']))
    page.figures?.forEach((figure, index) => {
      if (figure.source !== undefined && !page.sources?.[figure.source])
        this.add(['figures', index, 'source'], `未知的数据源 "${figure.source}"（sources 中没有）`)
      if (figure.source === undefined && figure.field === undefined)
        this.add(['figures', index], '缺少字段 field 或数据源 source')
      // A record field's title may come from the list's entity (RecordFigures); a source's rows have none to give.
      if (figure.source !== undefined && figure.title === undefined) this.add(['figures', index], '缺少标题 title')
    })
    // The kinds' own checks look at the page they run on: here the record's list page, checked when it opens.
    const host: ListPageSchema = { kind: 'list', title: page.title, columns: [{ field: page.titleField }] }
    page.actions?.forEach((action, index) => {
      const kind = actionKindOf(action.kind)
      if (!kind) return this.add(['actions', index, 'kind'], `未知的操作类型 "${action.kind}"`)
      kind.check?.(action, {
        page: { ...host, form: { schema: {} } },
        inToolbar: false,
        problem: (at, message) => this.add(['actions', index, ...at], message),
        list: (nested, at) => this.list(nested, ['actions', index, ...at]),
        form: (form, at) => this.form(form, ['actions', index, ...at]),
        overlays: this.context.overlays,
        formHandlers: this.context.formHandlers,
      })
    })
  }

  form(form: Form, path: Path): void {
    this.node(form.schema, [...path, 'schema'])
    dependsOnProblems(form.schema, [...path, 'schema'], (at, message) => this.add(at, message))
  }

  node(node: FormilyNode, path: Path): void {
    for (const key of ['x-component', 'x-decorator'] as const) {
      const name = node[key]
      if (name !== undefined && !isFormComponent(name, this.context.formComponents))
        this.add([...path, key], `未知的组件 "${name}"`)
    }
    if (node['x-component'] === 'dict') {
      this.dict((node['x-component-props'] as { dict?: string } | undefined)?.dict, [
        ...path,
        'x-component-props',
        'dict',
      ])
    }
    if (node['x-component'] === 'EditableTable') {
      for (const problem of checkEditableTableProps(node['x-component-props']))
        this.add([...path, 'x-component-props', problem.prop], problem.message)
      this.entity(node['x-component-props']?.entity, [...path, 'x-component-props', 'entity'])
    }
    if (node['x-component'] === 'picker')
      this.picker(node['x-component-props'] as PickerFieldOptions | undefined, [...path, 'x-component-props'])
    this.validators(node['x-validator'], [...path, 'x-validator'])
    this.reactions(node['x-reactions'], [...path, 'x-reactions'])
    for (const [name, child] of Object.entries(node.properties ?? {})) this.node(child, [...path, 'properties', name])
    if (node.items) this.node(node.items, [...path, 'items'])
  }

  /**
   * A Picker field names a bundled picker that exists, or carries a valid one inline; a bundled picker's own schema is
   * validated where its field draws.
   */
  picker(options: PickerFieldOptions | undefined, path: Path): void {
    const given = options ?? {}
    const reference = pickerReferenceProblem(given)
    if (reference) return this.add([...path, 'picker'], reference.message)
    if (given.schema === undefined) return
    const validation = validateInlinePicker(given, this.context.dictCodes)
    if (validation.ok) return
    for (const problem of validation.problems)
      this.problems.push({ pointer: `${pointerOf([...path, 'schema'])}${problem.pointer}`, message: problem.message })
  }

  validators(validator: unknown, path: Path): void {
    if (Array.isArray(validator)) return validator.forEach((item, index) => this.validators(item, [...path, index]))
    if (!validator || typeof validator !== 'object') return
    for (const key of Object.keys(validator)) {
      const known =
        FORMILY_RULE_KEYS.has(key) ||
        key in RULES ||
        (REMOTE_RULES as readonly string[]).includes(key) ||
        COLUMN_RULE_NAMES.includes(key)
      if (!known) this.add([...path, key], `未知的校验规则 "${key}"`)
      const ruleCode = key === 'ruleCode' && ruleCodeProblem((validator as Record<string, unknown>).ruleCode)
      if (ruleCode) this.add([...path, key], ruleCode)
      if (key === 'preset' && !ruleOfPreset(String((validator as Record<string, unknown>).preset)))
        this.add([...path, key], `未知的校验预设 "${String((validator as Record<string, unknown>).preset)}"`)
    }
  }

  reactions(reactions: unknown, path: Path): void {
    const list = Array.isArray(reactions) ? reactions : reactions ? [reactions] : []
    list.forEach((reaction, index) => {
      const at = Array.isArray(reactions) ? [...path, index] : path
      if (reaction && typeof reaction === 'object' && 'run' in reaction)
        this.add([...at, 'run'], 'x-reactions.run 不受支持（不允许运行代码），请改用 fulfill')
    })
  }
}

/** Checks JSON Schema cannot express: names that must exist in the registries, rule catalogue and dictionaries, urls, expressions. */
export function checkSemantics(
  page: ListPageSchema | FormPageSchema | RecordPageSchema,
  context: SemanticContext,
): SchemaProblem[] {
  const checker = new Checker(context)
  expressionProblems(page, [], checker.problems)
  if (page.kind === 'list') checker.list(page, [])
  else if (page.kind === 'record') checker.record(page)
  else {
    checker.entity(page.entity)
    checker.form(page.form, ['form'])
    if (page.mode !== 'detail' && !page.submit) checker.add(['submit'], '缺少接口配置 submit')
    if (page.sessionUser && !page.load) checker.add(['load'], '缺少接口配置 load：sessionUser 需要重新读取保存后的用户')
    page.lists?.forEach((list, index) => checker.list(list.page, ['lists', index, 'page']))
  }
  return checker.problems
}
