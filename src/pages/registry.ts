import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { AppRoute } from '@/router/menu-routes'

type Page = LazyExoticComponent<ComponentType>

/**
 * Hand-coded pages by the `component` value a menu row names. Business screens are not here: they are JSON under
 * schemas/pages/. Only the shell's own pages and special widgets are registered.
 */
export const HAND_CODED_PAGES: Record<string, Page> = {
  'dashboard/Analysis': lazy(() => import('./dashboard/Analysis')),
  'test/Home': lazy(() => import('./test/TestHome')),
  'exception/403': lazy(() => import('./exception/Exception403')),
  'exception/404': lazy(() => import('./exception/Exception404')),
  'exception/500': lazy(() => import('./exception/Exception500')),
  'result/Success': lazy(() => import('./result/Success')),
  'result/Error': lazy(() => import('./result/Fail')),
  // bpmn-js is heavy: these two pages are the only chunks that import it.
  'bpm/ModelEditor': lazy(() => import('./bpm/ModelEditor')),
  'bpm/ProcessInstanceDetail': lazy(() => import('./bpm/ProcessInstanceDetail')),
  // Drawn from the server's report config (not a bundled schema): its columns and query come with the report id.
  'online/OnlCgreportAutoList': lazy(() => import('./online/OnlCgreportAutoList')),
}

const page = (path: string, component: string, title: string): AppRoute => ({
  path,
  component,
  hidden: true,
  alwaysShow: false,
  meta: { title },
  children: [],
})

/** Routes of spec §2 that exist whether or not the server's menu lists them. */
export const STATIC_PAGES: AppRoute[] = [
  page('/dashboard/analysis', 'dashboard/Analysis', '首页'),
  page('/test/home', 'test/Home', '测试页'),
  page('/exception/403', 'exception/403', '403'),
  page('/exception/404', 'exception/404', '404'),
  page('/exception/500', 'exception/500', '500'),
  page('/404', 'exception/404', '404'),
  page('/result/success', 'result/Success', '成功'),
  page('/result/fail', 'result/Error', '失败'),
  page('/bpm/modelEditor', 'bpm/ModelEditor', '流程设计器'),
  page('/bpm/process/instance/detail', 'bpm/ProcessInstanceDetail', '流程详情'),
]
