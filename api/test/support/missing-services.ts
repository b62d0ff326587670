/**
 * Vitest global set-up of the API project: says, once at the start of the run, which tests will
 * not run because a service is not configured, instead of leaving them silently out (the MySQL
 * run of every API test is simply not created without TEST_MYSQL_URL).
 * `eval "$(bash scripts/test-services.sh)"` installs, starts and configures both.
 */
export function setup(): void {
  const missing = [
    process.env.TEST_MYSQL_URL
      ? null
      : 'TEST_MYSQL_URL is not set: the API tests run on SQLite only, not on MySQL.',
    process.env.TEST_REDIS_URL
      ? null
      : 'TEST_REDIS_URL is not set: the tests of rate limits kept in Redis are skipped.',
  ].filter((line): line is string => line !== null);
  if (missing.length === 0) return;
  console.warn(
    [...missing, 'Run `eval "$(bash scripts/test-services.sh)"` to set up both.'].join('\n'),
  );
}
