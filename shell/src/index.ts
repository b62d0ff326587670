import { afterFirstPaint } from './after-first-paint';
import { nextTask } from './next-task';

// Async boundary: lets the federation runtime negotiate shared singletons before React loads.
// On a server-rendered page it waits for the first paint, so the page shows before the app
// starts (after-first-paint.ts). React DOM is evaluated in a task of its own and the app's
// modules in the next one: evaluated together they held a phone's main thread for over 150 ms.
// The app's chunks are prefetched at startup, so the second import does not wait for the network.
void afterFirstPaint(document.getElementById('root'))
  .then(() =>
    Promise.all([
      import('react-dom/client'),
      import('@campaign/shared/query'),
      import('@campaign/shared/router'),
      import('@campaign/shared/react'),
    ]),
  )
  .then(nextTask)
  .then(() => import(/* webpackPrefetch: true */ './bootstrap'));
