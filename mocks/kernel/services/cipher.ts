/**
 * Stand-in for `SecurityUtil.jiami` / `jiemi` (AES with a fixed key on the real server): a
 * reversible, key-dependent scrambling written as Base64, synchronous in browser and node. It keeps
 * data-source passwords out of the list answer, which is all the contract asks of it.
 */
const KEY = '1qaz@WSX#jeecg-boot'

const bytesOf = (text: string) => new TextEncoder().encode(text)

function scramble(bytes: Uint8Array): Uint8Array {
  const key = bytesOf(KEY)
  return bytes.map((byte, index) => byte ^ key[index % key.length] ^ ((index * 31) % 256))
}

export function encrypt(plain: string): string {
  return btoa(String.fromCharCode(...scramble(bytesOf(plain))))
}

/** The plain text, or the input unchanged when it is not something {@link encrypt} produced. */
export function decrypt(cipher: string): string {
  try {
    const bytes = Uint8Array.from(atob(cipher), (char) => char.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(scramble(bytes))
  } catch {
    return cipher
  }
}
