/** A piece of a statement: SQL text, or the body of a string literal (as MySQL wrote it, quotes left out). */
type Piece = { code: string } | { text: string }

/** The statements of a script as pieces, `--` comments dropped; a `;` or `--` inside a literal is the literal's. */
function statements(sql: string): Piece[][] {
  const all: Piece[][] = []
  let pieces: Piece[] = []
  let code = ''
  let at = 0
  while (at < sql.length) {
    const char = sql[at]
    if (char === '-' && sql[at + 1] === '-') {
      const end = sql.indexOf('\n', at)
      at = end === -1 ? sql.length : end + 1
    } else if (char === "'") {
      pieces.push({ code })
      code = ''
      let text = ''
      at += 1
      // MySQL escapes a backslash as \\ and a quote as '' (the generator never writes \').
      while (!(sql[at] === "'" && sql[at + 1] !== "'")) {
        if (sql[at] === '\\') at += 1
        else if (sql[at] === "'") at += 1
        text += sql[at]
        at += 1
      }
      pieces.push({ text })
      at += 1
    } else if (char === ';') {
      all.push([...pieces, { code }])
      pieces = []
      code = ''
      at += 1
    } else {
      code += char
      at += 1
    }
  }
  return all
}

const postgresLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`

/** A statement's SQL text translated: identifiers, types, and the table options PostgreSQL has no words for. */
const translateCode = (code: string) =>
  code
    .replace(/`/g, '"')
    .replace(/\bdatetime\b/g, 'timestamp')
    .replace(/\bdouble\b/g, 'double precision')
    .replace(/\btinyint\(1\)/g, 'smallint')

/**
 * The MySQL 8 install scripts as PostgreSQL, for the few constructs the generator writes: backquoted names, MySQL's
 * types, column and table COMMENTs, `ENGINE=… CHARSET=…`, `INSERT IGNORE` (→ `ON CONFLICT DO NOTHING`) and MySQL's
 * backslash escapes. Not a general translator: what the scripts would need beyond these fails to load, which the test
 * then reports.
 */
export function mysqlToPostgres(sql: string): string {
  return statements(sql)
    .map((pieces) => {
      const kept: string[] = []
      for (const [index, piece] of pieces.entries()) {
        if ('text' in piece) {
          const before = kept.at(-1) ?? ''
          // A COMMENT's literal goes with its keyword.
          if (/\sCOMMENT\s*=?\s*$/.test(before)) kept[kept.length - 1] = before.replace(/\sCOMMENT\s*=?\s*$/, '')
          else kept.push(postgresLiteral(piece.text))
        } else kept.push(translateCode(index === 0 ? piece.code.trimStart() : piece.code))
      }
      // The table options, once the table's COMMENT has gone.
      const statement = kept
        .join('')
        .trim()
        .replace(/\)\s*ENGINE=InnoDB DEFAULT CHARSET=utf8mb4$/, ')')
      if (!statement) return ''
      return statement.startsWith('INSERT IGNORE INTO')
        ? `${statement.replace('INSERT IGNORE INTO', 'INSERT INTO')} ON CONFLICT DO NOTHING;`
        : `${statement};`
    })
    .filter(Boolean)
    .join('\n')
}
