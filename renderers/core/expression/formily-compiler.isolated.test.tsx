import { createForm, type Form } from '@formily/core'
import { FormItem } from '@formily/antd-v5/esm/form-item'
import { Input } from '@formily/antd-v5/esm/input'
import { FormProvider, createSchemaField, type ISchema } from '@formily/react'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { registerFormilyCompiler } from './formily'

const SchemaField = createSchemaField({ components: { FormItem, Input } })

const field = (title: string, extra: ISchema = {}): ISchema => ({
  type: 'string',
  title,
  'x-decorator': 'FormItem',
  'x-component': 'text',
  ...extra,
})

const schema: ISchema = {
  type: 'object',
  properties: {
    kind: field('Kind'),
    detail: field('Detail', {
      'x-reactions': { dependencies: ['kind'], fulfill: { state: { visible: "{{ $deps[0] === 'a' }}" } } },
    }),
    summary: field('Summary', {
      'x-reactions': {
        dependencies: ['kind', 'detail'],
        fulfill: { state: { value: "{{ $deps.filter(v => v).map(v => v.toUpperCase()).join('+') }}" } },
      },
    }),
    secret: field('Secret', { 'x-visible': '{{ canSeeSecret }}' }),
    owner: field("{{ 'Owner: ' + user?.name }}", { 'x-disabled': '{{ !user.admin }}' }),
  },
}

function renderForm(): Form<{ summary?: string }> {
  const form = createForm<{ summary?: string }>()
  render(
    <FormProvider form={form}>
      <SchemaField schema={schema} scope={{ canSeeSecret: false, user: { name: 'Ann', admin: false } }} />
    </FormProvider>,
  )
  return form
}

const setValue = (form: Form, path: string, value: string) =>
  act(() => {
    form.setValuesIn(path, value)
  })

/**
 * Every call of the global Function constructor while a form renders, recorded through a transparent
 * proxy so `instanceof Function` and `Function.prototype` keep working for the libraries under test.
 * jsdom's selector engine (nwsapi) compiles CSS selectors this way; it is test environment, not shipped code.
 */
const functionCalls: unknown[][] = []
const originalFunction = globalThis.Function
const record = (args: unknown[]) => {
  if (!new Error().stack?.includes('/nwsapi/')) functionCalls.push(args)
}

beforeEach(() => {
  functionCalls.length = 0
  globalThis.Function = new Proxy(originalFunction, {
    apply: (target, thisArg, args: unknown[]): unknown => {
      record(args)
      return Reflect.apply(target, thisArg, args)
    },
    construct: (target, args: unknown[], newTarget) => {
      record(args)
      return Reflect.construct(target, args, newTarget === globalThis.Function ? target : newTarget) as object
    },
  })
})

afterEach(() => {
  globalThis.Function = originalFunction
  cleanup()
})

// The two tests share Formily's process-wide compiler registry, so their order matters: the first
// shows that the probe does catch Formily's built-in compiler, the second that ours replaces it.
describe('Formily expressions', () => {
  it('are compiled with new Function by Formily itself when no compiler is registered', () => {
    renderForm()
    expect(functionCalls.length).toBeGreaterThan(0)
    expect(functionCalls.every((args) => String(args.at(-1)).includes('with($root)'))).toBe(true)
  })

  it('are evaluated by the safe evaluator once registered, without the Function constructor', () => {
    registerFormilyCompiler()
    const form = renderForm()

    expect(screen.getByText('Kind')).toBeInTheDocument()
    expect(screen.queryByText('Detail')).not.toBeInTheDocument()
    expect(screen.queryByText('Secret')).not.toBeInTheDocument()
    expect(screen.getByText('Owner: Ann')).toBeInTheDocument()
    expect(form.query('owner').take()?.disabled).toBe(true)

    setValue(form, 'kind', 'a')
    expect(screen.getByText('Detail')).toBeInTheDocument()
    expect(form.values.summary).toBe('A')

    setValue(form, 'detail', 'more')
    expect(form.values.summary).toBe('A+MORE')

    setValue(form, 'kind', 'b')
    expect(screen.queryByText('Detail')).not.toBeInTheDocument()
    expect(form.query('detail').take()?.visible).toBe(false)

    expect(functionCalls).toEqual([])
  })
})
