import type { Route } from '../../kernel/routes/route'
import { designerRoutes } from './designer-routes'
import { runtimeRoutes } from './runtime-routes'

/** 在线表单开发 (`org.jeecg.modules.online.cgform`): the designer's calls and the auto list and form's. */
export const onlineFormRoutes: Route[] = [...designerRoutes, ...runtimeRoutes]
