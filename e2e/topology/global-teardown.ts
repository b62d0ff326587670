/** Stops nginx and every API instance (including ones a spec restarted) and removes the temp folder. */
import { rmSync } from 'node:fs';
import { dropDatabase, readState, stopProcess } from './support/topology';

export default async function globalTeardown() {
  let state;
  try {
    state = readState();
  } catch {
    return; // the setup failed before there was anything to stop (it cleaned up itself)
  }
  await stopProcess(state.nginx.pid, 'SIGQUIT', 5_000);
  await Promise.all(state.apis.map((api) => stopProcess(api.pid)));

  if (state.mysql) await dropDatabase(state.mysql);
  if (process.env.TOPOLOGY_KEEP) {
    console.log(`[topology] kept ${state.root} (TOPOLOGY_KEEP is set)`);
  } else {
    rmSync(state.root, { recursive: true, force: true });
  }
}
