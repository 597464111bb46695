/** A parked car photographed from its front, back, right and left, in an Addis street. */
import {
  H,
  W,
  dark,
  f1,
  farLand,
  light,
  mix,
  pole,
  random,
  rounded,
  sky,
  svg,
  tree,
} from './photo-kit';

type P = [number, number, number];

interface Shape {
  /** Side outline, facing right: x along the length (0–1), y up from the ground, corner radius. */
  outline: P[];
  /** Side windows, same coordinates. */
  glass: P[];
  wheels: [number, number];
  wheelR: number;
  belt: number;
  doors: number[];
  /** Seen from the front: roof height and hood height, in car widths. */
  roof: number;
  hood: number;
}

const SHAPES: Record<string, Shape> = {
  Sedan: {
    outline: [
      [0.02, 0.05, 0.02],
      [0, 0.12, 0.03],
      [0.01, 0.2, 0.02],
      [0.2, 0.225, 0.04],
      [0.33, 0.32, 0.06],
      [0.43, 0.335, 0.08],
      [0.56, 0.33, 0.06],
      [0.74, 0.225, 0.05],
      [0.95, 0.19, 0.05],
      [1, 0.12, 0.03],
      [0.98, 0.05, 0.02],
    ],
    glass: [
      [0.245, 0.225, 0.01],
      [0.335, 0.305, 0.03],
      [0.43, 0.318, 0.04],
      [0.55, 0.315, 0.04],
      [0.71, 0.225, 0.01],
    ],
    wheels: [0.18, 0.8],
    wheelR: 0.068,
    belt: 0.22,
    doors: [0.27, 0.49, 0.72],
    roof: 0.82,
    hood: 0.42,
  },
  Hatchback: {
    outline: [
      [0.02, 0.06, 0.02],
      [0, 0.14, 0.03],
      [0.01, 0.25, 0.04],
      [0.05, 0.33, 0.06],
      [0.14, 0.385, 0.08],
      [0.5, 0.385, 0.1],
      [0.75, 0.245, 0.07],
      [0.94, 0.205, 0.06],
      [1, 0.13, 0.03],
      [0.98, 0.06, 0.02],
    ],
    glass: [
      [0.075, 0.255, 0.01],
      [0.105, 0.325, 0.03],
      [0.16, 0.362, 0.05],
      [0.49, 0.362, 0.06],
      [0.715, 0.255, 0.01],
    ],
    wheels: [0.16, 0.81],
    wheelR: 0.078,
    belt: 0.25,
    doors: [0.29, 0.5, 0.73],
    roof: 0.9,
    hood: 0.46,
  },
  SUV: {
    outline: [
      [0.01, 0.08, 0.02],
      [0, 0.2, 0.03],
      [0.02, 0.33, 0.04],
      [0.06, 0.385, 0.05],
      [0.62, 0.385, 0.07],
      [0.76, 0.27, 0.05],
      [0.95, 0.25, 0.05],
      [1, 0.15, 0.03],
      [0.98, 0.08, 0.02],
    ],
    glass: [
      [0.05, 0.27, 0.01],
      [0.06, 0.345, 0.02],
      [0.09, 0.365, 0.02],
      [0.6, 0.365, 0.05],
      [0.73, 0.27, 0.01],
    ],
    wheels: [0.17, 0.81],
    wheelR: 0.085,
    belt: 0.27,
    doors: [0.3, 0.52, 0.74],
    roof: 1.0,
    hood: 0.55,
  },
  Pickup: {
    outline: [
      [0, 0.08, 0.02],
      [0, 0.23, 0.01],
      [0.4, 0.23, 0.01],
      [0.41, 0.345, 0.02],
      [0.6, 0.345, 0.05],
      [0.74, 0.245, 0.05],
      [0.94, 0.225, 0.05],
      [1, 0.14, 0.03],
      [0.98, 0.08, 0.02],
    ],
    glass: [
      [0.43, 0.245, 0.01],
      [0.43, 0.325, 0.02],
      [0.59, 0.325, 0.04],
      [0.71, 0.245, 0.01],
    ],
    wheels: [0.17, 0.79],
    wheelR: 0.078,
    belt: 0.245,
    doors: [0.41, 0.57, 0.73],
    roof: 0.98,
    hood: 0.55,
  },
};

