/**
 * Just enough of a Dockerfile reader for tests to do what an image does (run its build command,
 * start its CMD with its ENV) without Docker, so the two cannot drift apart.
 */

export interface Instruction {
  keyword: string;
  /** Everything after the keyword, continuation lines joined with a space. */
  args: string;
}

export interface Stage {
  /** The `AS` name, or the stage's index when it has none. */
  name: string;
  instructions: Instruction[];
}

/** The stages of a Dockerfile, each with its instructions in order (comments left out). */
export function parseDockerfile(text: string): Stage[] {
  const logical: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    // Comment lines may sit between continuation lines; parser directives are comments too.
    if (line.startsWith('#') || (!pending && line === '')) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    logical.push(`${pending}${line}`.trim());
    pending = '';
  }
  if (pending.trim()) logical.push(pending.trim());

  const stages: Stage[] = [];
  for (const line of logical) {
    const match = /^(\S+)\s*(.*)$/.exec(line);
    if (!match) continue;
    const keyword = match[1]!.toUpperCase();
    const args = match[2]!;
    if (keyword === 'FROM') {
      const name = /\sAS\s+(\S+)$/i.exec(args)?.[1] ?? String(stages.length);
      stages.push({ name, instructions: [] });
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`${keyword} before the first FROM`);
    stage.instructions.push({ keyword, args });
  }
  return stages;
}

const lastOf = (stage: Stage, keyword: string) =>
  stage.instructions.filter((i) => i.keyword === keyword).at(-1);

/** CMD in exec form (a JSON array), the only form that keeps the server as PID 1's direct child. */
export function execCommand(stage: Stage): string[] {
  const cmd = lastOf(stage, 'CMD');
  if (!cmd) throw new Error(`stage ${stage.name} has no CMD`);
  const parsed: unknown = JSON.parse(cmd.args);
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string'))
    throw new Error(`CMD must be a JSON array of strings, got ${cmd.args}`);
  return parsed as string[];
}

/** The stage's working folder (its last WORKDIR). */
export function workdir(stage: Stage): string {
  const dir = lastOf(stage, 'WORKDIR');
  if (!dir) throw new Error(`stage ${stage.name} has no WORKDIR`);
  return dir.args.trim();
}

/** Variables the stage's ENV instructions set (`KEY=value` pairs, values unquoted). */
export function environment(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { keyword, args } of stage.instructions) {
    if (keyword !== 'ENV') continue;
    for (const pair of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g)) {
      env[pair[1]!] = pair[2]!.replace(/^"(.*)"$/, '$1');
    }
  }
  return env;
}

/** The stage's RUN commands. */
export const runCommands = (stage: Stage): string[] =>
  stage.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);

/** `COPY --from=<from> <source> <destination>` lines of the stage, as [source, destination]. */
export function copiesFrom(stage: Stage, from: string): [string, string][] {
  return stage.instructions
    .filter((i) => i.keyword === 'COPY')
    .map((i) => i.args.split(/\s+/))
    .filter((parts) => parts.includes(`--from=${from}`))
    .map((parts) => {
      const paths = parts.filter((part) => !part.startsWith('--'));
      return [paths[0]!, paths.at(-1)!] as [string, string];
    });
}
