import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_SETTINGS_ROW_ID } from '../src/models';
import { rawRequest } from './support/raw-http';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

/** Width and height from a PNG's header (its IHDR chunk). */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe.each(TEST_DIALECTS)('GET /api/share-card.png on %s', (dialect) => {
  let api: TestApi;
  beforeAll(async () => {
    // Drawn again on every change of the figures, so a pledge shows at once.
    api = await startTestApi(dialect, {
      STATS_MAX_AGE_MS: '0',
      SHARE_CARD_REDRAW_MS: '0',
      MAIL_DOMAIN_HOURLY_CAP: '0',
      MAIL_UNCONFIRMED_HOURLY_CAP: '0',
    });
    // A goal, set before anything reads the settings.
    await api
      .db('site_settings')
      .where({ id: SITE_SETTINGS_ROW_ID })
      .update({ settings: JSON.stringify({ pledgeGoal: 100 }) });
  });
  afterAll(() => api?.close());

  const card = (init?: RequestInit, query = '') => api.request(`/api/share-card.png${query}`, init);

  it('answers a 1200×630 PNG that previews and browsers may keep for a minute', async () => {
    const response = await card();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
    expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual([1200, 630]);
  });

  it('answers 304 to a preview that has the current card, whatever the query string', async () => {
    const etag = (await card()).headers.get('etag')!;
    // A plain request, as previews send it (fetch would add `Cache-Control: no-cache` to it).
    const again = await rawRequest(Number(new URL(api.baseUrl).port), {
      method: 'GET',
      path: '/api/share-card.png?n=12345',
      headers: { Host: 'localhost', 'If-None-Match': etag, Connection: 'close' },
    });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect((await card(undefined, '?x=1')).headers.get('etag')).toBe(etag);
  });

  it('is drawn again when a pledge changes the total', async () => {
    const before = (await card()).headers.get('etag');
    const pledged = await api.postJson('/api/pledges', {
      name: 'Card Reader',
      email: 'card.reader@example.org',
    });
    expect(pledged.status).toBe(201);
    const after = await card();
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
    // …and the card does not change while the figures do not.
    expect((await card()).headers.get('etag')).toBe(after.headers.get('etag'));
  });

  it('answers only GET and HEAD', async () => {
    const posted = await api.request('/api/share-card.png', { method: 'POST' });
    expect(posted.status).toBe(405);
    const head = await api.request('/api/share-card.png', { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});
