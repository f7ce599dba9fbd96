/**
 * The signed-in session as the engine sees it. The app hands a new object whenever the session changes, so what
 * depends on it (the buttons a user may see) follows without a reload.
 */
export interface SessionProvider {
  /** The signed-in user's record; form pages read and edit "my" record through it (`{{user.id}}`). */
  user: Readonly<Record<string, unknown>> | undefined
  tenantId: string
  /** The signed-in session's token: a row naming it is the user's own session (在线用户's 强退 of oneself). */
  token: string
  /** Ends the session here after the server already ended it: local state cleared, back at the login page. */
  signOut: () => void
  /** Whether the user holds a button permission code (a comma list means any of them). */
  can: (code: string) => boolean
  /** Button names a permission prefix withholds from this user (`add`, `batchDelete`, a column's field …). */
  withheld: (prefix: string) => string[]
  /** A saved record of the signed-in user becomes the session's user (the header's name and avatar follow). */
  updateUser: (record: Record<string, unknown>) => void
  /** Settings kept in this browser for the user (saved advanced queries), without expiry. */
  preferences: {
    read: (key: string) => unknown
    write: (key: string, value: unknown) => void
  }
}
