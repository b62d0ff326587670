/**
 * Runs a command-line script's `main` and exits: 0 when it finishes, 1 with its message (not a
 * stack trace) when it fails. The explicit exit ends the run even if a browser or server the
 * script started still holds the event loop open.
 */
export function runScript(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