const PAINTS: Record<string, string> = {
  White: '#e4e7ea',
  Silver: '#a9afb5',
  Black: '#202226',
  Blue: '#1f3d6e',
  Red: '#8e1a1f',
  Grey: '#595e64',
};

export interface CarLook {
  body: string;
  color: string;
  plate: string;
  make: string;
}

/** A wheel: tyre, alloy rim with spokes, hub, seen square on. */
function wheel(cx: number, cy: number, r: number): string {
  const spokes = Array.from({ length: 5 }, (_, k) => {
    const a = ((k * 72 + 18) * Math.PI) / 180;
    const b = a + (40 * Math.PI) / 180;
    const [r1, r2] = [r * 0.2, r * 0.56];
    const p = (rad: number, ang: number) =>
      `${f1(cx + rad * Math.cos(ang))} ${f1(cy + rad * Math.sin(ang))}`;
    return `M${p(r1, a)} L${p(r2, a)} A${f1(r2)} ${f1(r2)} 0 0 1 ${p(r2, b)} L${p(r1, b)}Z`;
  }).join('');
  return `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" fill="url(#tyre)"/>
  <circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r * 0.64)}" fill="url(#rim)"/>
  <path d="${spokes}" fill="#2a2c2e"/>
  <circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r * 0.64)}" fill="none" stroke="#5d6368" stroke-width="${f1(r * 0.05)}"/>
  <circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r * 0.14)}" fill="#b9bec3" stroke="#6b7075" stroke-width="1.5"/>`;
}

const wheelDefs = `<radialGradient id="tyre"><stop offset="0.6" stop-color="#1e1f20"/><stop offset="0.9" stop-color="#2b2c2d"/><stop offset="1" stop-color="#111"/></radialGradient>
<radialGradient id="rim" cx="40%" cy="35%" r="75%"><stop offset="0" stop-color="#f2f4f5"/><stop offset="0.5" stop-color="#b7bcc1"/><stop offset="1" stop-color="#6e747a"/></radialGradient>
<linearGradient id="glass" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#15191e"/><stop offset="0.55" stop-color="#2c3640"/><stop offset="1" stop-color="#4d5d6b"/></linearGradient>`;

