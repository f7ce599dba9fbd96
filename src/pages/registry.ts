import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { AppRoute } from '@/router/menu-routes'

type Page = LazyExoticComponent<ComponentType>

/**
 * Hand-coded pages by the `component` value a menu row names. Business screens are not here: they are JSON under
 * schemas/pages/. Only the shell's own pages and special widgets are registered.
 */
export const HAND_CODED_PAGES: Record<string, Page> = {
  'test/Home': lazy(() => import('./test/TestHome')),
  'exception/403': lazy(() => import('./exception/Exception403')),
  'exception/404': lazy(() => import('./exception/Exception404')),
  'exception/500': lazy(() => import('./exception/Exception500')),
  'result/Success': lazy(() => import('./result/Success')),
  'result/Error': lazy(() => import('./result/Fail')),
  // bpmn-js is heavy: these two pages are the only chunks that import it.
  'bpm/ModelEditor': lazy(() => import('./bpm/ModelEditor')),
  'bpm/ProcessInstanceDetail': lazy(() => import('./bpm/ProcessInstanceDetail')),
  // 办理: the record by the form of the page its process binding names, beside the approval panel.
  'bpm/TaskHandle': lazy(() => import('./bpm/TaskHandle')),
  // Drawn from the server's report config (not a bundled schema): its columns and query come with the report id.
  'online/OnlCgreportAutoList': lazy(() => import('./online/OnlCgreportAutoList')),
  // Drawn from the server's online-form config, translated into a list page schema.
  'online/OnlCgformAutoList': lazy(() => import('./online/cgform/OnlCgformAutoList')),
}

/** A route the menu does not show (static pages, and pages tests mount outside the server's menu). */
export const hiddenRoute = (path: string, component: string, title: string): AppRoute => ({
  path,
  component,
  hidden: true,
  alwaysShow: false,
  meta: { title },
  children: [],
})

/** The shell's own routes (home, test, exception, result and designer pages), whatever the server's menu lists. */
export const STATIC_PAGES: AppRoute[] = [
  hiddenRoute('/dashboard/analysis', 'dashboard/Analysis', '首页'),
  hiddenRoute('/test/home', 'test/Home', '测试页'),
  hiddenRoute('/exception/403', 'exception/403', '403'),
  hiddenRoute('/exception/404', 'exception/404', '404'),
  hiddenRoute('/exception/500', 'exception/500', '500'),
  hiddenRoute('/404', 'exception/404', '404'),
  hiddenRoute('/result/success', 'result/Success', '成功'),
  hiddenRoute('/result/fail', 'result/Error', '失败'),
  hiddenRoute('/bpm/modelEditor', 'bpm/ModelEditor', '流程设计器'),
  hiddenRoute('/bpm/process/instance/detail', 'bpm/ProcessInstanceDetail', '流程详情'),
  hiddenRoute('/bpm/task/handle', 'bpm/TaskHandle', '办理'),
]
