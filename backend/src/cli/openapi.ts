import 'reflect-metadata';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from '../app.module';
import { API_PREFIX, buildOpenApiDocument } from '../app.setup';
import { AppConfig } from '../config/app-config';

/**
 * Writes the OpenAPI document without a database or an HTTP server: Nest's preview mode builds
 * the module graph and route metadata but instantiates no provider.
 */
async function main(): Promise<void> {
  const target = path.resolve(process.argv[2] ?? 'openapi.json');
  const config = AppConfig.fromEnv({ NODE_ENV: 'development' });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({ config, databaseUrl: 'postgres://preview@127.0.0.1:1/preview' }),
    new FastifyAdapter(),
    { preview: true, logger: false, abortOnError: false },
  );
  app.setGlobalPrefix(API_PREFIX);
  const document = buildOpenApiDocument(app);
  fs.writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  await app.close();
  console.log(`OpenAPI document written to ${target} (${Object.keys(document.paths).length} paths)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
