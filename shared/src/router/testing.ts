/**
 * The router component tests render pages in: an in-memory history started at a chosen URL.
 * Only tests import it (see ./index.ts for why it is not in the shared router module).
 */
export { MemoryRouter } from 'react-router';
