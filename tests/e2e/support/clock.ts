import { formatDate } from '@mocks/db/time'

/**
 * The firm's time zone. The built-in backend dates every record at GMT+8, as JeecgBoot's Jackson does, and the firm's
 * staff work there: a browser elsewhere would count "today" a day apart from the server for eight hours of every day
 * (from 16:00 UTC on), and a test run in those hours would file a work log on the seed's yesterday.
 */
export const FIRM_TIME_ZONE = 'Asia/Shanghai'

/** Today as the backend and the firm's browsers date it, yyyy-MM-dd. */
export const firmToday = (): string => formatDate(Date.now())
