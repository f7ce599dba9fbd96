/** A user task of a model as the engine reads it: its assignment rule and the record fields it may edit. */
export interface UserTask {
  id: string
  name: string
  assignee?: string
  candidateUsers: string[]
  candidateGroups: string[]
  /** `<camunda:property name="editableFields" value="remark,attachment" />`: fields the approver may change. */
  editableFields: string[]
}

const attributes = (text: string): Record<string, string> =>
  Object.fromEntries([...text.matchAll(/([\w:.-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]))

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/** The attribute in whichever engine's namespace the designer wrote it. */
const engineAttribute = (attrs: Record<string, string>, name: string): string | undefined =>
  attrs[`camunda:${name}`] ?? attrs[`flowable:${name}`] ?? attrs[`activiti:${name}`]

/** A user task of the XML by id, read with patterns (the handlers also run in node, without a DOM). */
export function userTaskOf(xml: string, id: string): UserTask | undefined {
  for (const match of xml.matchAll(/<(?:[\w-]+:)?userTask\b([^>]*?)(\/>|>([\s\S]*?)<\/(?:[\w-]+:)?userTask>)/g)) {
    const attrs = attributes(match[1])
    if (attrs.id !== id) continue
    const property = /<(?:[\w-]+:)?property\b[^>]*name="editableFields"[^>]*value="([^"]*)"/.exec(match[3] ?? '')
    return {
      id,
      name: attrs.name ?? '',
      assignee: engineAttribute(attrs, 'assignee') || undefined,
      candidateUsers: list(engineAttribute(attrs, 'candidateUsers')),
      candidateGroups: list(engineAttribute(attrs, 'candidateGroups')),
      editableFields: list(property?.[1]),
    }
  }
  return undefined
}

/** The user tasks of the XML in document order, for 退回's choice of an earlier node. */
export const userTaskIds = (xml: string): string[] =>
  [...xml.matchAll(/<(?:[\w-]+:)?userTask\b([^>]*)>/g)].map((match) => attributes(match[1]).id)
