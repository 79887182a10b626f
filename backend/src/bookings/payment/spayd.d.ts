/**
 * Types for spayd@3.0.4: it ships them, but its package.json `exports` has no `types` condition, so
 * node16 resolution does not find them. The same shape as its dist/types (PaymentDescription).
 */
declare module 'spayd' {
  interface PaymentDescription {
    acc: string;
    altAcc?: string[];
    am: string;
    cc?: string;
    rf?: number;
    rn?: string;
    dt?: Date;
    pt?: string;
    msg?: string;
    crc32?: string;
    xper?: string;
    xvs?: string;
    xss?: string;
    xks?: string;
    xid?: string;
  }
  /** The SPAYD string ('SPD*1.0*ACC:…*AM:…'); throws a string when a value breaks the format. */
  export default function spayd(paymentDescription: PaymentDescription): string;
}
