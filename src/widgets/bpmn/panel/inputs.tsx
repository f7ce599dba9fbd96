import { useState } from 'react'
import { Input } from 'antd'
import type { InputProps } from 'antd'
import type { TextAreaProps } from 'antd/es/input'

interface CommitProps {
  value: string
  onCommit: (value: string) => void
}

/**
 * A text input that writes to the diagram when the user leaves it or presses Enter, so one edit is one
 * undo step rather than one per keystroke. It restarts from the diagram's value whenever that changes.
 */
export function CommitInput({ value, onCommit, ...rest }: CommitProps & Omit<InputProps, 'value' | 'onChange'>) {
  return <CommitInputDraft key={value} value={value} onCommit={onCommit} {...rest} />
}

function CommitInputDraft({ value, onCommit, ...rest }: CommitProps & Omit<InputProps, 'value' | 'onChange'>) {
  const [draft, setDraft] = useState(value)
  const commit = () => {
    if (draft !== value) onCommit(draft)
  }
  return (
    <Input
      {...rest}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onPressEnter={commit}
    />
  )
}

export function CommitTextArea({ value, onCommit, ...rest }: CommitProps & Omit<TextAreaProps, 'value' | 'onChange'>) {
  return <CommitTextAreaDraft key={value} value={value} onCommit={onCommit} {...rest} />
}

function CommitTextAreaDraft({ value, onCommit, ...rest }: CommitProps & Omit<TextAreaProps, 'value' | 'onChange'>) {
  const [draft, setDraft] = useState(value)
  return (
    <Input.TextArea
      {...rest}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => draft !== value && onCommit(draft)}
    />
  )
}
