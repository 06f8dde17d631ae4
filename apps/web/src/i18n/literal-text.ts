import ts from "typescript";
import { lineOf, parseSource } from "./source-files";

export interface LiteralFinding {
  line: number;
  kind: "jsx-text" | "jsx-attribute" | "jsx-child" | "toast";
  text: string;
}

/**
 * Literals with letters that are still fine to render in every language. Strings without any
 * letter (digits, "×", "—", "…", "404", punctuation) never count, so they need no entry here.
 */
const ALLOWED: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /^[a-z][a-z+.-]*:\/\/$/, why: "a bare URL scheme placeholder such as https://" },
];

/** Props and attributes whose string value a person reads or hears. */
const TEXT_PROP =
  /^(aria-(label|description|placeholder|roledescription|valuetext)|title|subtitle|label|description|placeholder|alt|hint|intro|heading|caption|message|text|empty|tooltip|summary)$|[a-z](Label|Text|Title|Message|Description|Placeholder|Hint|Heading|Caption)$/;

/** Option keys of a sonner toast that are shown. */
const TOAST_TEXT_KEYS = new Set(["description", "title", "label"]);

const ENTITY = /&(#\d+|#x[\da-f]+|[a-z]+);/gi;

function hasWords(text: string): boolean {
  const plain = text.replace(ENTITY, " ").trim();
  if (!/\p{L}/u.test(plain)) return false;
  return !ALLOWED.some(({ pattern }) => pattern.test(plain));
}

/** String pieces an expression yields without a call: literals, template parts, both branches. */
function literalPieces(expr: ts.Expression): { node: ts.Node; text: string }[] {
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) {
    return [{ node: expr, text: expr.text }];
  }
  if (ts.isTemplateExpression(expr)) {
    return [expr.head, ...expr.templateSpans.map((span) => span.literal)].map((part) => ({
      node: expr,
      text: part.text,
    }));
  }
  if (ts.isConditionalExpression(expr)) {
    return [...literalPieces(expr.whenTrue), ...literalPieces(expr.whenFalse)];
  }
  if (ts.isBinaryExpression(expr)) {
    const op = expr.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return literalPieces(expr.right);
    if (
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken ||
      op === ts.SyntaxKind.PlusToken
    ) {
      return [...literalPieces(expr.left), ...literalPieces(expr.right)];
    }
  }
  if (
    ts.isParenthesizedExpression(expr) ||
    ts.isAsExpression(expr) ||
    ts.isSatisfiesExpression(expr)
  ) {
    return literalPieces(expr.expression);
  }
  return [];
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** Text-named properties of object literals inside a value (e.g. `items={[{ title: "…" }]}`). */
function objectTextPieces(
  expr: ts.Expression,
  isTextKey: (key: string) => boolean,
): { node: ts.Node; text: string }[] {
  if (ts.isArrayLiteralExpression(expr)) {
    return expr.elements.flatMap((element) => objectTextPieces(element, isTextKey));
  }
  if (!ts.isObjectLiteralExpression(expr)) return [];
  return expr.properties.flatMap((property) => {
    if (!ts.isPropertyAssignment(property)) return [];
    const key = propertyName(property.name);
    const nested = objectTextPieces(property.initializer, isTextKey);
    return key && isTextKey(key) ? [...literalPieces(property.initializer), ...nested] : nested;
  });
}

function isToastCall(call: ts.CallExpression): boolean {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text === "toast";
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === "toast"
  );
}

/** True when an enclosing element declares the language of its text, e.g. `<q lang="en">`. */
function insideLangElement(node: ts.Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isJsxElement(current)) {
      const attributes = current.openingElement.attributes.properties;
      if (attributes.some((a) => ts.isJsxAttribute(a) && a.name.getText() === "lang")) return true;
    }
  }
  return false;
}

/**
 * Finds English (or any) words written straight into the UI instead of through t(): JSX text,
 * literal text props, literal JSX children and literal toast texts.
 */
export function findLiteralText(path: string, source: string): LiteralFinding[] {
  const file = parseSource(path, source);
  const findings: LiteralFinding[] = [];
  const report = (kind: LiteralFinding["kind"], pieces: { node: ts.Node; text: string }[]) => {
    for (const { node, text } of pieces) {
      if (hasWords(text)) findings.push({ line: lineOf(node, file), kind, text: text.trim() });
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && !insideLangElement(node)) {
      report("jsx-text", [{ node, text: node.text }]);
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(file);
      const value = node.initializer;
      if (ts.isStringLiteral(value)) {
        if (TEXT_PROP.test(name)) report("jsx-attribute", [{ node: value, text: value.text }]);
      } else if (ts.isJsxExpression(value) && value.expression) {
        if (TEXT_PROP.test(name)) report("jsx-attribute", literalPieces(value.expression));
        report(
          "jsx-attribute",
          objectTextPieces(value.expression, (key) => TEXT_PROP.test(key)),
        );
      }
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
      !insideLangElement(node)
    ) {
      report("jsx-child", literalPieces(node.expression));
    } else if (ts.isCallExpression(node) && isToastCall(node)) {
      for (const argument of node.arguments) {
        report("toast", literalPieces(argument));
        report(
          "toast",
          objectTextPieces(argument, (key) => TOAST_TEXT_KEYS.has(key)),
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}
