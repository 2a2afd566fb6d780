// A radiator seen from the front, clean or worn, for the reports' radiator pictures.
export type RadiatorState = 'clean' | 'dusty' | 'corroded' | 'leaking';

export const RADIATOR_STATES: RadiatorState[] = ['clean', 'dusty', 'corroded', 'leaking'];

export function radiatorView(state: RadiatorState): string {
  const core = { clean: '#cbd5e1', dusty: '#a8a29e', corroded: '#b45309', leaking: '#94a3b8' }[state];
  const fins = Array.from({ length: 34 }, (_, i) => `<line x1="${150 + i * 15}" y1="130" x2="${150 + i * 15}" y2="390" stroke="#64748b" stroke-width="2"/>`).join('');
  const stains =
    state === 'corroded'
      ? '<ellipse cx="260" cy="300" rx="50" ry="30" fill="#7c2d12" opacity=".5"/><ellipse cx="520" cy="200" rx="40" ry="24" fill="#9a3412" opacity=".45"/>'
      : state === 'dusty'
        ? '<rect x="140" y="130" width="520" height="260" fill="#78716c" opacity=".25"/>'
        : state === 'leaking'
          ? '<path d="M470 390 Q474 420 470 440 Q466 455 476 460 Q488 455 482 440 Q478 420 482 390 Z" fill="#22c55e" opacity=".8"/><circle cx="476" cy="470" r="9" fill="#22c55e" opacity=".8"/>'
          : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500">
<rect width="800" height="500" fill="#0f172a"/>
<rect x="110" y="100" width="580" height="320" rx="14" fill="#334155"/>
<rect x="140" y="130" width="520" height="260" fill="${core}"/>
${fins}${stains}
<rect x="110" y="100" width="580" height="30" rx="8" fill="#1e293b"/>
<rect x="110" y="390" width="580" height="30" rx="8" fill="#1e293b"/>
<circle cx="620" cy="85" r="22" fill="#facc15" stroke="#a16207" stroke-width="4"/>
<path d="M690 170 Q760 170 760 240" stroke="#475569" stroke-width="26" fill="none" stroke-linecap="round"/>
<path d="M110 350 Q40 350 40 420" stroke="#475569" stroke-width="26" fill="none" stroke-linecap="round"/>
</svg>`;
}
