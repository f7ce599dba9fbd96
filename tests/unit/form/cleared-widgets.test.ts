import { describe, expect, it } from 'vitest'
import { withClearedValues } from '@renderers/form/cleared-values'
import { hasFormInput, registeredWidgets } from '@renderers/widgets/registry'
import { appComponents } from '@/engine/components'

/** The Java type of the entity property a widget's column maps to on a generated JeecgBoot entity. */
type Column = 'String' | 'Number' | 'Date' | 'Boolean'

/**
 * Every form input, what a stored value looks like in it, and what it leaves in the form when the user clears it —
 * read from the widget: antd's allowClear gives a select `undefined` and an input `""`, an emptied InputNumber `null`,
 * Formily's date and time pickers `undefined`, a checkbox group `[]`; the pickers, tree selects, uploads and the
 * online-report popup join what is left (`""`); a switch turned off is `false`.
 */
const CLEARED: Record<string, { before: unknown; cleared: unknown; column: Column }> = {
  text: { before: '甲', cleared: '', column: 'String' },
  password: { before: 'secret', cleared: '', column: 'String' },
  textarea: { before: '备注', cleared: '', column: 'String' },
  number: { before: 3, cleared: null, column: 'Number' },
  money: { before: 12.5, cleared: null, column: 'Number' },
  date: { before: '2024-01-02', cleared: undefined, column: 'Date' },
  deadline: { before: '2024-01-02', cleared: undefined, column: 'Date' },
  datetime: { before: '2024-01-02 09:30:00', cleared: undefined, column: 'Date' },
  time: { before: '09:30:00', cleared: undefined, column: 'String' },
  select: { before: 'A', cleared: undefined, column: 'String' },
  dict: { before: 'A', cleared: undefined, column: 'String' },
  // A radio group has no clear of its own; a reaction emptying it sets undefined.
  radio: { before: '1', cleared: undefined, column: 'String' },
  checkbox: { before: 'a,b', cleared: [], column: 'String' },
  switch: { before: true, cleared: false, column: 'Boolean' },
  picker: { before: 'u1,u2', cleared: '', column: 'String' },
  userSelect: { before: 'admin', cleared: '', column: 'String' },
  departSelect: { before: 'A01', cleared: '', column: 'String' },
  popupPicker: { before: '张三', cleared: '', column: 'String' },
  remoteSelect: { before: 'c1', cleared: undefined, column: 'String' },
  searchSelect: { before: 'c1', cleared: undefined, column: 'String' },
  category: { before: 'B01', cleared: '', column: 'String' },
  treeSelect: { before: 'n1', cleared: '', column: 'String' },
  file: { before: 'temp/a.pdf', cleared: '', column: 'String' },
  image: { before: 'temp/a.png', cleared: '', column: 'String' },
  uploadCell: { before: 'temp/a.png', cleared: '', column: 'String' },
  // The app's own inputs.
  CronInput: { before: '0 0 9 * * ?', cleared: '', column: 'String' },
  JAreaLinkage: { before: '110108', cleared: undefined, column: 'String' },
  AreaAddressInput: { before: '北京市海淀区', cleared: '', column: 'String' },
  CodeEditor: { before: 'select 1', cleared: '', column: 'String' },
  MarkdownEditor: { before: '# 标题', cleared: '', column: 'String' },
  RichTextEditor: { before: '<p>正文</p>', cleared: '', column: 'String' },
}

/** Inputs that only show a value (a rendered message template, sanitized HTML): the user has nothing to clear. */
const SHOWS_ONLY = ['html', 'templatePreview']

/**
 * A generated controller's `edit`: Jackson binds the body to the entity (`""` into a number or date property is null;
 * an absent key is null too), then `updateById` writes a property only when it is not null (MyBatis-Plus's default
 * NOT_NULL strategy), or always for a column marked `updateStrategy = FieldStrategy.IGNORED`.
 */
function editOnServer(stored: Record<string, unknown>, body: Record<string, unknown>, ignored: ReadonlySet<string>) {
  const saved = { ...stored }
  for (const [field, { column }] of Object.entries(CLEARED)) {
    const sent = body[field]
    const bound = sent === '' && column !== 'String' ? null : Array.isArray(sent) ? sent.join(',') : (sent ?? null)
    if (bound !== null || ignored.has(field)) saved[field] = bound
  }
  return saved
}

const stored = Object.fromEntries(Object.entries(CLEARED).map(([field, { before }]) => [field, before]))
const clearedForm = Object.fromEntries(Object.entries(CLEARED).map(([field, { cleared }]) => [field, cleared]))
const ofColumn = (...columns: Column[]) =>
  Object.keys(CLEARED).filter((field) => columns.includes(CLEARED[field].column))

describe('a value the user clears, in every form input, reaches a generated JeecgBoot edit', () => {
  it('lists every form input the engine and the app register', () => {
    const engineInputs = registeredWidgets()
      .map(([type]) => type)
      .filter(hasFormInput)
    const inputs = [...engineInputs, ...Object.keys(appComponents.form ?? {})]
    expect([...Object.keys(CLEARED), ...SHOWS_ONLY].sort()).toEqual(inputs.sort())
  })

  it('clears every text column on a NOT_NULL server; a number or date column clears where the column ignores the strategy', () => {
    const body = withClearedValues(stored, clearedForm)
    const saved = editOnServer(stored, body, new Set())
    for (const field of ofColumn('String')) expect([field, saved[field]]).toEqual([field, ''])
    expect(saved.switch).toBe(false)
    // Jackson reads "" as null, which NOT_NULL keeps: the README asks for updateStrategy = IGNORED on such columns.
    for (const field of ofColumn('Number', 'Date')) expect([field, saved[field]]).toEqual([field, stored[field]])
    const ignoring = editOnServer(stored, body, new Set(ofColumn('Number', 'Date')))
    for (const field of ofColumn('Number', 'Date')) expect([field, ignoring[field]]).toEqual([field, null])
  })

  it('without the cleared values the server keeps what the user cleared in a select or any input that leaves undefined', () => {
    const saved = editOnServer(stored, clearedForm, new Set())
    const keptAsIs = ofColumn('String').filter((field) => CLEARED[field].cleared === undefined)
    expect(keptAsIs.length).toBeGreaterThan(5)
    for (const field of keptAsIs) expect([field, saved[field]]).toEqual([field, stored[field]])
  })
})
