import type { Action } from '../generated/schema-language'
import type { ActionKind } from './action-kind'

const kinds = new Map<string, ActionKind>()

/** Registers an action kind under the name schemas give as `kind`; a later registration of the name replaces it. */
export function registerAction(name: string, kind: ActionKind): void {
  kinds.set(name, kind)
}

/** The kind an action names, or undefined when none is registered under that name. */
export function actionKindOf(name: string): ActionKind | undefined {
  return kinds.get(name)
}

/** The button text of an action: its own, else its kind's. */
export const titleOf = (action: Action): string => action.title ?? actionKindOf(action.kind)?.title ?? action.kind

// The built-in kinds: each file of kinds/ is one kind, registered under its file name.
const builtIn = import.meta.glob<ActionKind>(['./kinds/*.{ts,tsx}', '!./kinds/*.test.{ts,tsx}'], {
  eager: true,
  import: 'default',
})
/** The engine's own action kinds by name, whatever an app registers beside them. */
export const builtInActionKinds: readonly [string, ActionKind][] = Object.entries(builtIn).map(([path, kind]) => [
  path.replace(/^.*\/|\.tsx?$/g, ''),
  kind,
])
for (const [name, kind] of builtInActionKinds) registerAction(name, kind)
