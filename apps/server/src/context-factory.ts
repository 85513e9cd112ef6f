import { createPersonalCache } from "./auth/personal-cache.ts";
import { createReadCache } from "./cache/cache-version.ts";
import type { Config } from "./config.ts";
import type { AppContext } from "./context.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { currentRequestId } from "./http/request-log.ts";
import { whenNoRequestInFlight } from "./http/requests-in-flight.ts";
import { createJobQueue } from "./jobs/queue.ts";
import { createMailer } from "./mail/mailer.ts";
import { createPdfRenderer } from "./pdf/render.ts";
import { LocalStorage, storedFilesDir } from "./storage/local-storage.ts";
import { S3Storage } from "./storage/s3-storage.ts";

/** Opens the database the configuration names and the file storage beside it. */
export async function createContext(
  config: Config,
): Promise<{ ctx: AppContext; database: Database }> {
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { dataDir: config.dataDir },
  );
  const storage = config.s3
    ? new S3Storage(config.s3)
    : new LocalStorage(storedFilesDir(config.dataDir), config.appKey);
  const personal = await createPersonalCache(database);
  const ctx: AppContext = {
    config,
    db: database.db,
    storage,
    cache: await createReadCache(database, personal),
    personal,
    mailer: createMailer(config),
    pdf: createPdfRenderer(config.pdf),
    jobs: createJobQueue(database, {
      requestId: currentRequestId,
      whenIdle: whenNoRequestInFlight,
    }),
    // The server's own (main.ts), never the command line's.
    metrics: null,
    errors: null,
  };
  return { ctx, database };
}
