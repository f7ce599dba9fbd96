/** Where earlier versions of the browser runtime kept the database (one localStorage string) and uploaded files. */
const EARLIER_LOCAL_STORAGE_PREFIX = 'ipr-admin:built-in-backend:'
const EARLIER_FILES_DATABASE = 'ipr-admin-built-in-backend-files'

/**
 * Removes what earlier versions stored: the old database string shared localStorage's 5 MB with the app's sign-in
 * keys, so leaving it there could keep sign-in from saving its token.
 */
export function forgetEarlierStores(): void {
  for (let index = localStorage.length - 1; index >= 0; index -= 1) {
    const key = localStorage.key(index)
    if (key?.startsWith(EARLIER_LOCAL_STORAGE_PREFIX)) localStorage.removeItem(key)
  }
  indexedDB.deleteDatabase(EARLIER_FILES_DATABASE)
}
