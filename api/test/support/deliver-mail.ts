import { createLogger } from '../../src/logger';
import { createSmtpTransport } from '../../src/mail/smtp-transport';
import { startMailWorker } from '../../src/mail/worker';
import type { TestSmtpServer } from './smtp-server';
import type { TestApi } from './test-api';

/**
 * Sends what the outbox holds, once, through the test SMTP server, exactly as the mail worker
 * does in production (claims, rendering, SMTP), then stops the worker. For tests about what a
 * recipient receives; tests of the worker itself build their own.
 */
export async function deliverOutboxOnce(
  api: Pick<TestApi, 'db' | 'emailBodies'>,
  smtp: Pick<TestSmtpServer, 'url'>,
  from = { name: 'Nitrate-Free November', address: 'hello@campaign.example' },
): Promise<number> {
  const worker = startMailWorker({
    db: api.db,
    bodyOf: api.emailBodies,
    transport: createSmtpTransport(smtp.url),
    from,
    logger: createLogger('silent'),
    polling: false,
  });
  try {
    return await worker.runOnce();
  } finally {
    await worker.stop();
  }
}
