/**
 * The router the shell's server render wraps a page in: it renders the requested URL without a
 * browser history. Only the shell's server build imports it (see ./index.ts for why it is not
 * in the shared router module).
 */
export { StaticRouter } from 'react-router';
