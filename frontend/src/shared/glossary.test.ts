import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { FOREIGN_WORDS, GLOSSARY } from './glossary';

/**
 * The UI's texts (string literals, template parts and JSX text of frontend/src, tests and the generated API
 * left out) against the glossary (issue 51, item 15): no word a glossary entry replaces, no English
 * word, no count glued to a hand-made word form (plural() decides), no full stop after a name that may
 * end with one ('s.r.o..'). Fails listing file:line.
 */
const src = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Texts the spec gives word for word: they keep their wording (the spec's 'Stáhnout backup', 'N/A', …). */
const SPEC_TEXTS = new Set([
  'Neplatný email',
  'Zadejte platný email',
  'Zadejte platnou emailovou adresu',
  'Email a celkové hodnocení jsou povinné',
  'Email byl zkopírován do schránky',
  'Nepodařilo se zkopírovat email',
  'Nepodařilo se odeslat email',
  'Zpět na dashboard',
  'Presmerovávám na dashboard...',
  'Stáhnout backup',
  'N/A',
]);

/** The e-mail diagnostics page is in Slovak, as the spec words it. */
const SKIPPED = [/^api\//, /^test\//, /\.test\.tsx?$/, /^features\/debug\//, /\.d\.ts$/, /^shared\/glossary\.ts$/];

/** Attributes whose values are code, not text. */
const CODE_ATTRIBUTES = new Set([
  'className', 'id', 'htmlFor', 'type', 'name', 'key', 'autoComplete', 'inputMode', 'href', 'to', 'rel', 'target',
  'role', 'kind', 'variant', 'size', 'shape', 'mode', 'layout', 'placement', 'htmlType', 'src', 'method', 'lang',
  'pattern', 'accept', 'rootClassName', 'classNames', 'data-testid', 'dataIndex', 'trigger', 'status', 'color',
]);

const wordPattern = (words: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}-])(${words.join('|')})(?![\\p{L}\\p{N}-])`, 'iu');
const REPLACED = wordPattern(Object.values(GLOSSARY).flatMap((entry) => entry.replaces));
const FOREIGN = wordPattern(FOREIGN_WORDS);
/** A count written into a text right before a word that has plural forms: plural() picks the form. */
const COUNTED_WORD =
  /^\s(dn[ůíy]|dnech|dne|týdn[ůy]|týden|měsíc[ůe]?|hodin[yu]?|minut[yu]?|let|roky?|zpráv[ay]?|poptáv(ek|ky|ka)|nabíd(ek|ky|ka)|dodavatel(ů|é)?|služ(eb|by|ba)|fotografi[íe])(?![\p{L}])/u;

interface Finding {
  where: string;
  what: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Code-like strings (paths, keys, constants, class names): no spaces, no diacritics, lower case or with / _ : . */
const isCodeLike = (text: string) =>
  /^[A-Za-z0-9_.:/#?=&@*[\]()-]*$/.test(text) && (/^[^A-Z]*$/.test(text) || /^[^a-z]*$/.test(text) || /[/_:]/.test(text));

function isCodePosition(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return true;
  if (ts.isLiteralTypeNode(parent)) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node) return true;
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  if (ts.isJsxAttribute(parent) && CODE_ATTRIBUTES.has(parent.name.getText())) return true;
  if (ts.isCallExpression(parent) && /^(import|require|querySelector|querySelectorAll|getElementById|addEventListener|matchMedia)$|\.(querySelector|querySelectorAll|closest|matches)$/.test(parent.expression.getText())) return true;
  return false;
}

/** The texts of a file: literals, template parts, JSX text, each with its line. */
function scan(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings: Finding[] = [];
  const where = (node: ts.Node) => `${relative(src, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const check = (node: ts.Node, value: string) => {
    const trimmed = value.replace(/\s+/g, ' ').trim();
    if (!trimmed || isCodeLike(trimmed) || SPEC_TEXTS.has(trimmed)) return;
    const replaced = REPLACED.exec(trimmed) ?? FOREIGN.exec(trimmed);
    if (replaced) findings.push({ where: where(node), what: `'${replaced[1]}' in "${trimmed.slice(0, 80)}"` });
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isCodePosition(node)) check(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      check(node.head, node.head.text);
      for (const span of node.templateSpans) {
        check(span.literal, span.literal.text);
        const after = span.literal.text;
        const counted = COUNTED_WORD.exec(after);
        if (counted && !/plural|countOf/.test(span.expression.getText(source))) {
          findings.push({ where: where(span), what: `a count before '${counted[1]}': use plural() from shared/format` });
        }
        if (after.startsWith('.') && /name/i.test(span.expression.getText(source))) {
          findings.push({ where: where(span), what: `'.' after ${span.expression.getText(source)}: use endSentence() (no 's.r.o..')` });
        }
      }
    } else if (ts.isJsxText(node)) {
      check(node, node.text);
      const siblings = ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent) ? node.parent.children : undefined;
      const before = siblings?.[siblings.indexOf(node) - 1];
      if (node.text.startsWith('.') && before && ts.isJsxExpression(before) && /name/i.test(before.getText(source))) {
        findings.push({ where: where(node), what: `'.' after ${before.getText(source)}: use endSentence() (no 's.r.o..')` });
      }
    }
    if (/s\.r\.o\.\./.test(node.getText(source)) && node.getChildCount(source) === 0) {
      findings.push({ where: where(node), what: "'s.r.o..'" });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

function scanSources(): string[] {
  return sourceFiles(src)
    .filter((file) => !SKIPPED.some((pattern) => pattern.test(relative(src, file).replaceAll('\\', '/'))))
    .flatMap((file) => scan(file, readFileSync(file, 'utf8')))
    .map(({ where, what }) => `${where}: ${what}`);
}

describe('the Czech glossary', () => {
  it('finds the old words, hand-made plurals and a double full stop in a sample', () => {
    const findings = (code: string) => scan(join(src, 'shared', 'sample.tsx'), code);
    expect(findings("const a = 'Požadavek úspěšně odeslán!';")).toHaveLength(1);
    expect(findings("const a = <dt>Email</dt>;")).toHaveLength(1);
    expect(findings("const a = 'Zkopírovat email';")).toHaveLength(1);
    expect(findings('const a = (count: number) => `Dostupnost byla nastavena pro ${count} dnů`;')).toHaveLength(1);
    expect(findings('const a = `Vybrali jste nabídku od ${provider.companyName}. Ostatním…`;')).toHaveLength(1);
    expect(findings("const a = <Button>Cancel</Button>;")).toHaveLength(1);
    expect(findings("const a = 'Backup byl stažen';")).toHaveLength(1);
    // Allowed: the glossary's words, the spec's own texts, code-like strings, counts through plural().
    expect(findings("const a = 'Poptávka byla odeslána, e-mail je ověřený.';")).toEqual([]);
    expect(findings("const a = 'Stáhnout backup'; const b = 'N/A'; const c = 'Neplatný email';")).toEqual([]);
    expect(findings("const a = <CopyButton kind=\"email\" className=\"dashboard\" />; const p = '/dashboard';")).toEqual([]);
    expect(findings('const a = `pro ${countOf(count, DAY_FORMS)}`; const b = `${count} ${plural(count, DAY_FORMS)}`;')).toEqual([]);
  });

  it('the UI texts use the glossary words', () => {
    expect(scanSources()).toEqual([]);
  });
});
