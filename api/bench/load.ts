import autocannon from 'autocannon';
import { SERVER_LIMITS } from '../src/http/server-limits';

/**
 * autocannon against this project's server. The server answers at most maxRequestsPerSocket
 * requests per connection (the last with `Connection: close`, any later ones 503). Browsers and
 * nginx open a new connection then; autocannon keeps writing to the old one unless told to
 * reconnect, so every figure would be 503s.
 */
export function loadServer(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ reconnectRate: SERVER_LIMITS.maxRequestsPerSocket, ...options });
}

/** The figures every benchmark's table gives for one measurement. */
export function loadFigures(result: autocannon.Result) {
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    // Timeouts included.
    errors: result.errors,
  };
}

export type LoadFigures = ReturnType<typeof loadFigures>;
