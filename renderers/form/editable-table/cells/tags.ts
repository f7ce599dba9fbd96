/** The tag cell's value: its text (semicolons dropped) cut into two-character tags joined by semicolons. */
export function toTagValue(text: string): string {
  const plain = [...text.replaceAll(';', '')]
  const tags: string[] = []
  for (let at = 0; at < plain.length; at += 2) tags.push(plain.slice(at, at + 2).join(''))
  return tags.join(';')
}

export const tagsOf = (value: unknown): string[] =>
  typeof value === 'string' && value !== '' ? value.split(';').filter(Boolean) : []
