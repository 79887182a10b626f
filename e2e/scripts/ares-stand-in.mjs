// A stand-in for ARES, the Czech business register's REST API (no network here): one company by its
// IČO, 404 for any other, in ARES's own JSON shape (GET /ekonomicke-subjekty/{ico}).
import http from 'node:http';

export const ARES_COMPANY = {
  ico: '12345679',
  obchodniJmeno: 'Fotoateliér Světlo s.r.o.',
  dic: 'CZ12345679',
  sidlo: { nazevUlice: 'Květná', cisloDomovni: 1250, cisloOrientacni: 12, nazevObce: 'Brno', psc: 60200, kodStatu: 'CZ' },
};

/** Starts the stand-in on a free port of 127.0.0.1; resolves to its base URL (ARES_API_URL) and a stop function. */
export function startAresStandIn() {
  const server = http.createServer((request, response) => {
    const ico = /^\/ekonomicke-subjekty\/(\d{8})$/.exec(request.url ?? '')?.[1];
    const found = ico === ARES_COMPANY.ico;
    response.writeHead(found ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(found ? ARES_COMPANY : { kod: 'NENALEZENO', popis: 'Ekonomický subjekt nebyl nalezen.' }));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
