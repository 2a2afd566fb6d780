import { describe, expect, it } from 'vitest';
import { restFixture } from './test-fixture';
import { rawRequest, restClient } from './test-support';

const fx = restFixture();

const ALICE = '11111111-1111-1111-1111-111111111111';
const BOB = '22222222-2222-2222-2222-222222222222';
const CAROL = '33333333-3333-3333-3333-333333333333';

describe('select columns', () => {
  it('returns every column with JSON types as PostgREST renders them', async () => {
    const { data, error, status } = await fx.sb.from('contacts').select('*').eq('id', ALICE);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{
      id: ALICE, full_name: 'Alice Adams', phone_number: '+100', email: 'alice@example.com', score: 9.5,
      meta: { city: 'Oslo', vip: true }, tags: ['a', 'b'], created_at: '2024-01-01T10:00:00+00:00',
    }]);
  });

  it('supports column lists, aliases, casts and JSON paths', async () => {
    const { data, error } = await fx.sb.from('contacts')
      .select('name:full_name, score::text, city:meta->>city, meta->vip, created_at::date')
      .order('full_name');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Alice Adams', score: '9.5', city: 'Oslo', vip: true, created_at: '2024-01-01' },
      { name: 'Bob Brown', score: '7', city: 'Rome', vip: null, created_at: '2024-01-02' },
      { name: 'Carol, "C" Clark', score: null, city: null, vip: null, created_at: '2024-01-03' },
    ]);
  });

  it('reads views', async () => {
    const { data, error } = await fx.sb.from('lead_summary').select('status, full_name').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { status: 'new', full_name: 'Alice Adams' },
      { status: 'won', full_name: 'Alice Adams' },
      { status: 'lost', full_name: 'Bob Brown' },
    ]);
  });
});

describe('embedding', () => {
  it('embeds many-to-one as an object or null', async () => {
    const { data, error } = await fx.sb.from('leads').select('id, notes, contacts(full_name)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, notes: 'first', contacts: { full_name: 'Alice Adams' } },
      { id: 2, notes: null, contacts: { full_name: 'Alice Adams' } },
      { id: 3, notes: 'cold', contacts: { full_name: 'Bob Brown' } },
      { id: 4, notes: 'orphan', contacts: null },
    ]);
  });

  it('embeds with * on both sides (leads with contacts)', async () => {
    const { data, error } = await fx.sb.from('leads').select('*, contacts(*)').eq('id', 3);
    expect(error).toBeNull();
    expect(data?.[0]).toMatchObject({ id: 3, status: 'lost', amount: 50, contacts: { id: BOB, full_name: 'Bob Brown', meta: { city: 'Rome' } } });
  });

  it('embeds one-to-many as arrays, nested, with embedded order and limit', async () => {
    const { data, error } = await fx.sb.from('forms')
      .select('title, fields(title, order_index, options(label, value, score, order_index))')
      .order('id')
      .order('order_index', { referencedTable: 'fields' })
      .order('id', { referencedTable: 'fields' })
      .order('order_index', { referencedTable: 'fields.options', ascending: true });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        title: 'Basic',
        fields: [
          { title: 'Brand', order_index: 0, options: [{ label: 'Audi', value: 'audi', score: 1, order_index: 0 }] },
          { title: 'Paint detail', order_index: 0, options: [] },
          {
            title: 'Paint', order_index: 1, options: [
              { label: 'Fair', value: 'fair', score: 5, order_index: 0 },
              { label: 'Good', value: 'good', score: 10, order_index: 1 },
              { label: 'Bad', value: 'bad', score: 0, order_index: 2 },
            ],
          },
        ],
      },
      { title: 'Empty', fields: [] },
    ]);
  });

  it('applies embedded limit and offset and filters on embedded columns', async () => {
    const { data, error } = await fx.sb.from('fields')
      .select('id, options(label)')
      .eq('id', 1)
      .order('order_index', { referencedTable: 'options', ascending: false })
      .range(1, 1, { referencedTable: 'options' });
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, options: [{ label: 'Good' }] }]);
    const filtered = await fx.sb.from('fields').select('id, options(label)').eq('id', 1).eq('options.value', 'bad');
    expect(filtered.data).toEqual([{ id: 1, options: [{ label: 'Bad' }] }]);
  });

  it('filters parents with !inner and embedded filters', async () => {
    const { data, error } = await fx.sb.from('leads').select('id, contacts!inner(full_name)').eq('contacts.full_name', 'Bob Brown');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 3, contacts: { full_name: 'Bob Brown' } }]);
    const outer = await fx.sb.from('leads').select('id, contacts(full_name)').eq('contacts.full_name', 'Bob Brown').order('id');
    expect(outer.data?.map((r) => r.contacts)).toEqual([null, null, { full_name: 'Bob Brown' }, null]);
  });

  it('filters parents on whether an embedded row exists (embed=is.null / not.is.null)', async () => {
    const withBob = await fx.sb.from('leads').select('id, contacts(full_name)').eq('contacts.full_name', 'Bob Brown').not('contacts', 'is', null);
    expect(withBob.data).toEqual([{ id: 3, contacts: { full_name: 'Bob Brown' } }]);
    const without = await fx.sb.from('contacts').select('full_name, leads(id)').is('leads', null);
    expect(without.data).toEqual([{ full_name: 'Carol, "C" Clark', leads: [] }]);
  });

  it('embeds through a column name, with an alias, and disambiguates self references', async () => {
    const byColumn = await fx.sb.from('leads').select('id, person:contact_id(full_name)').eq('id', 1);
    expect(byColumn.data).toEqual([{ id: 1, person: { full_name: 'Alice Adams' } }]);
    const parent = await fx.sb.from('fields').select('title, parent:fields!parent_field_id(title)').eq('id', 3);
    expect(parent.error).toBeNull();
    expect(parent.data).toEqual([{ title: 'Paint detail', parent: { title: 'Paint' } }]);
    const ambiguous = await fx.sb.from('fields').select('title, fields(title)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
  });

  it('refuses an embed without a relationship', async () => {
    const { error, status } = await fx.sb.from('contacts').select('id, forms(*)');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST200', message: "Could not find a relationship between 'contacts' and 'forms' in the schema cache" });
  });

  it('embeds the other direction (contacts with their leads, ordered)', async () => {
    const { data } = await fx.sb.from('contacts').select('full_name, leads(status)').order('full_name').order('id', { referencedTable: 'leads', ascending: false });
    expect(data).toEqual([
      { full_name: 'Alice Adams', leads: [{ status: 'won' }, { status: 'new' }] },
      { full_name: 'Bob Brown', leads: [{ status: 'lost' }] },
      { full_name: 'Carol, "C" Clark', leads: [] },
    ]);
  });
});

