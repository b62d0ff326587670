import { LOGIN_PATH } from '@campaign/shared';
import { expect, test } from './support/fixtures';
import { accessLog } from './support/topology';

/**
 * Sessions live in the database, so no instance is special: signed in through one instance,
 * the user stays signed in whichever instance answers next. (Needs the sign-in work: the
 * /api/login form, GET /api/auth/user, an admin from ADMIN_EMAIL / ADMIN_PASSWORD.)
 */
test('signing in through one API instance keeps the user signed in on the other', async ({
  page,
  topology,
}) => {
  const form = await page.goto(LOGIN_PATH);
  expect(form?.status(), `GET ${LOGIN_PATH} (the sign-in form)`).toBe(200);
  await page.getByLabel('Email').fill(topology.admin.email);
  await page.getByLabel('Password').fill(topology.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForLoadState('networkidle');

  // Through nginx: round-robin spreads these over both instances.
  const logStart = accessLog(topology).length;
  for (let i = 0; i < 6; i += 1) {
    const response = await page.request.get('/api/auth/user');
    expect(response.status(), `request ${i + 1}`).toBe(200);
  }
  const upstreams = new Set(
    accessLog(topology)
      .slice(logStart)
      .filter((line) => line.request.startsWith('GET /api/auth/user'))
      .map((line) => line.answeredBy),
  );
  expect(upstreams.size).toBe(2);

  // And straight to each instance with the same cookie, past nginx.
  const cookie = (await page.context().cookies(topology.baseUrl))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  expect(cookie).not.toBe('');
  for (const api of topology.apis) {
    const response = await fetch(`http://127.0.0.1:${api.port}/api/auth/user`, {
      headers: { cookie, 'x-forwarded-proto': 'http' },
    });
    expect(response.status, `instance ${api.name}`).toBe(200);
  }
});
