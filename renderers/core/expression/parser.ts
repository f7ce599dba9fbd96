import type { BinaryOperator, Element, LogicalOperator, Node, Property, Spread, UnaryOperator } from './ast'
import { ExpressionError } from './errors'
import { isForbiddenName } from './safety'
import { tokenize, type Token } from './tokenizer'

// Higher binds tighter; `**` is the only right-associative operator.
const BINARY_PRECEDENCE: Readonly<Record<string, number>> = {
  '??': 1,
  '||': 2,
  '&&': 3,
  '==': 4,
  '!=': 4,
  '===': 4,
  '!==': 4,
  '<': 5,
  '<=': 5,
  '>': 5,
  '>=': 5,
  in: 5,
  '+': 6,
  '-': 6,
  '*': 7,
  '/': 7,
  '%': 7,
  '**': 8,
}
const LOGICAL = new Set(['&&', '||', '??'])
const UNARY = new Set(['!', '-', '+', 'typeof', 'void'])
const ASSIGNMENT = new Set(['=', '+=', '-=', '*=', '/=', '%=', '**=', '&&=', '||=', '??=', '++', '--'])
const LITERALS: ReadonlyMap<string, unknown> = new Map([
  ['true', true],
  ['false', false],
  ['null', null],
  ['undefined', undefined],
])
const UNSUPPORTED_KEYWORDS = new Set([
  'new',
  'delete',
  'function',
  'class',
  'this',
  'super',
  'import',
  'await',
  'yield',
  'instanceof',
  'var',
  'let',
  'const',
  'return',
  'if',
  'for',
  'while',
  'do',
  'switch',
  'throw',
  'try',
  'with',
])

/** Parses `source.slice(start, end)`; node offsets are relative to the whole source. */
export function parse(source: string, start = 0, end = source.length): Node {
  return new Parser(source, tokenize(source, start, end)).parseProgram()
}

class Parser {
  private index = 0

  constructor(
    private readonly source: string,
    private readonly tokens: readonly Token[],
  ) {}

  parseProgram(): Node {
    const node = this.parseExpression()
    if (this.peek().type !== 'end') this.unexpected()
    return node
  }

  private parseExpression(): Node {
    if (this.atArrow()) return this.parseArrow()
    const test = this.parseBinary(1)
    this.rejectAssignment()
    if (!this.eat('?')) return test
    const consequent = this.parseExpression()
    this.expect(':')
    const alternate = this.parseExpression()
    return { type: 'Conditional', test, consequent, alternate, start: test.start, end: alternate.end }
  }

  private parseBinary(minPrecedence: number): Node {
    let left = this.parseUnary()
    for (;;) {
      const token = this.peek()
      const operator =
        token.type === 'punctuator' || (token.type === 'identifier' && token.value === 'in') ? String(token.value) : ''
      const precedence = BINARY_PRECEDENCE[operator]
      if (precedence === undefined || precedence < minPrecedence) return left
      this.index += 1
      const right = this.parseBinary(operator === '**' ? precedence : precedence + 1)
      const span = { left, right, start: left.start, end: right.end }
      left = LOGICAL.has(operator)
        ? { type: 'Logical', operator: operator as LogicalOperator, ...span }
        : { type: 'Binary', operator: operator as BinaryOperator, ...span }
    }
  }

  private parseUnary(): Node {
    const token = this.peek()
    if ((token.type === 'punctuator' || token.type === 'identifier') && UNARY.has(String(token.value))) {
      this.index += 1
      const argument = this.parseUnary()
      // JavaScript rejects `-2 ** 2` as ambiguous; so do we.
      if (this.peek().value === '**' && this.peek().type === 'punctuator') {
        this.fail('Wrap the unary expression before ** in parentheses', this.peek().start)
      }
      return { type: 'Unary', operator: token.value as UnaryOperator, argument, start: token.start, end: argument.end }
    }
    this.rejectAssignment()
    return this.parsePostfix()
  }

