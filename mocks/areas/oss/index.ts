import type { Area } from '../../kernel/area'
import { ossFileRoutes } from './routes'
import { seedOssFiles } from './seed'

/** 系统管理 › 对象存储 (`/sys/oss/file`): the files uploaded to the object store. */
export const ossArea: Area = {
  name: 'oss',
  routes: ossFileRoutes,
  seed: seedOssFiles,
}
