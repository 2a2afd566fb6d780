// Shipped with the bundle as a data URI so a missing photo never costs a request or breaks a remote's asset path.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">
<rect width="600" height="400" fill="#e2e8f0"/>
<g fill="none" stroke="#94a3b8" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">
<path d="M170 245h260l-22-62a22 22 0 0 0-21-15H213a22 22 0 0 0-21 15z"/>
<path d="M150 245h300v45H150z"/>
<circle cx="205" cy="290" r="22" fill="#e2e8f0"/><circle cx="395" cy="290" r="22" fill="#e2e8f0"/>
</g>
<text x="300" y="355" text-anchor="middle" font-family="system-ui, sans-serif" font-size="24" fill="#64748b">No vehicle image</text>
</svg>`;

export const VEHICLE_PLACEHOLDER_URL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
