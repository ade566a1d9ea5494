import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** A document client for `endpoint` (dynalite locally) or the regional endpoint: build once per module. */
export function createDocumentClient(opts: { region: string; endpoint?: string }): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
  });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}
