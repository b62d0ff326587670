/**
 * The yardstick `pnpm bench:api` holds POST /api/pledges against: a bare Koa server whose one
 * route, POST /insert, parses the JSON body and answers 201 once one single-row INSERT has
 * committed on its own (autocommit, no batching). It opens DATABASE_URL with the app's own
 * `createDatabase`, so SQLite runs with the same pragmas (WAL, synchronous=FULL) and MySQL
 * with the same pool; the row has the shape of a pledge (name, unique email, created_at) in a
 * table of its own, `bench_bare_inserts`, beside the app's tables. No logging, validation,
 * headers or other middleware: what is left is HTTP plus one durable commit per request.
 *
 * Bench-only: started by bench-api.ts through server-process.ts, it announces its port on
 * stdout as the API server does.
 */
import Koa from 'koa';
import { closeDatabase, createDatabase } from '../src/db/create-database';
import { createHttpServer } from '../src/http/server-limits';
import { BARE_INSERT_TABLE, ensureBareInsertTable } from './bare-insert-table';
import { nodeListener } from '../src/http/node-listener';

const db = createDatabase(process.env.DATABASE_URL ?? '');
await ensureBareInsertTable(db);

const app = new Koa();
app.use(async (ctx) => {
  if (ctx.method !== 'POST') {
    ctx.status = 405;
    return;
  }
  let body = '';
  for await (const chunk of ctx.req) body += chunk;
  const { name, email } = JSON.parse(body) as { name: string; email: string };
  await db(BARE_INSERT_TABLE).insert({ name, email, createdAt: new Date() });
  ctx.status = 201;
  ctx.body = { message: 'stored' };
});

const server = createHttpServer();
server.on('request', nodeListener(app));
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === 'object' && address?.port })}\n`,
  );
});

process.once('SIGTERM', () => {
  server.close(() => void closeDatabase(db).then(() => process.exit(0)));
  server.closeIdleConnections();
});
