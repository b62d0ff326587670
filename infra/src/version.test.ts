import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildId, readGitSha, releaseVersion, VERSION_PATTERN } from './version';
import { tempDir } from './test-helpers';

const SHA = '0123456789abcdef0123456789abcdef01234567';

describe('build ids', () => {
  it('are the time in base 36 plus the short commit, and sort by time', () => {
    const a = buildId(new Date(Date.UTC(2026, 0, 1)), SHA);
    const b = buildId(new Date(Date.UTC(2026, 0, 1, 0, 0, 1)), SHA);
    expect(a).toMatch(/^[0-9a-z]{8}\.0123456$/);
    expect(a < b).toBe(true);
    expect(buildId(new Date(Date.UTC(2026, 0, 1)), null)).toMatch(/^[0-9a-z]{8}$/);
    expect(releaseVersion('1.4.0', a)).toMatch(VERSION_PATTERN);
  });
});

describe('readGitSha', () => {
  it('reads the commit of the checked-out branch, from a ref file or packed-refs', async () => {
    const repo = await tempDir();
    await fs.mkdir(path.join(repo, '.git', 'refs', 'heads'), { recursive: true });
    await fs.writeFile(path.join(repo, '.git', 'HEAD'), 'ref: refs/heads/main\n');
    await fs.writeFile(
      path.join(repo, '.git', 'packed-refs'),
      `# pack-refs\n${SHA} refs/heads/main\n`,
    );
    expect(readGitSha(repo, {})).toBe(SHA);
    const other = SHA.replace(/0/g, 'f');
    await fs.writeFile(path.join(repo, '.git', 'refs', 'heads', 'main'), `${other}\n`);
    expect(readGitSha(repo, {})).toBe(other);
  });

  it('reads a detached HEAD, prefers GIT_SHA, and is null without a repository', async () => {
    const repo = await tempDir();
    expect(readGitSha(repo, {})).toBeNull();
    await fs.mkdir(path.join(repo, '.git'));
    await fs.writeFile(path.join(repo, '.git', 'HEAD'), `${SHA}\n`);
    expect(readGitSha(repo, {})).toBe(SHA);
    expect(readGitSha(repo, { GIT_SHA: 'ABCDEF1' })).toBe('abcdef1');
    expect(readGitSha(repo, { GIT_SHA: 'not a sha' })).toBeNull();
  });
});
