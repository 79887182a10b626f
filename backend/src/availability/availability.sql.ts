/**
 * The catalogue's "free on the wedding day" filter, for the Providers module's query: the
 * provider has no 'busy' entry that day. An index probe on the primary key (provider_id, day).
 * Kept here, beside the table it reads; `dayParam` is the query's placeholder for the day.
 */
export function notBusyOnCondition(providerAlias: string, dayParam: string): string {
  return `NOT EXISTS (SELECT 1 FROM provider_availability pa
    WHERE pa.provider_id = ${providerAlias}.id AND pa.day = ${dayParam}::date AND pa.status = 'busy')`;
}
