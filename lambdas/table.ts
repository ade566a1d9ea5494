/**
 * The single DynamoDB table's key schema (docs/data-model.md): used by infra/ to define it and by local mode
 * to create it on the emulator, so both agree.
 */
export const TABLE_KEY = { partitionKey: 'pk', sortKey: 'sk' } as const;
export const TTL_ATTRIBUTE = 'expiresAt';
/** Table name in local mode (AWS names it from the stack). */
export const LOCAL_TABLE_NAME = 'categoriza-local';