/** The paint lit by the sky above and darkened toward the ground, as car bodies look outdoors. */
function paintGradient(
  id: string,
  paint: string,
  top: number,
  bottom: number,
  belt: number,
): string {
  const at = (y: number) => Math.min(1, Math.max(0, (y - top) / (bottom - top))).toFixed(3);
  const bright = paint === PAINTS.Black || paint === PAINTS.Blue ? 0.28 : 0.45;
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${f1(top)}" x2="0" y2="${f1(bottom)}">
  <stop offset="0" stop-color="${light(paint, 0.35)}"/>
  <stop offset="${at(belt - 10)}" stop-color="${light(paint, 0.15)}"/>
  <stop offset="${at(belt - 2)}" stop-color="${dark(paint, 0.25)}"/>
  <stop offset="${at(belt + 4)}" stop-color="${light(paint, bright + 0.2)}"/>
  <stop offset="${at(belt + 22)}" stop-color="${light(paint, 0.2)}"/>
  <stop offset="${at((belt + bottom) / 2 - 6)}" stop-color="${mix(paint, '#8fa7bf', 0.25)}"/>
  <stop offset="${at((belt + bottom) / 2)}" stop-color="${dark(paint, 0.28)}"/>
  <stop offset="${at(bottom - 45)}" stop-color="${dark(paint, 0.18)}"/>
  <stop offset="${at(bottom - 30)}" stop-color="${dark(paint, 0.45)}"/>
  <stop offset="1" stop-color="${dark(paint, 0.7)}"/></linearGradient>
  <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="0.8" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient>`;
}

function side(look: CarLook, shape: Shape, mirror: boolean, gy: number): [string, string] {
  const L = 700;
  const x0 = (W - L) / 2;
  const X = (x: number) => x0 + x * L;
  const Y = (y: number) => gy - y * L;
  const toPx = (p: P[]): [number, number, number][] => p.map(([x, y, r]) => [X(x), Y(y), r * L]);
  const paint = PAINTS[look.color] ?? PAINTS.White;
  const roofY = Math.min(...shape.outline.map((p) => Y(p[1])));
  const beltY = Y(shape.belt);
  const body = rounded(toPx(shape.outline));
  const arches = shape.wheels
    .map(
      (w) =>
        `<circle cx="${f1(X(w))}" cy="${f1(Y(shape.wheelR))}" r="${f1(shape.wheelR * L * 1.13)}"/>`,
    )
    .join('');
  const r = shape.wheelR * L;
  const doors = shape.doors
    .map((d) => `<path d="M${f1(X(d))} ${f1(beltY - 2)} L${f1(X(d) + 3)} ${f1(Y(0.07))}"/>`)
    .join('');
  const handles = shape.doors
    .slice(0, 2)
    .map((d) => `<rect x="${f1(X(d) + 12)}" y="${f1(beltY + 12)}" width="26" height="6" rx="3"/>`)
    .join('');
  const pillar = X(shape.doors[1]);
  const flip = mirror ? `transform="translate(${W} 0) scale(-1 1)"` : '';
  const defs = `${paintGradient('paint', paint, roofY, gy, beltY)}${wheelDefs}<clipPath id="body"><path d="${body}"/></clipPath>`;
  const front = shape.outline[shape.outline.length - 3];
  return [
    defs,
    `<g ${flip}>
    <ellipse cx="${W / 2}" cy="${f1(gy + 4)}" rx="${f1(L * 0.52)}" ry="${f1(L * 0.035)}" fill="url(#shade)" opacity="0.9"/>
    ${shape.wheels.map((w) => `<ellipse cx="${f1(X(w))}" cy="${f1(gy)}" rx="${f1(r * 0.9)}" ry="7" fill="url(#shade)"/>`).join('')}
    <path d="${body}" fill="url(#paint)"/>
    <path d="${body}" fill="url(#sheen)"/>
    <g clip-path="url(#body)">
      <g fill="#0c0c0d">${arches}</g>
      <rect x="${X(0)}" y="${f1(Y(0.085))}" width="${L}" height="${f1(L * 0.04)}" fill="#000" opacity="0.35"/>
      <path d="M${X(0)} ${f1(beltY + 5)} L${X(1)} ${f1(beltY + 1)}" stroke="#fff" stroke-width="2.5" opacity="0.35"/>
    </g>
    <path d="${rounded(toPx(shape.glass))}" fill="url(#glass)" stroke="#0d0f11" stroke-width="3"/>
    <path d="M${f1(X(shape.glass[1][0]) + 40)} ${f1(Y(shape.glass[1][1]) + 2)} l60 0 l-70 ${f1(beltY - Y(shape.glass[1][1]) - 4)} l-40 0Z" fill="#fff" opacity="0.08"/>
    <rect x="${f1(pillar - 5)}" y="${f1(Y(shape.glass[2][1]))}" width="12" height="${f1(beltY - Y(shape.glass[2][1]))}" fill="#121416"/>
    <g stroke="${dark(paint, 0.55)}" stroke-width="1.6" opacity="0.7" fill="none">${doors}</g>
    <g fill="${dark(paint, 0.3)}" opacity="0.8">${handles}</g>
    <path d="M${f1(X(shape.doors[2]) - 6)} ${f1(beltY)} l26 -4 l6 -16 l-18 -4 l-14 6Z" fill="${dark(paint, 0.25)}"/>
    <path d="M${f1(X(front[0]) - 34)} ${f1(Y(front[1]) + 6)} l28 -2 l6 14 l-30 4Z" fill="#e9eef2" stroke="#7c8388" stroke-width="1.5"/>
    <path d="M${f1(X(0.005))} ${f1(Y(shape.outline[2][1]) + 4)} l16 0 l0 18 l-16 2Z" fill="#a8141b"/>
    ${shape.wheels.map((w) => wheel(X(w), Y(shape.wheelR), r)).join('')}
    </g>`,
  ];
}

function head(look: CarLook, shape: Shape, rear: boolean, gy: number): [string, string] {
  const Wd = 520;
  const x0 = (W - Wd) / 2;
  const X = (x: number) => x0 + x * Wd;
  const Y = (y: number) => gy - y * Wd;
  const paint = PAINTS[look.color] ?? PAINTS.White;
  const roof = shape.roof * 0.62;
  const hood = shape.hood * 0.62;
  const lowerBody = rounded([
    [X(0.01), Y(0.07), 12],
    [X(0), Y(hood * 0.62), 20],
    [X(0.04), Y(hood), 26],
    [X(0.96), Y(hood), 26],
    [X(1), Y(hood * 0.62), 20],
    [X(0.99), Y(0.07), 12],
  ]);
  const cabin = rounded([
    [X(0.06), Y(hood - 0.01), 10],
    [X(0.19), Y(roof), 30],
    [X(0.81), Y(roof), 30],
    [X(0.94), Y(hood - 0.01), 10],
  ]);
  const glassPath = rounded([
    [X(0.11), Y(hood + 0.005), 8],
    [X(0.215), Y(roof - 0.035), 16],
    [X(0.785), Y(roof - 0.035), 16],
    [X(0.89), Y(hood + 0.005), 8],
  ]);
  const lampY = Y(hood * 0.74);
  const lamp = (x: number, w: number) =>
    rear
      ? `<path d="${rounded([
          [X(x), lampY - 14, 5],
          [X(x + w), lampY - 14, 5],
          [X(x + w), lampY + 16, 5],
          [X(x), lampY + 10, 5],
        ])}" fill="url(#tail)" stroke="#3a0608" stroke-width="2"/>`
      : `<path d="${rounded([
          [X(x), lampY - 12, 8],
          [X(x + w), lampY - 16, 8],
          [X(x + w), lampY + 10, 8],
          [X(x), lampY + 14, 8],
        ])}" fill="url(#lamp)" stroke="#50565b" stroke-width="2"/>`;
  const tyre = (x: number) =>
    `<rect x="${f1(X(x))}" y="${f1(Y(0.16))}" width="${f1(Wd * 0.15)}" height="${f1(Wd * 0.17)}" rx="12" fill="url(#tyreFront)"/>`;
  const defs = `${paintGradient('paint', paint, Y(roof), gy, Y(hood))}${wheelDefs}
  <linearGradient id="tyreFront" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#101010"/><stop offset="0.5" stop-color="#2d2d2e"/><stop offset="1" stop-color="#0e0e0e"/></linearGradient>
  <linearGradient id="lamp" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7fafc"/><stop offset="0.5" stop-color="#b4bcc3"/><stop offset="1" stop-color="#e3e8ec"/></linearGradient>
  <linearGradient id="tail" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e2464c"/><stop offset="0.5" stop-color="#9d1118"/><stop offset="1" stop-color="#c1262d"/></linearGradient>
  <linearGradient id="windshield" x1="0" y1="0" x2="0.15" y2="1"><stop offset="0" stop-color="#9fb3c4"/><stop offset="0.3" stop-color="#52647a"/><stop offset="0.75" stop-color="#1f262e"/><stop offset="1" stop-color="#0f1216"/></linearGradient>
  <linearGradient id="edges" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.4"/><stop offset="0.13" stop-color="#000" stop-opacity="0"/><stop offset="0.87" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient>
  <linearGradient id="sun" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>`;
  const plateY = rear ? Y(hood * 0.4) : Y(0.12);
  const grille = rear
    ? `<rect x="${f1(X(0.25))}" y="${f1(Y(hood * 0.95))}" width="${f1(Wd * 0.5)}" height="3" fill="${dark(paint, 0.4)}"/>`
    : `<path d="${rounded([
        [X(0.3), Y(hood * 0.86), 8],
        [X(0.7), Y(hood * 0.86), 8],
        [X(0.66), Y(hood * 0.6), 8],
        [X(0.34), Y(hood * 0.6), 8],
      ])}" fill="#15171a" stroke="#9aa1a7" stroke-width="3"/>
      ${[0.68, 0.74, 0.8].map((t) => `<rect x="${f1(X(0.32))}" y="${f1(Y(hood * t))}" width="${f1(Wd * 0.36)}" height="2.5" fill="#6e757b"/>`).join('')}
      <ellipse cx="${W / 2}" cy="${f1(Y(hood * 0.73))}" rx="20" ry="13" fill="none" stroke="#d5dade" stroke-width="3"/>
      <rect x="${f1(X(0.28))}" y="${f1(Y(0.11))}" width="${f1(Wd * 0.44)}" height="${f1(Wd * 0.045)}" rx="8" fill="#141618"/>`;
  return [
    defs,
    `<ellipse cx="${W / 2}" cy="${f1(gy + 4)}" rx="${f1(Wd * 0.62)}" ry="${f1(Wd * 0.05)}" fill="url(#shade)" opacity="0.9"/>
    <rect x="${f1(X(0.1))}" y="${f1(Y(0.1))}" width="${f1(Wd * 0.8)}" height="${f1(Wd * 0.08)}" fill="#0c0c0c"/>
    ${tyre(0.06)}${tyre(0.79)}
    <path d="${cabin}" fill="url(#paint)"/>
    <path d="${cabin}" fill="url(#edges)"/>
    <path d="${glassPath}" fill="url(#windshield)" stroke="#0b0c0e" stroke-width="4"/>
    <rect x="${f1(X(0.16))}" y="${f1(Y(hood + 0.045))}" width="${f1(Wd * 0.68)}" height="${f1(Wd * 0.035)}" rx="6" fill="#0b0c0d" opacity="0.85"/>
    <path d="M${f1(X(0.55))} ${f1(Y(roof - 0.04))} l70 0 l-120 ${f1((roof - hood) * Wd - 8)} l-70 0Z" fill="#fff" opacity="0.1"/>
    <path d="M${f1(X(0.02))} ${f1(Y(hood + 0.05))} l-34 -6 l-4 22 l40 4Z" fill="${dark(paint, 0.2)}"/>
    <path d="M${f1(X(0.98))} ${f1(Y(hood + 0.05))} l34 -6 l4 22 l-40 4Z" fill="${dark(paint, 0.2)}"/>
    <path d="${lowerBody}" fill="url(#paint)"/>
    <path d="${lowerBody}" fill="url(#sun)"/>
    <path d="${lowerBody}" fill="url(#edges)"/>
    <ellipse cx="${W / 2 - 40}" cy="${f1(Y(hood) + 14)}" rx="${f1(Wd * 0.3)}" ry="10" fill="url(#puff)" opacity="0.45"/>
    <rect x="${f1(X(0.03))}" y="${f1(Y(0.1))}" width="${f1(Wd * 0.94)}" height="${f1(Wd * 0.03)}" rx="6" fill="#000" opacity="0.3"/>
    ${grille}
    ${lamp(0.05, 0.2)}${lamp(0.75, 0.2)}
    <rect x="${f1(W / 2 - 72)}" y="${f1(plateY)}" width="144" height="34" rx="4" fill="#f4f5f2" stroke="#2c3e7a" stroke-width="2.5"/>
    <text x="${W / 2}" y="${f1(plateY + 25)}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="17" fill="#1d2a5c" text-anchor="middle">${look.plate.replace(/-/g, ' ')}</text>`,
  ];
}

