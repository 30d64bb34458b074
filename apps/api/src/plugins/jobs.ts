// Background work in the server's process. Each owner registers its own (a module in its plugin,
// an integration where app.ts builds it): periodic jobs through `app.jobs.add`, and deletes of the
// scheduled purge through `app.jobs.purge`. This floor only starts and stops them, and imports no
// module. Jobs run only when the app is built with `run` (the server, not the tests).
//
// The purge removes what nobody can use any more (expired tokens and reset links, spent captchas,
// old sent mail, past days' visitor keys). Every instance schedules it; a transaction-scoped
// advisory lock lets one run at a time and the others skip that round (the deletes are idempotent
// anyway, so an overlap would only waste work).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Executor, tryTransactionLock } from '../db/client.ts';
import { safeErrorMessage } from '../lib/log-errors.ts';

export type RunningJob = { stop(): void | Promise<void> };

/** One delete of the purge round, inside its transaction; answers how many rows it removed. */
export type PurgeTask = (tx: Executor) => Promise<number>;

/** Rows removed by each purge task, by name; null when another instance held the lock. */
export type PurgeResult = Record<string, number> | null;

export type Jobs = {
  /** A periodic job: `start` runs when the server is ready, and what it returns is stopped on close. */
  add(name: string, start: () => RunningJob): void;
  /** Adds a delete to the scheduled purge round; its count is logged under `name`. */
  purge(name: string, task: PurgeTask): void;
  /** One purge round now, whether or not jobs run (the scheduled job calls this too). */
  runPurge(): Promise<PurgeResult>;
};

export type JobsOptions = {
  /** Start the jobs when the server is ready (the server); tests leave it off. */
  run: boolean;
  /** Purge a minute after start (or after this, if shorter), then every this often; 0: never. */
  purgeIntervalMs: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

const PURGE_LOCK_ID = 4_040_414;

export const jobsPlugin = fp(
  async (app: FastifyInstance, options: JobsOptions) => {
    const starters = new Map<string, () => RunningJob>();
    const running: RunningJob[] = [];
    const purgeTasks = new Map<string, PurgeTask>();

    const jobs: Jobs = {
      add(name, start) {
        if (starters.has(name)) throw new Error(`trabajo repetido: ${name}`);
        starters.set(name, start);
      },
      purge(name, task) {
        if (purgeTasks.has(name)) throw new Error(`tarea de purga repetida: ${name}`);
        purgeTasks.set(name, task);
      },
      runPurge() {
        return app.db.transaction(async (tx) => {
          if (!(await tryTransactionLock(tx, PURGE_LOCK_ID))) return null;
          const result: Record<string, number> = {};
          for (const [name, task] of purgeTasks) result[name] = await task(tx);
          return result;
        });
      },
    };
    app.decorate('jobs', jobs);

    if (options.purgeIntervalMs > 0) jobs.add('purge', () => startPurgeJob(app, options.purgeIntervalMs));

    if (!options.run) return;
    app.addHook('onReady', async () => {
      for (const start of starters.values()) running.push(start());
    });
    app.addHook('onClose', async () => {
      await Promise.all(running.splice(0).map((job) => job.stop()));
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);

/** Runs the purge a minute after start (or `intervalMs`, if shorter), then every `intervalMs`. */
function startPurgeJob(app: FastifyInstance, intervalMs: number): RunningJob {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const round = async () => {
    try {
      const result = await app.jobs.runPurge();
      if (result) app.log.info(result, 'purga: filas caducadas eliminadas');
    } catch (err) {
      app.log.warn({ err: safeErrorMessage(err) }, 'purga: no se pudo completar; se reintentará');
    }
    if (stopped) return;
    timer = setTimeout(round, intervalMs);
    timer.unref();
  };
  timer = setTimeout(round, Math.min(60_000, intervalMs));
  timer.unref();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
