import { test as base, expect, type Page } from '@playwright/test';
import { readState, tail, type TopologyState } from './topology';

/** Requests, console messages and page errors that mean a visitor saw something break. */
export interface Problems {
  list: string[];
}

/**
 * Records every console error, uncaught page error, failed request and HTTP error response
 * of a page. `allow` filters out URLs a test expects to fail.
 */
export function watchPage(page: Page, allowUrl: (url: string) => boolean = () => false): Problems {
  const problems: Problems = { list: [] };
  // The browser asks for /favicon.ico by itself; the shell document declares no icon (yet).
  const allow = (url: string) => new URL(url).pathname === '/favicon.ico' || allowUrl(url);
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const where = message.location().url;
      if (where && allow(where)) return;
      problems.list.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.list.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // ERR_ABORTED: the browser cancelled it (the visitor navigated on); not a server failure.
    if (reason === 'net::ERR_ABORTED' || allow(request.url())) return;
    problems.list.push(`request failed: ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !allow(response.url())) {
      problems.list.push(
        `HTTP ${response.status()}: ${response.request().method()} ${response.url()}`,
      );
    }
  });
  return problems;
}

export const test = base.extend<{ topology: TopologyState }>({
  // The global setup picks the ports; every spec reads them from its state file.
  // eslint-disable-next-line no-empty-pattern
  topology: async ({}, use) => {
    await use(readState());
  },
  baseURL: async ({ topology }, use) => {
    await use(topology.baseUrl);
  },
});

// When a test fails, attach the tail of every server log (the temp folder is removed after).
test.afterEach(async ({ topology }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const logs: [string, string][] = [
    ['nginx', topology.nginx.log],
    ['access', topology.nginx.accessLog],
    ...topology.apis.map((api): [string, string] => [`api-${api.name}`, api.log]),
  ];
  for (const [name, file] of logs) {
    await testInfo.attach(`${name}.log`, { body: tail(file, 80), contentType: 'text/plain' });
  }
});

export { expect };
