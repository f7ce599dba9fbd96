import { indentWithTab } from '@codemirror/commands'
import { indentUnit } from '@codemirror/language'
import { Annotation, Compartment, EditorState, type Extension } from '@codemirror/state'
import { EditorView, keymap, placeholder as placeholderText } from '@codemirror/view'
import { basicSetup } from 'codemirror'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { CODE_LANGUAGES, type CodeLanguage } from './languages'

/** Tab size 2, as in the original code editor. */
const TAB_SIZE = 2

export interface CodeMirrorOptions {
  value: string
  onChange: (value: string) => void
  language: CodeLanguage
  placeholder: string
  editable: boolean
  lineNumbers: boolean
  /** The id of the label naming the editing surface. */
  labelledBy?: string
}

const fillHeight = EditorView.theme({
  '&': { height: '100%' },
  '.cm-scroller': { overflow: 'auto' },
  '&.cm-focused': { outline: 'none' },
})
const hideGutters = EditorView.theme({ '.cm-gutters': { display: 'none' } })

/** Marks a document replaced from the value prop, so it does not echo back through onChange. */
const fromOutside = Annotation.define<boolean>()

const editability = (editable: boolean): Extension => [
  EditorView.editable.of(editable),
  EditorState.readOnly.of(!editable),
]

/**
 * One CodeMirror view living in `host` (an element the caller places), kept in step with the props: an outside
 * value replaces the document, the language's grammar is loaded on demand and swapped in, and so are placeholder,
 * line numbers and editability, without recreating the view (undo history and cursor survive).
 */
export function useCodeMirror(options: CodeMirrorOptions): { host: HTMLElement; view: EditorView | undefined } {
  const [host] = useState(() => document.createElement('div'))
  const [view, setView] = useState<EditorView>()
  const onChange = useRef(options.onChange)
  useLayoutEffect(() => {
    onChange.current = options.onChange
  })
  // The view is created once with the first props; the effects below follow later ones.
  const [initial] = useState(options)
  const [compartments] = useState(() => ({
    language: new Compartment(),
    placeholder: new Compartment(),
    editable: new Compartment(),
    gutters: new Compartment(),
  }))

  useLayoutEffect(() => {
    const created = new EditorView({
      parent: host,
      state: EditorState.create({
        doc: initial.value,
        extensions: [
          basicSetup,
          keymap.of([indentWithTab]),
          EditorState.tabSize.of(TAB_SIZE),
          indentUnit.of(' '.repeat(TAB_SIZE)),
          fillHeight,
          EditorView.contentAttributes.of(initial.labelledBy ? { 'aria-labelledby': initial.labelledBy } : {}),
          compartments.language.of([]),
          compartments.placeholder.of(placeholderText(initial.placeholder)),
          compartments.editable.of(editability(initial.editable)),
          compartments.gutters.of(initial.lineNumbers ? [] : hideGutters),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((transaction) => transaction.annotation(fromOutside))) {
              onChange.current(update.state.doc.toString())
            }
          }),
        ],
      }),
    })
    setView(created)
    return () => created.destroy()
  }, [host, compartments, initial])

  useEffect(() => {
    if (!view || view.state.doc.toString() === options.value) return
    view.dispatch({
      changes: { from: 0, to: view.state.doc.length, insert: options.value },
      annotations: fromOutside.of(true),
    })
  }, [view, options.value])

  useEffect(() => {
    if (!view) return
    let current = true
    void CODE_LANGUAGES[options.language].load().then((extension) => {
      if (current) view.dispatch({ effects: compartments.language.reconfigure(extension) })
    })
    return () => {
      current = false
    }
  }, [view, compartments, options.language])

  useEffect(() => {
    view?.dispatch({
      effects: [
        compartments.placeholder.reconfigure(placeholderText(options.placeholder)),
        compartments.editable.reconfigure(editability(options.editable)),
        compartments.gutters.reconfigure(options.lineNumbers ? [] : hideGutters),
      ],
    })
  }, [view, compartments, options.placeholder, options.editable, options.lineNumbers])

  return { host, view }
}
