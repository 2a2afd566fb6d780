// The shared backdrop of every demo photo: sky, ground and a soft shadow.
export function scene(body: string, shadow: { cx: number; width: number } = { cx: 400, width: 300 }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dbeafe"/><stop offset="1" stop-color="#f8fafc"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d1d5db"/><stop offset="1" stop-color="#9ca3af"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#bfdbfe"/><stop offset="1" stop-color="#475569"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#111827" stop-opacity=".45"/><stop offset="1" stop-color="#111827" stop-opacity="0"/></radialGradient>
</defs>
<rect width="800" height="500" fill="url(#sky)"/>
<rect y="380" width="800" height="120" fill="url(#ground)"/>
<ellipse cx="${shadow.cx}" cy="402" rx="${shadow.width}" ry="22" fill="url(#shadow)"/>
${body}
</svg>`;
}

export function wheel(cx: number, cy: number, r: number): string {
  const spokes = [0, 72, 144, 216, 288]
    .map((deg) => {
      const rad = (deg * Math.PI) / 180;
      const x = (cx + Math.cos(rad) * r * 0.55).toFixed(1);
      const y = (cy + Math.sin(rad) * r * 0.55).toFixed(1);
      return `<line x1="${cx}" y1="${cy}" x2="${x}" y2="${y}" stroke="#6b7280" stroke-width="${(r * 0.12).toFixed(1)}" stroke-linecap="round"/>`;
    })
    .join('');
  return `<g><circle cx="${cx}" cy="${cy}" r="${r}" fill="#111827"/><circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="#d1d5db"/>${spokes}<circle cx="${cx}" cy="${cy}" r="${r * 0.14}" fill="#374151"/></g>`;
}