describe('filters', () => {
  const ids = async (q: PromiseLike<{ data: unknown; error: unknown }>) => {
    const { data, error } = await q;
    expect(error).toBeNull();
    return (data as { id: number }[]).map((r) => r.id);
  };
  const leads = () => fx.sb.from('leads').select('id').order('id');

  it('compares with eq neq gt gte lt lte', async () => {
    expect(await ids(leads().eq('status', 'new'))).toEqual([1, 4]);
    expect(await ids(leads().neq('status', 'new'))).toEqual([2, 3]);
    expect(await ids(leads().gt('amount', 50))).toEqual([1, 2]);
    expect(await ids(leads().gte('amount', 100))).toEqual([1, 2]);
    expect(await ids(leads().lt('amount', 100))).toEqual([3]);
    expect(await ids(leads().lte('amount', 100))).toEqual([1, 3]);
    expect(await ids(leads().gte('created_at', '2024-02-02T00:00:00Z').lt('created_at', '2024-02-04T00:00:00Z'))).toEqual([2, 3]);
  });

  it('matches like and ilike with * as wildcard', async () => {
    expect(await ids(leads().like('notes', '*r*'))).toEqual([1, 4]);
    expect(await ids(leads().like('notes', 'F*'))).toEqual([]);
    expect(await ids(leads().ilike('notes', 'F*'))).toEqual([1]);
    expect(await ids(leads().ilikeAnyOf('notes', ['f*', 'c*']))).toEqual([1, 3]);
    expect(await ids(leads().match({ status: 'new', notes: 'orphan' }))).toEqual([4]);
  });

  it('filters in lists with quoted values and not.in', async () => {
    expect(await ids(leads().in('status', ['won', 'lost']))).toEqual([2, 3]);
    expect(await ids(leads().in('id', []))).toEqual([]);
    expect(await ids(leads().not('status', 'in', '(won,lost)'))).toEqual([1, 4]);
    const { data } = await fx.sb.from('contacts').select('phone_number').in('full_name', ['Carol, "C" Clark', 'Nobody']);
    expect(data).toEqual([{ phone_number: '+300' }]);
  });

  it('checks is null, not null, true and false', async () => {
    expect(await ids(leads().is('notes', null))).toEqual([2]);
    expect(await ids(leads().not('notes', 'is', null))).toEqual([1, 3, 4]);
    expect(await ids(leads().is('contact_id', null))).toEqual([4]);
    const vip = await fx.sb.from('contacts').select('full_name').filter('meta->vip', 'eq', 'true');
    expect(vip.data).toEqual([{ full_name: 'Alice Adams' }]);
  });

  it('negates operators with not', async () => {
    expect(await ids(leads().not('status', 'eq', 'new'))).toEqual([2, 3]);
    expect(await ids(leads().not('amount', 'gt', 60))).toEqual([3]);
  });

  it('combines with or / and, nested, and on embedded resources', async () => {
    expect(await ids(leads().or('status.eq.won,amount.lt.60'))).toEqual([2, 3]);
    expect(await ids(leads().or('status.eq.lost,and(status.eq.new,amount.gte.100)'))).toEqual([1, 3]);
    expect(await ids(leads().or('notes.is.null,notes.in.(cold,"orphan")'))).toEqual([2, 3, 4]);
    expect(await ids(leads().or('status.eq.new,status.eq.won').not('notes', 'is', null))).toEqual([1, 4]);
    const negated = await rawRequest(fx.db, 'authenticated', '/leads?select=id&not.or=(status.eq.new,status.eq.won)&order=id');
    expect(await negated.json()).toEqual([{ id: 3 }]);
    const { data, error } = await fx.sb.from('contacts').select('full_name, leads(id)').eq('id', ALICE)
      .or('status.eq.won,amount.lt.0', { referencedTable: 'leads' });
    expect(error).toBeNull();
    expect(data).toEqual([{ full_name: 'Alice Adams', leads: [{ id: 2 }] }]);
  });

  it('uses array and JSON operators', async () => {
    const cs = await fx.sb.from('contacts').select('full_name').contains('tags', ['b']).order('full_name');
    expect(cs.data).toEqual([{ full_name: 'Alice Adams' }, { full_name: 'Bob Brown' }]);
    const ov = await fx.sb.from('contacts').select('full_name').overlaps('tags', ['a', 'z']);
    expect(ov.data).toEqual([{ full_name: 'Alice Adams' }]);
    const json = await fx.sb.from('contacts').select('full_name').contains('meta', { city: 'Rome' });
    expect(json.data).toEqual([{ full_name: 'Bob Brown' }]);
    const path = await fx.sb.from('contacts').select('full_name').eq('meta->>city', 'Oslo');
    expect(path.data).toEqual([{ full_name: 'Alice Adams' }]);
  });

  it('searches text', async () => {
    const { data, error } = await fx.sb.from('leads').select('id').textSearch('notes', 'cold', { config: 'english' });
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 3 }]);
  });
});

