import type { ReactNode } from 'react'
import type { DictModel } from '../generated/entities'
import type { Column } from '../generated/schema-language'
import type { SearchInputProps } from './search-input-props'

type Row = Record<string, unknown>

/** What a table cell of a column receives beside its value. */
export interface CellContext {
  column: Column
  record: Row
  /** Items of the column's dictionary, when it names one. */
  items?: readonly DictModel[]
}

export type CellRender = (value: unknown, context: CellContext) => ReactNode

/** A search form input: the search form passes its id, value and onChange. */
export type SearchInput = (props: SearchInputProps) => ReactNode

/**
 * One widget type (text, dict, date, money …): how a column shows its value, how a search form asks for it and how a
 * Formily form edits it, so a list column `render`, a search item `component` and a form `x-component` all say the
 * same word (ProComponents' `valueType` map is the model). A widget may leave out what it has no use for. Its form
 * input is the default export of `form.ts` in its folder (form/form-components.ts loads them all with the first form).
 */
export interface Widget {
  /** The table cell of a column whose `render` names the widget. */
  cell?: CellRender
  /** Its cells line up on the right (figures compare by their last digits); cells are centred otherwise. */
  alignRight?: boolean
  /** The input of a search item whose `component` names the widget; a heavy one loads on first use (lazySearch). */
  search?: SearchInput
  /** The widget shows a dictionary (`dict` of a column or search item, `x-component-props.dict` of a form field). */
  showsDict?: boolean
  /**
   * The verb its form input asks with: a field's placeholder is this and its title (请输入名称), and `required`
   * says this, the title and '!' when the field is left empty (form/node-defaults.ts).
   */
  prompt?: Prompt
  /**
   * Its form input shows no placeholder of the language's (radio buttons, an upload), or its own (a picker shows its
   * picker schema's: 请点击选择部门): its prompt is for the required message.
   */
  noPlaceholder?: true
  /** Props its form input gets unless the field's `x-component-props` give the same key (form/node-defaults.ts). */
  formProps?: Readonly<Record<string, unknown>>
}

export type Prompt = '请输入' | '请选择' | '请上传'
