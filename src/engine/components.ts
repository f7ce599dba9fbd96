import { lazy } from 'react'
import type { ComponentRegistry } from '@renderers/providers'
import { PageLoading } from '@/pages/common/PageLoading'
import { CodeEditor, MarkdownEditor, RichTextEditor } from '@/widgets/editors'
import { lazyWidget } from './lazy-widget'

/** The app's widgets and dialogs under the names page schemas use. The editors are lazy wrappers already. */
export const appComponents: ComponentRegistry = {
  form: {
    CronInput: lazyWidget('CronInput'),
    JAreaLinkage: lazyWidget('JAreaLinkage'),
    AreaAddressInput: lazyWidget('AreaAddressInput'),
    CodeEditor,
    MarkdownEditor,
    RichTextEditor,
  },
  overlays: {
    notice: lazy(() => import('@/notices/NoticeOverlay')),
  },
  pageLoading: PageLoading,
}
