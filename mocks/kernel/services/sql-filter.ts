/**
 * Just enough SQL to run the conditions that table dictionaries carry (`sys_user,realname,id,
 * username!='admin' order by create_time`) against the in-memory rows: comparisons, LIKE, IN,
 * IS NULL, AND/OR/NOT, parentheses and ORDER BY. Columns are snake_case and map to the camelCase
 * fields rows are stored with. Text compares case-insensitively, as MySQL's default collation does.
 */
import { textOf } from './text'
export type SqlRow = Record<string, unknown>

export interface CompiledFilter {
  where: (row: SqlRow) => boolean
  orderBy: Array<{ field: string; descending: boolean }>
}

type Token =
  | { kind: 'word'; text: string }
  | { kind: 'string'; text: string }
  | { kind: 'number'; text: string }
  | { kind: 'symbol'; text: string }

export class SqlSyntaxError extends Error {}

/** `create_time` → `createTime`; `t.depart_name` → `departName`. */
export function columnToField(column: string): string {
  const bare = column.replace(/`/g, '').split('.').pop() ?? column
  return bare.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
}

function tokenize(sql: string): Token[] {
  const tokens: Token[] = []
  let index = 0
  while (index < sql.length) {
    const char = sql[index]
    if (/\s/.test(char)) {
      index += 1
    } else if (char === "'") {
      let text = ''
      index += 1
      for (;;) {
        if (index >= sql.length) throw new SqlSyntaxError('unterminated string')
        if (sql[index] === "'" && sql[index + 1] === "'") {
          text += "'"
          index += 2
        } else if (sql[index] === "'") {
          index += 1
          break
        } else {
          text += sql[index]
          index += 1
        }
      }
      tokens.push({ kind: 'string', text })
    } else if (
      /[0-9]/.test(char) ||
      (char === '-' && /[0-9]/.test(sql[index + 1] ?? '') && tokens.at(-1)?.kind === 'symbol')
    ) {
      const match = /^-?[0-9]+(\.[0-9]+)?/.exec(sql.slice(index))!
      tokens.push({ kind: 'number', text: match[0] })
      index += match[0].length
    } else if (/[A-Za-z_`]/.test(char)) {
      const match = /^[A-Za-z_`][A-Za-z0-9_.`]*/.exec(sql.slice(index))!
      tokens.push({ kind: 'word', text: match[0] })
      index += match[0].length
    } else {
      const two = sql.slice(index, index + 2)
      if (['!=', '<>', '>=', '<='].includes(two)) {
        tokens.push({ kind: 'symbol', text: two })
        index += 2
      } else if ('=<>(),'.includes(char)) {
        tokens.push({ kind: 'symbol', text: char })
        index += 1
      } else {
        throw new SqlSyntaxError(`unexpected character ${char}`)
      }
    }
  }
  return tokens
}

type Operand = { kind: 'column'; field: string } | { kind: 'value'; value: string | number }

const normalise = (value: unknown): unknown => (typeof value === 'boolean' ? (value ? 1 : 0) : value)

function compare(left: unknown, right: unknown): number | null {
  const a = normalise(left)
  const b = normalise(right)
  if (a === null || a === undefined || b === null || b === undefined) return null
  const bothNumeric =
    (typeof a === 'number' || typeof b === 'number') && !Number.isNaN(Number(a)) && !Number.isNaN(Number(b))
  if (bothNumeric) return Number(a) - Number(b)
  const x = textOf(a).toLowerCase()
  const y = textOf(b).toLowerCase()
  return x < y ? -1 : x > y ? 1 : 0
}

