import { Select } from 'antd'
import { useCallback, useState } from 'react'
import { FullScreenFrame } from '../full-screen-frame'
import { CODE_EDITOR_HEIGHT } from '../sizes'
import { CODE_LANGUAGES, codePlaceholder, isCodeLanguage, type CodeLanguage } from './languages'
import { useCodeMirror } from './use-code-mirror'

const LANGUAGE_OPTIONS = Object.entries(CODE_LANGUAGES).map(([value, { label }]) => ({ value, label }))

export interface CodeEditorProps {
  value?: string | null
  onChange?: (value: string) => void
  /** One of CODE_LANGUAGES (default javascript). */
  language?: string
  /** Lets the user switch the language from the header bar. */
  languageChange?: boolean
  /** Default: 请在此输入{language}代码. */
  placeholder?: string
  height?: number | string
  /** Shows the full-screen toggle (default true). */
  fullScreen?: boolean
  lineNumbers?: boolean
  disabled?: boolean
  readOnly?: boolean
  /** The id of the form label naming the field (the form item's `aria-labelledby`). */
  'aria-labelledby'?: string
}

/** CodeMirror 6 in a bordered frame with an optional language switch and a full-screen toggle. */
export function CodeEditor({
  value,
  onChange,
  language,
  languageChange,
  placeholder,
  height = CODE_EDITOR_HEIGHT,
  fullScreen = true,
  lineNumbers = true,
  disabled,
  readOnly,
  'aria-labelledby': labelledBy,
}: CodeEditorProps) {
  const [chosen, setChosen] = useState<CodeLanguage>()
  const current: CodeLanguage = chosen ?? (isCodeLanguage(language) ? language : 'javascript')
  const { host, view } = useCodeMirror({
    value: value ?? '',
    onChange: (next) => onChange?.(next),
    language: current,
    placeholder: placeholder ?? codePlaceholder(current),
    editable: !disabled && !readOnly,
    lineNumbers,
    labelledBy,
  })
  const remeasure = useCallback(() => view?.requestMeasure(), [view])
  const actions = languageChange ? (
    <Select
      size="small"
      variant="borderless"
      aria-label="代码语言"
      value={current}
      options={LANGUAGE_OPTIONS}
      onChange={setChosen}
      style={{ width: 130, marginRight: 'auto' }}
    />
  ) : (
    <span style={{ marginRight: 'auto', paddingLeft: 4, color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>
      {CODE_LANGUAGES[current].label}
    </span>
  )
  return (
    <FullScreenFrame
      host={host}
      height={height}
      actions={actions}
      toggle={fullScreen}
      label="代码编辑器"
      labelledBy={labelledBy}
      onResize={remeasure}
    />
  )
}
