/**
 * The Chinese text of a failed call whose answer carries no message of its own — a bare HTTP 500 (Spring's default
 * error body with an empty `message`), an HTML error page from a proxy, a dropped connection — so the user never sees
 * the client library's English ("Request failed with status code 500").
 */
export function failureText(status: number | undefined): string {
  if (status === undefined) return '网络连接失败，请检查网络或稍后重试'
  if (status >= 500) return `服务器出错了（${status}），请稍后重试或联系管理员`
  return `请求失败（${status}），请稍后重试或联系管理员`
}
