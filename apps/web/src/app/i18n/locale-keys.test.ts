import { POLICIES, policyArea } from '@exchange/contract/access/policy-names';
import { ERROR_CODES } from '@exchange/contract/platform/error-codes';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { languages } from './languages.ts';
import { INTEGRATION_EVENT_TYPES } from '@exchange/contract/integration/integration-events';
import { SERVICE_SCOPES } from '@exchange/contract/integration/integration-rules';

const srcDir = join(import.meta.dirname, '..', '..');
const localesDir = join(import.meta.dirname, 'locales');

type Messages = ReadonlyMap<string, string>;

function flatten(node: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') {
    into.set(prefix, node);
  } else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  } else {
    // A number or null would be shown as is, or break i18next's lookup.
    into.set(prefix, `<not a string: ${String(node)}>`);
  }
  return into;
}

function readLocale(code: string): Messages {
  const file = join(localesDir, `${code}.json`);
  return existsSync(file) ? flatten(JSON.parse(readFileSync(file, 'utf8'))) : new Map();
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
/** `orders.count_one` and `orders.count_other` are one key for the code: `orders.count`. */
const baseKey = (key: string) => key.replace(pluralSuffix, '');

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const en = readLocale('en');
const enBaseKeys = new Set([...en.keys()].map(baseKey));
const pluralBases = new Set([...en.keys()].filter((key) => pluralSuffix.test(key)).map(baseKey));

/** The keys a language must have: English's, with the plural forms that language's grammar uses. */
function expectedKeys(code: string): Set<string> {
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of en.keys()) {
    const base = baseKey(key);
    if (pluralBases.has(base)) for (const category of categories) keys.add(`${base}_${category}`);
    else keys.add(key);
  }
  return keys;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

interface KeyUse {
  /** Every string literal: keys are passed around as plain strings (labelKey, policyTextKeys...). */
  literals: Set<string>;
  /** Literal first arguments of t(): each must be a key. */
  calls: { key: string; where: string }[];
  /** `status.` from t(`status.${status}`): every key below it counts as used. */
  prefixes: Set<string>;
}

function collectKeyUse(): KeyUse {
  const use: KeyUse = { literals: new Set(), calls: [], prefixes: new Set() };
  for (const file of sourceFiles(srcDir)) {
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) use.literals.add(node.text);
      if (ts.isTemplateExpression(node) && node.head.text.includes('.')) use.prefixes.add(node.head.text);
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
        const [first] = node.arguments;
        if (name === 't' && first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) {
          const { line } = source.getLineAndCharacterOfPosition(first.getStart());
          use.calls.push({ key: first.text, where: `${relative(srcDir, file)}:${line + 1}` });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return use;
}

const use = collectKeyUse();
const topLevel = new Set([...enBaseKeys].map((key) => key.split('.')[0]));

describe('locale files', () => {
  it('exist for every language of the picker, and nothing else', () => {
    const files = readdirSync(localesDir).filter((name) => name.endsWith('.json')).map((name) => name.replace(/\.json$/, ''));
    expect(files.sort()).toEqual(languages.map((l) => l.locale).sort());
  });

  it('English has every key the code asks for', () => {
    expect(use.calls.length).toBeGreaterThan(50);
    const missing = use.calls.filter(({ key }) => !enBaseKeys.has(key)).map(({ key, where }) => `${key} (${where})`);
    // Keys handed around before reaching t(): labelKey: 'nav.p2pStatistics', policyTextKeys...
    // Policy names ('referrals.read'), their areas ('fiat.deposits') and error codes ('lean.fourEyes', translated under apiErrors)
    // share the dotted shape and some first words, but are not keys.
    // Integration event types ('kyc.approved') are the webhook's names, translated under integration.eventTypes;
    // service scopes ('crypto.deposits.report') are the API keys' names, translated under integration.scopes.
    const notKeys = new Set<string>([...POLICIES, ...POLICIES.map(policyArea), ...Object.keys(ERROR_CODES), ...INTEGRATION_EVENT_TYPES, ...SERVICE_SCOPES]);
    for (const literal of use.literals) {
      if (notKeys.has(literal)) continue;
      const [namespace] = literal.split('.');
      if (/^[a-z]\w*(\.\w+)+$/i.test(literal) && namespace && topLevel.has(namespace) && !enBaseKeys.has(literal)) {
        missing.push(`${literal} (a string that looks like a key of the "${namespace}" section)`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('English has no key the code never uses', () => {
    const prefixes = [...use.prefixes];
    const unused = [...enBaseKeys].filter((key) => !use.literals.has(key) && !prefixes.some((prefix) => key.startsWith(prefix)));
    expect(unused).toEqual([]);
  });

  it('English keeps the spec\'s texts', () => {
    expect(en.get('notFound.title')).toBe('Oops, an error has occurred. Page not found!');
    expect(en.get('serverError.title')).toBe('Sorry, server goes wrong');
    expect(en.get('errorPage.home')).toBe('Go to Home');
  });

  for (const { locale: code, name } of languages.filter((l) => l.locale !== 'en')) {
    describe(`${name} (${code})`, () => {
      const messages = readLocale(code);

      it('has exactly the keys of English', () => {
        const expected = expectedKeys(code);
        const missing = [...expected].filter((key) => !messages.has(key));
        const extra = [...messages.keys()].filter((key) => !expected.has(key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it('keeps every {{placeholder}} and leaves no text empty', () => {
        const wrong: string[] = [];
        for (const [key, text] of messages) {
          const english = en.get(key) ?? en.get(`${baseKey(key)}_other`) ?? '';
          const expected = placeholders(english);
          const found = placeholders(text);
          // A plural form may leave the number out where the language says it in words (Arabic "يومان", two days).
          const fits = pluralSuffix.test(key)
            ? found.every((name) => expected.includes(name)) && expected.filter((name) => name !== 'count').every((name) => found.includes(name))
            : found.join() === expected.join();
          if (!text.trim()) wrong.push(`${key}: empty`);
          else if (!fits) wrong.push(`${key}: ${text}`);
        }
        expect(wrong).toEqual([]);
      });

      it('is translated, not copied from English', () => {
        // Codes, names and one-word terms (P2P, KYC, CSV, ID) may read the same; sentences may not.
        const copied = [...messages].filter(([key, text]) => text === en.get(key) && /\p{L}+\s+\p{L}+\s+\p{L}+/u.test(text));
        expect(copied.map(([key]) => key)).toEqual([]);
      });
    });
  }
});
