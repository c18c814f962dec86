// Applies the committed migrations to DATABASE_URL (or the embedded PGlite): `npm run db:migrate`.
import { loadConfig } from '../edge-api/config';
import { createDb } from '../edge-api/db/client';
import { migrateDb } from '../edge-api/db/migrate';

const config = loadConfig(process.env);
const database = await createDb(config);
await migrateDb(database);
await database.close();
console.log(`Migrations applied (${database.driver}).`);
