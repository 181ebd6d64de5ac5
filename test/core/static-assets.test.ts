import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/connection';
import { createTestDatabase, testAppConfig, type TestDatabase } from '../support/test-app';

// A console build of our own (as the Vite build lays it out, .br and .gz beside each file), so
// the test needs no build.
const consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bos-static-'));
const indexHtml = '<!doctype html><html><head><title>Business Ops</title></head><body><div id="root"></div></body></html>';
const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;

function writeWithCompressed(relative: string, content: string, { br = true, gz = true } = {}) {
  const file = path.join(consoleDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  if (br) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  if (gz) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

let testDatabase: TestDatabase;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  writeWithCompressed('index.html', indexHtml);
  writeWithCompressed('assets/index-Ab12Cd34.js', script);
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
  app = await buildApp({
    database,
    config: testAppConfig,
    consoleDir,
    verifyResponses: true,
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await testDatabase?.drop();
  fs.rmSync(consoleDir, { recursive: true, force: true });
});

describe('the console files', () => {
  test('a content-hashed file under /assets/ is cached for a year, immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe(script);
  });

  test('Accept-Encoding br gets the .br written at build time, Content-Encoding br, Vary: Accept-Encoding', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // the file as written, not compressed a second time
    expect(response.rawPayload.equals(fs.readFileSync(path.join(consoleDir, 'assets/index-Ab12Cd34.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  test('Accept-Encoding gzip only gets the .gz', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  test('index.html answers no-cache with an ETag, and 304 when it has not changed', async () => {
    const first = await app.inject({ method: 'GET', url: '/index.html' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toBeTruthy();
    expect(first.body).toBe(indexHtml);

    const again = await app.inject({ method: 'GET', url: '/index.html', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  test('the SPA fallback (any console path) is index.html, no-cache with an ETag, 304 when unchanged, compressed when asked', async () => {
    const first = await app.inject({ method: 'GET', url: '/sales/customers?page=2' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toBe(indexHtml);
    const again = await app.inject({ method: 'GET', url: '/sales/customers', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const compressed = await app.inject({ method: 'GET', url: '/sales/customers', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(indexHtml);
  });

  test('a missing asset is a 404 problem, not index.html', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-Old00000.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('API answers', () => {
  test('a large JSON answer is compressed when the client accepts it, and plain when not', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const document = plain.json();
    expect(document.openapi).toBe('3.1.0');

    const br = await app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(document);

    const gzip = await app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(document);
  });

  test('a small answer stays plain; problems keep their content type', async () => {
    const health = await app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });

    const problem = await app.inject({ method: 'GET', url: '/api/v1/customers', headers: { 'accept-encoding': 'br, gzip' } });
    expect(problem.statusCode).toBe(401);
    expect(problem.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problem.json()).toMatchObject({ status: 401 });
  });
});
