import { describe, expect, it } from 'vitest'
import { createDatabase } from '@mocks/database'
import { checkRule } from '@schemas/rules/checks'

// The user form checks 手机号码 and 邮箱 with the rule catalogue: a seeded user the form rejects could never be edited
// and saved without retyping data the user did not mean to change.
describe('seeded users', () => {
  const users = createDatabase().table('sys_user').list(undefined, { includeDeleted: true })

  it.each(users.map((user) => [user.username, user.phone] as const))('%s has a mobile the form accepts', (_, phone) => {
    if (phone) expect(checkRule('mobile', phone)).toBeUndefined()
  })

  it.each(users.map((user) => [user.username, user.email] as const))('%s has an email the form accepts', (_, email) => {
    expect(checkRule('email', email ?? '')).toBeUndefined()
  })
})
