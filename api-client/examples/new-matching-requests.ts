/**
 * The signed-in provider's new matching requests (its categories and areas, newest first), one line each:
 *
 *   SVATBY_API_URL=https://www.svatby.cz SVATBY_TOKEN=svt_… npm run example -w api-client
 *
 * The token needs the scope requests:read. SVATBY_SINCE (an ISO date or time, optional) keeps only requests
 * published after it, e.g. the time of the previous run. Exit codes: 0 listed (maybe none), 1 refused or failed,
 * 2 misconfigured.
 */
import { createSvatbyClient, isSvatbyApiError, unwrap, type Schema } from '../src/index.js';

const PAGE_SIZE = 50;

function fail(code: number, message: string): never {
  console.error(message);
  process.exit(code);
}

function line(request: Schema<'ServiceRequestDto'>): string {
  const date = request.weddingDate ?? 'datum nevybráno';
  return [`#${request.id}`, date, request.location, request.category, request.title].join('\t');
}

async function main(): Promise<void> {
  const baseUrl = process.env.SVATBY_API_URL?.trim();
  const token = process.env.SVATBY_TOKEN?.trim();
  if (!baseUrl || !token) fail(2, 'Nastavte SVATBY_API_URL a SVATBY_TOKEN / Set SVATBY_API_URL and SVATBY_TOKEN.');
  const since = process.env.SVATBY_SINCE ? new Date(process.env.SVATBY_SINCE) : null;
  if (since && Number.isNaN(since.getTime())) fail(2, `SVATBY_SINCE není platné datum / is not a valid date: ${process.env.SVATBY_SINCE}`);

  const client = createSvatbyClient({ baseUrl, token });
  // filtered=true: only the requests in the token owner's categories and areas, as its dashboard shows them.
  const page = await unwrap(
    client.GET('/api/service-requests', { params: { query: { filtered: true, sort: 'newest', pageSize: PAGE_SIZE } } }),
  );
  const fresh = since ? page.items.filter((request) => new Date(request.createdAt) > since) : page.items;
  for (const request of fresh) console.log(line(request));
  console.error(`${fresh.length} nových poptávek / new requests (${page.total} odpovídajících celkem / matching in total).`);
}

main().catch((error: unknown) => {
  // The API's own (Czech) message first: for a 403 it names the missing scope.
  if (isSvatbyApiError(error) && error.isUnauthorized) {
    const hint = 'Token je neplatný, zrušený nebo prošlý: vytvořte nový v nastavení účtu („Přístup přes API“).';
    fail(1, `401 ${error.message}\n${hint} / The token is unknown, revoked or expired.`);
  }
  if (isSvatbyApiError(error) && error.isForbidden) {
    const hint = 'Token k tomu nemá oprávnění: příklad potřebuje scope requests:read.';
    fail(1, `403 ${error.message}\n${hint} / The token may not do this: the example needs requests:read.`);
  }
  if (isSvatbyApiError(error)) fail(1, `${error.status} ${error.message}`);
  // fetch's own message is 'fetch failed'; the cause says why (ECONNREFUSED, ENOTFOUND, a certificate).
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  fail(1, `Volání API selhalo / The API call failed: ${error instanceof Error ? error.message : String(error)}${cause}`);
});
