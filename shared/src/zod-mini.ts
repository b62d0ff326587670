// zod's tree-shakable mini API, for the few schemas the shell checks on every page (cross-app
// events, the remotes configuration): they cost the first page a few KB instead of all of zod.
import './zod-config';

export { z } from 'zod/mini';
