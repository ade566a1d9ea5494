import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDynamoApiKeyStore } from './adapters/dynamo-api-keys.ts';
import { createDocumentClient } from './adapters/dynamo-client.ts';
import { createDynamoLedgerStore } from './adapters/dynamo-ledger.ts';
import { createDynamoMoneySettingsStore } from './adapters/dynamo-money-settings.ts';
import { createDynamoStore, type DynamoStore } from './adapters/dynamo-store.ts';
import { type Config, config } from './config.ts';
import type { ApiKeyStore, Clock, LedgerStore, MoneySettingsStore, Plan } from './domain/ports.ts';

/** What every data handler needs. The categorizer lives apart (categorizer-dependencies.ts) so that only the
 * categorize function bundles the engine and the Bedrock client. */
export interface Dependencies {
  readonly store: DynamoStore;
  /** The user's transactions, across uploads (docs/decisions/0028). */
  readonly ledger: LedgerStore;
  readonly moneySettings: MoneySettingsStore;
  /** API keys, their lookup and their metering (docs/decisions/0057). */
  readonly keys: ApiKeyStore;
  /** The one DynamoDB client of the instance (the categorize function's model quota shares it). */
  readonly documentClient: DynamoDBDocumentClient;
  readonly clock: Clock;
  readonly plan: Plan;
}

export function createDependencies(cfg: Config): Dependencies {
  const documentClient = createDocumentClient({ region: cfg.AWS_REGION, endpoint: cfg.DYNAMODB_ENDPOINT });
  const table = { tableName: cfg.TABLE_NAME, client: documentClient };
  return {
    store: createDynamoStore(table),
    ledger: createDynamoLedgerStore(table),
    moneySettings: createDynamoMoneySettingsStore(table),
    keys: createDynamoApiKeyStore(table),
    documentClient,
    clock: { now: () => new Date() },
    plan: { limit: cfg.FREE_PLAN_LIMIT, retentionDays: cfg.RETENTION_DAYS },
  };
}

let built: Dependencies | undefined;

/** The dependencies of this Lambda instance: clients built once, on first use (module load of a handler). */
export function dependencies(): Dependencies {
  built ??= createDependencies(config());
  return built;
}
