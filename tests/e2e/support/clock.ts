import { formatDate } from '@mocks/kernel/db/time'

/**
 * Today as the backend and the firm's browsers date it, yyyy-MM-dd. The built-in backend dates every record at GMT+8,
 * as JeecgBoot's Jackson does: the UTC date is a day behind it for eight hours of every day (from 16:00 UTC on), and
 * a test run in those hours would file a work log on the seed's yesterday.
 */
export const firmToday = (): string => formatDate(Date.now())
