// For `ANNOTATED=1 npm run bench:report`: a submitted report with 20 annotated photos (1600 x 1200 WebP at 0.8 with a
// 400 x 300 thumbnail at 0.8, kept under the booking, as the inspection screen uploads them (resize-image.ts), each
// with an arrow, an ellipse, a pen stroke and a label) and two signatures, written through the backend as the
// console would (staff sign-in, booking, photo upload, submit_inspection). JPEG=1 uploads 1600 px JPEGs at 0.85
// without thumbnails instead, as the screen did before (the baseline).
import { createClient } from '@supabase/supabase-js';
import { chromium } from 'playwright-core';
import WebSocket from 'ws';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../bench-support';

const STANDARD_FORM = '22222222-2222-4222-8222-000000000001';
const PHOTOS = 20;

interface Photo {
  full: Buffer;
  thumbnail: Buffer | null;
  type: string;
}

async function photos(count: number, asBefore: boolean): Promise<Photo[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    // tsx names the functions it compiles (__name): give the page that helper.
    await page.evaluate('window.__name = (f) => f');
    const encoded = await page.evaluate(async ({ n, asBefore }) => {
      const out: { full: string; thumbnail: string | null }[] = [];
      const encode = (source: HTMLCanvasElement, width: number, type: string, quality: number) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = (width * 3) / 4;
        const g = canvas.getContext('2d')!;
        g.imageSmoothingQuality = 'high';
        g.drawImage(source, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL(type, quality).split(',')[1];
      };
      for (let i = 0; i < n; i++) {
        const canvas = document.createElement('canvas');
        canvas.width = 1600;
        canvas.height = 1200;
        const g = canvas.getContext('2d')!;
        const gradient = g.createLinearGradient(0, 0, 1600, 1200);
        gradient.addColorStop(0, `hsl(${(i * 37) % 360} 30% 70%)`);
        gradient.addColorStop(1, `hsl(${(i * 37 + 90) % 360} 30% 30%)`);
        g.fillStyle = gradient;
        g.fillRect(0, 0, 1600, 1200);
        for (let k = 0; k < 400; k++) {
          g.fillStyle = `hsl(${(k * 13) % 360} 20% ${30 + (k % 50)}%)`;
          g.fillRect((k * 97) % 1600, (k * 61) % 1200, 40 + (k % 80), 30 + (k % 60));
        }
        out.push(asBefore
          ? { full: canvas.toDataURL('image/jpeg', 0.85).split(',')[1], thumbnail: null }
          : { full: encode(canvas, 1600, 'image/webp', 0.8), thumbnail: encode(canvas, 400, 'image/webp', 0.8) });
      }
      return out;
    }, { n: count, asBefore });
    return encoded.map(({ full, thumbnail }) => ({
      full: Buffer.from(full, 'base64'),
      thumbnail: thumbnail ? Buffer.from(thumbnail, 'base64') : null,
      type: asBefore ? 'image/jpeg' : 'image/webp',
    }));
  } finally {
    await browser.close();
  }
}

const signaturePath = (seed: number) => {
  const parts: string[] = [];
  for (let stroke = 0; stroke < 2; stroke++) {
    const x0 = 40 + stroke * 280;
    parts.push(`M${x0} 120`);
    for (let i = 1; i < 80; i++) {
      const x = x0 + i * 3;
      parts.push(`Q${x} ${(100 + Math.sin((i + seed) / 3) * 50).toFixed(1)} ${x + 1.5} ${(100 + Math.cos((i + seed) / 4) * 40).toFixed(1)}`);
    }
  }
  return parts.join(' ');
};

function marks(i: number) {
  const pen = Array.from({ length: 40 }, (_, k) => ({ x: 0.1 + k * 0.01, y: 0.7 + Math.sin(k / 4) * 0.05 }));
  return [
    { type: 'arrow', points: [{ x: 0.2, y: 0.2 }, { x: 0.5, y: 0.45 }], color: '#dc2626' },
    { type: 'ellipse', points: [{ x: 0.45, y: 0.4 }, { x: 0.65, y: 0.6 }], color: '#facc15' },
    { type: 'freehand', points: pen, color: '#2563eb' },
    { type: 'text', points: [{ x: 0.15, y: 0.1 }], color: '#dc2626', text: `Scratch ${i + 1}` },
  ];
}

