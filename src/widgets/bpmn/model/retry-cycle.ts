import { qualified } from './attributes'
import { createElement, extensionsOf, replaceExtensions } from './extension-elements'
import type { DiagramElement, Editor, ModdleElement } from './types'
import { readText } from './read'

/** `<x:failedJobRetryTimeCycle>` of an async activity or loop (R3/PT10M …). */
export function readRetryCycle(editor: Pick<Editor, 'flavour'>, target: ModdleElement): string {
  return readText(extensionsOf(target, qualified(editor.flavour, 'FailedJobRetryTimeCycle'))[0], 'body')
}

export function setRetryCycle(editor: Editor, element: DiagramElement, target: ModdleElement, cycle: string): void {
  const type = qualified(editor.flavour, 'FailedJobRetryTimeCycle')
  replaceExtensions(editor, element, target, type, cycle ? [createElement(editor, type, { body: cycle })] : [])
}