/** A street scene: a compound wall with a sheet-metal gate, a curb painted black and yellow. */
function street(seed: number, horizon: number, curb: number): string {
  const r = random(seed * 31 + 5);
  const wall = mix('#d9cdb4', ['#c9d6d0', '#e3d2b0', '#d8c8c1', '#cfd4cb'][seed % 4], 0.6);
  const gateColor = ['#2f5d7c', '#3e6b3f', '#6b2f2f', '#5c6166'][(seed >> 1) % 4];
  const gateX = 80 + r() * 520;
  const top = horizon - 150;
  const ribs = Array.from(
    { length: 22 },
    (_, i) =>
      `<rect x="${f1(gateX + i * 11)}" y="${f1(top + 14)}" width="5" height="${f1(curb - top - 30)}" fill="#000" opacity="0.12"/>`,
  ).join('');
  const stains = Array.from(
    { length: 7 },
    () =>
      `<ellipse cx="${f1(r() * W)}" cy="${f1(curb - 20 - r() * 40)}" rx="${f1(30 + r() * 60)}" ry="${f1(10 + r() * 25)}" fill="#6b5a45" opacity="0.12"/>`,
  ).join('');
  const cobbles = Array.from({ length: 9 }, (_, row) => {
    const y = curb + 24 + row * row * 4.2 + row * 8;
    return `<path d="M0 ${f1(y)} L${W} ${f1(y)}" stroke="#000" stroke-width="${f1(0.8 + row * 0.25)}" opacity="0.12"/>`;
  }).join('');
  const behind = [0.2, 0.7]
    .map((t, i) => tree(t * W + r() * 120, top + 60, 150 + r() * 50, seed * 3 + i))
    .join('');
  return `${behind}<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light(wall, 0.1)}"/><stop offset="1" stop-color="${dark(wall, 0.18)}"/></linearGradient>
  <linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a8782"/><stop offset="0.4" stop-color="#6f6c68"/><stop offset="1" stop-color="#4d4b48"/></linearGradient>
  <rect x="0" y="${f1(top)}" width="${W}" height="${f1(curb - top)}" fill="url(#wall)"/>
  ${stains}
  <rect x="0" y="${f1(top - 8)}" width="${W}" height="12" fill="${dark(wall, 0.25)}"/>
  <rect x="${f1(gateX - 8)}" y="${f1(top - 22)}" width="260" height="${f1(curb - top + 16)}" fill="${dark(wall, 0.35)}"/>
  <rect x="${f1(gateX)}" y="${f1(top - 10)}" width="244" height="${f1(curb - top + 4)}" fill="${gateColor}"/>
  ${ribs}
  <rect x="${f1(gateX + 120)}" y="${f1(top - 10)}" width="4" height="${f1(curb - top + 4)}" fill="#000" opacity="0.35"/>
  <rect x="0" y="${f1(curb - 6)}" width="${W}" height="20" fill="#bdb7aa"/>
  ${Array.from({ length: 12 }, (_, i) => `<rect x="${i * 80}" y="${f1(curb + 6)}" width="40" height="12" fill="#e8c53a"/><rect x="${i * 80 + 40}" y="${f1(curb + 6)}" width="40" height="12" fill="#222"/>`).join('')}
  <rect x="0" y="${f1(curb + 18)}" width="${W}" height="${f1(H - curb)}" fill="url(#road)"/>
  ${cobbles}${pole(gateX > 400 ? 120 : 820, curb + 4, 330, seed)}`;
}

