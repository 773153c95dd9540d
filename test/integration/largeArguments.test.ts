import { describe, expect, it } from 'vitest';
import { CDN_SCRIPT_ID, MEDIA_SHIELD_ZONE_ID, WEB_SHIELD_ZONE_ID } from '../../src/sandbox/index.js';
import { useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * Arguments as large as the schema says (`@largeText`), against the sandbox: a request carrying one may pass
 * MAX_REQUEST_BYTES (100 KiB) up to MAX_LARGE_ARGUMENT_BYTES (16 MiB), as long as the rest of it fits in
 * MAX_REQUEST_BYTES; anything else over MAX_REQUEST_BYTES is refused with 413 naming the limit.
 */

const graph = useSandboxGraph('large-arguments-key');
const { query, upstreamCalls } = graph;

const MAX_REQUEST_BYTES = 100 * 1024;

/** A valid OpenAPI document of about `bytes` bytes: three paths and a long description. */
function specification(bytes: number): string {
  const paths = { '/videos': { get: {}, post: {} }, '/videos/{id}': { delete: {} } };
  const text = JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Big API', version: '1.0.0', description: '' },
    paths,
  });
  return text.replace('"description":""', `"description":"${'d'.repeat(bytes - text.length)}"`);
}

const UPLOAD = `mutation ($content: String!) { uploadShieldApiGuardianSpecification(input: { shieldZoneId: ${MEDIA_SHIELD_ZONE_ID}, content: $content }) { apiGuardian { title endpoints { totalCount } } } }`;

/** POSTs a raw JSON body with this test's account. */
async function post(body: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${graph.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', AccessKey: graph.key },
    body,
  });
  return { status: response.status, text: await response.text() };
}

describe('an API Guardian specification larger than MAX_REQUEST_BYTES', () => {
  it('is uploaded whole: 1.5 MB as a variable', async () => {
    const content = specification(1_500_000);
    const { body } = await query(UPLOAD, { content });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      uploadShieldApiGuardianSpecification: { apiGuardian: { title: 'Big API', endpoints: { totalCount: 3 } } },
    });
    expect(upstreamCalls()).toContain(`POST /shield/shield-zone/${MEDIA_SHIELD_ZONE_ID}/api-guardian/spec`);
    const sent = graph.sandbox.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(String(sent?.body))).toMatchObject({ content });
  });

  it('is uploaded whole: 1.5 MB written in the document, and replaced by another', async () => {
    const inline = (content: string, mutation: string) =>
      `mutation { ${mutation}(input: { shieldZoneId: ${MEDIA_SHIELD_ZONE_ID}, content: ${JSON.stringify(content)} }) {
        apiGuardian { title } } }`;
    const first = await query(inline(specification(1_500_000), 'uploadShieldApiGuardianSpecification'));
    expect(first.body.errors).toBeUndefined();
    const replaced = await query(inline(specification(1_200_000), 'updateShieldApiGuardianSpecification'));
    expect(replaced.body).toEqual({
      data: { updateShieldApiGuardianSpecification: { apiGuardian: { title: 'Big API' } } },
    });
  });

  it('over 2,000,000 characters is refused naming input.content, before any call', async () => {
    const { body } = await query(UPLOAD, { content: specification(2_000_001) });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.content' });
    expect(body.errors?.[0]?.message).toContain('2000000');
    expect(upstreamCalls()).toEqual([]);
  });

  it('over MAX_LARGE_ARGUMENT_BYTES is refused with 413 naming the limit, before the body is read', async () => {
    const { status, text } = await post(
      JSON.stringify({ query: UPLOAD, variables: { content: 'x'.repeat(17_000_000) } }),
    );
    expect(status).toBe(413);
    expect(JSON.parse(text)).toMatchObject({
      errors: [
        { message: expect.stringContaining('MAX_LARGE_ARGUMENT_BYTES'), extensions: { code: 'REQUEST_TOO_LARGE' } },
      ],
    });
    expect(upstreamCalls()).toEqual([]);
  });
});

