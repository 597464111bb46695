import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { registeredErrorCodes } from './common/errors/coded-error';

/**
 * Every refusal of the API carries a code the client translates (ErrorBody.code), so users read
 * it in their language: no exception or validation message is a bare English string, and the
 * client has an English and an Amharic text for every code, naming the same values.
 */
const SRC = __dirname;
const CLIENT_ERRORS = join(SRC, '..', 'client', 'src', 'app', 'i18n', 'errors');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

// The settings checked at start-up speak to the operator who deploys, never to a user.
const OPERATOR_ONLY = join(SRC, 'config', '/');

const files = sourceFiles(SRC)
  .filter((path) => !path.startsWith(OPERATOR_ONLY))
  .map((path) => ({
    name: relative(SRC, path),
    path,
    text: readFileSync(path, 'utf8'),
  }));

/** The lines of `text` where `pattern` matches, as 'file:line'. */
function findings(pattern: RegExp): string[] {
  return files.flatMap(({ name, text }) =>
    [...text.matchAll(pattern)].map(
      (match) => `${name}:${text.slice(0, match.index).split('\n').length}`,
    ),
  );
}

function clientTexts(language: 'en' | 'am'): Record<string, string> {
  return Object.assign(
    {},
    ...readdirSync(CLIENT_ERRORS)
      .filter((file) => file.endsWith(`.${language}.json`))
      .map((file) => JSON.parse(readFileSync(join(CLIENT_ERRORS, file), 'utf8')) as object),
  ) as Record<string, string>;
}

/** The values a text names: {max} on the server, {{max}} in the client; $property is {field}. */
function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{\{?(\w+)\}?\}/g)].map((match) => match[1]);
  if (text.includes('$property')) names.push('field');
  return [...new Set(names)].sort();
}

describe('Error codes', () => {
  const codes = registeredErrorCodes();
  // Every catalogue registers its codes when loaded.
  beforeAll(async () => {
    for (const { path, text } of files) {
      if (text.includes('errorCatalogue(')) await import(path);
    }
  });

  it('throws no exception with a bare English message', () => {
    expect(findings(/Exception\(\s*(?:['"`]|[A-Z][A-Z_]+\b(?![.(]))/g)).toEqual([]);
  });

  it('gives no validation decorator a bare English message', () => {
    expect(findings(/@\w+\((?:[^()]|\([^()]*\))*?\bmessage:\s*['"`]/g)).toEqual([]);
  });

  it('has catalogues', () => {
    expect(codes.size).toBeGreaterThan(20);
  });

  it.each(['en', 'am'] as const)('has a %s text for every code, naming the same values', (lang) => {
    const texts = clientTexts(lang);
    const problems = [...codes].flatMap(([code, english]) => {
      if (!texts[code]) return [`${code}: no text`];
      const server = placeholders(english).filter((name) => name !== 'field');
      const client = placeholders(texts[code]).filter((name) => name !== 'field');
      return client.every((name) => server.includes(name))
        ? []
        : [`${code}: names ${client.join(', ')}; the server gives ${server.join(', ')}`];
    });
    expect(problems).toEqual([]);
  });

  it.each(['en', 'am'] as const)('has no %s text for a code the server never sends', (lang) => {
    expect(Object.keys(clientTexts(lang)).filter((code) => !codes.has(code))).toEqual([]);
  });
});
