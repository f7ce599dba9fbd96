import { createdStamp } from '../../kernel/crud/audit'
import { ossFileResource } from './resource'
import { crudRoutes } from '../../kernel/crud/routes'
import { saveFile } from '../../kernel/services/files'
import { failure, result, succeed } from '../../kernel/services/result'
import { CONTEXT_PATH } from '../../kernel/routes/paths'
import type { RequestContext, Route } from '../../kernel/routes/route'

/** The folder `OssFileController.upload` stores under (`OssBootUtil.upload(file, "upload/test")`). */
const OSS_FOLDER = 'upload/test'

const MINIO_FAILED = '上传失败,请检查配置信息是否正确!'

/** `CommonUtils.getFileName`: characters a storage key cannot hold become underscores. */
const cleanName = (name: string) => name.replace(/[\\/:*?"<>|\s]/g, '_')

/** The multipart `file` and `biz` of an upload request. */
async function uploadParts(context: RequestContext): Promise<{ file?: File; biz: string }> {
  const form = await context.request.formData()
  const file = form.get('file')
  const biz = form.get('biz') ?? context.query.get('biz')
  return { file: file instanceof File ? file : undefined, biz: typeof biz === 'string' ? biz : '' }
}

/** Stores a file in the built-in storage and records it in `oss_file` with its full URL, as the real bucket's. */
async function storeOssFile(context: RequestContext, file: File, folder: string): Promise<string> {
  const fileName = cleanName(file.name || 'file')
  const path = saveFile(context.backend, {
    biz: folder,
    name: fileName,
    contentType: file.type,
    bytes: new Uint8Array(await file.arrayBuffer()),
  })
  const url = `${context.url.origin}${CONTEXT_PATH}/sys/common/static/${path}`
  context.db.table('oss_file').insert({ fileName, url, ...createdStamp(context), updateBy: null, updateTime: null })
  return url
}

/** `OssFileController` (list, delete, queryById, upload) and `SysUploadController.uploadMinio`. */
export const ossFileRoutes: Route[] = [
  ...crudRoutes(ossFileResource),
  {
    // `success("上传成功！")`: nothing in `result`; any failure is the bare `error500("上传失败")`.
    path: '/sys/oss/file/upload',
    methods: ['POST'],
    async handle(context) {
      const { file } = await uploadParts(context)
      if (!file) return failure('上传失败')
      await storeOssFile(context, file, OSS_FOLDER)
      return succeed('上传成功！')
    },
  },
  {
    // The MinIO URL comes back in `message`, with code 0; a `biz` climbing out of the bucket is refused.
    path: '/sys/upload/uploadMinio',
    methods: ['POST'],
    async handle(context) {
      const { file, biz } = await uploadParts(context)
      if (!file || biz.includes('../')) return failure(MINIO_FAILED)
      return result({ message: await storeOssFile(context, file, biz || OSS_FOLDER) })
    },
  },
]