describe('a request over MAX_REQUEST_BYTES outside its large arguments', () => {
  it('is refused with 413 naming MAX_REQUEST_BYTES, when the excess is in an argument that is not large', async () => {
    const { status, text } = await post(
      JSON.stringify({
        query: `mutation ($content: String!, $pad: String) { uploadShieldApiGuardianSpecification(input: { shieldZoneId: ${MEDIA_SHIELD_ZONE_ID}, content: $content }) { apiGuardian { title } } }`,
        variables: { content: specification(300_000), pad: 'p'.repeat(MAX_REQUEST_BYTES) },
      }),
    );
    expect(status).toBe(413);
    const message = (JSON.parse(text) as { errors: { message: string }[] }).errors[0]?.message;
    expect(message).toContain(
      `larger than ${MAX_REQUEST_BYTES} bytes (MAX_REQUEST_BYTES) besides the text of input.content`,
    );
    expect(upstreamCalls()).toEqual([]);
  });

  it('is refused with 413 naming MAX_REQUEST_BYTES, when the operation has no large argument at all', async () => {
    const { status, text } = await post(
      JSON.stringify({ query: '{ containerNodeIps }', variables: { pad: 'p'.repeat(MAX_REQUEST_BYTES) } }),
    );
    expect(status).toBe(413);
    expect(text).toContain(`larger than ${MAX_REQUEST_BYTES} bytes (MAX_REQUEST_BYTES)`);
    expect(text).toContain('documented as large');
    expect(upstreamCalls()).toEqual([]);
  });

  it('counts a copy of a large value in a variable no large argument takes against MAX_REQUEST_BYTES', async () => {
    const content = specification(MAX_REQUEST_BYTES * 3);
    const { status, text } = await post(
      JSON.stringify({
        query: UPLOAD,
        variables: { content, unused: content },
      }),
    );
    expect(status).toBe(413);
    expect(text).toContain('besides the text of input.content');
  });
});

describe('the other large texts', () => {
  it('take a custom access list of 500 KB, given inside the input object', async () => {
    // Within the sandbox plan's 1,000 entries: long organisation names.
    const content = Array.from({ length: 900 }, (_, index) => `Organisation ${index} `.padEnd(600, 'o')).join('\n');
    expect(content.length).toBeGreaterThan(500_000);
    const { body } = await query(
      `mutation ($input: CustomAccessListInput!) { createShieldCustomAccessList(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, customAccessList: $input }) { customAccessList { name } } }`,
      { input: { name: 'Big list', type: 'ORGANIZATION', content } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ createShieldCustomAccessList: { customAccessList: { name: 'Big list' } } });
  });

  it('take a custom page of 900 KB', async () => {
    const html = `<html><body>${'<p>page</p>'.repeat(80_000)}</body></html>`;
    const { body } = await query(
      `mutation ($html: String!) { setShieldCustomPage(input: { shieldZoneId: ${WEB_SHIELD_ZONE_ID}, pageType: "block", html: $html }) { customPage { __typename } } }`,
      { html },
    );
    expect(body.errors).toBeUndefined();
  });

  it("take an Edge Script's code of 3 MB as text, and refuse text over 10 MiB naming code", async () => {
    const SET = `mutation ($code: String!) { setEdgeScriptCode(input: { edgeScriptId: ${CDN_SCRIPT_ID}, code: $code }) { clientMutationId } }`;
    const code = `export default {};\n${'const s = "é\\t🐇";\n'.repeat(150_000)}`;
    const { body } = await query(SET, { code });
    expect(body.errors).toBeUndefined();
    expect(JSON.parse(graph.sandbox.requests.at(-1)?.body.toString() ?? '')).toEqual({ Code: code });
    graph.sandbox.clearRequests();
    const tooLarge = await query(SET, { code: 'x'.repeat(10 * 1024 * 1024 + 1) });
    expect(tooLarge.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'input.code' });
    expect(tooLarge.body.errors?.[0]?.message).toContain('at most 10485760 bytes');
    expect(upstreamCalls()).toEqual([]);
  });
});
