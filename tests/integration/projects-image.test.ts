// A project's picture (spec §7 Projects "image upload"): upload, serve, replace, remove, duplicate;
// size and type checked from the bytes; only project editors change it, only its account sees it.
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { callRoute } from '../support/call-route';
import { callUpload, TINY_PNG } from '../support/call-upload';
import { createAccountWithOwner } from '../support/factories';
import { addMember } from '../support/members';
import { projectOf } from '../support/contract-fixtures';
import { db } from '@/lib/db/client';
import { IMAGE_MAX_BYTES } from '@/lib/domain/image-type';
import {
  DELETE as remove,
  GET as serve,
  POST as upload,
} from '@/app/api/group/account/[acc]/contract_group/[g]/image/route';
import { GET as readProject } from '@/app/api/group/account/[acc]/contract_group/[g]/route';
import { GET as listProjects } from '@/app/api/group/account/[acc]/contract_group/route';
import { POST as duplicate } from '@/app/api/group/account/[acc]/contract_group/[g]/duplicate/route';

/** The first bytes of a JPEG (SOI + APP0): what the sniffer reads. */
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

let owner: Awaited<ReturnType<typeof createAccountWithOwner>>;
let params: { acc: string; g: string };
beforeEach(async () => {
  owner = await createAccountWithOwner('Rimu Construction');
  params = { acc: owner.accountId, g: (await projectOf(owner.accountId, 'Rimu Lane')).id };
  signInAs(owner.userId);
});

const imagesOf = (projectId: string) => db().projectImage.count({ where: { projectId } });

const png = { bytes: TINY_PNG, name: 'site.png', type: 'image/png' };

