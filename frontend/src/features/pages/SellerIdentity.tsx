import { useGetSellerQuery } from '../../api';
import type { SellerDto } from '../../api';

/** The anchor of the operator's identity on the legal pages (their first section links to it). */
export const SELLER_ANCHOR = 'udaje-provozovatele';

export const SELLER_TEXTS = {
  nonPayer: 'Není plátcem DPH',
  unavailable: 'Údaje se nepodařilo načíst. Najdete je na každé faktuře, nebo nám napište.',
} as const;

/** 'CZ27082440', 'CZ27082440, není plátcem DPH' (an identified person) or 'Není plátcem DPH'. */
export function sellerVatText(seller: Pick<SellerDto, 'dic' | 'vatPayer'>): string {
  if (!seller.dic) return seller.vatPayer ? '–' : SELLER_TEXTS.nonPayer;
  return seller.vatPayer ? seller.dic : `${seller.dic}, ${SELLER_TEXTS.nonPayer.toLowerCase()}`;
}

/**
 * The operator's company, registered office, IČO and DIČ as the invoices print them (GET /api/billing/seller, from the
 * server's INVOICE_SELLER_* configuration). The legal pages put it in their last section, below everything a visitor
 * sees first, and the list keeps its four rows while loading: nothing above it moves when the answer comes.
 */
export function SellerIdentity() {
  const seller = useGetSellerQuery();
  const data = seller.data;
  if (seller.isError && !data) return <p className="seller-identity__unavailable">{SELLER_TEXTS.unavailable}</p>;
  const value = (text: string | undefined) => text ?? '\u00a0';
  return (
    <dl className="seller-identity" aria-busy={!data || undefined}>
      <div>
        <dt>Provozovatel</dt>
        <dd>{value(data?.name)}</dd>
      </div>
      <div>
        <dt>Sídlo</dt>
        <dd>{value(data?.address)}</dd>
      </div>
      <div>
        <dt>IČO</dt>
        <dd>{value(data?.ico)}</dd>
      </div>
      <div>
        <dt>DIČ</dt>
        <dd>{value(data && sellerVatText(data))}</dd>
      </div>
    </dl>
  );
}