/** An open view down the road: buildings and trees beyond the curb. */
function avenue(seed: number, horizon: number, curb: number): string {
  const r = random(seed * 17 + 11);
  const blocks = Array.from({ length: 6 }, (_, i) => {
    const x = i * 170 + r() * 60 - 40;
    const h = 80 + r() * 140;
    const color = mix('#d8d2c4', ['#9fb8c9', '#e0c9a6', '#c4c9c4'][i % 3], 0.5);
    const rows = Math.floor(h / 28);
    const windows = Array.from(
      { length: rows * 4 },
      (_, k) =>
        `<rect x="${f1(x + 12 + (k % 4) * 32)}" y="${f1(curb - 40 - h + 12 + Math.floor(k / 4) * 28)}" width="18" height="14" fill="#3d4a55" opacity="0.8"/>`,
    ).join('');
    return `<rect x="${f1(x)}" y="${f1(curb - 40 - h)}" width="140" height="${f1(h)}" fill="${color}"/>${windows}`;
  }).join('');
  const trees = [0.12, 0.55, 0.9]
    .map((t, i) => tree(t * W + r() * 40, curb - 14, 120 + r() * 60, seed * 5 + i))
    .join('');
  return `<linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#858079"/><stop offset="1" stop-color="#4a4845"/></linearGradient>
  <g opacity="0.8">${blocks}</g>
  <rect x="0" y="${f1(curb - 40)}" width="${W}" height="40" fill="#a49d8e"/>
  ${trees}${pole(300 + r() * 360, curb - 2, 300, seed)}
  <rect x="0" y="${f1(curb - 4)}" width="${W}" height="14" fill="#bcb6a8"/>
  <rect x="0" y="${f1(curb + 10)}" width="${W}" height="${f1(H - curb)}" fill="url(#road)"/>
  <path d="M0 ${f1(curb + 60)} L${W} ${f1(curb + 52)}" stroke="#e9e6dc" stroke-width="4" stroke-dasharray="60 50" opacity="0.55"/>`;
}

/** The SVG of a car photo: view 0 front, 1 back, 2 right side, 3 left side. */
export function carPhoto(look: CarLook, seed: number, view: number): Buffer {
  const shape = SHAPES[look.body] ?? SHAPES.Sedan;
  const horizon = 330;
  const gy = view < 2 ? 640 : 600;
  const [carDefs, car] =
    view < 2 ? head(look, shape, view === 1, gy) : side(look, shape, view === 3, gy);
  const scene =
    (seed + view) % 2 === 0
      ? street(seed + view, horizon + 40, 470)
      : avenue(seed + view, horizon, 470);
  return svg(
    carDefs,
    `${sky(seed + view, horizon + 60)}${farLand(seed, horizon + 60)}${scene}${car}`,
  );
}
