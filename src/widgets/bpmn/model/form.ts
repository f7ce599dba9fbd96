import { qualified, readTextAttribute, setAttributes } from './attributes'
import { createElement, extensionsOf, replaceExtensions } from './extension-elements'
import type { DiagramElement, Editor, ModdleElement } from './types'
import { readChild, readChildren, readText } from './read'

export const FIELD_TYPES: Record<string, string> = {
  long: '长整型',
  string: '字符串',
  boolean: '布尔类',
  date: '日期类',
  enum: '枚举类',
  custom: '自定义类型',
}

export interface NamedValue {
  id: string
  value: string
}

/**
 * One form field of a user task or start event. camunda writes it as
 * `<camunda:formField>` (properties, constraints); flowable and activiti as `<x:formProperty>` (required,
 * readable, writable, variable, expression). A type outside FIELD_TYPES is a custom type.
 */
export interface FormField {
  id: string
  label: string
  type: string
  defaultValue: string
  datePattern: string
  required: boolean
  readable: boolean
  writable: boolean
  variable: string
  expression: string
  enumValues: { id: string; name: string }[]
  properties: NamedValue[]
  constraints: { name: string; config: string }[]
}

export interface FormSettings {
  formKey: string
  businessKey: string
  fields: FormField[]
}

export const emptyFormField = (): FormField => ({
  id: '',
  label: '',
  type: 'string',
  defaultValue: '',
  datePattern: '',
  required: false,
  readable: true,
  writable: true,
  variable: '',
  expression: '',
  enumValues: [],
  properties: [],
  constraints: [],
})

function readFormDataField(field: ModdleElement): FormField {
  return {
    ...emptyFormField(),
    id: readText(field, 'id'),
    label: readText(field, 'label'),
    type: readText(field, 'type'),
    defaultValue: readText(field, 'defaultValue'),
    datePattern: readText(field, 'datePattern'),
    enumValues: readChildren(field, 'values').map((value) => ({
      id: readText(value, 'id'),
      name: readText(value, 'name'),
    })),
    properties: readChildren(readChild(field, 'properties'), 'values').map((property) => ({
      id: readText(property, 'id'),
      value: readText(property, 'value'),
    })),
    constraints: readChildren(readChild(field, 'validation'), 'constraints').map((constraint) => ({
      name: readText(constraint, 'name'),
      config: readText(constraint, 'config'),
    })),
  }
}

const flag = (value: unknown, fallback: boolean) =>
  value === undefined || value === '' ? fallback : value === true || value === 'true'

function readFormProperty(property: ModdleElement): FormField {
  return {
    ...emptyFormField(),
    id: readText(property, 'id'),
    label: readText(property, 'name'),
    type: readText(property, 'type'),
    defaultValue: readText(property, 'default'),
    datePattern: readText(property, 'datePattern'),
    required: flag(property.get('required'), false),
    readable: flag(property.get('readable'), true),
    writable: flag(property.get('writable'), true),
    variable: readText(property, 'variable'),
    expression: readText(property, 'expression'),
    enumValues: readChildren(property, 'values').map((value) => ({
      id: readText(value, 'id'),
      name: readText(value, 'name'),
    })),
  }
}

const formDataOf = (editor: Pick<Editor, 'flavour'>, bo: ModdleElement) =>
  extensionsOf(bo, qualified(editor.flavour, 'FormData'))[0]

export function readForm(editor: Pick<Editor, 'flavour'>, element: DiagramElement): FormSettings {
  const { flavour } = editor
  const bo = element.businessObject
  const formKey = readTextAttribute(flavour, bo, 'formKey')
  if (flavour.formStyle === 'formData') {
    const formData = formDataOf(editor, bo)
    return {
      formKey,
      businessKey: readText(formData, 'businessKey'),
      fields: readChildren(formData, 'fields').map(readFormDataField),
    }
  }
  return {
    formKey,
    businessKey: '',
    fields: extensionsOf(bo, qualified(flavour, 'FormProperty')).map(readFormProperty),
  }
}

export function setFormKey(editor: Editor, element: DiagramElement, formKey: string): void {
  setAttributes(editor, element, { formKey })
}

const optional = (value: string) => (value === '' ? undefined : value)

function buildFormDataField(editor: Editor, field: FormField): ModdleElement {
  const type = (name: string) => qualified(editor.flavour, name)
  const attributes: Record<string, unknown> = {
    id: field.id,
    label: optional(field.label),
    type: field.type,
    defaultValue: optional(field.defaultValue),
    datePattern: field.type === 'date' ? optional(field.datePattern) : undefined,
  }
  if (field.type === 'enum')
    attributes.values = field.enumValues.map((value) => createElement(editor, type('Value'), { ...value }))
  if (field.properties.length > 0) {
    attributes.properties = createElement(editor, type('Properties'), {
      values: field.properties.map((property) => createElement(editor, type('Property'), { ...property })),
    })
  }
  if (field.constraints.length > 0) {
    attributes.validation = createElement(editor, type('Validation'), {
      constraints: field.constraints.map((constraint) =>
        createElement(editor, type('Constraint'), { name: constraint.name, config: optional(constraint.config) }),
      ),
    })
  }
  return createElement(editor, type('FormField'), attributes)
}

function buildFormProperty(editor: Editor, field: FormField): ModdleElement {
  const type = (name: string) => qualified(editor.flavour, name)
  return createElement(editor, type('FormProperty'), {
    id: field.id,
    name: optional(field.label),
    type: field.type,
    default: optional(field.defaultValue),
    datePattern: field.type === 'date' ? optional(field.datePattern) : undefined,
    required: field.required ? 'true' : undefined,
    readable: field.readable ? undefined : 'false',
    writable: field.writable ? undefined : 'false',
    variable: optional(field.variable),
    expression: optional(field.expression),
    values:
      field.type === 'enum' ? field.enumValues.map((value) => createElement(editor, type('Value'), { ...value })) : [],
  })
}

/** Writes the business key and every field in one extension-elements change. */
export function writeFormFields(
  editor: Editor,
  element: DiagramElement,
  businessKey: string,
  fields: FormField[],
): void {
  const { flavour } = editor
  if (flavour.formStyle === 'formProperty') {
    replaceExtensions(
      editor,
      element,
      element.businessObject,
      qualified(flavour, 'FormProperty'),
      fields.map((field) => buildFormProperty(editor, field)),
    )
    return
  }
  const empty = fields.length === 0 && !businessKey
  const formData = empty
    ? []
    : [
        createElement(editor, qualified(flavour, 'FormData'), {
          businessKey: optional(businessKey),
          fields: fields.map((field) => buildFormDataField(editor, field)),
        }),
      ]
  replaceExtensions(editor, element, element.businessObject, qualified(flavour, 'FormData'), formData)
}
