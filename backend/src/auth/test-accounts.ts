/**
 * Accounts the test login may sign in as (DESIGN.md section 4): seeded outside production,
 * never an arbitrary existing user. The test provider's profile is ensured by the Providers
 * module (ProvidersDemoSeeder).
 */
export interface TestAccount {
  email: string;
  label: string;
  firstName: string;
  lastName: string;
}

export const TEST_PROVIDER_EMAIL = 'test.dodavatel@svatby.cz';

export const TEST_ACCOUNTS: readonly TestAccount[] = [
  { email: 'test.par@svatby.cz', label: 'Testovací pár', firstName: 'Tereza', lastName: 'Testovací' },
  { email: TEST_PROVIDER_EMAIL, label: 'Testovací dodavatel', firstName: 'Tomáš', lastName: 'Testovací' },
];

export function findTestAccount(email: string): TestAccount | undefined {
  return TEST_ACCOUNTS.find((account) => account.email === email.toLowerCase());
}
