import type { BinaryOperator, Call, Element, Member, Node, ObjectLiteral, UnaryOperator } from './ast'
import { ExpressionError } from './errors'
import { compilesCode, isForbiddenName, readVariable } from './safety'
import { textOf } from '../text-of'

type Lookup = (name: string) => unknown

// Operands are whatever the scope holds, combined with JavaScript's own coercions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the operators must accept any operand, as JavaScript's do
type Operand = any

const UNARY: Readonly<Record<UnaryOperator, (argument: Operand) => unknown>> = {
  '!': (argument) => !argument,
  '-': (argument) => -argument,
  '+': (argument) => +argument,
  typeof: (argument) => typeof argument,
  void: () => undefined,
}

const BINARY: Readonly<Record<Exclude<BinaryOperator, 'in'>, (left: Operand, right: Operand) => unknown>> = {
  '==': (left, right) => left == right,
  '!=': (left, right) => left != right,
  '===': (left, right) => left === right,
  '!==': (left, right) => left !== right,
  '<': (left, right) => left < right,
  '<=': (left, right) => left <= right,
  '>': (left, right) => left > right,
  '>=': (left, right) => left >= right,
  '+': (left, right): unknown => left + right,
  '-': (left, right) => left - right,
  '*': (left, right) => left * right,
  '/': (left, right) => left / right,
  '%': (left, right) => left % right,
  '**': (left, right) => left ** right,
}

/** Returned inside an optional chain once `?.` meets null or undefined; the enclosing Chain turns it into undefined. */
const SHORT_CIRCUIT = Symbol('short-circuit')

export function evaluateNode(node: Node, source: string, scope: object | undefined): unknown {
  return new Evaluator(source).evaluate(node, (name) => readVariable(scope, name))
}

class Evaluator {
  constructor(private readonly source: string) {}

  evaluate(node: Node, lookup: Lookup): unknown {
    switch (node.type) {
      case 'Literal':
        return node.value
      case 'Identifier':
        return lookup(node.name)
      case 'Member':
      case 'Call':
        return this.inChain(node, lookup)
      case 'Chain': {
        const value = this.inChain(node.expression, lookup)
        return value === SHORT_CIRCUIT ? undefined : value
      }
      case 'Unary':
        return UNARY[node.operator](this.evaluate(node.argument, lookup))
      case 'Binary': {
        const left = this.evaluate(node.left, lookup)
        const right = this.evaluate(node.right, lookup)
        if (node.operator !== 'in') return BINARY[node.operator](left, right)
        if (!isObjectLike(right)) this.fail(`Cannot use 'in' to search in ${describe(right)}`, node.right)
        return toPropertyKey(left) in (right as object)
      }
      case 'Logical': {
        const left = this.evaluate(node.left, lookup)
        const decided =
          node.operator === '&&' ? !left : node.operator === '||' ? !!left : left !== null && left !== undefined
        return decided ? left : this.evaluate(node.right, lookup)
      }
      case 'Conditional':
        return this.evaluate(this.evaluate(node.test, lookup) ? node.consequent : node.alternate, lookup)
      case 'Array':
        return this.evaluateElements(node.elements, lookup)
      case 'Object':
        return this.evaluateObject(node, lookup)
      case 'Arrow':
        return (...args: unknown[]) => {
          const locals = new Map(node.params.map((name, index) => [name, args[index]]))
          return this.evaluate(node.body, (name) => (locals.has(name) ? locals.get(name) : lookup(name)))
        }
    }
  }

  /** Evaluates a member or call that may sit inside an optional chain, propagating SHORT_CIRCUIT. */
  private inChain(node: Node, lookup: Lookup): unknown {
    if (node.type === 'Member') {
      const object = this.inChain(node.object, lookup)
      if (object === SHORT_CIRCUIT || (node.optional && isNullish(object))) return SHORT_CIRCUIT
      return this.readMember(object, node, lookup)
    }
    if (node.type === 'Call') return this.call(node, lookup)
    return this.evaluate(node, lookup)
  }

  private call(node: Call, lookup: Lookup): unknown {
    let receiver: unknown
    let callee: unknown
    if (node.callee.type === 'Member') {
      const member = node.callee
      receiver = this.inChain(member.object, lookup)
      if (receiver === SHORT_CIRCUIT || (member.optional && isNullish(receiver))) return SHORT_CIRCUIT
      callee = this.readMember(receiver, member, lookup)
    } else {
      callee = this.inChain(node.callee, lookup)
      if (callee === SHORT_CIRCUIT) return SHORT_CIRCUIT
    }
    if (node.optional && isNullish(callee)) return SHORT_CIRCUIT
    if (typeof callee !== 'function') this.fail(`${this.text(node.callee)} is not a function`, node.callee)
    if (compilesCode(callee, receiver)) this.fail('Calling a code-compiling function is not allowed', node.callee)
    return Reflect.apply(callee as (...args: unknown[]) => unknown, receiver, this.evaluateElements(node.args, lookup))
  }

  private readMember(object: unknown, node: Member, lookup: Lookup): unknown {
    const key = toPropertyKey(this.evaluate(node.property, lookup))
    if (isForbiddenName(key)) this.fail(`Access to '${String(key)}' is not allowed`, node.property)
    if (isNullish(object))
      this.fail(`Cannot read '${String(key)}' of ${describe(object)} (${this.text(node.object)})`, node.property)
    return (object as Record<PropertyKey, unknown>)[key]
  }

  private evaluateElements(elements: readonly Element[], lookup: Lookup): unknown[] {
    const values: unknown[] = []
    for (const element of elements) {
      if (element.type === 'Spread') values.push(...(this.evaluate(element.argument, lookup) as Iterable<unknown>))
      else values.push(this.evaluate(element, lookup))
    }
    return values
  }

  private evaluateObject(node: ObjectLiteral, lookup: Lookup): Record<PropertyKey, unknown> {
    const result: Record<PropertyKey, unknown> = {}
    // defineProperty rather than assignment: a `__proto__` key must stay an own property, never a prototype swap.
    const define = (key: PropertyKey, value: unknown) =>
      Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true })
    for (const property of node.properties) {
      if (property.type === 'Spread') {
        const source = this.evaluate(property.argument, lookup)
        if (isNullish(source)) continue
        const object = Object(source) as Record<PropertyKey, unknown>
        for (const key of Reflect.ownKeys(object)) {
          if (Object.prototype.propertyIsEnumerable.call(object, key)) define(key, object[key])
        }
      } else {
        define(toPropertyKey(this.evaluate(property.key, lookup)), this.evaluate(property.value, lookup))
      }
    }
    return result
  }

  private text(node: Node): string {
    return this.source.slice(node.start, node.end)
  }

  private fail(reason: string, node: Node): never {
    throw new ExpressionError(reason, this.source, node.start)
  }
}

const isNullish = (value: unknown): value is null | undefined => value === null || value === undefined

const isObjectLike = (value: unknown): boolean =>
  (typeof value === 'object' && value !== null) || typeof value === 'function'

const toPropertyKey = (value: unknown): PropertyKey => (typeof value === 'symbol' ? value : String(value))

const describe = (value: unknown): string =>
  value === null ? 'null' : typeof value === 'object' ? 'an object' : value === undefined ? 'undefined' : textOf(value)
