import { lazy } from 'react'
import type { ComponentRegistry } from '@renderers'
import { PageLoading } from '@/pages/common/PageLoading'
import { CodeEditor, MarkdownEditor, RichTextEditor } from '@/widgets/editors'
import { lazyFormHandler } from './lazy-form-handler'
import { lazyWidget } from './lazy-widget'

/** The app's widgets, dialogs and form handlers under the names page schemas use. The editors are lazy wrappers already. */
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
    // The online form designer's 配置菜单, 导出页面配置 and 从数据库导入表单.
    cgformImport: lazy(() => import('@/pages/online/cgform/designer/CgformImportOverlay')),
    cgformMenu: lazy(() => import('@/pages/online/cgform/designer/CgformMenuOverlay')),
    cgformExport: lazy(() => import('@/pages/online/cgform/designer/CgformExportOverlay')),
  },
  formHandlers: {
    // 流程模型's 分配规则: who does each user task, kept in the model's XML (it loads the designer's engine descriptors).
    taskRules: lazyFormHandler(() => import('@/pages/bpm/task-rules-form').then((module) => module.taskRulesForm)),
  },
  pageLoading: PageLoading,
}
