import { fetchFile } from '../../shared/fileDownload';

/** The account's data export: GET /api/account/export answers a JSON file (everything about the user). */
export const ACCOUNT_EXPORT_URL = '/api/account/export';
export const DEFAULT_EXPORT_FILE_NAME = 'svatby-moje-data.json';

export const fetchAccountData = () => fetchFile(ACCOUNT_EXPORT_URL, DEFAULT_EXPORT_FILE_NAME);

/** What the deletion does, as the confirmation lists it (the provider's lines only for a provider). */
export function deletionConsequences(isProvider: boolean): string[] {
  return [
    'Účet smažeme hned a odhlásíme vás na všech zařízeních.',
    'Vaše poptávky uzavřeme a vymažeme z nich jméno, e-mail a telefon.',
    ...(isProvider
      ? [
          'Předplatné okamžitě zrušíme i v platební bráně (bez vrácení poměrné části).',
          'Smažeme profil dodavatele, portfolio i s fotografiemi, kalendář a hodnocení o vás.',
        ]
      : []),
    'Smažeme hodnocení a zprávy z kontaktního formuláře odeslané z vašeho ověřeného e-mailu.',
    'Platby zůstanou kvůli účetnictví, ale bez vazby na vás.',
    'Se stejným e-mailem se později můžete znovu zaregistrovat.',
  ];
}
