// Contract documents are limited to the kinds of file contract paperwork is made of, checked by
// name and by content (lib/domain/document-type.ts): anything else is 422, and nothing is stored.
import { describe, expect, it } from 'vitest';
import { callUpload } from '../support/call-upload';
import { accountWithContract } from '../support/contract-fixtures';
import { db } from '@/lib/db/client';
import { DOCUMENT_TYPES_MESSAGE } from '@/lib/domain/document-type';
import { POST as upload } from '@/app/api/contract/account/[acc]/contract_group/[g]/contract/[c]/attachments/route';

const text = (s: string) => new TextEncoder().encode(s);

describe('contract document types', () => {
  it.each<[string, string, Uint8Array]>([
    ['an executable', 'setup.exe', text('MZ\x90\x00 program')],
    ['an HTML page', 'page.html', text('<html><script>alert(1)</script>')],
    ['an HTML page named .pdf', 'invoice.pdf', text('<!doctype html><script>alert(1)</script>')],
    ['an SVG', 'logo.svg', text('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ['a file with no extension', 'contract', text('%PDF-1.7')],
  ])('refuses %s with 422 naming the allowed types, storing nothing', async (_why, name, bytes) => {
    const { params, contractId } = await accountWithContract();
    const res = await callUpload(upload, {
      params,
      file: { bytes, name, type: 'application/pdf' },
      fields: { file_type: 'drawings' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'file', message: DOCUMENT_TYPES_MESSAGE }]);
    expect(await db().attachment.count({ where: { contractId } })).toBe(0);
  });

  it.each<[string, Uint8Array]>([
    ['Level 2 plan.pdf', text('%PDF-1.7\n1 0 obj')],
    ['rates.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 6, 0])],
    ['site photo.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['schedule.csv', text('Item,Qty\nPaint,12\n')],
    ['level 3.dwg', text('AC1032\0\0\0\0')],
  ])('accepts %s', async (name, bytes) => {
    const { params } = await accountWithContract();
    const res = await callUpload(upload, {
      params,
      file: { bytes, name, type: 'application/octet-stream' },
      fields: { file_type: 'drawings' },
    });
    expect(res.status).toBe(201);
  });
});