describe('media types', () => {
  it('strips null members with nulls=stripped', async () => {
    const res = await rawRequest(fx.db, 'authenticated', '/leads?select=id,notes,contact_id&id=eq.4', { headers: { Accept: 'application/vnd.pgrst.array+json;nulls=stripped' } });
    expect(await res.json()).toEqual([{ id: 4, notes: 'orphan' }]);
    const one = await rawRequest(fx.db, 'authenticated', '/leads?select=id,notes&id=eq.2', { headers: { Accept: 'application/vnd.pgrst.object+json;nulls=stripped' } });
    expect(await one.json()).toEqual({ id: 2 });
  });
});

describe('order, ranges and counts', () => {
  it('orders by several columns with nulls first/last', async () => {
    const a = await fx.sb.from('leads').select('id').order('amount', { ascending: false, nullsFirst: true });
    expect(a.data).toEqual([{ id: 4 }, { id: 2 }, { id: 1 }, { id: 3 }]);
    const b = await fx.sb.from('leads').select('id').order('amount', { ascending: true, nullsFirst: false });
    expect(b.data).toEqual([{ id: 3 }, { id: 1 }, { id: 2 }, { id: 4 }]);
    const c = await fx.sb.from('leads').select('id').order('status').order('id', { ascending: false });
    expect(c.data).toEqual([{ id: 3 }, { id: 4 }, { id: 1 }, { id: 2 }]);
  });

  it('orders by a column of a many-to-one embed', async () => {
    const { data, error } = await fx.sb.from('leads').select('id, contacts(full_name)').order('id')
      .order('contacts(full_name)', { ascending: false, nullsFirst: false });
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, contacts: { full_name: 'Alice Adams' } }, { id: 2, contacts: { full_name: 'Alice Adams' } }, { id: 3, contacts: { full_name: 'Bob Brown' } }, { id: 4, contacts: null }]);
    const res = await rawRequest(fx.db, 'authenticated', '/leads?select=id,contacts(full_name)&order=contacts(full_name).desc.nullslast,id.asc');
    expect((await res.json()).map((r: { id: number }) => r.id)).toEqual([3, 1, 2, 4]);
    const toMany = await fx.sb.from('contacts').select('id, leads(id)').order('leads(id)');
    expect(toMany.status).toBe(400);
  });

  it('limits and ranges', async () => {
    const a = await fx.sb.from('leads').select('id').order('id').limit(2);
    expect(a.data).toEqual([{ id: 1 }, { id: 2 }]);
    const b = await fx.sb.from('leads').select('id').order('id').range(1, 2);
    expect(b.data).toEqual([{ id: 2 }, { id: 3 }]);
    const res = await rawRequest(fx.db, 'authenticated', '/leads?select=id&order=id', { headers: { Range: '2-3', 'Range-Unit': 'items' } });
    expect(await res.json()).toEqual([{ id: 3 }, { id: 4 }]);
    expect(res.headers.get('content-range')).toBe('2-3/*');
  });

  it('counts exactly with Content-Range', async () => {
    const a = await fx.sb.from('leads').select('id', { count: 'exact' }).order('id').range(0, 1);
    expect(a.count).toBe(4);
    expect(a.status).toBe(206);
    expect(a.data).toEqual([{ id: 1 }, { id: 2 }]);
    const res = await rawRequest(fx.db, 'authenticated', '/leads?select=id&limit=2&offset=1', { headers: { Prefer: 'count=exact' } });
    expect(res.headers.get('content-range')).toBe('1-2/4');
    const none = await rawRequest(fx.db, 'authenticated', '/leads?select=id&id=eq.999', { headers: { Prefer: 'count=exact' } });
    expect(none.headers.get('content-range')).toBe('*/0');
    expect(await none.json()).toEqual([]);
    const all = await fx.sb.from('leads').select('*', { count: 'planned' }).eq('status', 'new');
    expect(all.count).toBe(2);
    expect(all.status).toBe(200);
  });

  it('answers HEAD with the count and no body', async () => {
    const { count, data, error, status } = await fx.sb.from('leads').select('*', { count: 'exact', head: true }).eq('status', 'new');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(count).toBe(2);
    expect(data).toBeNull();
  });

  it('refuses an offset beyond the count with 416', async () => {
    const res = await rawRequest(fx.db, 'authenticated', '/leads?select=id&offset=10', { headers: { Prefer: 'count=exact' } });
    expect(res.status).toBe(416);
    expect((await res.json()).code).toBe('PGRST103');
  });
});

