/** Drawing helpers shared by the demo photos: colours, random numbers, shapes, sky and ground. */

export const W = 960;
export const H = 720;

/** Random numbers that are the same for the same seed (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const channels = (color: string) => [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
const toHex = (rgb: number[]) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** a blended toward b by t (0–1). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [channels(a), channels(b)];
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
}
export const light = (color: string, t: number) => mix(color, '#ffffff', t);
export const dark = (color: string, t: number) => mix(color, '#000000', t);

export const f1 = (v: number) => v.toFixed(1);
export const pts = (points: [number, number][]) =>
  points.map(([x, y]) => `${f1(x)},${f1(y)}`).join(' ');

/** A closed path through the points, each corner rounded by its own radius. */
export function rounded(points: [number, number, number][]): string {
  const n = points.length;
  let d = '';
  for (let i = 0; i < n; i++) {
    const [x, y, r] = points[i];
    const [px, py] = points[(i + n - 1) % n];
    const [nx, ny] = points[(i + 1) % n];
    const lp = Math.hypot(px - x, py - y);
    const ln = Math.hypot(nx - x, ny - y);
    const rp = Math.min(r, lp / 2);
    const rn = Math.min(r, ln / 2);
    const a = [x + ((px - x) / lp) * rp, y + ((py - y) / lp) * rp];
    const b = [x + ((nx - x) / ln) * rn, y + ((ny - y) / ln) * rn];
    d += `${i ? 'L' : 'M'}${f1(a[0])} ${f1(a[1])}Q${f1(x)} ${f1(y)} ${f1(b[0])} ${f1(b[1])}`;
  }
  return `${d}Z`;
}

export const svg = (defs: string, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}<radialGradient id="puff"><stop offset="0" stop-color="#fff" stop-opacity="0.95"/><stop offset="0.55" stop-color="#fff" stop-opacity="0.6"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient><radialGradient id="shade"><stop offset="0" stop-color="#000" stop-opacity="0.75"/><stop offset="0.6" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs><rect width="${W}" height="${H}" fill="#8a857c"/>${body}</svg>`,
  );

const SKIES = [
  ['#4d7fb8', '#9bbbd8', '#dfe4e6'],
  ['#6790bd', '#b1c6da', '#e8e8e4'],
  ['#7b9bbd', '#bfcdd9', '#e9e4da'],
  ['#5787bd', '#a7c2dc', '#e3e6e6'],
];

/** Sky from the top of the picture down to the horizon, with soft clouds. */
export function sky(seed: number, horizon: number): string {
  const r = random(seed * 7 + 3);
  const [top, mid, low] = SKIES[seed % SKIES.length];
  const clouds = Array.from({ length: 5 + Math.floor(r() * 5) }, () => {
    const cx = r() * W;
    const cy = 40 + r() * horizon * 0.55;
    const w = 80 + r() * 180;
    const puffs = Array.from({ length: 4 }, (_, i) => {
      const px = cx + (i - 1.5) * w * 0.3 + (r() - 0.5) * 20;
      return `<ellipse cx="${f1(px)}" cy="${f1(cy - r() * 14)}" rx="${f1(w * (0.22 + r() * 0.12))}" ry="${f1(14 + r() * 16)}"/>`;
    }).join('');
    return `<g fill="url(#puff)" opacity="${(0.45 + r() * 0.4).toFixed(2)}">${puffs}</g><ellipse cx="${f1(cx)}" cy="${f1(cy + 10)}" rx="${f1(w * 0.55)}" ry="9" fill="url(#puff)" opacity="0.3"/>`;
  }).join('');
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${low}"/></linearGradient>
  <rect width="${W}" height="${horizon + 2}" fill="url(#sky)"/>${clouds}`;
}

