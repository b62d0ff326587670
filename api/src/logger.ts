import { redactFields, safeLogText } from './http/log-safety';

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
};

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

/**
 * Collects the lines written during one turn of the event loop and writes them as one text.
 * Node writes to a file or a pipe synchronously, one system call per write: at one request
 * line per pledge that cost the API about a tenth of its time under load. `flush` writes what
 * is waiting at once (the process calls it as it exits, so no line is lost).
 */
export function batchedLines(
  write: (text: string) => void,
  schedule: (flush: () => void) => void = setImmediate,
) {
  let waiting: string[] = [];
  const flush = () => {
    if (waiting.length === 0) return;
    const text = waiting.join('');
    waiting = [];
    write(text);
  };
  return {
    line(text: string) {
      if (waiting.push(`${text}\n`) === 1) schedule(flush);
    },
    flush,
  };
}

let stdoutLines: ReturnType<typeof batchedLines> | undefined;

function writeToStdout(line: string) {
  if (!stdoutLines) {
    stdoutLines = batchedLines((text) => process.stdout.write(text));
    // Also after an uncaught exception or process.exit(): 'exit' handlers run synchronously,
    // and so does this write to a file or pipe.
    process.once('exit', stdoutLines.flush);
  }
  stdoutLines.line(line);
}

/** One JSON object per line on stdout, so any log shipper can read it. */
export function createLogger(
  level: Level | 'silent' = 'info',
  base: Record<string, unknown> = {},
  write: (line: string) => void = writeToStdout,
): Logger {
  const log = (lvl: Level, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < ORDER[level]) return;
    // Secrets and link tokens are redacted and email addresses masked, whatever a caller passes
    // (log-safety.ts).
    const safe = fields ? (redactFields(fields) as Record<string, unknown>) : undefined;
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        level: lvl,
        msg: safeLogText(msg),
        ...base,
        ...safe,
      }),
    );
  };
  return {
    debug: (m, f) => log('debug', m, f),
    info: (m, f) => log('info', m, f),
    warn: (m, f) => log('warn', m, f),
    error: (m, f) => log('error', m, f),
    child: (fields) =>
      createLogger(level, { ...base, ...(redactFields(fields) as Record<string, unknown>) }, write),
  };
}
