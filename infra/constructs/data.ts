import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_KEY, TTL_ATTRIBUTE } from '#lambdas/table';

export interface DataProps {
  /** Only a dev stage may lose its data with the stack; every other stage keeps the table. */
  readonly destroyOnRemoval: boolean;
}

/**
 * The single DynamoDB table (docs/data-model.md): on demand (no idle cost, no capacity planning), point-in-time
 * recovery, encrypted with the AWS-managed KMS key, and a TTL attribute that expires uploads after the
 * retention period.
 */
export class Data extends Construct {
  public readonly table: Table;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_KEY.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEY.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: TTL_ATTRIBUTE,
      deletionProtection: !props.destroyOnRemoval,
      removalPolicy: props.destroyOnRemoval ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
  }
}
