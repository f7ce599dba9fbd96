import SparkMD5 from 'spark-md5'

const SALT_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/**
 * One-way hash of a login password. The real server stores `PasswordUtil.encrypt(username,
 * password, salt)` (PBEWithMD5AndDES keyed by password and salt); the mock only needs a function
 * of the same three inputs that is stable across runs and never reversible from the API, and
 * spark-md5 gives that synchronously in both the browser and node.
 */
export function hashPassword(username: string, password: string, salt: string): string {
  return SparkMD5.hash(`${salt}:${username}:${password}`)
}

/** Eight random characters, like `oConvertUtils.randomGen(8)`. */
export function randomSalt(random: () => number = Math.random): string {
  let salt = ''
  for (let index = 0; index < 8; index += 1) salt += SALT_ALPHABET[Math.floor(random() * SALT_ALPHABET.length)]
  return salt
}

export function passwordMatches(
  user: { username: string; password: string; salt: string },
  candidate: string,
): boolean {
  return hashPassword(user.username, candidate, user.salt) === user.password
}
