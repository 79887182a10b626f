import { czechPdfDocument, PDF_ACCENT as ACCENT, PDF_GREY as GREY, PDF_MARGIN as MARGIN } from '../../common/pdf/fonts';
import { formatKc } from '../../common/text/price-range';
import type { BookingDocumentContent } from '../booking-document';
import { accountDisplay } from '../payment/bank-account';
import { variableSymbolOf } from '../payment/deposit-payment';

/** One line of the booking's history, as the page shows it (BookingHistoryEntryDto's fields). */
export interface BookingPdfHistoryEntry {
  at: string | Date;
  actor: string;
  action: string;
  reason: string | null;
}

const TIME_ZONE = 'Europe/Prague';

/** The line under every page: Svatby is no party to the payment (issue 44: "Svatby never holds money"). */
export const PDF_FOOTER =
  'Svatby zprostředkovávají jen kontakt a tento záznam. Žádné peníze nedrží: zálohu i platby posíláte přímo dodavateli.';


const weddingDay = new Intl.DateTimeFormat('cs-CZ', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
const moment = new Intl.DateTimeFormat('cs-CZ', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

/** 'YYYY-MM-DD' → 'sobota 12. června 2027' (noon UTC is the same day in Prague). */
export function czechDate(day: string): string {
  return weddingDay.format(new Date(`${day}T12:00:00Z`));
}

/** The offer's price as agreed: '45 000 Kč', 'od 45 000 Kč', '45 000 Kč – 60 000 Kč'. */
export function priceText(price: BookingDocumentContent['price']): string {
  if (price.kind === 'from') return `od ${formatKc(price.min)}`;
  if (price.kind === 'range' && price.max !== null && price.max !== price.min) return `${formatKc(price.min)} – ${formatKc(price.max)}`;
  return formatKc(price.min);
}

const ACTORS: Record<string, string> = { couple: 'snoubenci', provider: 'dodavatel', admin: 'správce Svateb', system: 'Svatby' };
const ACTIONS: Record<string, string> = {
  created: 'Rezervace vytvořena',
  confirmed: 'Potvrzeno dodavatelem',
  declined: 'Odmítnuto dodavatelem',
  expired: 'Nepotvrzeno včas',
  cancelled: 'Zrušeno',
  deposit_received: 'Záloha přijata',
};

/**
 * "Potvrzení rezervace" as an A4 PDF: the content frozen at confirmation, and the history when given
 * (a cancelled booking's document says so). The same content always gives the same bytes: the
 * creation date is the confirmation's, and pdfkit derives the file id and font tags from it.
 */
export function renderBookingPdf(content: BookingDocumentContent, history: readonly BookingPdfHistoryEntry[] = []): Promise<Buffer> {
  const issuedAt = new Date(content.issuedAt);
  const { doc, done } = czechPdfDocument({
    title: `Potvrzení rezervace ${content.number}`,
    author: content.provider.companyName,
    subject: content.title,
    issuedAt,
    bottomMargin: MARGIN + 24,
    bufferPages: true,
  });

  const width = doc.page.width - MARGIN * 2;
  const heading = (text: string) => {
    doc.moveDown(0.9).font('bold').fontSize(12).fillColor(ACCENT).text(text, { width });
    doc.moveDown(0.2).fillColor('black').font('regular').fontSize(10.5);
  };
  const field = (label: string, value: string | null) => {
    if (!value) return;
    doc.font('bold').fontSize(10.5).text(`${label}: `, { continued: true }).font('regular').text(value, { width });
  };

  doc.font('bold').fontSize(22).fillColor(ACCENT).text('Potvrzení rezervace', { width });
  doc.moveDown(0.3).font('regular').fontSize(11).fillColor('black');
  field('Číslo rezervace', content.number);
  field('Potvrzeno', moment.format(issuedAt));

  heading('Dodavatel');
  doc.text(content.provider.companyName, { width });
  field('IČO', content.provider.ico);
  field('E-mail', content.provider.email);
  field('Telefon', content.provider.phone);
  field('Adresa', content.provider.address);

  heading('Snoubenci');
  doc.text(content.couple.name, { width });
  field('E-mail', content.couple.email);
  field('Telefon', content.couple.phone);

  heading('Akce');
  field('Poptávka', content.title);
  field('Termín', content.eventDate ? czechDate(content.eventDate) : 'termín neuveden');
  field('Místo', content.place);

  heading('Co je v ceně');
  if (content.items.length === 0) doc.text('Položky nabídka neuvádí.', { width });
  for (const item of content.items) doc.text(`•  ${item}`, { width, indent: 0 });

  heading('Cena');
  doc.font('bold').fontSize(13).text(priceText(content.price), { width });
  doc.font('regular').fontSize(10.5);

  heading('Záloha');
  if (!content.deposit) {
    doc.text('Záloha se neplatí.', { width });
  } else {
    field('Výše zálohy', formatKc(content.deposit.amount));
    if (content.deposit.iban) {
      field('Účet dodavatele', accountDisplay(content.deposit.iban));
      field('IBAN', content.deposit.iban);
      field('Variabilní symbol', variableSymbolOf(content.number));
      doc.fillColor(GREY).text('Zálohu posílejte přímo na účet dodavatele (QR platbu najdete u rezervace ve Svatbách).', { width });
      doc.fillColor('black');
    } else {
      doc.text('Číslo účtu pro zálohu vám sdělí dodavatel.', { width });
    }
  }

  heading('Storno podmínky');
  doc.text(content.cancellationTerms, { width, align: 'left' });

  if (history.length > 0) {
    heading('Historie rezervace');
    for (const entry of history) {
      const at = moment.format(new Date(entry.at));
      const who = ACTORS[entry.actor] ?? entry.actor;
      doc.text(`${at} – ${ACTIONS[entry.action] ?? entry.action} (${who})${entry.reason ? `: ${entry.reason}` : ''}`, { width });
    }
  }

  // The footer and page numbers on every page, below the bottom margin (which would otherwise add a page).
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 8;
    doc.font('regular').fontSize(8).fillColor(GREY);
    doc.text(PDF_FOOTER, MARGIN, y, { width, align: 'center', lineBreak: true });
    doc.text(`${content.number} · strana ${index - range.start + 1} z ${range.count}`, MARGIN, y + 22, { width, align: 'center' });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
