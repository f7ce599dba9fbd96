import { createForm } from '@formily/core'
import { createSchemaField, FormProvider } from '@formily/react'
import { render } from '@testing-library/react'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { formComponents } from '@renderers/form/form-components'
import { appComponents } from '@/engine/components'
import { fillIn } from '../../support/jsdom'
import { setupUser } from '../cron/helpers'
import { AppEngine } from '@/engine/AppEngine'

const SchemaField = createSchemaField({ components: { ...formComponents(), ...appComponents.form } })

// CodeMirror and ProseMirror measure text through Range; jsdom has no layout and leaves these out.
const noRects = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] } as unknown as DOMRectList
fillIn(Range.prototype, 'getClientRects', () => noRects)
fillIn(Range.prototype, 'getBoundingClientRect', () => new DOMRect())
fillIn(document, 'elementFromPoint', () => null)

/** One field named `content` rendered by the app's form registry (so through the lazy wrapper), in a Formily form. */
export function renderEditorField(
  component: string,
  options: { value?: string; props?: Record<string, unknown>; readPretty?: boolean } = {},
) {
  const form = createForm({
    initialValues: options.value === undefined ? {} : { content: options.value },
    readPretty: options.readPretty,
  })
  const schema = {
    type: 'object',
    properties: {
      content: {
        type: 'string',
        title: '内容',
        'x-decorator': 'FormItem',
        'x-component': component,
        'x-component-props': options.props ?? {},
      },
    },
  }
  const user = setupUser()
  const view = render(
    <ConfigProvider locale={zhCN} wave={{ disabled: true }}>
      <AntApp>
        <AppEngine>
          <FormProvider form={form}>
            <SchemaField schema={schema} />
          </FormProvider>
        </AppEngine>
      </AntApp>
    </ConfigProvider>,
  )
  return { form, user, ...view }
}
