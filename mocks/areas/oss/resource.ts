import { failure } from '../../kernel/services/result'
import type { CrudResource } from '../../kernel/crud/resource'
import { controllerResource } from '../../kernel/crud/entity-resource'

/** `OssFileController`: the files uploaded to object storage; uploads have their own routes. */
export const ossFileResource: CrudResource = {
  ...controllerResource('oss-file'),
  listCodeZero: true,
  // `delete` looks the file up first and refuses an id it does not hold.
  beforeDelete: (ids, context) =>
    ids.every((id) => context.db.table('oss_file').get(id)) ? undefined : failure('未找到对应实体'),
  messages: { delete: '删除成功!', notFound: '未找到对应实体' },
}
