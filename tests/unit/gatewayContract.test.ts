/**
 * Issue 44: the gateway's contract for a lender's backend team (docs/gateway/, `npm run gateway-contract`). The
 * OpenAPI document validates under a well-kept validator with one operation per call, each saying what it does; what
 * each page reads names the gateway's own fields and what the page does when one is wrong; and the committed files
 * are what the catalogue and the pages make now (a reply schema edited without regenerating fails here).
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../renderer/contract/json.ts';
import {
  OPENAPI_FILE,
  PAGE_READS_FILE,
  gatewayContractFiles,
  staleGatewayContract,
} from '../../renderer/toolchain/gatewayContract/contractFiles.ts';
import type { PageReads } from '../../renderer/toolchain/gatewayContract/pageReads.ts';
import { loadProject, ROOT, type Project } from '../../renderer/toolchain/project/project.ts';
import { rawPayloadSchema, rawPointer, readableToRaw } from '../../renderer/toolchain/gatewayContract/rawNames.ts';

let project: Project;
let files: Record<string, string>;
beforeAll(() => {
  project = loadProject();
  files = gatewayContractFiles(project);
}, 60_000);

const operationsOf = (document: Json) =>
  Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );

describe('docs/gateway/openapi.json', () => {
  it('is valid OpenAPI 3.1 with one operation per call, each with its effect, credentials and reply', async () => {
    const document = JSON.parse(files[OPENAPI_FILE]!) as Json;
    // The validator dereferences in place: it gets its own copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    expect(document.openapi).toBe('3.1.0');
    const operations = operationsOf(document);
    const calls = Object.entries(project.calls);
    expect(operations).toHaveLength(calls.length);
    for (const [id, call] of calls) {
      const found = operations.filter(({ op }) => op.operationId === id);
      expect(found, id).toHaveLength(1);
      const { path, method, op } = found[0]!;
      expect({ path, method, effect: op['x-effect'] }, id).toEqual({
        path: call.path,
        method: call.method,
        effect: call.effect,
      });
      const headers = JSON.stringify(op.parameters);
      expect(headers.includes('idempotencyKey'), `${id}: Idempotency-Key`).toBe(call.idempotent === true);
      if (call.effect === 'money') expect(call.idempotent, `${id} moves money`).toBe(true);
      expect(op.security, id).toContainEqual({
        'header.X-Auth-Token': [],
        'header.X-Session-Id': [],
        'query.token': [],
      });
      if (call.public) expect(op.security, id).toContainEqual({});
    }
  });

  it("writes a reply in the gateway's own names, inside its envelope and with its success rule", () => {
    const document = JSON.parse(files[OPENAPI_FILE]!) as Json;
    const op = operationsOf(document).find(({ op }) => op.operationId === 'standTargeted')!.op;
    const text = JSON.stringify(op.responses);
    // The payload is under "competence", the code "interconnected" is "0" on success, and the scrambled names stand.
    const schema = (op.responses as Json)['200'] as Json;
    const success = ((schema.content as Json)['application/json'] as { schema: { anyOf: Json[] } }).schema.anyOf[0]!;
    expect(success.properties).toMatchObject({ interconnected: { const: '0' }, competence: { type: 'object' } });
    expect(Object.keys(((success.properties as Json).competence as Json).properties as Json)).toEqual(
      expect.arrayContaining(['transferring', 'methods', 'field']),
    );
    expect(text).not.toContain('noticeTitle');
  });
});

describe("a reply in the gateway's own names", () => {
  // A scrambled payload renamed at its root and in each item of a list named after renaming (CONTRACT §7).
  const call = {
    envelope: { code: 'q', message: 'm', data: 'd' },
    aliases: { '': { zz: 'items', yy: 'title' }, '/items/*': { xx: 'amount' } },
    reply: {
      type: 'object',
      required: ['title'],
      properties: {
        title: { type: 'string' },
        items: { type: 'array', items: { type: 'object', required: ['amount'], properties: { amount: {} } } },
      },
    },
  };

  it('puts every alias back, the deepest first, required names included', () => {
    expect(rawPayloadSchema(call)).toEqual({
      type: 'object',
      required: ['yy'],
      properties: {
        yy: { type: 'string' },
        zz: { type: 'array', items: { type: 'object', required: ['xx'], properties: { xx: {} } } },
      },
    });
  });

  it("points into the whole reply by the gateway's names, an item by its index or *", () => {
    expect(rawPointer(call, ['items', '*', 'amount'])).toBe('/d/zz/*/xx');
    expect(readableToRaw(call, '/items/3/amount')).toBe('/d/zz/3/xx');
    expect(readableToRaw(call, '')).toBe('/d');
  });
});

describe('docs/gateway/page-reads.json', () => {
  it('names each page, node and brand that binds a field, and what a missing, null or wrong field does', () => {
    const reads = (JSON.parse(files[PAGE_READS_FILE]!) as { calls: PageReads }).calls;
    expect(Object.keys(reads).sort()).toEqual(Object.keys(project.calls).sort());
    const status = reads.loanDetails!.fields.find((field) => field.pointer === '/data/orderStatus')!;
    // Required by the reply schema: a loan without its status is a bad reply, and loan details shows its error.
    expect(status).toMatchObject({ missing: 'error', null: 'error', otherType: 'error' });
    expect(status.readBy).toContainEqual(
      expect.objectContaining({ page: 'loanDetails', node: 'statusBanner#statusBanner', brands: ['kilat', 'lumen'] }),
    );
    // Optional and nullable: the banner's title is blank.
    expect(reads.loanDetails!.fields.find((field) => field.pointer === '/data/noticeStatusText')).toMatchObject({
      missing: 'blank',
      null: 'blank',
      otherType: 'error',
    });
    // A scrambled reply is named as the gateway sends it, items of a list by "*".
    expect(reads.standTargeted!.fields.map((field) => field.pointer)).toContain('/competence/field/*/icon');
    expect(reads.loanDetails!.sentBy).toContainEqual(
      expect.objectContaining({ page: 'loanDetails', as: 'data source' }),
    );
  });
});

describe('the generated files', () => {
  it('are what `npm run gateway-contract` writes now', () => {
    const stale = staleGatewayContract(project).map((problem) => problem.file);
    expect(stale, `out of date: run npm run gateway-contract (${stale.join(', ')})`).toEqual([]);
    for (const [file, text] of Object.entries(files))
      expect(readFileSync(join(ROOT, file), 'utf8') === text, `${file}: run npm run gateway-contract`).toBe(true);
  });

  it('go stale when a reply schema is edited without regenerating', () => {
    const loan = project.calls.loanDetails!;
    const reply = loan.reply as Json;
    const edited: Project = {
      ...project,
      calls: {
        ...project.calls,
        loanDetails: { ...loan, reply: { ...reply, required: [...(reply.required as string[]), 'productName'] } },
      },
    };
    expect(staleGatewayContract(edited).map((problem) => problem.file)).toEqual(
      expect.arrayContaining([OPENAPI_FILE, PAGE_READS_FILE]),
    );
  });
});
