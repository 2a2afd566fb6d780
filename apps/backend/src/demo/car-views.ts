// Simple, clean car illustrations seen from the side, the front, the rear and the cabin.
import type { DemoCar } from './car-palette';
import { scene, wheel } from './svg-scene';

const GEOMETRY = {
  sedan: { roof: 185, sill: 345, top: 268, cabin: [225, 300, 510, 600] },
  hatchback: { roof: 180, sill: 345, top: 270, cabin: [250, 315, 560, 620] },
  suv: { roof: 150, sill: 335, top: 250, cabin: [215, 270, 590, 625] },
} as const;

export function sideView(car: DemoCar): string {
  const g = GEOMETRY[car.style];
  const [c0, c1, c2, c3] = g.cabin;
  const rear = car.style === 'hatchback' ? 150 : 125;
  const body = `
<path d="M${rear} ${g.sill} L${rear} ${g.top + 22} Q${rear} ${g.top} ${rear + 30} ${g.top} L${c0} ${g.top} L${c1} ${g.roof} L${c2} ${g.roof} L${c3} ${g.top} L640 ${g.top + 8} Q690 ${g.top + 16} 690 ${g.top + 48} L690 ${g.sill} Z" fill="${car.colour}" stroke="${car.shade}" stroke-width="4" stroke-linejoin="round"/>
<path d="M${c0 + 18} ${g.top} L${c1 + 8} ${g.roof + 14} L${(c1 + c2) / 2 - 6} ${g.roof + 14} L${(c1 + c2) / 2 - 6} ${g.top} Z" fill="url(#glass)" opacity=".9"/>
<path d="M${(c1 + c2) / 2 + 6} ${g.top} L${(c1 + c2) / 2 + 6} ${g.roof + 14} L${c2 - 4} ${g.roof + 14} L${c3 - 22} ${g.top} Z" fill="url(#glass)" opacity=".9"/>
<line x1="${(c1 + c2) / 2}" y1="${g.top + 4}" x2="${(c1 + c2) / 2}" y2="${g.sill - 6}" stroke="${car.shade}" stroke-width="3"/>
<line x1="${c0 + 10}" y1="${g.top + 4}" x2="${c0 + 10}" y2="${g.sill - 6}" stroke="${car.shade}" stroke-width="3"/>
<rect x="${(c1 + c2) / 2 - 48}" y="${g.top + 22}" width="26" height="7" rx="3" fill="${car.shade}"/>
<rect x="${(c1 + c2) / 2 + 22}" y="${g.top + 22}" width="26" height="7" rx="3" fill="${car.shade}"/>
<path d="M${rear + 4} ${g.top + 60} L686 ${g.top + 60}" stroke="#ffffff" stroke-opacity=".25" stroke-width="6"/>
<rect x="668" y="${g.top + 18}" width="22" height="16" rx="5" fill="#fde68a" stroke="#f59e0b" stroke-width="2"/>
<rect x="${rear}" y="${g.top + 16}" width="14" height="18" rx="4" fill="#ef4444"/>
<rect x="${rear - 6}" y="${g.sill - 24}" width="${702 - rear}" height="18" rx="8" fill="#374151"/>
${wheel(250, g.sill, 52)}${wheel(570, g.sill, 52)}`;
  return scene(body, { cx: 410, width: 330 });
}

function faceView(car: DemoCar, lights: string, centre: string): string {
  const g = GEOMETRY[car.style];
  const body = `
<rect x="215" y="${g.sill - 10}" width="62" height="70" rx="14" fill="#111827"/>
<rect x="523" y="${g.sill - 10}" width="62" height="70" rx="14" fill="#111827"/>
<path d="M290 ${g.top} L320 ${g.roof} L480 ${g.roof} L510 ${g.top} Z" fill="${car.colour}" stroke="${car.shade}" stroke-width="4" stroke-linejoin="round"/>
<path d="M302 ${g.top - 4} L327 ${g.roof + 12} L473 ${g.roof + 12} L498 ${g.top - 4} Z" fill="url(#glass)"/>
<rect x="200" y="${g.top}" width="400" height="${g.sill - g.top + 10}" rx="34" fill="${car.colour}" stroke="${car.shade}" stroke-width="4"/>
<rect x="182" y="${g.top - 6}" width="30" height="20" rx="6" fill="${car.shade}"/>
<rect x="588" y="${g.top - 6}" width="30" height="20" rx="6" fill="${car.shade}"/>
${lights}${centre}
<rect x="212" y="${g.sill - 10}" width="376" height="22" rx="10" fill="#374151"/>`;
  return scene(body, { cx: 400, width: 240 });
}

export function frontView(car: DemoCar): string {
  const y = GEOMETRY[car.style].top + 28;
  return faceView(
    car,
    `<rect x="222" y="${y}" width="90" height="34" rx="12" fill="#fef9c3" stroke="#facc15" stroke-width="3"/><rect x="488" y="${y}" width="90" height="34" rx="12" fill="#fef9c3" stroke="#facc15" stroke-width="3"/>`,
    `<rect x="330" y="${y + 2}" width="140" height="44" rx="10" fill="#1f2937"/>${[0, 1, 2, 3].map((i) => `<line x1="338" y1="${y + 10 + i * 9}" x2="462" y2="${y + 10 + i * 9}" stroke="#6b7280" stroke-width="3"/>`).join('')}`,
  );
}

export function rearView(car: DemoCar): string {
  const y = GEOMETRY[car.style].top + 24;
  return faceView(
    car,
    `<rect x="222" y="${y}" width="84" height="30" rx="8" fill="#dc2626" stroke="#7f1d1d" stroke-width="3"/><rect x="494" y="${y}" width="84" height="30" rx="8" fill="#dc2626" stroke="#7f1d1d" stroke-width="3"/>`,
    `<rect x="345" y="${y + 20}" width="110" height="32" rx="4" fill="#f8fafc" stroke="#334155" stroke-width="2"/><rect x="360" y="${y + 31}" width="80" height="10" rx="2" fill="#334155"/>`,
  );
}

export function interiorView(car: DemoCar): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500">
<defs><linearGradient id="ws" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bae6fd"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient></defs>
<rect width="800" height="500" fill="#1f2937"/>
<path d="M60 40 L740 40 L700 230 L100 230 Z" fill="url(#ws)"/>
<path d="M0 230 L800 230 L800 500 L0 500 Z" fill="#111827"/>
<path d="M0 240 Q400 200 800 240 L800 320 L0 320 Z" fill="${car.shade}"/>
<rect x="250" y="255" width="150" height="55" rx="12" fill="#0b1220" stroke="#334155" stroke-width="3"/>
<circle cx="295" cy="283" r="20" fill="none" stroke="#38bdf8" stroke-width="4"/><circle cx="355" cy="283" r="20" fill="none" stroke="#f97316" stroke-width="4"/>
<rect x="470" y="260" width="120" height="70" rx="8" fill="#0f172a" stroke="#475569" stroke-width="3"/>
<circle cx="320" cy="400" r="110" fill="none" stroke="#0b0f19" stroke-width="26"/>
<circle cx="320" cy="400" r="30" fill="#0b0f19"/>
<path d="M215 400 L290 400 M350 400 L425 400 M320 430 L320 505" stroke="#0b0f19" stroke-width="22"/>
</svg>`;
}