/** The hills around Addis (Entoto and the like) and a far row of eucalyptus, hazy with distance. */
export function farLand(seed: number, horizon: number): string {
  const r = random(seed * 13 + 1);
  let ridge = `M0 ${horizon}`;
  for (let x = 0; x <= W; x += 60)
    ridge += `L${x} ${f1(horizon - 30 - r() * 45 - Math.sin(x / 170 + seed) * 20)}`;
  ridge += `L${W} ${horizon}Z`;
  const trees = Array.from({ length: 26 }, () => {
    const x = r() * W;
    const h = 25 + r() * 60;
    return `<ellipse cx="${f1(x)}" cy="${f1(horizon - h / 2)}" rx="${f1(6 + r() * 12)}" ry="${f1(h / 2)}"/>`;
  }).join('');
  const buildings = Array.from({ length: 9 }, () => {
    const x = r() * W;
    const h = 18 + r() * 55;
    const w = 25 + r() * 50;
    return `<rect x="${f1(x)}" y="${f1(horizon - h)}" width="${f1(w)}" height="${f1(h)}" fill="${mix('#c8c2b4', '#8f9aa3', r())}"/>`;
  }).join('');
  return `<g opacity="0.75"><path d="${ridge}" fill="#8ea3a6" opacity="0.8"/>${buildings}<g fill="#5d7259" opacity="0.85">${trees}</g></g>`;
}

/** A tree near the camera: a trunk and a crown of leaf clusters in several greens. */
export function tree(x: number, base: number, size: number, seed: number): string {
  const r = random(seed);
  const trunk = `<path d="M${f1(x - size * 0.05)} ${f1(base)} L${f1(x - size * 0.02)} ${f1(base - size * 0.9)} L${f1(x + size * 0.03)} ${f1(base - size * 0.9)} L${f1(x + size * 0.06)} ${f1(base)}Z" fill="#4a3b2c"/>`;
  const leaves = Array.from({ length: 60 }, (_, i) => {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * size * 0.5;
    const dx = Math.cos(a) * d;
    const dy = Math.sin(a) * d * 0.85;
    // Lit from the upper left, darker inside and below.
    const lit = Math.max(
      0,
      Math.min(1, 0.5 - dx / size - dy / size + (i / 60) * 0.5 + (r() - 0.5) * 0.3),
    );
    return `<ellipse cx="${f1(x + dx)}" cy="${f1(base - size * 1.05 + dy)}" rx="${f1(size * (0.07 + r() * 0.06))}" ry="${f1(size * (0.05 + r() * 0.04))}" fill="${mix('#1f3319', '#7d9450', lit)}"/>`;
  }).join('');
  return `<ellipse cx="${f1(x + size * 0.2)}" cy="${f1(base)}" rx="${f1(size * 0.5)}" ry="${f1(size * 0.07)}" fill="url(#shade)" opacity="0.5"/>${trunk}<g>${leaves}</g>`;
}

/** A concrete electricity pole with its crossarm and sagging wires, as along every Addis street. */
export function pole(x: number, base: number, height: number, seed: number): string {
  const r = random(seed * 23 + 9);
  const top = base - height;
  const w = Math.max(3, height * 0.03);
  const wires = [0, 1, 2]
    .map((k) => {
      const y = top + 8 + k * 6;
      const sag = 30 + r() * 40;
      return `<path d="M-20 ${f1(y - 40 + r() * 30)} Q${f1(x / 2)} ${f1(y + sag)} ${f1(x)} ${f1(y)} Q${f1((x + W) / 2)} ${f1(y + sag * 0.8)} ${W + 20} ${f1(y - 30 + r() * 40)}"/>`;
    })
    .join('');
  return `<g fill="none" stroke="#1e1e1e" stroke-width="1.3" opacity="0.75">${wires}</g>
  <path d="M${f1(x - w)} ${f1(base)} L${f1(x - w * 0.6)} ${f1(top)} L${f1(x + w * 0.6)} ${f1(top)} L${f1(x + w)} ${f1(base)}Z" fill="#a39d92"/>
  <path d="M${f1(x + w * 0.1)} ${f1(base)} L${f1(x + w * 0.2)} ${f1(top)} L${f1(x + w * 0.6)} ${f1(top)} L${f1(x + w)} ${f1(base)}Z" fill="#6f6a62"/>
  <rect x="${f1(x - height * 0.09)}" y="${f1(top + 4)}" width="${f1(height * 0.18)}" height="${f1(w * 0.8)}" fill="#4b4742"/>`;
}
