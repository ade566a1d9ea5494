import './zod-jitless';

/** The API's wire schemas (and zod), loaded by api-client.ts with the first answer to parse, not with the page. */
export * from '#shared/api/schemas';
