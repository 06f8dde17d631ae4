/**
 * The boolean form of a Postgres tsquery, parsed from its text output
 * (`websearch_to_tsquery('english', q)::text`, e.g. `'chatbot' & !'voic'`). Postgres does the
 * parsing, stemming and stop words; the search index only evaluates the result. Phrase (`<->`),
 * prefix (`:*`) and weight (`:A`) operators need positions the index does not keep: they parse to
 * `unsupported`, and such a search is answered by SQL instead.
 */
export type QueryNode =
  | { kind: "word"; lexeme: string }
  | { kind: "not"; operand: QueryNode }
  | { kind: "and" | "or"; left: QueryNode; right: QueryNode };

export type ParsedQuery = { kind: "empty" } | { kind: "unsupported" } | QueryNode;

class Unsupported extends Error {}

type Token = { type: "word"; lexeme: string } | { type: "op"; op: "&" | "|" | "!" | "(" | ")" };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === " ") {
      i += 1;
    } else if (char === "'") {
      let lexeme = "";
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Unsupported("unterminated lexeme");
        const c = text[i] as string;
        if (c === "\\") {
          lexeme += text[i + 1] ?? "";
          i += 2;
        } else if (c === "'" && text[i + 1] === "'") {
          lexeme += "'";
          i += 2;
        } else if (c === "'") {
          i += 1;
          break;
        } else {
          lexeme += c;
          i += 1;
        }
      }
      if (text[i] === ":") throw new Unsupported("prefix or weight");
      tokens.push({ type: "word", lexeme });
    } else if (char === "&" || char === "|" || char === "!" || char === "(" || char === ")") {
      tokens.push({ type: "op", op: char });
      i += 1;
    } else {
      // `<->`, `<2>` or anything unexpected.
      throw new Unsupported(`operator at ${i}`);
    }
  }
  return tokens;
}

/** Precedence as in Postgres: `!` binds tightest, then `&`, then `|`. */
function parseTokens(tokens: Token[]): QueryNode {
  let pos = 0;
  const peek = () => tokens[pos];
  const isOp = (op: string) => {
    const token = peek();
    return token?.type === "op" && token.op === op;
  };

  function primary(): QueryNode {
    const token = tokens[pos++];
    if (!token) throw new Unsupported("unexpected end");
    if (token.type === "word") return { kind: "word", lexeme: token.lexeme };
    if (token.op === "!") return { kind: "not", operand: primary() };
    if (token.op === "(") {
      const node = or();
      if (!isOp(")")) throw new Unsupported("missing )");
      pos += 1;
      return node;
    }
    throw new Unsupported(`unexpected ${token.op}`);
  }
  function and(): QueryNode {
    let left = primary();
    while (isOp("&")) {
      pos += 1;
      left = { kind: "and", left, right: primary() };
    }
    return left;
  }
  function or(): QueryNode {
    let left = and();
    while (isOp("|")) {
      pos += 1;
      left = { kind: "or", left, right: and() };
    }
    return left;
  }

  const node = or();
  if (pos !== tokens.length) throw new Unsupported("trailing tokens");
  return node;
}

export function parseTsquery(text: string): ParsedQuery {
  if (text.trim() === "") return { kind: "empty" };
  try {
    return parseTokens(tokenize(text));
  } catch (error) {
    if (error instanceof Unsupported) return { kind: "unsupported" };
    throw error;
  }
}

/** The same query with every lexeme marked with a language (`ar:…`), as the index keeps them. */
function marked(node: QueryNode, language: string): QueryNode {
  switch (node.kind) {
    case "word":
      return { kind: "word", lexeme: `${language}:${node.lexeme}` };
    case "not":
      return { kind: "not", operand: marked(node.operand, language) };
    case "and":
    case "or":
      return {
        kind: node.kind,
        left: marked(node.left, language),
        right: marked(node.right, language),
      };
  }
}

/**
 * A search in English or in the reader's language: the English reading against the English
 * document, or the reader's reading against their language's document (its lexemes marked, as
 * the index keeps them). Either reading being one the index cannot evaluate makes the whole one so.
 */
export function eitherReading(
  english: ParsedQuery,
  local: { language: string; parsed: ParsedQuery } | undefined,
): ParsedQuery {
  if (!local) return english;
  if (english.kind === "unsupported" || local.parsed.kind === "unsupported") {
    return { kind: "unsupported" };
  }
  if (local.parsed.kind === "empty") return english;
  const other = marked(local.parsed, local.language);
  return english.kind === "empty" ? other : { kind: "or", left: english, right: other };
}
