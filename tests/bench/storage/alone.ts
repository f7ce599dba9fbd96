/** `npx tsx tests/bench/storage/alone.ts`: only the storage figure, without the rest of `npm run bench`. */
import { fileURLToPath } from 'node:url'
import { launchChromium } from '../../e2e/support/browser'
import { benchStorage } from '../measure-storage'

const browser = await launchChromium()
try {
  for (const row of await benchStorage(browser, fileURLToPath(new URL('../../..', import.meta.url))))
    console.log(`| ${row.figure} | ${row.value} | ${row.goal} |`)
} finally {
  await browser.close()
}