  private parsePostfix(): Node {
    let node = this.parsePrimary()
    let chained = false
    for (;;) {
      const token = this.peek()
      if (token.type !== 'punctuator') break
      if (token.value === '.') {
        this.index += 1
        node = this.member(node, this.parsePropertyName(), false)
      } else if (token.value === '?.') {
        this.index += 1
        chained = true
        if (this.eat('(')) node = this.call(node, true)
        else if (this.eat('[')) node = this.member(node, this.parseComputedProperty(), true)
        else node = this.member(node, this.parsePropertyName(), true)
      } else if (token.value === '[') {
        this.index += 1
        node = this.member(node, this.parseComputedProperty(), false)
      } else if (token.value === '(') {
        this.index += 1
        node = this.call(node, false)
      } else {
        break
      }
    }
    this.rejectAssignment()
    return chained && (node.type === 'Member' || node.type === 'Call')
      ? { type: 'Chain', expression: node, start: node.start, end: node.end }
      : node
  }

  private member(object: Node, property: Node, optional: boolean): Node {
    return { type: 'Member', object, property, optional, start: object.start, end: this.previous().end }
  }

  private call(callee: Node, optional: boolean): Node {
    const args = this.parseElements(')')
    return { type: 'Call', callee, args, optional, start: callee.start, end: this.previous().end }
  }

  private parsePropertyName(): Node {
    const token = this.next()
    if (token.type !== 'identifier') this.unexpected(token)
    this.rejectForbidden(String(token.value), token.start)
    return { type: 'Literal', value: token.value, start: token.start, end: token.end }
  }

  private parseComputedProperty(): Node {
    const property = this.parseExpression()
    this.expect(']')
    if (property.type === 'Literal') this.rejectForbidden(String(property.value), property.start)
    return property
  }

  private parsePrimary(): Node {
    const token = this.next()
    const { start, end } = token
    switch (token.type) {
      case 'number':
      case 'string':
        return { type: 'Literal', value: token.value, start, end }
      case 'identifier': {
        const name = String(token.value)
        if (LITERALS.has(name)) return { type: 'Literal', value: LITERALS.get(name), start, end }
        return this.identifier(token)
      }
      case 'punctuator':
        if (token.value === '(') {
          const inner = this.parseExpression()
          this.expect(')')
          return inner
        }
        if (token.value === '[') {
          return { type: 'Array', elements: this.parseElements(']'), start, end: this.previous().end }
        }
        if (token.value === '{') return this.parseObject(start)
        break
      case 'end':
        break
    }
    return this.unexpected(token)
  }

  /** Comma-separated expressions and spreads up to `closing`, with an optional trailing comma. */
  private parseElements(closing: string): Element[] {
    const elements: Element[] = []
    while (!this.eat(closing)) {
      elements.push(this.parseSpreadOr(() => this.parseExpression()))
      if (!this.eat(',')) {
        this.expect(closing)
        break
      }
    }
    return elements
  }

  private parseObject(start: number): Node {
    const properties: (Property | Spread)[] = []
    while (!this.eat('}')) {
      properties.push(this.parseSpreadOr(() => this.parseProperty()))
      if (!this.eat(',')) {
        this.expect('}')
        break
      }
    }
    return { type: 'Object', properties, start, end: this.previous().end }
  }

  private parseProperty(): Property {
    const token = this.next()
    let key: Node
    if (token.type === 'punctuator' && token.value === '[') {
      key = this.parseExpression()
      this.expect(']')
    } else if (token.type === 'identifier' || token.type === 'string' || token.type === 'number') {
      key = { type: 'Literal', value: String(token.value), start: token.start, end: token.end }
    } else {
      return this.unexpected(token)
    }
    if (this.eat(':')) {
      const value = this.parseExpression()
      return { type: 'Property', key, value, start: token.start, end: value.end }
    }
    // Shorthand `{ a }` means `{ a: a }`.
    if (token.type !== 'identifier' || LITERALS.has(String(token.value))) return this.unexpected()
    return { type: 'Property', key, value: this.identifier(token), start: token.start, end: token.end }
  }

