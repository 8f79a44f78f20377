/**
 * The PostgreSQL part of the bench (when BENCH_DATABASE_URL names a server): a throwaway
 * database with the same catalog, one replica (resident memory after start and under the
 * listing load), then two replicas on the same database, loaded together with the same total
 * number of connections, for GET /api/products throughput with one vs two replicas.
 */
import { runLoad } from './load-test.ts';
import { prepareCatalog } from './prepare-catalog.ts';
import { readRssMb } from './proc-stats.ts';
import { withBenchDatabase } from './bench-database.ts';

export type ReplicaBench = {
  rssAfterStartMb: number;
  rssUnderLoadMb: number;
  oneReplicaRps: number;
  twoReplicasRps: number;
  failures: number;
};

export async function benchReplicas(options: {
  serverUrl: string;
  products: number;
  connections: number;
  durationSeconds: number;
  log: (message: string) => void;
}): Promise<ReplicaBench> {
  const name = `shop_bench_replicas_${process.pid}`;
  return withBenchDatabase({ serverUrl: options.serverUrl, name }, async (bench) => {
    await prepareCatalog({ databaseUrl: bench.databaseUrl }, options.products);
    options.log(`PostgreSQL: ${options.products} products in ${name}`);
    const first = await bench.startReplica('a');
    await new Promise((r) => setTimeout(r, 500));
    const rssAfterStartMb = readRssMb(first.pid);
    const one = await runLoad({
      baseUrl: first.baseUrl,
      pid: first.pid,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
    });
    options.log(
      `PostgreSQL, one replica: ${one.requestsPerSecond.toFixed(0)} req/s, p95 ${one.p95Ms.toFixed(1)} ms, RSS ${rssAfterStartMb.toFixed(0)} MB after start, ${one.maxRssMb.toFixed(0)} MB max under load`,
    );
    const second = await bench.startReplica('b');
    const half = Math.max(1, Math.round(options.connections / 2));
    const both = await Promise.all(
      [first, second].map((server) =>
        runLoad({
          baseUrl: server.baseUrl,
          pid: server.pid,
          connections: half,
          durationSeconds: options.durationSeconds,
        }),
      ),
    );
    const twoReplicasRps = both.reduce((sum, r) => sum + r.requestsPerSecond, 0);
    options.log(
      `PostgreSQL, two replicas (${half} connections each): ${twoReplicasRps.toFixed(0)} req/s (${both.map((r) => r.requestsPerSecond.toFixed(0)).join(' + ')}), p95 ${Math.max(...both.map((r) => r.p95Ms)).toFixed(1)} ms`,
    );
    return {
      rssAfterStartMb,
      rssUnderLoadMb: one.maxRssMb,
      oneReplicaRps: one.requestsPerSecond,
      twoReplicasRps,
      failures: one.failures + both.reduce((sum, r) => sum + r.failures, 0),
    };
  });
}
