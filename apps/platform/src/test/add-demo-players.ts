import { openPostgres } from '../db/client';
import { ensureDemoPlayers } from '../services/players/demo-players';

// Load rigs on PostgreSQL (the wallet bench, the crash test) need the documented demo player on every seeded
// tenant, but demo mode never runs on PostgreSQL: they add the players themselves, after the platform seeded.

export async function addDemoPlayers(databaseUrl: string): Promise<number> {
  const database = await openPostgres(databaseUrl, { poolSize: 1 });
  try {
    return await ensureDemoPlayers(database.db);
  } finally {
    await database.close();
  }
}

// `node --import tsx src/test/add-demo-players.ts <DATABASE_URL>`, for the bench's .mjs code.
if (process.argv[1] === import.meta.filename) {
  const url = process.argv[2];
  if (!url) throw new Error('usage: add-demo-players.ts <DATABASE_URL>');
  console.info(`added the demo player to ${await addDemoPlayers(url)} tenants`);
}
