import ts from "typescript";
import { lineOf, parseSource } from "./source-files";

export interface DirectionFinding {
  line: number;
  kind: "class" | "icon" | "css";
  text: string;
}

/**
 * Tailwind utilities tied to the physical left or right, which stay put when the page turns
 * right-to-left. Each has a logical twin: ms-/me-, ps-/pe-, start-/end-, text-start/text-end,
 * border-s/border-e, rounded-s/rounded-e (rounded-ss/se/es/ee), float-start/end, scroll-ms-...
 */
const PHYSICAL_UTILITY =
  /^-?(m[lr]|p[lr]|scroll-m[lr]|scroll-p[lr])-|^-?(left|right)-|^(text|float|clear)-(left|right)$|^border-[lr](-|$)|^rounded-([lr]|[tb][lr])(-|$)|^origin-(top-|bottom-)?(left|right)$|^bg-(left|right)(-|$)/;

/** left-1/2 / right-1/2: centring, allowed only on a line marked with a reason (see below). */
const CENTRING = /^-?(left|right)-1\/2$/;

/** Put `rtl-exception: <reason>` in a comment on the line, or the line above, of a centring class. */
const EXCEPTION_MARK = /rtl-exception:\s*\S/;

/** lucide icons that point along the line of text, so they must turn round in right-to-left. */
const DIRECTIONAL_ICONS = new Set([
  "ArrowLeft",
  "ArrowRight",
  "ArrowBigLeft",
  "ArrowBigRight",
  "ArrowLeftToLine",
  "ArrowRightToLine",
  "ArrowUpRight",
  "ArrowUpLeft",
  "ArrowDownRight",
  "ArrowDownLeft",
  "ChevronLeft",
  "ChevronRight",
  "ChevronsLeft",
  "ChevronsRight",
  "CircleArrowLeft",
  "CircleArrowRight",
  "CircleChevronLeft",
  "CircleChevronRight",
  "MoveLeft",
  "MoveRight",
  "CornerDownLeft",
  "CornerDownRight",
  "CornerUpLeft",
  "CornerUpRight",
  "LogIn",
  "LogOut",
  "Undo",
  "Undo2",
  "Redo",
  "Redo2",
  "RotateCcw",
  "RotateCw",
  "Reply",
  "Forward",
  "Send",
  "SendHorizontal",
]);

/** Classes that mirror an icon in right-to-left layouts. */
const MIRRORED = /(^|\s)rtl:(rotate-180|-scale-x-100)(\s|$)/;

/** Splits "md:hover:-ml-2" into its variants and the utility, ignoring colons inside brackets. */
function utilityOf(token: string): string {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i += 1) {
    const char = token[i];
    if (char === "[" || char === "(") depth += 1;
    else if (char === "]" || char === ")") depth -= 1;
    else if (char === ":" && depth === 0) start = i + 1;
  }
  return token.slice(start).replace(/^!/, "").replace(/!$/, "");
}

function stringPieces(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  }
  return [];
}

/** Every string literal that appears in an expression (class names built with cn(), cva, ...). */
function stringsIn(node: ts.Node): string[] {
  const out = stringPieces(node);
  node.forEachChild((child) => {
    out.push(...stringsIn(child));
  });
  return out;
}

function lucideImports(file: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const from = statement.moduleSpecifier;
    if (!ts.isStringLiteral(from) || from.text !== "lucide-react") continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      names.set(element.name.text, (element.propertyName ?? element.name).text);
    }
  }
  return names;
}

/** Finds physical-direction classes and directional icons that do not turn round in RTL. */
export function findPhysicalDirection(path: string, source: string): DirectionFinding[] {
  const file = parseSource(path, source);
  const lines = source.split("\n");
  const findings: DirectionFinding[] = [];
  const marked = (line: number) =>
    EXCEPTION_MARK.test(lines[line - 1] ?? "") || EXCEPTION_MARK.test(lines[line - 2] ?? "");
  const icons = lucideImports(file);

  const visit = (node: ts.Node) => {
    for (const text of stringPieces(node)) {
      for (const token of text.split(/\s+/).filter(Boolean)) {
        const utility = utilityOf(token);
        if (!PHYSICAL_UTILITY.test(utility)) continue;
        const line = lineOf(node, file);
        if (CENTRING.test(utility) && marked(line)) continue;
        findings.push({ line, kind: "class", text: token });
      }
    }
    if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
      const icon = icons.get(node.tagName.getText(file));
      if (icon && DIRECTIONAL_ICONS.has(icon)) {
        const className = node.attributes.properties.find(
          (a) => ts.isJsxAttribute(a) && a.name.getText(file) === "className",
        );
        const classes = className ? stringsIn(className).join(" ") : "";
        if (!MIRRORED.test(classes)) {
          findings.push({ line: lineOf(node, file), kind: "icon", text: icon });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

const PHYSICAL_CSS =
  /\b(margin|padding|border|inset|scroll-margin|scroll-padding)-(left|right)\b|(^|[\s;{])(left|right)\s*:|\b(text-align|float|clear)\s*:\s*(left|right)\b/;

/** Physical properties in a stylesheet; use margin-inline-start, inset-inline-end, ... instead. */
export function findPhysicalCss(source: string): DirectionFinding[] {
  return source.split("\n").flatMap((text, index) => {
    const code = text.replace(/\/\*.*?\*\//g, "");
    return PHYSICAL_CSS.test(code)
      ? [{ line: index + 1, kind: "css" as const, text: text.trim() }]
      : [];
  });
}