function likeToRegExp(pattern: string): RegExp {
  let source = ''
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index]
    if (char === '\\' && index + 1 < pattern.length) {
      index += 1
      source += pattern[index].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    } else if (char === '%') source += '.*'
    else if (char === '_') source += '.'
    else source += char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${source}$`, 'is')
}

class Parser {
  private position = 0
  constructor(private readonly tokens: Token[]) {}

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.position + offset]
  }

  private isWord(text: string, offset = 0): boolean {
    const token = this.peek(offset)
    return token?.kind === 'word' && token.text.toLowerCase() === text
  }

  private isSymbol(text: string): boolean {
    const token = this.peek()
    return token?.kind === 'symbol' && token.text === text
  }

  private expectSymbol(text: string): void {
    if (!this.isSymbol(text)) throw new SqlSyntaxError(`expected ${text}`)
    this.position += 1
  }

  private expectWord(text: string): void {
    if (!this.isWord(text)) throw new SqlSyntaxError(`expected ${text}`)
    this.position += 1
  }

  parse(): CompiledFilter {
    const where = this.isWord('order') ? () => true : this.or()
    const orderBy: CompiledFilter['orderBy'] = []
    if (this.isWord('order')) {
      this.position += 1
      this.expectWord('by')
      do {
        if (orderBy.length > 0) this.position += 1
        const column = this.peek()
        if (column?.kind !== 'word') throw new SqlSyntaxError('expected a column to order by')
        this.position += 1
        let descending = false
        if (this.isWord('asc')) this.position += 1
        else if (this.isWord('desc')) {
          descending = true
          this.position += 1
        }
        orderBy.push({ field: columnToField(column.text), descending })
      } while (this.isSymbol(','))
    }
    if (this.position < this.tokens.length) throw new SqlSyntaxError(`unexpected ${this.peek()!.text}`)
    return { where, orderBy }
  }

  private or(): (row: SqlRow) => boolean {
    const parts = [this.and()]
    while (this.isWord('or')) {
      this.position += 1
      parts.push(this.and())
    }
    return parts.length === 1 ? parts[0] : (row) => parts.some((part) => part(row))
  }

  private and(): (row: SqlRow) => boolean {
    const parts = [this.not()]
    while (this.isWord('and')) {
      this.position += 1
      parts.push(this.not())
    }
    return parts.length === 1 ? parts[0] : (row) => parts.every((part) => part(row))
  }

  private not(): (row: SqlRow) => boolean {
    if (this.isWord('not')) {
      this.position += 1
      const inner = this.not()
      return (row) => !inner(row)
    }
    if (this.isSymbol('(')) {
      this.position += 1
      const inner = this.or()
      this.expectSymbol(')')
      return inner
    }
    return this.comparison()
  }

  private operand(): Operand {
    const token = this.peek()
    if (!token) throw new SqlSyntaxError('unexpected end of condition')
    this.position += 1
    if (token.kind === 'string') return { kind: 'value', value: token.text }
    if (token.kind === 'number') return { kind: 'value', value: Number(token.text) }
    if (token.kind === 'word') {
      if (token.text.toLowerCase() === 'null') return { kind: 'value', value: null as unknown as string }
      return { kind: 'column', field: columnToField(token.text) }
    }
    throw new SqlSyntaxError(`unexpected ${token.text}`)
  }

  private comparison(): (row: SqlRow) => boolean {
    const left = this.operand()
    const read = (operand: Operand, row: SqlRow): unknown =>
      operand.kind === 'column' ? row[operand.field] : operand.value
    const negated = this.isWord('not') && (this.isWord('like', 1) || this.isWord('in', 1))
    if (negated) this.position += 1
    if (this.isWord('like')) {
      this.position += 1
      const right = this.operand()
      return (row) => {
        const value = read(left, row)
        const pattern = read(right, row)
        if (value === null || value === undefined || pattern === null || pattern === undefined) return false
        return likeToRegExp(textOf(pattern)).test(textOf(normalise(value))) !== negated
      }
    }
    if (this.isWord('in')) {
      this.position += 1
      this.expectSymbol('(')
      const items: Operand[] = [this.operand()]
      while (this.isSymbol(',')) {
        this.position += 1
        items.push(this.operand())
      }
      this.expectSymbol(')')
      return (row) => {
        const value = read(left, row)
        if (value === null || value === undefined) return false
        return items.some((item) => compare(value, read(item, row)) === 0) !== negated
      }
    }
    if (this.isWord('is')) {
      this.position += 1
      const not = this.isWord('not')
      if (not) this.position += 1
      this.expectWord('null')
      return (row) => {
        const value = read(left, row)
        return (value === null || value === undefined) !== not
      }
    }
    const operator = this.peek()
    if (operator?.kind !== 'symbol' || !['=', '!=', '<>', '>', '<', '>=', '<='].includes(operator.text)) {
      throw new SqlSyntaxError(
        `expected a comparison after ${left.kind === 'column' ? left.field : String(left.value)}`,
      )
    }
    this.position += 1
    const right = this.operand()
    const test = {
      '=': (d: number) => d === 0,
      '!=': (d: number) => d !== 0,
      '<>': (d: number) => d !== 0,
      '>': (d: number) => d > 0,
      '<': (d: number) => d < 0,
      '>=': (d: number) => d >= 0,
      '<=': (d: number) => d <= 0,
    }[operator.text]!
    return (row) => {
      const difference = compare(read(left, row), read(right, row))
      return difference !== null && test(difference)
    }
  }
}

/** Compiles a WHERE condition, optionally followed by (or consisting only of) an ORDER BY clause. */
export function compileFilter(sql: string): CompiledFilter {
  const trimmed = sql.trim()
  if (trimmed === '') return { where: () => true, orderBy: [] }
  return new Parser(tokenize(trimmed)).parse()
}

const nullRank = (value: unknown) => (value === null || value === undefined ? 0 : 1)

export function applyOrder<T extends SqlRow>(rows: T[], orderBy: CompiledFilter['orderBy']): T[] {
  if (orderBy.length === 0) return rows
  return [...rows].sort((a, b) => {
    for (const { field, descending } of orderBy) {
      // MySQL puts NULLs first in ascending order.
      const difference = compare(a[field], b[field]) ?? nullRank(a[field]) - nullRank(b[field])
      if (difference !== 0) return descending ? -difference : difference
    }
    return 0
  })
}
