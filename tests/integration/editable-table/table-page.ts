import { http as mswHttp, HttpResponse } from 'msw'
import { backend, ok } from '../engine/support'

/** A cell of an editable-table column: the field, decorated so that a failing rule shows on the cell. */
export const cell = (title: string, component: string, props: Record<string, unknown> = {}, type = 'string') => ({
  type,
  title,
  'x-decorator': 'EditableTable.Cell',
  'x-component': component,
  'x-component-props': { 'aria-label': title, ...props },
})

/** A column holding one field; `columnProps` go to the column (statistics …), `columnNode` onto its node. */
export const column = (
  title: string,
  field: string,
  node: object,
  columnProps: Record<string, unknown> = {},
  columnNode: object = {},
) => ({
  type: 'void',
  'x-component': 'EditableTable.Column',
  'x-component-props': { title, ...columnProps },
  ...columnNode,
  properties: { [field]: node },
})

/** A form page editing `lines`, an editable table of `columns`, loaded from and saved to `/demo/<path>`. */
export const linesPage = (title: string, path: string, columns: Record<string, object>, tableProperties = {}) => ({
  kind: 'form',
  title,
  load: { method: 'get', url: `/demo/${path}` },
  submit: { method: 'put', url: `/demo/${path}` },
  form: {
    schema: {
      type: 'object',
      properties: {
        lines: {
          type: 'array',
          'x-component': 'EditableTable',
          items: { type: 'object', properties: columns },
          properties: tableProperties,
        },
      },
    },
  },
})

/** Serves `lines` for the page at `/demo/<path>` and collects what each save sends. */
export function serveLines(path: string, lines: object[]) {
  const sent: { lines: Record<string, unknown>[] }[] = []
  backend.server.use(
    mswHttp.get(`*/jeecg-boot/demo/${path}`, () => HttpResponse.json(ok({ lines }))),
    mswHttp.put(`*/jeecg-boot/demo/${path}`, async ({ request }) => {
      sent.push((await request.json()) as { lines: Record<string, unknown>[] })
      return HttpResponse.json(ok(null, '保存成功！'))
    }),
  )
  return sent
}
