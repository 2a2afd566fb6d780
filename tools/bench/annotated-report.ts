// For `ANNOTATED=1 npm run bench:report`: a submitted report with 20 annotated photos (1600 x 1200 JPEGs, as the
// inspection screen uploads them, each with an arrow, an ellipse, a pen stroke and a label) and two signatures,
// written through the backend as the console would (staff sign-in, photo upload, submit_inspection).
import { createClient } from '@supabase/supabase-js';
import { chromium } from 'playwright-core';
import WebSocket from 'ws';
import { DEMO_EMAIL, DEMO_PASSWORD } from './bench-support';

const STANDARD_FORM = '22222222-2222-4222-8222-000000000001';
const PHOTOS = 20;

async function jpegs(count: number): Promise<Buffer[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const encoded = await page.evaluate((n) => {
      const out: string[] = [];
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
        out.push(canvas.toDataURL('image/jpeg', 0.8).split(',')[1]);
      }
      return out;
    }, count);
    return encoded.map((base64) => Buffer.from(base64, 'base64'));
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

/** The booking id of the new report; `plain`: the same photos without marks (the baseline; a submit needs a signature). */
export async function seedAnnotatedReport(backendUrl: string, anonKey: string, { plain = false } = {}): Promise<string> {
  const db = createClient(backendUrl, anonKey, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
  const { data: auth, error } = await db.auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  if (error) throw error;
  const urls: string[] = [];
  for (const [i, bytes] of (await jpegs(PHOTOS)).entries()) {
    const presign = await fetch(`${backendUrl}/api/get-s3-presigned-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: anonKey, authorization: `Bearer ${auth.session!.access_token}` },
      body: JSON.stringify({ fileName: `photo-${i + 1}.jpg`, fileType: 'image/jpeg', formId: STANDARD_FORM }),
    });
    const { uploadUrl, fileUrl } = (await presign.json()) as { uploadUrl: string; fileUrl: string };
    const put = await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: new Uint8Array(bytes) });
    if (!put.ok) throw new Error(`Photo upload failed: ${put.status}`);
    urls.push(fileUrl);
  }
  const booking = await db.from('bookings').insert({
    customer_name: 'Bench Buyer', customer_phone: '0501112233', vehicle_make: 'Toyota', vehicle_model: 'Camry', vehicle_year: 2021,
  }).select('id').single();
  if (booking.error) throw booking.error;
  const bookingId = booking.data.id as string;
  const data = await db.from('inspection_data').insert({ booking_id: bookingId, form_id: STANDARD_FORM, data: {} });
  if (data.error) throw data.error;
  const signedAt = new Date().toISOString();
  const submitted = await db.rpc('submit_inspection', {
    p_booking_id: bookingId, p_data: {}, p_marked_data: {},
    p_report: {
      images: [{ title: 'Main Picture', urls: urls.slice(0, 1) }, { title: 'Exterior Photos', urls: urls.slice(1) }],
      inspection_results: [{
        id: 'exterior', title: 'Exterior', fields: [],
        images: urls.map((url, i) => ({ url, alt: `Exterior ${i + 1}`, isIssue: i % 4 === 0, issueNote: 'Scratch', ...(plain ? {} : { annotations: marks(i) }) })),
      }],
      damage_data: {}, vehicle_info: { brand: 'Toyota', model: 'Camry', year: '2021', fields: [] },
      signatures: {
        inspector: { name: 'Omar Haddad', signed_at: signedAt, path: signaturePath(1) },
        customer: { name: 'Sara Ali', signed_at: signedAt, path: signaturePath(7) },
      },
    },
  });
  if (submitted.error) throw submitted.error;
  return bookingId;
}
