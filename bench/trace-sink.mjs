// A stand-in OTLP/HTTP trace collector for `make bench` with BENCH_TRACING=1 (started by bench/replica.mjs):
// answers 200 to POST /v1/traces and counts the spans; GET /counts answers { posts, spans, bytes }.
//
//   PORT=4318 node bench/trace-sink.mjs
import http from 'node:http';

const counts = { posts: 0, spans: 0, bytes: 0 };
// Every span of the exporter's JSON has one "spanId" key (a parent's is "parentSpanId"): counting it spares parsing each batch.
const SPAN_KEY = '"spanId":';

http
  .createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/counts') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(JSON.stringify(counts));
    }
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        counts.posts += 1;
        counts.bytes += Buffer.byteLength(body);
        for (let at = body.indexOf(SPAN_KEY); at !== -1; at = body.indexOf(SPAN_KEY, at + SPAN_KEY.length)) counts.spans += 1;
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end('{}');
      }
      response.writeHead(404);
      response.end();
    });
  })
  .listen(Number(process.env.PORT ?? 4318), '127.0.0.1');
