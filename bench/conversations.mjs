// `make bench`, conversations (issue 19): posting a message under load, and how long the event
// stream takes to bring a new message to each of 200 open streams (GET /api/events, fed by
// PostgreSQL LISTEN/NOTIFY).
//
// Set-up through the API, as people would: STREAMS couple accounts register (each from its own
// client address), each asks one listed provider of the volume data a question (a thread of its
// own) and opens its event stream. The message load then posts into those threads, round robin,
// at `connections` connections; the fan-out posts one message into every thread at once and times
// each from the moment its POST was sent to the moment its author's stream delivered the event.
import http from 'node:http';

export const STREAMS = 200;
/** Issue 49: the message post at 75 % or more of the bare baseline's rate (its same statements and NOTIFY). */
export const CONVERSATION_TARGETS = { messageP95Ms: 100, fanOutP95Ms: 500, messageRatio: 0.75 };

const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** A JSON call with a cookie; answers { status, body, cookie }. */
function call(baseUrl, method, path, { body, cookie, address } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      `${baseUrl}${path}`,
      {
        method,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(cookie ? { cookie } : {}),
          ...(address ? { 'x-forwarded-for': address } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const setCookie = response.headers['set-cookie']?.map((line) => line.split(';')[0]).join('; ');
          resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString(), cookie: setCookie });
        });
      },
    );
    request.on('error', reject);
    if (payload) request.write(payload);
    request.end();
  });
}

