// The framework's floor: the app's own answers, recorded once and sent again unchanged on every
// request, with no database, no token check and no code of ours. BENCH_FLOOR picks the server:
// `http` (bare node:http, as the ceiling sends its answers), `express` (Express alone, one route
// per path) or `nest` (Nest on Express, one controller, as NestFactory.create makes the app).
// Each serializes the same object per request, as the app and the ceiling do. Beside the ceiling,
// what the last two spend is what the design's frameworks cost before the app does anything.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { sendJson } from './send-json.mjs';

const require = createRequire(import.meta.url);
const kind = process.env.BENCH_FLOOR;
/** URL (path and query) → the app's answer to it. */
const answers = new Map(Object.entries(JSON.parse(readFileSync(process.env.BENCH_FLOOR_ANSWERS))));
answers.set('/ready', { status: 'ok' });
const paths = [...new Set([...answers.keys()].map((url) => new URL(url, 'http://x').pathname))];
const port = Number(process.env.PORT);

if (kind === 'http') {
  createServer((req, res) => {
    const body = answers.get(req.url);
    if (body) sendJson(res, 200, body);
    else sendJson(res, 404, { status: 'error', statusCode: 404, message: 'Not found' });
  }).listen(port, '127.0.0.1');
} else if (kind === 'express') {
  const express = require('express');
  const app = express();
  for (const path of paths) app.get(path, (req, res) => res.json(answers.get(req.originalUrl)));
  app.listen(port, '127.0.0.1');
} else if (kind === 'nest') {
  require('reflect-metadata');
  const { Controller, Get, Module, Req } = require('@nestjs/common');
  const { NestFactory } = require('@nestjs/core');
  // Decorators applied by hand: this file runs as plain JavaScript.
  class FloorController {}
  paths.forEach((path, i) => {
    const name = `answer${i}`;
    FloorController.prototype[name] = (req) => answers.get(req.originalUrl);
    Reflect.defineMetadata('design:paramtypes', [Object], FloorController.prototype, name);
    Req()(FloorController.prototype, name, 0);
    Get(path)(
      FloorController.prototype,
      name,
      Object.getOwnPropertyDescriptor(FloorController.prototype, name),
    );
  });
  Controller()(FloorController);
  class FloorModule {}
  Module({ controllers: [FloorController] })(FloorModule);
  const app = await NestFactory.create(FloorModule, { logger: false });
  app.enableShutdownHooks();
  await app.listen(port, '127.0.0.1');
} else {
  throw new Error(`BENCH_FLOOR must be http, express or nest, not ${kind}`);
}
