import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@athar/contract/endpoint';
import { encodeSessionCookie, type SessionUser } from './session-cookie';

const user: SessionUser = {
  user_id: 7,
  user_name: 'أحمد محمود',
  email: 'ahmed@example.com',
  msisdn: '01012345678',
  profile_pic: '',
  hide_data: false,
  verified: true,
  access_token: 'expired.token',
};

const anyAnswer = z.object({ status: z.number(), message: z.string(), data: z.unknown() });
/** An endpoint at `path` for these tests: the client reads only its method and path. */
const getAt = (path: string) => defineEndpoint({ method: 'GET', path, response: anyAnswer });
const postAt = (path: string) =>
  defineEndpoint({ method: 'POST', path, body: z.unknown(), response: anyAnswer });

/** A browser on `address` whose session cookie holds `user`, and whose every API call answers `status`. */
function stubBrowser(address: string, status: number) {
  const url = new URL(address, 'https://athar.example');
  const cookies: string[] = [encodeSessionCookie(user, 'athar.example').split(';')[0]!];
  vi.stubGlobal('window', {
    location: { pathname: url.pathname, search: url.search, hash: url.hash, hostname: url.hostname },
  });
  vi.stubGlobal('document', {
    get cookie() {
      return cookies.join('; ');
    },
    set cookie(value: string) {
      cookies.push(value);
    },
    querySelector: () => null,
    getElementById: () => null,
  });
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      requests.push(new Request(new URL(input, url), init));
      return new Response(JSON.stringify({ status: 0, message: 'انتهت الجلسة', data: null }), { status });
    }),
  );
  return { requests, cookies };
}

/** A fresh api client (its session store reads the stubbed cookie anew) and where it navigated to. */
async function freshClient() {
  vi.resetModules();
  const visited: string[] = [];
  const { registerNavigator } = await import('./navigation');
  registerNavigator((to) => visited.push(to));
  const client = await import('./api-client');
  const session = await import('./session');
  return { client, session, visited };
}

describe('a 401 from the API', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('ends the session and sends the user to /Login with the page they were on as the way back', async () => {
    const { requests } = stubBrowser('/MyFavourite?page=2#list', 401);
    const { client, session, visited } = await freshClient();
    expect(session.getSession()?.access_token).toBe('expired.token');

    await expect(client.call(getAt('/api/favourites/list'), {})).rejects.toMatchObject({ httpStatus: 401 });
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer expired.token');
    expect(session.getSession()).toBeNull();
    expect(visited).toEqual(['/Login?next=%2FMyFavourite%3Fpage%3D2%23list']);
    // and /Login, once logged in, reads it back to that very page
    const { afterLoginPath } = await import('./return-path');
    expect(afterLoginPath(new URL(visited[0]!, 'https://athar.example').search)).toBe(
      '/MyFavourite?page=2#list',
    );
  });

  it('brings a campaign page (Arabic title in the path) back too, after a send as after a get', async () => {
    const page = `/CampaignDonation/${encodeURIComponent('محمد_أحمد')}/10001`;
    stubBrowser(page, 401);
    const { client, visited } = await freshClient();
    await expect(
      client.call(postAt('/api/favourites/add'), { body: { campaign_id: 1 } }),
    ).rejects.toMatchObject({
      httpStatus: 401,
    });
    expect(visited).toEqual([`/Login?${new URLSearchParams({ next: page }).toString()}`]);
  });

  it('stays on /Login (no loop, no nested return path) when the 401 comes from the login page', async () => {
    stubBrowser('/Login?next=%2FMyProfile', 401);
    const { client, visited } = await freshClient();
    await expect(client.call(getAt('/api/users/profile'), {})).rejects.toMatchObject({ httpStatus: 401 });
    expect(visited).toEqual([]);
  });

  it('leaves navigation to the caller that handles its own 401, or asks for none', async () => {
    stubBrowser('/MyProfile', 401);
    const { client, visited } = await freshClient();
    const own = vi.fn();
    await expect(client.call(getAt('/api/x'), {}, { onUnauthorized: own })).rejects.toBeDefined();
    expect(own).toHaveBeenCalledOnce();
    await expect(
      client.call(postAt('/api/users/logout'), { body: undefined }, { redirectOnUnauthorized: false }),
    ).rejects.toBeDefined();
    expect(visited).toEqual([]);
  });
});

describe('a call to an endpoint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills its path, leaves empty query values out, and throws an answer whose status is not 1', async () => {
    const { requests } = stubBrowser('/Campaigns', 200);
    const { client } = await freshClient();
    const receipt = defineEndpoint({
      method: 'GET',
      path: '/api/receipts/:id',
      params: z.object({ id: z.number() }),
      query: z.object({ key: z.string().optional(), uid: z.number().optional(), search: z.string() }),
      response: anyAnswer,
    });
    await expect(
      client.call(receipt, { params: { id: 7 }, query: { key: 'a b', uid: undefined, search: '' } }),
    ).rejects.toMatchObject({ httpStatus: 200, status: 0, message: 'انتهت الجلسة' });
    expect(new URL(requests[0]!.url).pathname + new URL(requests[0]!.url).search).toBe(
      '/api/receipts/7?key=a+b',
    );
  });
});
