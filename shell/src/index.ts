import { afterFirstPaint } from './after-first-paint';

// Async boundary: lets the federation runtime negotiate shared singletons before React loads.
// On a server-rendered page it waits for the first paint, so the page shows before the app
// starts (after-first-paint.ts).
void afterFirstPaint(document.getElementById('root')).then(() => import('./bootstrap'));
