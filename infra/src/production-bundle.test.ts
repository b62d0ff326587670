/**
 * The API image, proven without Docker: the bundle is built with the command the Dockerfile's
 * build stage runs, laid out where its last stage copies it, and started with that stage's ENV,
 * WORKDIR and CMD. It then has to come up on a fresh database, take a pledge, render a visitor
 * page from released front ends (as behind nginx), run a tool, and stop cleanly on SIGTERM.
 *
 * Runs after `pnpm build` (`pnpm test:bundle`): the page is rendered from those builds.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FRONT_ENDS, REMOTE_FRONT_ENDS } from '@campaign/shared';
import { REPO_ROOT } from './paths';
import {
  copiesFrom,
  environment,
  execCommand,
  parseDockerfile,
  runCommands,
  workdir,
} from './dockerfile';

const DOCKERFILE = path.join(REPO_ROOT, 'infra', 'docker', 'api.Dockerfile');
const stages = parseDockerfile(readFileSync(DOCKERFILE, 'utf8'));
const buildStage = stages.find((stage) => stage.name === 'build')!;
const image = stages.at(-1)!;
/** `pnpm build:api --out <folder>`, as the build stage runs it. */
const buildCommand = runCommands(buildStage).find((command) => command.includes('build:api'));
const imageOut = buildCommand && /--out\s+(\S+)/.exec(buildCommand)?.[1];

interface MysqlConnection {
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}
const mysql2 = () =>
  createRequire(path.join(REPO_ROOT, 'api', 'package.json'))('mysql2/promise') as {
    createConnection(url: string): Promise<MysqlConnection>;
  };
async function mysqlQuery(url: string, sql: string) {
  const connection = await mysql2().createConnection(url);
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}

/** Runs a command to its end in the repository root; its output is the error when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: REPO_ROOT, env, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const root = mkdtempSync(path.join(tmpdir(), 'campaign-bundle-'));
const bundle = path.join(root, 'bundle');
const releases = path.join(root, 'releases');
let database: { url: string; drop?: () => Promise<void> };
let server: ChildProcess;
let output = '';
let baseUrl = '';
let exit: Promise<number | null>;

/** The image's environment and nothing of this machine's but PATH, plus what compose sets. */
function imageEnv(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    ...environment(image),
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: database.url,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    WEB_RELEASES_DIR: path.join(releases, 'production'),
    SITE_NAME: 'Bundle Test Campaign',
    LOG_LEVEL: 'info',
  };
}

beforeAll(async () => {
  for (const { folder, entryFile } of FRONT_ENDS) {
    if (!existsSync(path.join(REPO_ROOT, folder, 'dist', entryFile)))
      throw new Error(`${folder}/dist is missing: run pnpm build before pnpm test:bundle`);
  }
  const mysqlUrl = process.env.TEST_MYSQL_URL;
  if (mysqlUrl) {
    const name = `campaign_bundle_${randomBytes(4).toString('hex')}`;
    await mysqlQuery(mysqlUrl, `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4`);
    const url = new URL(mysqlUrl);
    url.pathname = `/${name}`;
    database = {
      url: url.toString(),
      drop: () => mysqlQuery(mysqlUrl, `DROP DATABASE IF EXISTS \`${name}\``),
    };
  } else {
    database = { url: `sqlite:${path.join(root, 'campaign.db')}` };
  }

  // The build stage's command, writing into this test's folder instead of the image's.
  const [command, ...args] = buildCommand!.split(/\s+/);
  run(
    command!,
    args.map((arg) => (arg === imageOut ? bundle : arg)),
  );

  // The front ends released as the web image lays them out (remotes first, then the shell).
  for (const { folder } of [...REMOTE_FRONT_ENDS, FRONT_ENDS.find((f) => f.folder === 'shell')!]) {
    run(
      process.execPath,
      [
        '--import',
        'tsx',
        'infra/scripts/releases.ts',
        'release',
        folder,
        '--env',
        'production',
        '--no-build',
      ],
      { ...process.env, RELEASES_DIR: releases, GIT_SHA: '' },
    );
  }

  const [program, ...programArgs] = execCommand(image);
  server = spawn(program === 'node' ? process.execPath : program!, programArgs, {
    cwd: bundle,
    env: imageEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  exit = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const onData = () => {
      const ready = /"msg":"ready on [^"]*","port":(\d+)/.exec(output);
      if (ready) resolve(Number(ready[1]));
    };
    server.stdout!.on('data', onData);
    void exit.then((code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  baseUrl = `http://127.0.0.1:${port}`;
}, 240_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGKILL');
    await exit;
  }
  await database?.drop?.();
  rmSync(root, { recursive: true, force: true });
});

describe('the API image', () => {
  it('builds the bundle in its build stage and copies it to where CMD runs', () => {
    expect(buildCommand).toMatch(/^pnpm build:api --out \S+$/);
    expect(copiesFrom(image, 'build')).toContainEqual([imageOut, workdir(image)]);
    // No TypeScript at run time: node itself runs a compiled file, so SIGTERM reaches it.
    expect(execCommand(image)).toEqual(['node', 'server.js']);
    expect(existsSync(path.join(bundle, 'server.js'))).toBe(true);
  });

  it('carries only the packages the bundle leaves out, none of the workspace', () => {
    const installed = readdirSync(path.join(bundle, 'node_modules')).filter(
      (name) => !name.startsWith('.'),
    );
    expect(installed.sort()).toEqual(
      Object.keys(
        (
          JSON.parse(readFileSync(path.join(bundle, 'package.json'), 'utf8')) as {
            dependencies: Record<string, string>;
          }
        ).dependencies,
      ).sort(),
    );
    expect(installed).not.toContain('tsx');
    expect(installed).not.toContain('@campaign');
  });

  it('is ready, takes a pledge and renders a visitor page', async () => {
    const ready = await fetch(`${baseUrl}/api/ready`);
    expect(ready.status).toBe(200);

    const pledge = await fetch(`${baseUrl}/api/pledges`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Bundle Tester', email: 'bundle-tester@example.org' }),
    });
    expect(pledge.status).toBe(201);
    const stats = (await (await fetch(`${baseUrl}/api/stats`)).json()) as { totalPledges: number };
    expect(stats.totalPledges).toBe(1);

    const page = await fetch(`${baseUrl}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    // Server-rendered from the released shell and public site: the hero is in the HTML itself.
    expect(html).toContain('id="home-hero-title"');
    expect(html).toContain('Bundle Test Campaign');
  });

  it('runs its tools from cli/', () => {
    const env = { ...imageEnv(), ADMIN_PASSWORD: `Bundle-${randomBytes(9).toString('hex')}` };
    const result = spawnSync(
      process.execPath,
      ['cli/admin-create.js', '--email', 'bundle-admin@example.org', '--first-name', 'Bundle'],
      { cwd: bundle, env, encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('drains on SIGTERM (ready 503, still serving) when the image says so, then stops cleanly', async () => {
    const drainMs = Number(environment(image).SHUTDOWN_DRAIN_MS ?? 0);
    server.kill('SIGTERM');
    if (drainMs > 0) {
      await vi.waitFor(async () => expect((await fetch(`${baseUrl}/api/ready`)).status).toBe(503), {
        timeout: drainMs,
        interval: 20,
      });
      expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    }
    expect(await exit).toBe(0);
    expect(output).toContain('"msg":"shut down"');
  });
});
