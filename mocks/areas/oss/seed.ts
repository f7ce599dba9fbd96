import { audit, type SeedContext } from '../../kernel/seed/context'

/** Where the stock OSS upload puts files: the bucket's `upload/test/` folder. */
const BUCKET = 'https://ipr-admin.oss-cn-beijing.aliyuncs.com/upload/test'

/** `oss_file`: files uploaded to object storage before today, as their bucket URLs. */
export function seedOssFiles(ctx: SeedContext): void {
  const files = [
    { fileName: '商标注册证样本.png', createTime: '2024-03-12 10:21:05' },
    { fileName: '专利代理委托书模板.docx', createTime: '2024-05-08 15:42:31' },
    { fileName: '年费缴纳指南.pdf', createTime: '2024-06-20 09:05:47' },
  ]
  for (const file of files) {
    const dot = file.fileName.lastIndexOf('.')
    const stamp = Date.parse(file.createTime.replace(' ', 'T'))
    ctx.db.table('oss_file').insert({
      id: ctx.id(),
      fileName: file.fileName,
      url: `${BUCKET}/${file.fileName.slice(0, dot)}_${stamp}${file.fileName.slice(dot)}`,
      ...audit(file.createTime),
    })
  }
}
