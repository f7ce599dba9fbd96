import { describe, expect, it } from 'vitest'
import { FORM_COMPONENT_NAMES, isFormComponent, type FormComponentName } from './form-component-names'
import { FORM_COMPONENTS } from './form-components'

describe('form component names', () => {
  it('names every registered component, and only those', () => {
    expect(Object.keys(FORM_COMPONENT_NAMES).sort()).toEqual(Object.keys(FORM_COMPONENTS).sort())
  })

  it('lists only members the components really have, so a dotted name that passes the check renders', () => {
    const missing = Object.entries(FORM_COMPONENT_NAMES).flatMap(([head, members]) =>
      members.filter(
        (member) => !(FORM_COMPONENTS[head as FormComponentName] as unknown as Record<string, unknown>)[member],
      ),
    )
    expect(missing).toEqual([])
  })

  it('accepts registered names and their members, and rejects others', () => {
    const none = new Set<string>()
    expect(isFormComponent('Radio.Group', none)).toBe(true)
    expect(isFormComponent('ArrayTable.Column', none)).toBe(true)
    expect(isFormComponent('Radio.Nothing', none)).toBe(false)
    expect(isFormComponent('Unknown', none)).toBe(false)
    expect(isFormComponent('toString', none)).toBe(false)
  })

  it('accepts the names the app registered, by their plain name', () => {
    const app = new Set(['CronInput'])
    expect(isFormComponent('CronInput', app)).toBe(true)
    expect(isFormComponent('CronInput.Part', app)).toBe(false)
    expect(isFormComponent('CronInput', new Set())).toBe(false)
  })
})
