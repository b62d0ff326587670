import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAgain, submitSignInCode } from './sign-in-again';

/** What fetch answers for the sign-in page's posts (`redirect: 'manual'`). */
const answer = (status: number) =>
  ({ type: status === 303 ? 'opaqueredirect' : 'basic', status }) as Response;

function stubPosts(...statuses: number[]) {
  const posts: { path: string; body: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      posts.push({ path, body: String(init.body) });
      return answer(statuses.shift() ?? 500);
    }),
  );
  return posts;
}

afterEach(() => vi.unstubAllGlobals());

describe('signing in again in place', () => {
  it('is done by the password alone for an account without two-factor sign-in', async () => {
    const posts = stubPosts(303);
    await expect(signInAgain('ada@example.org', 'a long password')).resolves.toBe('signed-in');
    expect(posts.map((post) => post.path)).toEqual(['/api/login']);
  });

  it('asks for the code when the page answers its second step, and posts it there', async () => {
    const posts = stubPosts(200, 401, 303);
    await expect(signInAgain('ada@example.org', 'a long password')).resolves.toBe('code-needed');
    await expect(submitSignInCode('000000')).rejects.toThrow(/That code is not right/);
    await expect(submitSignInCode('123456')).resolves.toBeUndefined();
    expect(posts.slice(1)).toEqual([
      { path: '/api/login/two-factor', body: 'code=000000' },
      { path: '/api/login/two-factor', body: 'code=123456' },
    ]);
  });

  it('still says why a password was refused', async () => {
    stubPosts(401);
    await expect(signInAgain('ada@example.org', 'wrong')).rejects.toThrow(
      'Invalid email or password.',
    );
  });
});
