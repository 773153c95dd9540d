import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { codeFromJson } from '../../src/areas/edgeScripts/code/fromJson.js';
import { codeAsJson } from '../../src/areas/edgeScripts/code/toJson.js';
import { GatewayError } from '../../src/errors/gatewayError.js';

/**
 * The two streams that carry a script's code through bunny.net's JSON without holding it whole: the JSON answer read
 * into the code's bytes (for the download), and an uploaded file written into the JSON body (for setEdgeScriptCode).
 * Each is checked against JSON.parse and JSON.stringify, with the input cut into chunks at every kind of boundary.
 */

/** `bytes` in chunks of `size` (the last one shorter): every escape and character split somewhere. */
const chunked = (bytes: Buffer, size: number): Buffer[] =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) =>
    bytes.subarray(index * size, (index + 1) * size),
  );

async function unwrapped(json: Buffer | string, size = 7): Promise<Buffer> {
  const out = codeFromJson();
  const [, code] = await Promise.all([pipeline(Readable.from(chunked(Buffer.from(json), size)), out), buffer(out)]);
  return code;
}

/** What JSON.parse makes of the code, as UTF-8: the conversion the stream must match. */
const expected = (json: string): Buffer =>
  Buffer.from((JSON.parse(json) as { Code?: string | null }).Code ?? '', 'utf8');

/** Text with what bunny.net's .NET serializer escapes: quotes, backslashes, controls, non-ASCII, emoji, HTML. */
const TRICKY =
  'export default {}; // "quoted" \\ back\\slash\n\ttabs\r\u0000\u001f é ü 日本 🐇🥕 <tag> & \'single\' \u2028';

/** JSON as .NET's System.Text.Json writes it by default: every non-ASCII and HTML-sensitive character as \uXXXX. */
const dotNetJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[\u007f-\uffff<>&'+]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

describe("codeFromJson: bunny.net's code JSON read as it arrives", () => {
  it('gives exactly the code JSON.parse finds, for every chunk size from 1 byte up', async () => {
    const json = JSON.stringify({ LastModified: '2026-11-21T10:00:00Z', Code: TRICKY });
    for (let size = 1; size <= 40; size += 1)
      expect((await unwrapped(json, size)).equals(expected(json)), `size ${size}`).toBe(true);
  });

  it('decodes \\uXXXX escapes and surrogate pairs split across chunks, as .NET escapes them', async () => {
    const json = dotNetJson({ Code: TRICKY, LastModified: '2026-11-21T10:00:00Z' });
    expect(json).toContain('\\ud83d\\udc07');
    for (const size of [1, 2, 3, 5, 6, 11]) expect((await unwrapped(json, size)).toString('utf8')).toBe(TRICKY);
  });

  it('turns a lone surrogate escape into U+FFFD, as Buffer.from does with the parsed string', async () => {
    const json = '{"Code":"a\\ud800b\\udc00c\\ud83d"}';
    expect(await unwrapped(json, 1)).toEqual(expected(json));
    expect((await unwrapped(json)).toString('utf8')).toBe('a\uFFFDb\uFFFDc\uFFFD');
  });

  it('skips every other property, whatever its value, and answers no code for Code null or absent', async () => {
    const other = '"Other":{"a":[1,"}\\"]",{"b":null}],"c":"{"},"N":-1.5e3,"T":true,"Z":null';
    expect((await unwrapped(`{${other},"Code":"x",${other}}`, 3)).toString()).toBe('x');
    expect(await unwrapped(' { "Code" : null , "LastModified":"2026-11-21" } ')).toEqual(Buffer.alloc(0));
    expect(await unwrapped(`{${other}}`, 1)).toEqual(Buffer.alloc(0));
    expect(await unwrapped('{}')).toEqual(Buffer.alloc(0));
  });

  it('reads a key escaped as \\u0043ode as Code, and a longer key as another property', async () => {
    expect((await unwrapped('{"\\u0043ode":"a","Codex":"b"}', 2)).toString()).toBe('a');
  });

  it('fails with UPSTREAM_ERROR on an answer that is not a whole JSON object', async () => {
    for (const json of ['[1]', '"code"', '{"Code":"a"', '{"Code":"a\\x"}', '{"Code":"a"} x', '{"Code" "a"}'])
      await expect(unwrapped(json), json).rejects.toSatisfy(
        (error) => error instanceof GatewayError && error.code === 'UPSTREAM_ERROR',
      );
  });

  it('passes megabytes of code through in pieces, never one buffer of the whole answer', async () => {
    const code = `${'const x = "\\u00e9";\n'.repeat(200_000)}`;
    const out = codeFromJson();
    const sizes: number[] = [];
    out.on('data', (piece: Buffer) => sizes.push(piece.length));
    const done = new Promise((resolve) => out.on('end', resolve));
    await pipeline(Readable.from(chunked(Buffer.from(JSON.stringify({ Code: code })), 65_536)), out);
    await done;
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(Buffer.byteLength(code));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(65_536);
  });
});

/** The upload as a stream of chunks, read through codeAsJson into one body. */
async function wrapped(file: Buffer, size = 5, maxBytes = 1_000_000): Promise<Buffer> {
  const stream = Readable.from(chunked(file, size));
  return buffer(codeAsJson({ stream, filename: 'index.js', mimeType: 'text/javascript' }, maxBytes));
}

describe('codeAsJson: an uploaded code file written into the JSON body as it arrives', () => {
  it('makes exactly the body JSON.stringify makes, for every chunk size, a character split anywhere', async () => {
    const file = Buffer.from(TRICKY, 'utf8');
    for (let size = 1; size <= 30; size += 1)
      expect((await wrapped(file, size)).toString('utf8'), `size ${size}`).toBe(JSON.stringify({ Code: TRICKY }));
  });

  it('sends an empty file as empty code', async () => {
    expect((await wrapped(Buffer.alloc(0))).toString()).toBe('{"Code":""}');
  });

  it('refuses a file that is not UTF-8 with BAD_USER_INPUT naming codeFile', async () => {
    for (const file of [Buffer.from([0x61, 0xff, 0x62]), Buffer.from([0x61, 0xe6, 0x97])])
      await expect(wrapped(file, 1)).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        extensions: { argument: 'input.codeFile' },
      });
  });

  it('refuses a file over the byte cap while it streams, naming codeFile', async () => {
    await expect(wrapped(Buffer.alloc(2048, 0x61), 100, 1024)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      extensions: { argument: 'input.codeFile' },
    });
  });

  it('fails the body when the upload is cut off, rather than sending part of the code', async () => {
    const stream = new PassThrough();
    const body = codeAsJson({ stream, filename: 'index.js', mimeType: 'text/javascript' }, 1_000_000);
    const read = buffer(body);
    stream.write('export default');
    stream.destroy(new Error('client went away'));
    await expect(read).rejects.toMatchObject({ code: 'BAD_USER_INPUT', extensions: { argument: 'input.codeFile' } });
  });
});
