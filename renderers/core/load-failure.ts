/**
 * Browsers word a part of the app they could not fetch (a page's code, a schema file: the connection dropped, or a
 * new build replaced the file) in English, each their own way: Chrome "Failed to fetch dynamically imported module",
 * Firefox "error loading dynamically imported module", Safari "Importing a module script failed", and vite's preload
 * "Unable to preload CSS".
 */
const NOT_FETCHED = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i

export const LOAD_FAILED_TEXT = '页面文件下载失败，请检查网络后重试或刷新页面'

/** What the user reads of an error that stopped a page: the Chinese text of a failed download, else its message. */
export const failureReason = (error: Error): string =>
  NOT_FETCHED.test(error.message) ? LOAD_FAILED_TEXT : error.message || '未知错误'
