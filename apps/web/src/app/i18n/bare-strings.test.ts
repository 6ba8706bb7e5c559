import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = join(import.meta.dirname, '..', '..');

/**
 * Reviewed texts that may stay in the code: they read the same in every language. Keep it short;
 * each entry is `<path from src>: <text>`.
 */
const allowed: ReadonlySet<string> = new Set<string>([]);

/** Props and object fields that antd and the console show to people. */
const textProps: ReadonlySet<string> = new Set([
  'title',
  'placeholder',
  'label',
  'aria-label',
  'aria-description',
  'alt',
  'tooltip',
  'okText',
  'cancelText',
  'content',
  'description',
  'message',
  'extra',
  'help',
  'emptyText',
  'subTitle',
  'addonBefore',
  'addonAfter',
  'checkedChildren',
  'unCheckedChildren',
  'defaultValue',
]);

/** Calls whose string argument reaches the screen: message.error('...'), notification.info(...). */
const textCallees: ReadonlySet<string> = new Set(['message', 'notification', 'messageApi', 'Modal', 'modal']);

const hasLetters = (text: string) => /\p{L}/u.test(text);

/** `access.policy.adminsRead`: an i18n key handed to t() later, not a text. */
const isKeyShaped = (text: string) => /^[a-z]\w*(\.\w+)+$/i.test(text);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function propName(name: ts.PropertyName | ts.JsxAttributeName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`;
  return undefined;
}

/** A literal with letters that is the whole value (not a t() call, not a variable). */
function literalText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isConditionalExpression(node)) return literalText(node.whenTrue) ?? literalText(node.whenFalse);
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(node.operatorToken.kind)) {
    return literalText(node.right);
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return hasLetters(node.text) && !isKeyShaped(node.text) ? node.text : undefined;
  }
  if (ts.isTemplateExpression(node)) {
    const texts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    return hasLetters(texts) ? texts : undefined;
  }
  return undefined;
}

interface BareString {
  line: number;
  text: string;
}

/** Walks one file: JSX text, text props and fields, and message calls given a literal. */
function findBareStrings(source: ts.SourceFile): BareString[] {
  const found: BareString[] = [];
  const report = (node: ts.Node, text: string) => {
    found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetters(node.text)) report(node, node.text);
    // {'text'} as the child of an element
    if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const value = literalText(node.expression);
      if (value) report(node, value);
    }
    if (ts.isJsxAttribute(node) || ts.isPropertyAssignment(node)) {
      const name = propName(node.name);
      const value = literalText(node.initializer);
      if (name && textProps.has(name) && value) report(node, value);
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const target = node.expression.expression;
      if (ts.isIdentifier(target) && textCallees.has(target.text)) {
        const value = literalText(node.arguments[0]);
        if (value) report(node, value);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function parse(file: string, code: string): ts.SourceFile {
  return ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

describe('user-facing strings', () => {
  it('come from the locale files, not from the components', () => {
    const files = sourceFiles(srcDir);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) => {
      const path = relative(srcDir, file);
      return findBareStrings(parse(file, readFileSync(file, 'utf8')))
        .filter(({ text }) => !allowed.has(`${path}: ${text}`))
        .map(({ line, text }) => `${path}:${line}: ${text}`);
    });
    expect(found).toEqual([]);
  });

  it('are caught in JSX text, text props and message calls', () => {
    const sample = parse(
      'sample.tsx',
      `export const A = () => <div title="Hello" aria-label={'Menu'}>Welcome {t('ok')} {'Text'}<Input placeholder={\`Find \${x}\`} /></div>;
         const columns = [{ title: 'Name', label: t('x') }]; message.error('Failed');
         const ok = <span title={t('a')} className="b">{42} ©</span>; const keys = { label: 'nav.p2pGroup' };`,
    );
    expect(findBareStrings(sample).map(({ text }) => text)).toEqual(['Hello', 'Menu', 'Welcome', 'Text', 'Find', 'Name', 'Failed']);
  });
});
