import { greeting, renderMail, type RenderedMail } from '../../mail/mail.api';

/**
 * To the owner of an endpoint the delivery rules switched off. It holds only the owner's own URL
 * (and nothing anybody else typed) and says how to switch it on again.
 */
export function webhookDisabledMail(params: { firstName: string | null; url: string; failures: number; settingsUrl: string }): RenderedMail {
  return renderMail({
    template: 'webhook-disabled',
    subject: 'Webhook byl vypnut – Svatby',
    greeting: greeting(params.firstName),
    paragraphs: [
      `váš webhook na adrese ${params.url} jsme vypnuli: ${params.failures} ${params.failures === 1 ? 'událost se nepodařilo' : params.failures < 5 ? 'události se nepodařilo' : 'událostí se nepodařilo'} doručit ani po opakovaných pokusech během 24 hodin.`,
      'Zkontrolujte prosím, že adresa odpovídá kódem 2xx do 10 sekund, a webhook znovu zapněte v nastavení účtu. V přehledu doručení najdete kód a začátek odpovědi každého pokusu.',
    ],
    action: { label: 'Otevřít nastavení webhooků', url: params.settingsUrl },
  });
}
