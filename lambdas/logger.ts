import { Logger } from '@aws-lambda-powertools/logger';
import { loggingConfig } from './config.ts';

/**
 * The one structured logger (Powertools). Never log transaction descriptions, category names chosen by users,
 * e-mail addresses or tokens: log ids, counts, types and durations only.
 */
const { POWERTOOLS_SERVICE_NAME, POWERTOOLS_LOG_LEVEL } = loggingConfig();
export const logger = new Logger({ serviceName: POWERTOOLS_SERVICE_NAME, logLevel: POWERTOOLS_LOG_LEVEL });
