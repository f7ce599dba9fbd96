import { describe, expect, it } from 'vitest'
import { hasFormInput, registeredWidgets } from '../widgets/registry'
import { FORM_LAYOUT_NAMES, isFormComponent } from './form-component-names'
import { formComponents } from './form-components'

describe('form component names', () => {
  const components = formComponents() as unknown as Record<string, Record<string, unknown>>

  it('gives every layout name a component', () => {
    expect(Object.keys(FORM_LAYOUT_NAMES).filter((name) => !components[name])).toEqual([])
  })

  it('lists only members the components really have, so a dotted name that passes the check renders', () => {
    const missing = Object.entries(FORM_LAYOUT_NAMES).flatMap(([head, members]) =>
      members.filter((member) => !components[head][member]),
    )
    expect(missing).toEqual([])
  })

  it('has the form input of every widget that has one, under the widget type', () => {
    const named = registeredWidgets().filter(([type]) => hasFormInput(type))
    expect(named.length).toBeGreaterThan(20)
    for (const [type] of named) expect(components[type], type).toBeDefined()
  })

  it('accepts widget types, layout names and their members, and rejects others', () => {
    const none = new Set<string>()
    expect(isFormComponent('dict', none)).toBe(true)
    expect(isFormComponent('FormTab.TabPane', none)).toBe(true)
    expect(isFormComponent('ArrayTable.Column', none)).toBe(true)
    expect(isFormComponent('EditableTable.Nothing', none)).toBe(false)
    expect(isFormComponent('deadline', none)).toBe(true)
    expect(isFormComponent('tag', none)).toBe(false)
    expect(isFormComponent('DictSelect', none)).toBe(false)
    expect(isFormComponent('toString', none)).toBe(false)
  })

  it('accepts the app-registered components by their plain name only', () => {
    const app = new Set(['CronInput'])
    expect(isFormComponent('CronInput', app)).toBe(true)
    expect(isFormComponent('CronInput.Part', app)).toBe(false)
    expect(isFormComponent('CronInput', new Set())).toBe(false)
  })
})
