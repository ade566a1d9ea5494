import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ListStore, RuleStore, UploadStore, UsageStore } from '#lambdas/domain/ports';
import { createDynamoListStore } from './dynamo-lists.ts';
import { createDynamoRuleStore } from './dynamo-rules.ts';
import { createDynamoUploadStore } from './dynamo-uploads.ts';
import { createDynamoUsageStore } from './dynamo-usage.ts';

/** The stores the upload, categorize and account handlers share: one adapter per aggregate, on one table. */
export type DynamoStore = UploadStore & UsageStore & RuleStore & ListStore;

/**
 * The single table (docs/data-model.md): every item of a user lives under `pk = USER#<sub>`, so no query can
 * reach another user's data. Each aggregate has its own adapter: usage and claims (dynamo-usage.ts), uploads and
 * results (dynamo-uploads.ts), rules (dynamo-rules.ts), saved lists (dynamo-lists.ts); the ledger and the money
 * settings are built apart (dynamo-ledger.ts, dynamo-money-settings.ts).
 */
export function createDynamoStore(opts: {
  readonly tableName: string;
  readonly client: DynamoDBDocumentClient;
  /** Epoch seconds now (expired uploads and results are filtered out at read). */
  readonly now?: () => number;
}): DynamoStore {
  const table = { tableName: opts.tableName, client: opts.client };
  return {
    ...createDynamoUsageStore(table),
    ...createDynamoUploadStore(opts),
    ...createDynamoRuleStore(table),
    ...createDynamoListStore(table),
  };
}
