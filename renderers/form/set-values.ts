import type { Form } from '@formily/core'

/**
 * Formily drains the reactions of a change one inside the other, so the stack grows with the number of mounted
 * fields a single setValues touches: about 2,000 overflow it. Values are therefore set in slices of this many leaves.
 */
const SLICE = 200

type Values = Record<string, unknown>

const isPlainObject = (value: unknown): value is Values =>
  !!value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype

/** Leaf paths of plain objects (arrays and other values are leaves; an empty object is one too). */
function leaves(value: Values, path: string[] = []): [string[], unknown][] {
  const entries = Object.entries(value)
  if (!entries.length && path.length) return [[path, value]]
  return entries.flatMap(([key, item]) =>
    isPlainObject(item) ? leaves(item, [...path, key]) : [[[...path, key], item] as [string[], unknown]],
  )
}

function partial(slice: [string[], unknown][]): Values {
  const root: Values = {}
  for (const [path, value] of slice) {
    let node = root
    path.slice(0, -1).forEach((key) => {
      node = (node[key] ??= {}) as Values
    })
    node[path[path.length - 1]] = value
  }
  return root
}

/** Merges `values` into the form's current (or initial) values without overflowing the stack on large records. */
export function mergeValues(form: Form, values: Values, target: 'values' | 'initialValues' = 'values'): void {
  const all = leaves(values)
  for (let start = 0; start < all.length; start += SLICE) {
    const slice = partial(all.slice(start, start + SLICE))
    if (target === 'values') form.setValues(slice, 'merge')
    else form.setInitialValues(slice, 'merge')
  }
}