/**
 * The booking id of the new report; `plain`: the same photos without marks (the baseline; a submit needs a
 * signature); `photos`: how many (0: a report with no photos at all, so no main picture).
 */
export async function seedAnnotatedReport(backendUrl: string, anonKey: string, { plain = false, photos: count = PHOTOS } = {}): Promise<string> {
  const db = createClient(backendUrl, anonKey, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
  const { data: auth, error } = await db.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  if (error) throw error;
  const booking = await db.from('bookings').insert({
    customer_name: 'Bench Buyer', customer_phone: '0501112233', vehicle_make: 'Toyota', vehicle_model: 'Camry', vehicle_year: 2021,
  }).select('id').single();
  if (booking.error) throw booking.error;
  const bookingId = booking.data.id as string;
  const asBefore = Boolean(process.env.JPEG);
  const urls: string[] = [];
  for (const [i, photo] of (count > 0 ? await photos(count, asBefore) : []).entries()) {
    const presign = await fetch(`${backendUrl}/api/get-s3-presigned-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: anonKey, authorization: `Bearer ${auth.session!.access_token}` },
      // The baseline as before: per form, no thumbnail.
      body: JSON.stringify({ fileName: `photo-${i + 1}.${asBefore ? 'jpg' : 'webp'}`, fileType: photo.type, ...(asBefore ? { formId: STANDARD_FORM } : { bookingId }) }),
    });
    const target = (await presign.json()) as { uploadUrl: string; fileUrl: string; thumbnailUploadUrl?: string };
    const uploads: [string, Buffer][] = [[target.uploadUrl, photo.full]];
    if (target.thumbnailUploadUrl && photo.thumbnail) uploads.push([target.thumbnailUploadUrl, photo.thumbnail]);
    for (const [url, bytes] of uploads) {
      const put = await fetch(url, { method: 'PUT', headers: { 'content-type': photo.type }, body: new Uint8Array(bytes) });
      if (!put.ok) throw new Error(`Photo upload failed: ${put.status}`);
    }
    urls.push(target.fileUrl);
  }
  const data = await db.from('inspection_data').insert({ booking_id: bookingId, form_id: STANDARD_FORM, data: {} });
  if (data.error) throw data.error;
  // The database builds the report from the answers: the photos go in the form's Main Picture and Exterior Photos
  // answers, each photo's marks naming it.
  const fields = await db.from('form_fields').select('id, title, form_sections!inner(form_id)')
    .eq('form_sections.form_id', STANDARD_FORM).in('title', ['Main Picture', 'Exterior Photos']);
  if (fields.error) throw fields.error;
  const idOf = (title: string) => fields.data.find((field) => field.title === title)!.id as string;
  const photoAnswer = (shown: string[], first: number) => ({
    value: shown, isIssue: first > 0, notes: first > 0 ? 'Scratch' : '',
    ...(plain ? {} : { annotations: shown.flatMap((url, i) => marks(first + i).map((mark) => ({ ...mark, photo: url }))) }),
  });
  const signedAt = new Date().toISOString();
  const submitted = await db.rpc('submit_inspection', {
    p_booking_id: bookingId, p_marked_data: {},
    p_data: { [idOf('Main Picture')]: photoAnswer(urls.slice(0, 1), 0), [idOf('Exterior Photos')]: photoAnswer(urls.slice(1), 1) },
    p_report: {
      signatures: {
        inspector: { name: 'Omar Haddad', signed_at: signedAt, path: signaturePath(1) },
        customer: { name: 'Sara Ali', signed_at: signedAt, path: signaturePath(7) },
      },
    },
  });
  if (submitted.error) throw submitted.error;
  return bookingId;
}