describe('single and maybeSingle', () => {
  it('returns one object with single()', async () => {
    const { data, error } = await fx.sb.from('contacts').select('full_name, leads(status)').eq('id', BOB).single();
    expect(error).toBeNull();
    expect(data).toEqual({ full_name: 'Bob Brown', leads: [{ status: 'lost' }] });
  });

  it('answers 406 PGRST116 for no rows or several rows', async () => {
    const none = await fx.sb.from('contacts').select('*').eq('phone_number', '+999').single();
    expect(none.status).toBe(406);
    expect(none.data).toBeNull();
    expect(none.error).toEqual({
      code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned',
      details: 'The result contains 0 rows', hint: null,
    });
    const many = await fx.sb.from('leads').select('*').eq('status', 'new').single();
    expect(many.status).toBe(406);
    expect(many.error?.details).toBe('The result contains 2 rows');
  });

  it('maybeSingle gives null for no row and the row for one', async () => {
    const none = await fx.sb.from('contacts').select('*').eq('phone_number', '+999').maybeSingle();
    expect(none).toMatchObject({ data: null, error: null, status: 200 });
    const one = await fx.sb.from('contacts').select('id').eq('phone_number', '+300').maybeSingle();
    expect(one.data).toEqual({ id: CAROL });
    const many = await fx.sb.from('leads').select('*').eq('status', 'new').maybeSingle();
    expect(many.error?.code).toBe('PGRST116');
  });
});

describe('row level security on reads', () => {
  it('shows anon nothing where no policy allows it, and what a policy allows', async () => {
    const anon = restClient(fx.db, 'anon');
    const contacts = await anon.from('contacts').select('*');
    expect(contacts).toMatchObject({ data: [], error: null, status: 200 });
    const notes = await anon.from('notes_public').select('body');
    expect(notes.data).toEqual([{ body: 'hello' }]);
  });

  it('answers 401 for anon and 403 for staff without privilege', async () => {
    const anon = await restClient(fx.db, 'anon').from('lead_summary').select('*');
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
    await fx.db.exec('revoke select on lead_summary from authenticated');
    const staff = await fx.sb.from('lead_summary').select('*');
    expect(staff.status).toBe(403);
    expect(staff.error?.code).toBe('42501');
    await fx.db.exec('grant select on lead_summary to authenticated');
  });
});
