import Mustache from 'mustache';
import { badField } from '../../platform/errors.ts';

/**
 * Templates are mustache (the `mustache` package: logic-less, so a template cannot run code or reach
 * anything but the values it is given; widely used and kept). The e-mails go out as text/plain,
 * so values are inserted as they are: HTML escaping would turn "a&b" in a link into "a&amp;b".
 * The console shows previews as text, never as HTML.
 */
const AS_TEXT: Mustache.RenderOptions = { escape: (value: unknown) => String(value) };

/** The tags a template may hold: text, {{name}}, {{{name}}}, {{#name}}...{{/name}}, {{^name}}...{{/name}}, {{! comment }}. */
const ALLOWED = new Set(['text', 'name', '&', '#', '^', '!']);

type Token = [string, string, number, number, Token[]?];

function walk(tokens: Token[], visit: (type: string, value: string) => void) {
  for (const [type, value, , , children] of tokens) {
    visit(type, value);
    if (children) walk(children, visit);
  }
}

/**
 * Refuses a template that does not parse, uses partials or changes delimiters (400 `emailTemplate.syntax`),
 * or names a variable outside `declared` (400 `emailTemplate.unknownVariable` naming it), on `field`.
 */
export function checkTemplate(text: string, declared: readonly string[], field: string): void {
  let tokens: Token[];
  try {
    // A fresh copy of the tokens: mustache's own cache keeps the parsed tree.
    tokens = Mustache.parse(text) as Token[];
  } catch (err) {
    throw badField(field, 'emailTemplate.syntax', `is not a valid template: ${err instanceof Error ? err.message : 'cannot be parsed'}`);
  }
  walk(tokens, (type, value) => {
    if (!ALLOWED.has(type)) throw badField(field, 'emailTemplate.syntax', `uses a tag this renderer refuses ({{${type}${value}}}): only variables and sections are allowed`);
    if (type === 'text' || type === '!') return;
    if (!declared.includes(value)) {
      throw badField(field, 'emailTemplate.unknownVariable', `uses {{${value}}}, which this e-mail does not have: use ${declared.map((v) => `{{${v}}}`).join(', ')}`, { variable: value });
    }
  });
}

/** The text with the values put in; a variable without a value reads as nothing. */
export function renderTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return Mustache.render(text, values, {}, AS_TEXT);
}
