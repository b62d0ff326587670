import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, SETTING_NAMES } from './config';

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** The variables named in the first column of the README's configuration table. */
function readmeSettings(): string[] {
  const readme = read('README.md');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const table = section.slice(0, section.indexOf('\n## '));
  return [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((match) => match[1]!);
}

/** The variables .env.example sets or shows commented out (`KEY=…` or `# KEY=…`). */
function exampleSettings(): string[] {
  return [...read('.env.example').matchAll(/^(?:# ?)?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
}

describe('the documented settings', () => {
  it('the README’s configuration table lists every setting the server reads, and no other', () => {
    expect(readmeSettings().sort()).toEqual([...SETTING_NAMES].sort());
  });

  it('.env.example lists every setting once', () => {
    expect(exampleSettings().sort()).toEqual([...SETTING_NAMES].sort());
  });
});
