import type { JSXComponent } from '@formily/react'
import type { ComponentType } from 'react'
import type { FormHandler } from './form-handlers'
import type { OverlayProps } from './overlays'

/**
 * The components the app adds to the engine, by the names schemas use (as Formily's `createSchemaField({ components
 * })` takes them): widgets that live with the app (cron, editors, areas), its hand-coded row dialogs and the load and
 * save of the schema forms whose values it converts itself.
 */
export interface ComponentRegistry {
  /** Formily components by x-component name, beside the engine's own (text, dict, picker …). */
  form: Record<string, JSXComponent>
  /** Row dialogs a list schema opens by name (`"overlay": {"name": "notice"}`); each should load when first opened. */
  overlays: Record<string, ComponentType<OverlayProps>>
  /** A `form` action's `handler` by name: how its form's values are loaded and saved. */
  formHandlers?: Record<string, FormHandler>
  /** Shown while a page schema loads. */
  pageLoading: ComponentType
}
