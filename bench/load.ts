import { performance } from 'node:perf_hooks';
import { Agent, request as httpRequest } from 'node:http';

export interface LoadOptions {
  connections: number;
  warmupMs: number;
  durationMs: number;
}

export interface LoadResult {
  p50_ms: number;
  p95_ms: number;
  rps: number;
  requests: number;
  errors: number;
  connections: number;
  duration_s: number;
}

export const round = (n: number, digits = 2) => Number(n.toFixed(digits));

/** Nearest-rank percentile of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/**
 * `ours` and `theirs` (the same answer written by hand) timed one after the other, `runs` times, so
 * that both meet the same machine: each one's times in milliseconds, ascending.
 */
export async function pairedTimes(
  runs: number,
  ours: () => Promise<unknown>,
  theirs: () => Promise<unknown>,
): Promise<[number[], number[]]> {
  const timed = async (run: () => Promise<unknown>) => {
    const t0 = performance.now();
    await run();
    return performance.now() - t0;
  };
  const mine: number[] = [];
  const hand: number[] = [];
  for (let i = 0; i < runs; i++) {
    mine.push(await timed(ours));
    hand.push(await timed(theirs));
  }
  return [mine.sort((a, b) => a - b), hand.sort((a, b) => a - b)];
}

/**
 * `connections` workers call `task` back to back. The warm-up lasts `warmupMs` and until every worker
 * has completed one request (so every connection is open); the measured window follows with no pause,
 * so the queue stays full. Latencies are those of requests started in the window (finished even after
 * it ends); throughput counts requests completed inside the window.
 */
export async function runLoad(task: () => Promise<void>, opts: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let completedInWindow = 0;
  let errors = 0;
  let firstError: unknown;
  let warmed = 0;
  const warmupEnd = performance.now() + opts.warmupMs;
  let windowStart = Infinity;
  let windowEnd = Infinity;
  const worker = async () => {
    let first = true;
    while (performance.now() < windowEnd) {
      const t0 = performance.now();
      const measured = t0 >= windowStart;
      try {
        await task();
      } catch (e) {
        firstError ??= e;
        // A failure during the warm-up stops the run: the server is not answering as it should.
        if (windowStart === Infinity) windowEnd = -Infinity;
        if (measured) errors++;
        continue;
      }
      const t1 = performance.now();
      if (measured) latencies.push(t1 - t0);
      if (t1 >= windowStart && t1 < windowEnd) completedInWindow++;
      if (first && ++warmed === opts.connections) {
        windowStart = Math.max(t1, warmupEnd);
        windowEnd = windowStart + opts.durationMs;
      }
      first = false;
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, worker));
  if (errors > 0) process.stderr.write(`  ${errors} failed requests; first: ${String(firstError)}\n`);
  if (latencies.length === 0) throw new Error(`No request completed: ${String(firstError)}`);
  latencies.sort((a, b) => a - b);
  return {
    p50_ms: round(percentile(latencies, 50)),
    p95_ms: round(percentile(latencies, 95)),
    rps: round(completedInWindow / (opts.durationMs / 1000), 1),
    requests: latencies.length,
    errors,
    connections: opts.connections,
    duration_s: round(opts.durationMs / 1000, 1),
  };
}

/** Median latency of `n` requests one after another: the cost of one request without queueing. */
export async function serialP50(task: () => Promise<void>, n: number): Promise<number> {
  const latencies: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await task();
    latencies.push(performance.now() - t0);
  }
  return round(
    percentile(
      latencies.sort((a, b) => a - b),
      50,
    ),
  );
}

/**
 * A POST of one request over kept-alive connections (as many as `connections`), answering its status
 * and body: the load generator's own work kept small (fetch spends about a millisecond of the
 * machine's two cores on each request), so that what is measured is the server's.
 */
export function poster(
  url: string,
  request: { headers: Record<string, string>; body: string },
  connections: number,
): () => Promise<{ status: number; text: string }> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const body = Buffer.from(request.body);
  const headers = { ...request.headers, 'content-length': String(body.length) };
  return () =>
    new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', agent, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}
