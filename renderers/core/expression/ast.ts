interface Located {
  readonly start: number
  readonly end: number
}

export type UnaryOperator = '!' | '-' | '+' | 'typeof' | 'void'
export type LogicalOperator = '&&' | '||' | '??'
export type BinaryOperator =
  '==' | '!=' | '===' | '!==' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%' | '**'

export interface Literal extends Located {
  readonly type: 'Literal'
  readonly value: unknown
}
export interface Identifier extends Located {
  readonly type: 'Identifier'
  readonly name: string
}
/** `property` is a string Literal for `a.b`, any expression for `a[b]`. */
export interface Member extends Located {
  readonly type: 'Member'
  readonly object: Node
  readonly property: Node
  readonly optional: boolean
}
export interface Call extends Located {
  readonly type: 'Call'
  readonly callee: Node
  readonly args: readonly Element[]
  readonly optional: boolean
}
/** Marks where an optional chain ends: a short-circuit anywhere inside yields undefined here. */
export interface Chain extends Located {
  readonly type: 'Chain'
  readonly expression: Member | Call
}
export interface Unary extends Located {
  readonly type: 'Unary'
  readonly operator: UnaryOperator
  readonly argument: Node
}
export interface Binary extends Located {
  readonly type: 'Binary'
  readonly operator: BinaryOperator
  readonly left: Node
  readonly right: Node
}
export interface Logical extends Located {
  readonly type: 'Logical'
  readonly operator: LogicalOperator
  readonly left: Node
  readonly right: Node
}
export interface Conditional extends Located {
  readonly type: 'Conditional'
  readonly test: Node
  readonly consequent: Node
  readonly alternate: Node
}
export interface ArrayLiteral extends Located {
  readonly type: 'Array'
  readonly elements: readonly Element[]
}
export interface Property extends Located {
  readonly type: 'Property'
  readonly key: Node
  readonly value: Node
}
export interface ObjectLiteral extends Located {
  readonly type: 'Object'
  readonly properties: readonly (Property | Spread)[]
}
export interface Arrow extends Located {
  readonly type: 'Arrow'
  readonly params: readonly string[]
  readonly body: Node
}
export interface Spread extends Located {
  readonly type: 'Spread'
  readonly argument: Node
}

export type Element = Node | Spread
export type Node =
  | Literal
  | Identifier
  | Member
  | Call
  | Chain
  | Unary
  | Binary
  | Logical
  | Conditional
  | ArrayLiteral
  | ObjectLiteral
  | Arrow
