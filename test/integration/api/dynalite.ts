import { startDynamoEmulator } from '#local/dynamo-emulator';

/** An in-memory dynalite on a free port with the app's table, for the store's own tests. */
export async function startDynalite(tableName: string): Promise<{ endpoint: string; stop(): Promise<void> }> {
  return startDynamoEmulator({ port: 0, tableName });
}
