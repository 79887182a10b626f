import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';

/**
 * Nest's Express adapter, writing a handler's plain JSON answer straight to the response.
 *
 * Express's res.json → res.send sets the type through its MIME lookup, parses that type again to
 * add the charset, copies the text into a Buffer and checks freshness, for every list page. None
 * of that applies to a JSON body without validators (ETag, Last-Modified) or a type of its own:
 * those, strings, streams and empty bodies still go through Express. A Buffer (SerializedJson's
 * bytes) goes to res.send as bytes, where Nest would serialize it as an object.
 */
export class JsonExpressAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (Buffer.isBuffer(body)) {
      if (statusCode) response.status(statusCode);
      return response.send(body);
    }
    if (
      body === null ||
      typeof body !== 'object' ||
      body instanceof StreamableFile ||
      response.hasHeader('Content-Type') ||
      response.hasHeader('ETag') ||
      response.hasHeader('Last-Modified')
    ) {
      return super.reply(response, body, statusCode);
    }
    if (statusCode) response.statusCode = statusCode;
    const text = JSON.stringify(body);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(text));
    return response.end(text);
  }
}
