import type { AresCompanyDto, BillingDetailsDto, InvoiceDto, UpdateBillingDetailsDto } from '../../api';
import { ICO_MESSAGE, isValidIco, normalizeIco } from '../../shared/ico';

/** The anchor of the billing details card in the profile settings (the invoices card links to it). */
export const BILLING_DETAILS_ANCHOR = 'fakturacni-udaje';

/** Texts of the billing cards that the tests and the e2e journey read. */
export const BILLING_TEXTS = {
  detailsTitle: 'Fakturační údaje',
  detailsLead: 'Tyto údaje uvedeme jako odběratele na fakturách za předplatné.',
  nextInvoiceNote: 'Změna se projeví až na další faktuře.',
  incomplete: 'Doplňte název firmy a adresu, ať je na fakturách uvedeme správně.',
  aresButton: 'Načíst z ARES',
  aresFilled: 'Údaje jsme načetli z ARES. Zkontrolujte je a uložte.',
  aresFailed: 'Údaje z ARES se nepodařilo načíst. Vyplňte je prosím ručně.',
  save: 'Uložit fakturační údaje',
  saved: 'Fakturační údaje byly uloženy',
  saveFailed: 'Fakturační údaje se nepodařilo uložit',
  loadFailed: 'Fakturační údaje se nepodařilo načíst',
  vatPayer: 'Jsem plátce DPH',
  // Not 'Název firmy': the profile form above has that label (the catalogue name), and the two must stay apart.
  companyLabel: 'Obchodní firma nebo jméno',
  invoicesTitle: 'Faktury',
  invoicesLead: 'Daňové doklady ke každé platbě předplatného. Vrácená platba má svůj opravný doklad.',
  noInvoices: 'Zatím žádné faktury',
  noInvoicesText: 'Po první zaplacené platbě tu najdete fakturu ke stažení v PDF.',
  invoicesFailed: 'Faktury se nepodařilo načíst',
  download: 'Stáhnout PDF',
} as const;

/** The messages of the form's fields (the server's, for the same rules). */
export const FIELD_MESSAGES = {
  companyName: 'Vyplňte obchodní firmu nebo jméno',
  street: 'Vyplňte ulici a číslo',
  city: 'Vyplňte obec',
  postalCode: 'PSČ musí mít 5 číslic (např. 110 00)',
  ico: ICO_MESSAGE,
  icoForAres: 'Zadejte IČO, podle kterého údaje v ARES vyhledáme',
  dic: 'DIČ musí mít tvar CZ a 8–10 číslic',
  dicForPayer: 'Plátce DPH musí uvést DIČ',
} as const;

/** Lengths the API accepts (UpdateBillingDetailsDto). */
export const BILLING_LIMITS = { companyName: 200, street: 200, city: 100 } as const;

export const POSTAL_CODE_PATTERN = /^\d{3} ?\d{2}$/;
export const DIC_PATTERN = /^CZ\d{8,10}$/;

export interface BillingFormValues {
  companyName: string;
  street: string;
  city: string;
  postalCode: string;
  ico: string;
  dic: string;
  vatPayer: boolean;
}

/** 'cz 2724 5021' → 'CZ27245021': DIČ as people copy it, in the API's form. */
export function normalizeDic(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The saved details as the form's values (a never-saved IČO or DIČ is an empty field). */
export function billingFormValues(details: BillingDetailsDto): BillingFormValues {
  return {
    companyName: details.companyName ?? '',
    street: details.street ?? '',
    city: details.city ?? '',
    postalCode: details.postalCode ?? '',
    ico: details.ico ?? '',
    dic: details.dic ?? '',
    vatPayer: Boolean(details.vatPayer),
  };
}

/** The form's values as PUT /api/billing/details takes them: trimmed, IČO and DIČ normalised, an empty one null (cleared). */
export function toBillingDto(values: BillingFormValues): UpdateBillingDetailsDto {
  const ico = normalizeIco(values.ico ?? '');
  const dic = normalizeDic(values.dic ?? '');
  return {
    companyName: values.companyName.trim(),
    street: values.street.trim(),
    city: values.city.trim(),
    postalCode: values.postalCode.trim(),
    ico: ico || null,
    dic: dic || null,
    vatPayer: Boolean(values.vatPayer),
  };
}

/** The fields an ARES answer fills (the VAT payer switch stays the provider's choice: a DIČ alone does not make one). */
export function aresFields(company: AresCompanyDto): Partial<BillingFormValues> {
  return {
    companyName: company.companyName,
    street: company.street,
    city: company.city,
    postalCode: company.postalCode,
    ico: company.ico,
    ...(company.dic ? { dic: company.dic } : {}),
  };
}

/** The problem of an IČO field's value, or null (an empty one is allowed: not every business shows one). */
export function icoProblem(value: string | undefined): string | null {
  const ico = normalizeIco(value ?? '');
  if (!ico) return null;
  return isValidIco(ico) ? null : ICO_MESSAGE;
}

/** The problem of a DIČ field's value for the switch's state, or null. */
export function dicProblem(value: string | undefined, vatPayer: boolean): string | null {
  const dic = normalizeDic(value ?? '');
  if (!dic) return vatPayer ? FIELD_MESSAGES.dicForPayer : null;
  return DIC_PATTERN.test(dic) ? null : FIELD_MESSAGES.dic;
}

export const INVOICE_KIND_LABELS: Record<InvoiceDto['kind'], string> = {
  invoice: 'Faktura',
  credit_note: 'Opravný doklad',
};

/** Rows per page of the provider's invoices. */
export const INVOICES_PAGE_SIZE = 10;

/** The PDF of an own invoice (a plain link: the browser downloads it with the session cookie). */
export const invoicePdfUrl = (id: number) => `/api/invoices/${id}/pdf`;

/** The PDF of any invoice, for an admin. */
export const adminInvoicePdfUrl = (id: number) => `/api/admin/invoices/${id}/pdf`;

/** 'faktura-2026000001.pdf', as the server names it. */
export const invoiceFileName = (invoice: Pick<InvoiceDto, 'number'>) => `faktura-${invoice.number}.pdf`;