/** GET …/image as the browser's <img> does; the body as bytes. */
async function fetchImage(url: string, p = params) {
  const response = await serve(new Request(`http://localhost${url}`), { params: Promise.resolve(p) });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('upload and serve', () => {
  it('stores the image, answers its versioned address, and serves the bytes with their real type', async () => {
    const res = await callUpload(upload, { params, file: png });
    expect(res.status).toBe(200);
    expect(res.body.image_url).toMatch(
      new RegExp(`^/api/group/account/${owner.accountId}/contract_group/${params.g}/image\\?v=\\d+$`),
    );
    const { response, bytes } = await fetchImage(res.body.image_url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(bytes).toEqual(TINY_PNG);
    expect(
      await db().history.count({ where: { projectId: params.g, action: 'project.image_updated' } }),
    ).toBe(1);

    // The project and the list point at it.
    expect((await callRoute(readProject, { params })).body.image_url).toBe(res.body.image_url);
    const list = await callRoute(listProjects, { params: { acc: owner.accountId } });
    expect(list.body.projects[0].image_url).toBe(res.body.image_url);
  });

  it('a new picture replaces the old one under a new address', async () => {
    const first = await callUpload(upload, { params, file: png });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await callUpload(upload, {
      params,
      file: { bytes: JPEG, name: 'x.jpg', type: 'image/jpeg' },
    });
    expect(second.status).toBe(200);
    expect(second.body.image_url).not.toBe(first.body.image_url);
    expect(await imagesOf(params.g)).toBe(1);
    const { response, bytes } = await fetchImage(second.body.image_url);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(bytes).toEqual(JPEG);
    // The unversioned address is always the current picture, never kept by the browser.
    const current = await fetchImage(
      `/api/group/account/${owner.accountId}/contract_group/${params.g}/image`,
    );
    expect(current.response.headers.get('cache-control')).toBe('private, no-cache');
    expect(current.bytes).toEqual(JPEG);
  });

  it('removes the picture; removing again or fetching it answers 404', async () => {
    await callUpload(upload, { params, file: png });
    expect((await callRoute(remove, { method: 'DELETE', params })).body).toEqual({ image_url: null });
    expect((await callRoute(remove, { method: 'DELETE', params })).status).toBe(404);
    const gone = await fetchImage(`/api/group/account/${owner.accountId}/contract_group/${params.g}/image`);
    expect(gone.response.status).toBe(404);
    expect((await callRoute(readProject, { params })).body.image_url).toBeNull();
    expect(
      await db().history.count({ where: { projectId: params.g, action: 'project.image_removed' } }),
    ).toBe(1);
  });

  it('a duplicated project takes a copy of the picture', async () => {
    await callUpload(upload, { params, file: png });
    const copy = await callRoute(duplicate, { params });
    expect(copy.status).toBe(201);
    const read = await callRoute(readProject, { params: { acc: owner.accountId, g: copy.body.id } });
    const { bytes } = await fetchImage(read.body.image_url, { acc: owner.accountId, g: copy.body.id });
    expect(bytes).toEqual(TINY_PNG);
  });
});

describe('what is refused', () => {
  it.each([
    [
      'an SVG named .png',
      { bytes: new TextEncoder().encode('<svg onload="alert(1)"/>'), name: 'x.png', type: 'image/png' },
      422,
      'Upload a PNG, JPEG or WebP image.',
    ],
    ['no file', undefined, 422, 'Choose a file to upload.'],
    [
      'a file over 2 MB',
      { bytes: new Uint8Array(IMAGE_MAX_BYTES + 1), name: 'big.png', type: 'image/png' },
      413,
      'The image is too big to be uploaded. Please use an image of less than 2 MB.',
    ],
  ])('%s is refused, storing nothing', async (_label, file, status, message) => {
    const res = await callUpload(upload, { params, file });
    expect(res.status).toBe(status);
    expect(res.body.errors[0].message).toBe(message);
    expect(await imagesOf(params.g)).toBe(0);
  });

  it('a malformed version or project id is a 422, not a 500', async () => {
    const bad = await fetchImage(
      `/api/group/account/${owner.accountId}/contract_group/${params.g}/image?v=abc`,
    );
    expect(bad.response.status).toBe(422);
    const badId = await callUpload(upload, { params: { ...params, g: 'nope' }, file: png });
    expect(badId.status).toBe(422);
  });
});

describe('who may', () => {
  it('a view user sees the picture but cannot change or remove it', async () => {
    const url = (await callUpload(upload, { params, file: png })).body.image_url;
    signInAs((await addMember(owner.accountId, 'view')).userId);
    expect((await fetchImage(url)).response.status).toBe(200);
    expect((await callUpload(upload, { params, file: png })).status).toBe(403);
    expect((await callRoute(remove, { method: 'DELETE', params })).status).toBe(403);
    expect(await imagesOf(params.g)).toBe(1);
  });

  it('a project admin without an account role may change it', async () => {
    const member = await addMember(owner.accountId, 'none');
    await db().projectMember.create({
      data: { accountId: owner.accountId, projectId: params.g, userId: member.userId, role: 'project_admin' },
    });
    signInAs(member.userId);
    expect((await callUpload(upload, { params, file: png })).status).toBe(200);
  });

  it("another account's user gets 404 through their own account and 403 through ours, and no bytes", async () => {
    const url = (await callUpload(upload, { params, file: png })).body.image_url;
    const other = await createAccountWithOwner('Other');
    signInAs(other.userId);
    const theirs = { acc: other.accountId, g: params.g };
    const viaTheirs = await fetchImage(url.replace(owner.accountId, other.accountId), theirs);
    expect(viaTheirs.response.status).toBe(404);
    expect(viaTheirs.response.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await fetchImage(url)).response.status).toBe(403);
    expect((await callUpload(upload, { params: theirs, file: png })).status).toBe(404);
    expect((await callRoute(remove, { method: 'DELETE', params: theirs })).status).toBe(404);
    expect((await callRoute(remove, { method: 'DELETE', params })).status).toBe(403);
    expect(await imagesOf(params.g)).toBe(1);
  });
});
