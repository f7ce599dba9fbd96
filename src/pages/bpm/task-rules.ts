import { FLAVOURS, type FlavourName } from '@/widgets/bpmn/flavours'

/**
 * Who does a user task, as the model page's 分配规则 edits it. Each kind is stored in the attributes the designer's
 * task section writes (`assignee`, `candidateUsers`, `candidateGroups` in the model's engine namespace), so the
 * designer reads the same rule back and the engine evaluates it:
 * - `users`: candidateUsers (one user takes the task at once, several claim it);
 * - `roles`: candidateGroups of role codes;
 * - `dept`: candidateGroups `dept:<orgCode>`, the members of a department;
 * - `expression`: assignee `${field}`, the username held by a field of the record (`${handler}`);
 * - `starterLeader` and `starterChooses`: assignee `${initiatorLeader}` and `${chosen}`, variables flowable has no
 *   attribute for and the workflow module sets when it starts or completes (the head of the starter's department,
 *   the user the starter or the previous approver picks, sent as `nextUserName`);
 * - `starter`: no rule, the task goes back to the starter.
 */
export type RuleKind = 'starter' | 'users' | 'roles' | 'dept' | 'expression' | 'starterLeader' | 'starterChooses'

export interface TaskRule {
  id: string
  name: string
  kind: RuleKind
  /** Usernames, role codes, the department's org code or the record field, by kind. */
  values: string[]
}

const VARIABLES: Partial<Record<RuleKind, string>> = { starterLeader: 'initiatorLeader', starterChooses: 'chosen' }
const DEPT = 'dept:'
const ENGINE_ATTRIBUTE = /\s(?:camunda|flowable|activiti):(assignee|candidateUsers|candidateGroups)="([^"]*)"/g
const USER_TASK = /<((?:[\w-]+:)?userTask)\b([^>]*?)(\/?)>/g

const attributes = (text: string): Record<string, string> =>
  Object.fromEntries([...text.matchAll(/([\w:.-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]))
const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const list = (value = '') =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

function ruleOf(engine: Record<string, string>): Pick<TaskRule, 'kind' | 'values'> {
  const variable = /^\$\{(\w+)\}$/.exec(engine.assignee ?? '')?.[1]
  if (variable) {
    const known = Object.entries(VARIABLES).find(([, name]) => name === variable)
    return known ? { kind: known[0] as RuleKind, values: [] } : { kind: 'expression', values: [variable] }
  }
  // A fixed assignee takes the task whatever the candidates: the engine reads it first.
  if (engine.assignee) return { kind: 'users', values: [engine.assignee] }
  const groups = list(engine.candidateGroups)
  if (groups.length && groups.every((group) => group.startsWith(DEPT)))
    return { kind: 'dept', values: groups.map((group) => group.slice(DEPT.length)) }
  if (groups.length) return { kind: 'roles', values: groups }
  const users = list(engine.candidateUsers)
  return users.length ? { kind: 'users', values: users } : { kind: 'starter', values: [] }
}

/** The user tasks of a model's XML in document order, each with its rule. */
export function readTaskRules(xml: string): TaskRule[] {
  return [...xml.matchAll(USER_TASK)].map((match) => {
    const attrs = attributes(match[2])
    const engine = Object.fromEntries(
      [...match[2].matchAll(ENGINE_ATTRIBUTE)].map((found) => [found[1], unescape(found[2])]),
    )
    return { id: attrs.id, name: unescape(attrs.name ?? attrs.id), ...ruleOf(engine) }
  })
}

/** The engine attributes a rule is stored as. */
function attributesOf({ kind, values }: TaskRule): Record<string, string> {
  const variable = VARIABLES[kind]
  if (variable) return { assignee: `\${${variable}}` }
  if (!values.length) return {}
  if (kind === 'expression') return { assignee: `\${${values[0]}}` }
  if (kind === 'users') return { candidateUsers: values.join(',') }
  if (kind === 'roles') return { candidateGroups: values.join(',') }
  if (kind === 'dept') return { candidateGroups: values.map((code) => DEPT + code).join(',') }
  return {}
}

/**
 * The XML with each named task's rule written in the model's engine namespace (declared on the definitions when it
 * is not yet): the rule's attributes replace whatever assignment the task had, in any engine's namespace.
 */
export function writeTaskRules(xml: string, flavour: FlavourName, rules: TaskRule[]): string {
  const { prefix, uri } = FLAVOURS[flavour]
  const byId = new Map(rules.map((rule) => [rule.id, rule]))
  const written = xml.replace(USER_TASK, (whole: string, tag: string, attrs: string, selfClosing: string) => {
    const rule = byId.get(attributes(attrs).id)
    if (!rule) return whole
    const kept = attrs.replace(ENGINE_ATTRIBUTE, '').trimEnd()
    const added = Object.entries(attributesOf(rule))
      .map(([name, value]) => ` ${prefix}:${name}="${escape(value)}"`)
      .join('')
    return `<${tag}${kept}${added}${selfClosing ? ' /' : ''}>`
  })
  if (written.includes(`xmlns:${prefix}=`)) return written
  return written.replace(/<((?:[\w-]+:)?definitions)\b/, `<$1 xmlns:${prefix}="${uri}"`)
}
