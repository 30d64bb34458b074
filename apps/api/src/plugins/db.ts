import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
    config: Config;
  }
}

/** Exposes the opened database and the configuration to every module. */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { database: DatabaseHandle; config: Config }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('config', opts.config);
  },
  { name: 'db' },
);
