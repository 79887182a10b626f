import { DIC_PATTERN, isValidIco } from '../common/validation/ico';

/** The operator as invoices, credit notes and the legal pages name it (INVOICE_SELLER_*). */
export interface InvoiceSeller {
  name: string;
  address: string;
  ico: string;
  dic: string | null;
  email: string | null;
}

export interface InvoicingSettings {
  seller: InvoiceSeller;
  /** INVOICE_VAT_PAYER: prices are gross; a payer's invoices split out the VAT at `vatRate` %, a non-payer's say "neplátce DPH". */
  vatPayer: boolean;
  vatRate: number;
  /** Whether the seller is the development default (no INVOICE_SELLER_* set): production warns about it. */
  sellerIsDefault: boolean;
}

export interface AresSettings {
  /** The ARES REST base URL; undefined = offline (manual entry only). */
  apiUrl: string | undefined;
  timeoutMs: number;
}

/** ARES's public REST API (Ministry of Finance), the default in production. */
export const ARES_DEFAULT_URL = 'https://ares.gov.cz/ekonomicke-subjekty-v-be/rest';

/** A development seller with a checksum-valid (invented) IČO. */
const DEFAULT_SELLER: InvoiceSeller = {
  name: 'Svatby s.r.o.',
  address: 'Vinohradská 12, 120 00 Praha 2',
  ico: '12345679',
  dic: 'CZ12345679',
  email: null,
};

export interface InvoicingVariables {
  INVOICE_SELLER_NAME?: string;
  INVOICE_SELLER_ADDRESS?: string;
  INVOICE_SELLER_ICO?: string;
  INVOICE_SELLER_DIC?: string;
  INVOICE_SELLER_EMAIL?: string;
  INVOICE_VAT_PAYER?: boolean;
  INVOICE_VAT_RATE: number;
  ARES_API_URL?: string;
  ARES_TIMEOUT_MS: number;
}

/** The seller and VAT mode; throws (naming the variable) on an IČO with a bad checksum or a payer without DIČ. */
export function invoicingSettings(vars: InvoicingVariables): InvoicingSettings {
  const given = [vars.INVOICE_SELLER_NAME, vars.INVOICE_SELLER_ADDRESS, vars.INVOICE_SELLER_ICO, vars.INVOICE_SELLER_DIC].some(Boolean);
  const vatPayer = vars.INVOICE_VAT_PAYER ?? true;
  const seller: InvoiceSeller = given
    ? {
        name: vars.INVOICE_SELLER_NAME?.trim() || DEFAULT_SELLER.name,
        address: vars.INVOICE_SELLER_ADDRESS?.trim() || DEFAULT_SELLER.address,
        ico: vars.INVOICE_SELLER_ICO?.trim() || '',
        dic: vars.INVOICE_SELLER_DIC?.trim().toUpperCase() || null,
        email: vars.INVOICE_SELLER_EMAIL?.trim() || null,
      }
    : { ...DEFAULT_SELLER, email: vars.INVOICE_SELLER_EMAIL?.trim() || null };
  if (!isValidIco(seller.ico)) {
    throw new Error('Invalid environment: INVOICE_SELLER_ICO must be 8 digits with a valid mod-11 check digit');
  }
  if (seller.dic !== null && !DIC_PATTERN.test(seller.dic)) {
    throw new Error('Invalid environment: INVOICE_SELLER_DIC must be CZ followed by 8–10 digits');
  }
  if (vatPayer && seller.dic === null) {
    throw new Error('Invalid environment: INVOICE_SELLER_DIC is required while INVOICE_VAT_PAYER is true (set INVOICE_VAT_PAYER=false for a non-payer)');
  }
  return { seller, vatPayer, vatRate: vars.INVOICE_VAT_RATE, sellerIsDefault: !given };
}

export function aresSettings(vars: InvoicingVariables, isProduction: boolean): AresSettings {
  const apiUrl = vars.ARES_API_URL?.replace(/\/+$/, '') ?? (isProduction ? ARES_DEFAULT_URL : undefined);
  return { apiUrl, timeoutMs: vars.ARES_TIMEOUT_MS };
}
