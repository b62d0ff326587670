import { describe, expect, it } from 'vitest';
import { parseReleaseCommand, RELEASE_USAGE, ROLLBACK_USAGE } from './release-command';

describe('parseReleaseCommand', () => {
  it('reads a release with its defaults: the local environment, built first', () => {
    expect(parseReleaseCommand(['release', 'public-site'])).toEqual({
      kind: 'release',
      env: 'local',
      app: 'public-site',
      from: undefined,
      build: true,
      keep: undefined,
      force: false,
      remotesBaseUrl: undefined,
    });
  });

  it('does not build with --no-build or --from, and reads every option', () => {
    expect(
      parseReleaseCommand([
        'release',
        'shell',
        '--env',
        'production',
        '--from',
        './artifact',
        '--keep',
        '5',
        '--force',
        '--remotes-base-url',
        'https://cdn.example',
      ]),
    ).toMatchObject({
      kind: 'release',
      env: 'production',
      app: 'shell',
      from: './artifact',
      build: false,
      keep: 5,
      force: true,
      remotesBaseUrl: 'https://cdn.example',
    });
    expect(parseReleaseCommand(['release', 'shell', '--no-build'])).toMatchObject({ build: false });
  });

  it('reads status, rollback, rollback --to and rollback --list', () => {
    expect(parseReleaseCommand(['release', 'status', '--env', 'staging'])).toEqual({
      kind: 'status',
      env: 'staging',
    });
    expect(parseReleaseCommand(['rollback', 'admin-console'])).toEqual({
      kind: 'rollback',
      env: 'local',
      app: 'admin-console',
      to: undefined,
    });
    expect(parseReleaseCommand(['rollback', 'shell', '--to', '1.0.0-abc'])).toMatchObject({
      to: '1.0.0-abc',
    });
    expect(parseReleaseCommand(['rollback', 'shell', '--list'])).toEqual({
      kind: 'list',
      env: 'local',
      app: 'shell',
    });
  });

  it('answers --help with the usage of the subcommand asked about', () => {
    expect(parseReleaseCommand(['release', '--help'])).toEqual({
      kind: 'help',
      usage: RELEASE_USAGE,
    });
    expect(parseReleaseCommand(['rollback', '-h'])).toEqual({
      kind: 'help',
      usage: ROLLBACK_USAGE,
    });
  });

  it('refuses an unknown app, a missing or extra app, a bad --keep and unknown options', () => {
    expect(() => parseReleaseCommand(['release', 'blog'])).toThrow(/unknown app "blog"/);
    expect(() => parseReleaseCommand(['rollback'])).toThrow(ROLLBACK_USAGE);
    expect(() => parseReleaseCommand(['release', 'shell', 'extra'])).toThrow(RELEASE_USAGE);
    expect(() => parseReleaseCommand(['release', 'shell', '--keep', '0'])).toThrow(/--keep/);
    expect(() => parseReleaseCommand(['release', 'shell', '--keep', 'x'])).toThrow(/--keep/);
    expect(() => parseReleaseCommand(['rollback', 'shell', '--keep', '2'])).toThrow(
      /Unknown option/,
    );
    // `status` is only a release subcommand: rolling "status" back names no app.
    expect(() => parseReleaseCommand(['rollback', 'status'])).toThrow(/unknown app/);
    expect(() => parseReleaseCommand(['deploy', 'shell'])).toThrow(RELEASE_USAGE);
  });
});
