import { Logger } from '@nestjs/common';

export const ARES_CLIENT = Symbol('ARES_CLIENT');

/** A company as ARES states it, mapped to the billing details' fields. */
export interface AresCompany {
  ico: string;
  companyName: string;
  street: string;
  city: string;
  /** '150 00' */
  postalCode: string;
  dic: string | null;
}

export type AresLookup = { kind: 'found'; company: AresCompany } | { kind: 'not_found' } | { kind: 'unavailable' };

/**
 * ARES, the Czech business register, by IČO. Two implementations: HTTP against ARES's public REST API
 * (ARES_API_URL; a local stand-in in tests) and offline (no lookup: the provider types the details).
 */
export interface AresClient {
  readonly available: boolean;
  lookup(ico: string): Promise<AresLookup>;
}

export class OfflineAresClient implements AresClient {
  readonly available = false;

  async lookup(): Promise<AresLookup> {
    return { kind: 'unavailable' };
  }
}

/** The parts of ARES's `EkonomickySubjekt` read here. */
interface AresSubject {
  ico?: string;
  obchodniJmeno?: string;
  dic?: string;
  sidlo?: {
    nazevUlice?: string;
    nazevCastiObce?: string;
    nazevObce?: string;
    cisloDomovni?: number | string;
    cisloOrientacni?: number | string;
    cisloOrientacniPismeno?: string;
    psc?: number | string;
  };
}

/** ARES's `sidlo` as the form's street, city and postal code. */
export function mapAresSubject(ico: string, subject: AresSubject): AresCompany | null {
  const seat = subject.sidlo ?? {};
  const name = subject.obchodniJmeno?.trim();
  if (!name) return null;
  const orientation = seat.cisloOrientacni !== undefined ? `/${seat.cisloOrientacni}${seat.cisloOrientacniPismeno ?? ''}` : '';
  const houseNumber = seat.cisloDomovni !== undefined ? `${seat.cisloDomovni}${orientation}` : '';
  // Villages without street names: the part of the municipality stands for the street.
  const streetName = seat.nazevUlice ?? seat.nazevCastiObce ?? seat.nazevObce ?? '';
  const psc = seat.psc !== undefined ? String(seat.psc).replace(/\s+/g, '').padStart(5, '0') : '';
  return {
    ico,
    companyName: name,
    street: [streetName, houseNumber].filter(Boolean).join(' '),
    city: seat.nazevObce ?? '',
    postalCode: psc ? `${psc.slice(0, 3)} ${psc.slice(3)}` : '',
    dic: subject.dic && /^CZ\d{8,10}$/.test(subject.dic) ? subject.dic : null,
  };
}

/** GET {ARES_API_URL}/ekonomicke-subjekty/{ico} with a timeout; any failure but a 404 is "unavailable". */
export class HttpAresClient implements AresClient {
  readonly available = true;
  private readonly logger = new Logger('Ares');

  constructor(
    private readonly apiUrl: string,
    private readonly timeoutMs: number,
  ) {}

  async lookup(ico: string): Promise<AresLookup> {
    let response: Response;
    try {
      response = await fetch(`${this.apiUrl}/ekonomicke-subjekty/${encodeURIComponent(ico)}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      this.logger.warn(`ARES lookup of ${ico} failed: ${(error as Error).name === 'TimeoutError' ? `no answer in ${this.timeoutMs} ms` : (error as Error).message}`);
      return { kind: 'unavailable' };
    }
    if (response.status === 404) return { kind: 'not_found' };
    if (!response.ok) {
      this.logger.warn(`ARES lookup of ${ico} answered ${response.status}`);
      return { kind: 'unavailable' };
    }
    try {
      const company = mapAresSubject(ico, (await response.json()) as AresSubject);
      return company ? { kind: 'found', company } : { kind: 'not_found' };
    } catch (error) {
      this.logger.warn(`ARES lookup of ${ico} gave an unreadable answer: ${(error as Error).message}`);
      return { kind: 'unavailable' };
    }
  }
}