  private identifier(token: Token): Node {
    const name = String(token.value)
    if (UNSUPPORTED_KEYWORDS.has(name)) this.fail(`'${name}' is not supported`, token.start)
    this.rejectForbidden(name, token.start)
    return { type: 'Identifier', name, start: token.start, end: token.end }
  }

  private parseSpreadOr<T extends Node | Property>(parseItem: () => T): T | Spread {
    const token = this.peek()
    if (!this.eat('...')) return parseItem()
    const argument = this.parseExpression()
    return { type: 'Spread', argument, start: token.start, end: argument.end }
  }

  /** `x =>` or a parenthesised list whose matching `)` is followed by `=>`. */
  private atArrow(): boolean {
    const token = this.peek()
    if (token.type === 'identifier') return this.isPunctuator(this.tokens[this.index + 1], '=>')
    if (!this.isPunctuator(token, '(')) return false
    let depth = 0
    for (let index = this.index; index < this.tokens.length; index += 1) {
      const candidate = this.tokens[index]
      if (this.isPunctuator(candidate, '(')) depth += 1
      else if (this.isPunctuator(candidate, ')')) depth -= 1
      if (depth === 0) return this.isPunctuator(this.tokens[index + 1], '=>')
    }
    return false
  }

  private parseArrow(): Node {
    const start = this.peek().start
    const params: string[] = []
    if (this.eat('(')) {
      while (!this.eat(')')) {
        params.push(this.parseParameter())
        if (!this.eat(',')) {
          this.expect(')')
          break
        }
      }
    } else {
      params.push(this.parseParameter())
    }
    this.expect('=>')
    if (this.isPunctuator(this.peek(), '{')) {
      this.fail(
        'Arrow function bodies must be a single expression; wrap an object literal in parentheses',
        this.peek().start,
      )
    }
    const body = this.parseExpression()
    return { type: 'Arrow', params, body, start, end: body.end }
  }

  private parseParameter(): string {
    const token = this.next()
    const name = String(token.value)
    if (token.type !== 'identifier' || LITERALS.has(name) || UNSUPPORTED_KEYWORDS.has(name)) {
      this.fail('Arrow function parameters must be plain identifiers', token.start)
    }
    this.rejectForbidden(name, token.start)
    return name
  }

  private rejectAssignment(): void {
    const token = this.peek()
    if (token.type === 'punctuator' && ASSIGNMENT.has(String(token.value))) {
      this.fail(`Assignment is not supported ('${token.value}')`, token.start)
    }
  }

  private rejectForbidden(name: string, offset: number): void {
    if (isForbiddenName(name)) this.fail(`Access to '${name}' is not allowed`, offset)
  }

  private peek(): Token {
    return this.tokens[this.index]
  }

  private next(): Token {
    const token = this.peek()
    if (token.type !== 'end') this.index += 1
    return token
  }

  private previous(): Token {
    return this.tokens[this.index - 1]
  }

  private isPunctuator(token: Token | undefined, value: string): boolean {
    return token !== undefined && token.type === 'punctuator' && token.value === value
  }

  private eat(value: string): boolean {
    if (!this.isPunctuator(this.peek(), value)) return false
    this.index += 1
    return true
  }

  private expect(value: string): void {
    if (!this.eat(value)) this.unexpected()
  }

  private unexpected(token = this.peek()): never {
    if (token.type === 'end') return this.fail('Unexpected end of expression', token.start)
    if (token.type === 'identifier' && UNSUPPORTED_KEYWORDS.has(String(token.value))) {
      return this.fail(`'${token.value}' is not supported`, token.start)
    }
    return this.fail(`Unexpected token '${this.source.slice(token.start, token.end)}'`, token.start)
  }

  private fail(reason: string, offset: number): never {
    throw new ExpressionError(reason, this.source, offset)
  }
}
