import { czechPdfDocument, PDF_ACCENT as ACCENT, PDF_GREY as GREY, PDF_MARGIN as MARGIN } from '../common/pdf/fonts';
import { formatHalereExact, paymentMethodText, pragueDate, TIME_ZONE } from './billing-rules';
import type { InvoiceParty } from './entities/invoice.entity';
import type { InvoiceRow } from './billing.repository';

const czechDay = new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: TIME_ZONE });

/** 'YYYY-MM-DD' → '1. 3. 2026'. */
const dayText = (day: string): string => czechDay.format(new Date(`${day}T12:00:00Z`));

export const INVOICE_TITLE = 'Faktura – daňový doklad';
export const CREDIT_NOTE_TITLE = 'Opravný daňový doklad';
export const NON_PAYER_NOTE = 'Dodavatel není plátcem DPH.';

/**
 * The invoice or credit note as an A4 PDF, from the row alone (its seller and buyer snapshots): the
 * same row always gives the same document, whatever the billing details or the configuration say now.
 */
export function renderInvoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  const creditNote = invoice.kind === 'credit_note';
  const title = creditNote ? CREDIT_NOTE_TITLE : INVOICE_TITLE;
  const issuedAt = new Date(invoice.issuedAt);
  const { doc, done } = czechPdfDocument({ title: `${title} ${invoice.number}`, author: invoice.seller.name, issuedAt });

  const width = doc.page.width - MARGIN * 2;
  const half = (width - 24) / 2;
  const field = (label: string, value: string | null, options: { x?: number; width?: number } = {}) => {
    if (!value) return;
    doc.font('bold').fontSize(10).text(`${label}: `, options.x ?? MARGIN, undefined, { continued: true, width: options.width ?? width });
    doc.font('regular').text(value);
  };

  doc.font('bold').fontSize(20).fillColor(ACCENT).text(title, MARGIN, MARGIN, { width });
  doc.font('regular').fontSize(12).fillColor('black').text(`Číslo dokladu: ${invoice.number}`, { width });
  if (creditNote && invoice.correctedNumber) doc.text(`Opravuje fakturu č. ${invoice.correctedNumber}`, { width });
  doc.moveDown(0.8);

  // Seller and buyer side by side.
  const top = doc.y;
  const party = (heading: string, who: InvoiceParty, x: number) => {
    doc.font('bold').fontSize(11).fillColor(ACCENT).text(heading, x, top, { width: half });
    doc.fillColor('black').font('bold').fontSize(10.5).text(who.name, x, undefined, { width: half });
    doc.font('regular').fontSize(10).text(who.address, x, undefined, { width: half });
    if (who.ico) doc.text(`IČO: ${who.ico}`, x, undefined, { width: half });
    if (who.dic) doc.text(`DIČ: ${who.dic}`, x, undefined, { width: half });
    if (who.email) doc.text(`E-mail: ${who.email}`, x, undefined, { width: half });
    return doc.y;
  };
  const sellerBottom = party('Dodavatel', invoice.seller, MARGIN);
  const buyerBottom = party('Odběratel', invoice.buyer, MARGIN + half + 24);
  doc.y = Math.max(sellerBottom, buyerBottom);
  doc.moveDown(1);

  field('Datum vystavení', dayText(pragueDate(issuedAt)));
  field('Datum uskutečnění zdanitelného plnění', dayText(invoice.taxableSupplyDate));
  field('Způsob platby', paymentMethodText(invoice.paymentMethod));
  field('Variabilní symbol', invoice.number);
  if (!creditNote) field('Stav', 'Uhrazeno');
  doc.moveDown(1);

  // The line and the totals.
  doc.font('bold').fontSize(11).fillColor(ACCENT).text('Položky', MARGIN, undefined, { width });
  doc.fillColor('black').font('regular').fontSize(10.5);
  const lineY = doc.y + 4;
  doc.text(creditNote ? `Oprava: ${invoice.description}` : invoice.description, MARGIN, lineY, { width: width - 130 });
  doc.text(formatHalereExact(invoice.vatMode === 'payer' ? invoice.baseHalere : invoice.totalHalere), MARGIN + width - 130, lineY, {
    width: 130,
    align: 'right',
  });
  doc.moveDown(1.2);
  const total = (label: string, value: string, strong = false) => {
    const y = doc.y;
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 12.5 : 10.5);
    doc.text(label, MARGIN, y, { width: width - 150 });
    doc.text(value, MARGIN + width - 150, y, { width: 150, align: 'right' });
  };
  if (invoice.vatMode === 'payer') {
    total('Základ daně', formatHalereExact(invoice.baseHalere));
    total(`Sazba DPH`, `${invoice.vatRate} %`);
    total(`DPH ${invoice.vatRate} %`, formatHalereExact(invoice.vatHalere));
    total(creditNote ? 'Celkem k vrácení' : 'Celkem s DPH', formatHalereExact(invoice.totalHalere), true);
  } else {
    total(creditNote ? 'Celkem k vrácení' : 'Celkem', formatHalereExact(invoice.totalHalere), true);
    doc.moveDown(0.6).font('regular').fontSize(10).text(`${NON_PAYER_NOTE} (neplátce DPH)`, MARGIN, undefined, { width });
  }

  doc.moveDown(2).font('regular').fontSize(9).fillColor(GREY);
  doc.text(
    creditNote
      ? 'Opravný daňový doklad k vrácené platbě předplatného. Částka se vrací stejným způsobem, jakým byla zaplacena.'
      : 'Předplatné bylo uhrazeno; neplaťte znovu. Doklad byl vystaven elektronicky.',
    MARGIN,
    undefined,
    { width },
  );
  doc.end();
  return done;
}
