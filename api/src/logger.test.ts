import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { batchedLines } from './logger';

describe('batchedLines', () => {
  it('writes the lines of one turn as one text, in order, and later lines separately', () => {
    const writes: string[] = [];
    const scheduled: Array<() => void> = [];
    const lines = batchedLines(
      (text) => writes.push(text),
      (flush) => scheduled.push(flush),
    );
    lines.line('a');
    lines.line('b');
    expect(writes).toEqual([]);
    expect(scheduled).toHaveLength(1);
    scheduled.shift()!();
    expect(writes).toEqual(['a\nb\n']);
    lines.line('c');
    expect(scheduled).toHaveLength(1);
    scheduled.shift()!();
    expect(writes).toEqual(['a\nb\n', 'c\n']);
  });

  it('flush writes what waits at once, and nothing when nothing waits', () => {
    const writes: string[] = [];
    const lines = batchedLines(
      (text) => writes.push(text),
      () => {},
    );
    lines.flush();
    lines.line('x');
    lines.flush();
    lines.flush();
    expect(writes).toEqual(['x\n']);
  });
});

describe('the default logger', () => {
  // A real process, because what matters is what reaches its stdout when it ends.
  const run = (code: string) =>
    spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { createLogger } from ${JSON.stringify(new URL('./logger.ts', import.meta.url).href)};\n${code}`,
      ],
      { encoding: 'utf8' },
    );
  const messages = (stdout: string) =>
    stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { msg: string }).msg);

  it('loses no line when the process exits or crashes in the turn that logged it', () => {
    const exited = run(
      "const log = createLogger('info'); log.info('one'); log.warn('two'); process.exit(3);",
    );
    expect(exited.status).toBe(3);
    expect(messages(exited.stdout)).toEqual(['one', 'two']);

    const crashed = run(
      "const log = createLogger('info'); log.error('before'); throw new Error('boom');",
    );
    expect(crashed.status).not.toBe(0);
    expect(messages(crashed.stdout)).toEqual(['before']);
  });

  it('writes lines logged in later turns as they come', () => {
    const result = run(
      "const log = createLogger('info'); log.info('first'); setTimeout(() => log.info('second'), 20);",
    );
    expect(result.status).toBe(0);
    expect(messages(result.stdout)).toEqual(['first', 'second']);
  });
});
