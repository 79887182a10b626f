export interface DatabasePoolerVariables {
  DATABASE_URL?: string;
  DATABASE_DIRECT_URL?: string;
}

export interface DatabasePoolerSettings {
  /**
   * DATABASE_DIRECT_URL: PostgreSQL itself, for what transaction pooling breaks (the LISTEN connection,
   * session advisory locks, the migrations). Undefined = DATABASE_URL's server, or the embedded one.
   */
  directUrl: string | undefined;
  /** DATABASE_URL is a pooler in transaction mode (a direct URL other than it was given): see transaction-pooler.ts. */
  transactionPooler: boolean;
}

/** The direct connection; throws (naming the variable) when it is given without DATABASE_URL (the embedded server has no pooler). */
export function databasePoolerSettings(vars: DatabasePoolerVariables): DatabasePoolerSettings {
  const directUrl = vars.DATABASE_DIRECT_URL?.trim();
  if (!directUrl) return { directUrl: undefined, transactionPooler: false };
  if (!vars.DATABASE_URL) {
    throw new Error('Invalid environment: DATABASE_DIRECT_URL needs DATABASE_URL (the pooler); the embedded database is always direct');
  }
  return { directUrl, transactionPooler: directUrl !== vars.DATABASE_URL.trim() };
}
