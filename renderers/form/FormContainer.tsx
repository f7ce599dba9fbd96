import { createForm, onFieldInit, type Form } from '@formily/core'
import { Alert, Button, Drawer, Modal, Space } from 'antd'
import { useEffect, useMemo, useRef } from 'react'
import type { Result } from '../generated/entities'
import type { Form as FormSpec } from '../generated/schema-language'
import { useDataProvider } from '../providers/EngineProvider'
import type { FormLock } from './approval-lock'
import { fillRuleRedraws } from './fill-rule-redraw'
import type { DrawFillRule } from './fill-rules'
import { FormButtons } from './FormButtons'
import { loadExtras } from './load-extras'
import { withRemovedIds } from './removed-ids'
import { SchemaForm, type FormMode } from './SchemaForm'
import { mergeValues } from './set-values'
import { useFormSave } from './use-form-save'

export interface FormRequest {
  title: string
  spec: FormSpec
  mode: FormMode
  record?: Record<string, unknown>
  initialValues: Record<string, unknown>
  /** Sends the values; omitted for detail. */
  submit?: (values: Record<string, unknown>) => Promise<Result<unknown>>
  /** A record under approval or approved: its fields the backend keeps show disabled, under a note saying why. */
  lock?: FormLock
  /** A new record's: draws a fill rule's value again when a field it reads changes (`x-fill-rule.dependsOn`). */
  drawFillRule?: DrawFillRule
}

/** The form's effects: a locked record's kept fields disabled, a new record's numbers following their fields. */
function formEffects(spec: FormSpec, lock?: FormLock, draw?: DrawFillRule) {
  const redraws = draw && fillRuleRedraws(spec.schema, draw)
  if (!lock && !redraws) return undefined
  return (form: Form<Record<string, unknown>>) => {
    // Typing into a field the save would be refused for loses the typing: it is shown disabled instead.
    if (lock) onFieldInit('*', (field) => void (lock.fields.has(field.path.toString()) && (field.disabled = true)))
    redraws?.(form)
  }
}

/**
 * The add / edit / detail form of a list in a modal or a drawer. A failed save keeps the form open with everything
 * typed and shows the server's message; a successful one closes and calls onSaved.
 */
export function FormContainer({
  request,
  onClose,
  onSaved,
}: {
  request: FormRequest
  onClose: () => void
  onSaved: () => void
}) {
  const data = useDataProvider()
  const { spec, mode, record, initialValues, submit, title, lock, drawFillRule } = request
  const form = useMemo(
    () =>
      createForm({
        initialValues,
        readPretty: mode === 'detail',
        effects: formEffects(spec, lock, mode === 'add' ? drawFillRule : undefined),
      }),
    [initialValues, mode, lock, spec, drawFillRule],
  )
  // What the record was opened with (its own values and the loaders'), to name the rows the user removed. A copy:
  // the form takes the loaded arrays as its values and removes rows from them in place.
  const loaded = useRef<Record<string, unknown>>(structuredClone(record ?? {}))
  const sendWithRemoved =
    submit && ((values: Record<string, unknown>) => submit(withRemovedIds(spec.removedIds, loaded.current, values)))
  const { saving, save } = useFormSave(form, sendWithRemoved, onSaved)

  useEffect(() => {
    if (!record || !spec.loaders?.length) return
    loadExtras(data, spec, record).then(
      (extras) => {
        loaded.current = structuredClone({ ...record, ...extras })
        mergeValues(form, extras)
      },
      () => undefined,
    )
  }, [form, spec, record, data])

  const body = (
    <>
      {lock ? <Alert type="warning" showIcon message={lock.note} style={{ marginBottom: 16 }} /> : null}
      <SchemaForm form={form} spec={spec} mode={mode} record={record} />
    </>
  )
  const width = spec.width ?? 800
  const buttons = submit ? (
    <Space>
      {spec.buttons?.length ? <FormButtons buttons={spec.buttons} form={form} record={record} /> : null}
      <Button onClick={onClose}>取消</Button>
      <Button type="primary" loading={saving} onClick={() => void save()}>
        确定
      </Button>
    </Space>
  ) : (
    <Button onClick={onClose}>关闭</Button>
  )
  if (spec.container === 'drawer') {
    return (
      <Drawer
        open
        title={title}
        width={width}
        onClose={onClose}
        destroyOnHidden
        footer={<div style={{ textAlign: 'right' }}>{buttons}</div>}
      >
        {body}
      </Drawer>
    )
  }
  return (
    <Modal open title={title} width={width} onCancel={onClose} destroyOnHidden footer={buttons} maskClosable={false}>
      {body}
    </Modal>
  )
}