/** An open event stream: calls onEvent(type, data) per event; close() ends it. */
function openStream(baseUrl, cookie, onEvent) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/events`, { headers: { cookie, accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return reject(new Error(`GET /api/events answered ${response.statusCode}`));
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type || data) onEvent(type ?? 'message', data ? JSON.parse(data) : null);
        }
      });
      resolve({ close: () => request.destroy() });
    });
    request.on('error', (error) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
  });
}

async function inBatches(items, size, action) {
  const results = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(action))));
  }
  return results;
}

/** Paced fan-out: messages a second (well under the posting throughput, so no queue builds up). */
export const FAN_OUT_RATE = 50;

/**
 * One message into every couple's thread, `gapMs` apart (0: all at once); each timed from sending
 * its POST to its author's stream delivering the event.
 */
async function fanOut(baseUrl, couples, arrivals, gapMs) {
  arrivals.clear();
  const sentAt = new Map();
  const answers = [];
  for (const couple of couples) {
    sentAt.set(couple.conversationId, performance.now());
    answers.push(
      call(baseUrl, 'POST', `/api/conversations/${couple.conversationId}/messages`, {
        body: { body: 'Ještě jedna otázka: kolik hodin fotíte?' },
        cookie: couple.cookie,
        address: couple.address,
      }),
    );
    if (gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  const posted = (await Promise.all(answers)).filter((answer) => answer.status === 201).length;
  const deadline = performance.now() + 10_000;
  while (arrivals.size < couples.length && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  const delays = couples
    .filter((couple) => arrivals.has(couple.conversationId))
    .map((couple) => arrivals.get(couple.conversationId) - sentAt.get(couple.conversationId))
    .sort((a, b) => a - b);
  return { posted, delivered: delays.length, p50: percentile(delays, 50), p95: percentile(delays, 95), max: delays.at(-1) };
}

/**
 * The same message posted by one couple through the app and through the baseline: null when both
 * answer 201 with the same JSON (bar the id and time), else what differs.
 */
async function compareMessage(baseUrl, baselineUrl, couple) {
  const post = (url) =>
    call(url, 'POST', `/api/conversations/${couple.conversationId}/messages`, {
      body: { body: 'Dobrý den, posíláme ještě doplnění.' },
      cookie: couple.cookie,
      address: couple.address,
    });
  const [app, baseline] = [await post(baseUrl), await post(baselineUrl)];
  if (app.status !== 201 || baseline.status !== 201) return `status ${app.status} (app) / ${baseline.status} (baseline): ${baseline.body.slice(0, 200)}`;
  const comparable = ({ id, createdAt, ...rest }) => ({ ...rest, id: typeof id, createdAt: typeof createdAt });
  const [a, b] = [comparable(JSON.parse(app.body)), comparable(JSON.parse(baseline.body))];
  return JSON.stringify(a) === JSON.stringify(b) ? null : `different answers: ${JSON.stringify(a)} / ${JSON.stringify(b)}`;
}

/**
 * Runs both measurements against the app at `baseUrl` (started with TRUST_PROXY=true and the rate
 * limits lifted); the message post also against the bare baseline at `baselineUrl` (same threads,
 * accounts and sessions). `compare(testCase)` is run.mjs's A B B A runner: { app, baseline }.
 */
export async function benchmarkConversations({ baseUrl, baselineUrl, runTag, compare, log }) {
  const catalogue = await call(baseUrl, 'GET', '/api/service-providers?pageSize=1');
  const providerId = JSON.parse(catalogue.body).items?.[0]?.id;
  if (!providerId) throw new Error('No listed provider in the catalogue');

  log(`conversations: ${STREAMS} couples register, ask provider ${providerId} and open their streams`);
  const couples = await inBatches([...Array(STREAMS).keys()], 10, async (n) => {
    const email = `bench.zpravy.${runTag}.${n}@example.cz`;
    const address = `10.200.${(n >> 8) & 255}.${n & 255}`;
    const registered = await call(baseUrl, 'POST', '/api/auth/register', {
      body: { firstName: 'Jana', lastName: `Zkušební ${n}`, email, password: 'bench-heslo-2026', confirmPassword: 'bench-heslo-2026' },
      address,
    });
    if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${registered.body}`);
    const asked = await call(baseUrl, 'POST', '/api/conversations', {
      body: { providerId, message: 'Dobrý den, máte volný termín 18. 9. 2027?' },
      cookie: registered.cookie,
      address,
    });
    if (asked.status !== 201) throw new Error(`POST /api/conversations answered ${asked.status}: ${asked.body}`);
    return { cookie: registered.cookie, conversationId: JSON.parse(asked.body).id, address };
  });

  // Each stream notes when its author's message event arrived.
  const arrivals = new Map();
  const streams = await inBatches(couples, 20, (couple) =>
    openStream(baseUrl, couple.cookie, (type, data) => {
      if (type === 'message.created' && data?.conversationId === couple.conversationId && !arrivals.has(couple.conversationId)) {
        arrivals.set(couple.conversationId, performance.now());
      }
    }),
  );

  try {
    const mismatch = await compareMessage(baseUrl, baselineUrl, couples[0]);
    if (mismatch) throw new Error(`message post: app and baseline differ: ${mismatch}`);
    log('message post: app and baseline answer the same');
    // Message posts under load: round robin over the threads (each author posts into its own).
    let next = 0;
    const postCase = {
      id: 'message',
      method: 'POST',
      path: `/api/conversations/${couples[0].conversationId}/messages`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Děkujeme, ozveme se.' }),
      setupRequest: (request) => {
        const couple = couples[next++ % couples.length];
        return {
          ...request,
          path: `/api/conversations/${couple.conversationId}/messages`,
          headers: { ...request.headers, cookie: couple.cookie, 'x-forwarded-for': couple.address },
        };
      },
    };
    const posting = await compare(postCase);
    arrivals.clear();
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the load's own events drain

    // Fan-out: one message into every thread, all at once (a burst), then paced at FAN_OUT_RATE a second.
    const burst = await fanOut(baseUrl, couples, arrivals, 0);
    const paced = await fanOut(baseUrl, couples, arrivals, 1000 / FAN_OUT_RATE);
    return { posting, burst, paced, streams: streams.length };
  } finally {
    for (const stream of streams) stream.close();
  }
}
