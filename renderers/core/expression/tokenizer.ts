import { ExpressionError } from './errors'

export type TokenType = 'number' | 'string' | 'identifier' | 'punctuator' | 'end'

export interface Token {
  readonly type: TokenType
  /** Cooked value for literals, source text for identifiers and punctuators. */
  readonly value: string | number
  readonly start: number
  readonly end: number
}

// Longest first, so that e.g. `===` wins over `==` and `=`. Assignment and update operators are
// recognised only to report them clearly instead of as a confusing unexpected character.
const PUNCTUATORS = [
  '...',
  '===',
  '!==',
  '**=',
  '&&=',
  '||=',
  '??=',
  '=>',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '??',
  '?.',
  '**',
  '++',
  '--',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  '.',
  '?',
  ':',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '<',
  '>',
  '=',
]

const WHITESPACE = /\s+/y
const IDENTIFIER = /[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*/uy
const NUMBER = /(?:0[xX][\da-fA-F]+|0[bB][01]+|0[oO][0-7]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/y
const IDENTIFIER_PART = /[\p{ID_Continue}$]/u

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  0: '\0',
}

/** Splits `source.slice(start, end)` into tokens; offsets stay relative to the whole source. */
export function tokenize(source: string, start = 0, end = source.length): Token[] {
  const tokens: Token[] = []
  const fail = (reason: string, offset: number): never => {
    throw new ExpressionError(reason, source, offset)
  }
  const match = (pattern: RegExp, at: number): string | undefined => {
    pattern.lastIndex = at
    const found = pattern.exec(source)
    return found && at + found[0].length <= end ? found[0] : undefined
  }

  let position = start
  while (position < end) {
    const space = match(WHITESPACE, position)
    if (space) {
      position += space.length
      continue
    }
    const char = source[position]
    const next = source[position + 1]
    if (/\d/.test(char) || (char === '.' && next !== undefined && /\d/.test(next))) {
      const text = match(NUMBER, position)!
      const after = position + text.length
      if (after < end && IDENTIFIER_PART.test(source[after])) fail('Invalid number', position)
      tokens.push({ type: 'number', value: Number(text), start: position, end: after })
      position = after
      continue
    }
    if (char === '"' || char === "'" || char === '`') {
      const token = readString(source, position, end, fail)
      tokens.push(token)
      position = token.end
      continue
    }
    const name = match(IDENTIFIER, position)
    if (name) {
      tokens.push({ type: 'identifier', value: name, start: position, end: position + name.length })
      position += name.length
      continue
    }
    const punctuator = PUNCTUATORS.find(
      (candidate) => source.startsWith(candidate, position) && position + candidate.length <= end,
    )
    if (!punctuator) fail(`Unexpected character '${char}'`, position)
    // `a?.5:b` is a conditional with a decimal, not optional chaining.
    const text = punctuator === '?.' && /\d/.test(source[position + 2] ?? '') ? '?' : punctuator!
    tokens.push({ type: 'punctuator', value: text, start: position, end: position + text.length })
    position += text.length
  }
  tokens.push({ type: 'end', value: '', start: end, end })
  return tokens
}

function readString(
  source: string,
  start: number,
  end: number,
  fail: (reason: string, offset: number) => never,
): Token {
  const quote = source[start]
  let value = ''
  let position = start + 1
  while (position < end) {
    const char = source[position]
    if (char === quote) return { type: 'string', value, start, end: position + 1 }
    if (quote === '`' && char === '$' && source[position + 1] === '{') {
      fail('Template literal substitutions are not supported', position)
    }
    if ((char === '\n' || char === '\r') && quote !== '`') break
    if (char !== '\\') {
      value += char
      position += 1
      continue
    }
    const escaped = source[position + 1]
    if (escaped === undefined || position + 1 >= end) break
    if (escaped === 'x' || escaped === 'u') {
      const { text, length } = readCodePointEscape(source, position, end, fail)
      value += text
      position += length
    } else if (escaped === '\r' || escaped === '\n') {
      // A backslash before a line break continues the literal on the next line.
      position += escaped === '\r' && source[position + 2] === '\n' ? 3 : 2
    } else {
      value += SIMPLE_ESCAPES[escaped] ?? escaped
      position += 2
    }
  }
  return fail('Unterminated string literal', start)
}

function readCodePointEscape(
  source: string,
  position: number,
  end: number,
  fail: (reason: string, offset: number) => never,
): { text: string; length: number } {
  const pattern = source[position + 1] === 'x' ? /\\x([\da-fA-F]{2})/y : /\\u(?:([\da-fA-F]{4})|\{([\da-fA-F]{1,6})\})/y
  pattern.lastIndex = position
  const found = pattern.exec(source)
  if (!found || position + found[0].length > end) return fail('Invalid escape sequence', position)
  const codePoint = parseInt(found[1] ?? found[2], 16)
  if (codePoint > 0x10ffff) return fail('Invalid escape sequence', position)
  return { text: String.fromCodePoint(codePoint), length: found[0].length }
}
