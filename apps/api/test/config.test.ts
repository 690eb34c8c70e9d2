import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Country,
  ItemResponse,
  ListResponse,
  Pager,
  Partner,
  PopupText,
  Setting,
  VideoLink,
  VideoLinkPage,
} from '@admin/api-client/contract';
import { startWithAdmin } from './helpers/staff';
import type { client } from './helpers/http';
import type { TestServer } from './helpers/server';

describe('configuration', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let anon: ReturnType<typeof client>;
  beforeAll(async () => ({ server, api, anon } = await startWithAdmin()));
  afterAll(() => server.close());

  describe('settings', () => {
    it('lists with the pager', async () => {
      const res = await api.get<ListResponse<Setting>>('/api/setting?page=1&limit=5');
      expect(res.body.pager).toEqual({ totalItems: 8, currentPage: 1, pageSize: 5, totalPages: 2, hasMore: true });
      // Newest first, so what a staff user just added is on the first page.
      expect(res.body.data.map((setting) => setting.id)).toEqual([8, 7, 6, 5, 4]);
      expect(res.body.data[4]).toMatchObject({
        id: 4,
        uuid: expect.any(String),
        value: expect.any(String),
        created_at: expect.any(String),
        updated_at: expect.any(String),
        version: 1,
      });
    });

    it('adds, reads, edits and deletes a setting', async () => {
      const created = await api.post<ItemResponse<Setting>>('/api/setting', { name: 'referral_bonus', value: '500' });
      expect(created.status).toBe(201);
      const id = created.body.data.id;
      expect((await api.get<ItemResponse<Setting>>(`/api/setting/${id}`)).body.data.value).toBe('500');
      const edited = await api.edit<ItemResponse<Setting>>(`/api/setting/${id}`, {
        name: 'referral_bonus',
        value: '750',
      });
      expect(edited.body.data.value).toBe('750');
      expect((await api.delete(`/api/setting/${id}`)).status).toBe(200);
      expect(await api.get(`/api/setting/${id}`)).toMatchObject({
        status: 404,
        body: { message: 'Setting not found' },
      });
    });

    it("keeps a setting's name once created: an edit renaming it is refused", async () => {
      const created = (await api.post<ItemResponse<Setting>>('/api/setting', { name: 'fixed_name', value: 'true' }))
        .body.data;
      const renamed = await api.edit<{ message: string }>(`/api/setting/${created.id}`, {
        name: 'other_name',
        value: 'false',
      });
      expect(renamed).toMatchObject({
        status: 400,
        body: { message: "name: a setting's name cannot be changed (it is fixed_name)" },
      });
      expect((await api.get<ItemResponse<Setting>>(`/api/setting/${created.id}`)).body.data).toMatchObject({
        name: 'fixed_name',
        value: 'true',
      });
      expect(
        (await api.edit<ItemResponse<Setting>>(`/api/setting/${created.id}`, { name: 'fixed_name', value: 'false' }))
          .body.data.value,
      ).toBe('false');
      await api.delete(`/api/setting/${created.id}`);
    });

    it('refuses duplicates, bad bodies and unknown ids', async () => {
      expect((await api.post('/api/setting', { name: 'platform_name', value: 'x' })).status).toBe(409);
      expect((await api.post('/api/setting', { value: 'x' })).body).toEqual({ message: 'name is required' });
      expect((await api.put('/api/setting/999', { name: 'a', value: 'b' })).status).toBe(404);
      expect((await api.delete('/api/setting/999')).status).toBe(404);
      expect((await anon.get('/api/setting')).status).toBe(401);
    });
  });

  describe('partners', () => {
    it('lists, adds, updates and deletes partners', async () => {
      const list = await api.get<ListResponse<Partner>>('/api/config/partner');
      expect(list.body.pager.totalItems).toBe(5);
      const created = await api.post<ItemResponse<Partner>>('/api/config/partner', {
        name: 'Acme Escrow',
        icon: 'http://localhost:3000/ipfs/bafkreiabc',
      });
      expect(created.status).toBe(201);
      const updated = await api.edit<ItemResponse<Partner>>(`/api/config/partner/${created.body.data.id}`, {
        name: 'Acme Trust',
        icon: 'https://example.com/a.png',
      });
      expect(updated.body.data).toMatchObject({ name: 'Acme Trust', icon: 'https://example.com/a.png' });
      expect((await api.delete(`/api/config/partner/${created.body.data.id}`)).status).toBe(200);
      expect((await api.get<ListResponse<Partner>>('/api/config/partner?limit=2&page=3')).body.pager).toMatchObject({
        totalItems: 5,
        totalPages: 3,
        hasMore: false,
      });
    });

    it('validates and 404s', async () => {
      expect(
        (await api.post<{ message: string }>('/api/config/partner', { name: 'X', icon: 'not a url' })).body.message,
      ).toMatch(/^icon:/);
      expect((await api.put('/api/config/partner/999', { name: 'X', icon: 'https://e.com/x.png' })).status).toBe(404);
    });
  });

  describe('video links', () => {
    it('answers data.rows with the pager, on both spellings of the path', async () => {
      const res = await api.get<{ data: VideoLinkPage; pager: Pager }>('/api/config/videolink');
      expect(res.body.data.rows).toHaveLength(4);
      expect(res.body.data.count).toBe(4);
      expect(res.body.pager).toMatchObject({ totalItems: 4, currentPage: 1 });
      const created = await api.post<ItemResponse<VideoLink>>('/api/config/videoLink', {
        title: 'Intro',
        url: 'https://www.youtube.com/watch?v=abc',
      });
      expect(created.status).toBe(201);
      const edited = await api.putAt<ItemResponse<VideoLink>>(
        `/api/config/videoLink/${created.body.data.id}`,
        created.body.data.version,
        { title: 'Welcome', url: 'https://www.youtube.com/watch?v=def' },
      );
      expect(edited.body.data).toMatchObject({ title: 'Welcome', url: 'https://www.youtube.com/watch?v=def' });
      expect((await api.delete(`/api/config/videoLink/${created.body.data.id}`)).status).toBe(200);
      expect((await api.delete(`/api/config/videoLink/${created.body.data.id}`)).status).toBe(404);
      expect(
        (await api.post<{ message: string }>('/api/config/videoLink', { title: 'Intro', url: 'nope' })).body.message,
      ).toMatch(/^url:/);
    });
  });

  describe('popup texts', () => {
    it('lists, creates and deletes', async () => {
      const list = await api.get<ListResponse<PopupText>>('/api/config/popuptext');
      expect(list.body.pager.totalItems).toBe(3);
      const created = await api.post<ItemResponse<PopupText>>('/api/config/popuptext', {
        title: 'Diwali offer',
        text: 'Zero platform fee this week',
      });
      expect(created.body.data).toMatchObject({ title: 'Diwali offer', is_active: true });
      const paused = await api.putAt<ItemResponse<PopupText>>(
        `/api/config/popuptext/${created.body.data.id}`,
        created.body.data.version,
        { title: 'Diwali offer', text: 'Ends Sunday', is_active: false },
      );
      expect(paused.body.data).toMatchObject({ text: 'Ends Sunday', is_active: false });
      expect((await api.delete(`/api/config/popuptext/${created.body.data.id}`)).status).toBe(200);
      expect((await api.post('/api/config/popuptext', { title: 'x' })).body).toEqual({ message: 'text is required' });
      expect((await api.delete('/api/config/popuptext/999')).status).toBe(404);
    });
  });

  describe('countries', () => {
    it('lists countries by name with paging and search', async () => {
      const res = await api.get<ListResponse<Country>>('/api/config/country?limit=100');
      expect(res.body.pager.totalItems).toBe(24);
      expect(res.body.data.find((c) => c.iso_code === 'IN')).toMatchObject({ name: 'India', dial_code: '+91' });
      const search = await api.get<ListResponse<Country>>('/api/config/country?search=united');
      expect(search.body.data.map((c) => c.iso_code).sort()).toEqual(['AE', 'GB', 'US']);
      expect((await api.get('/api/config/country')).body).toMatchObject({ pager: { pageSize: 10 } });
    });
  });
});
