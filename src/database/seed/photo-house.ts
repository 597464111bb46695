/** A home photographed from four sides: a simple 3D model (boxes, roofs, windows) in perspective. */
import { H, W, dark, f1, farLand, light, mix, pole, random, sky, svg, tree } from './photo-kit';

type V3 = [number, number, number];
type Face = {
  corners: V3[];
  normal: V3;
  color: string;
  details: (at: (s: number, t: number) => V3) => Item[];
};
interface Item {
  kind: 'poly' | 'line' | 'sprite';
  points: V3[];
  fill?: string;
  stroke?: string;
  width?: number;
  opacity?: number;
  svg?: (x: number, y: number, scale: number) => string;
}

const SUN: V3 = [-0.55, 0.6, -0.58];

interface Camera {
  at: V3;
  right: V3;
  forward: V3;
  focal: number;
  cy: number;
}

const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

function project(cam: Camera, p: V3): [number, number, number] {
  const d = sub(p, cam.at);
  const z = Math.max(0.5, dot(d, cam.forward));
  return [W / 2 + (cam.focal * dot(d, cam.right)) / z, cam.cy - (cam.focal * d[1]) / z, z];
}

/** A box's visible faces, lit by the sun, each carrying its windows and doors. */
function box(
  min: V3,
  max: V3,
  color: string,
  details: Partial<
    Record<'front' | 'back' | 'left' | 'right', (at: (s: number, t: number) => V3) => Item[]>
  > = {},
): Face[] {
  const [x0, y0, z0] = min;
  const [x1, y1, z1] = max;
  const face = (corners: V3[], normal: V3, key?: keyof typeof details): Face => ({
    corners,
    normal,
    color,
    details: key && details[key] ? details[key] : () => [],
  });
  return [
    face(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      [0, 0, -1],
      'front',
    ),
    face(
      [
        [x1, y0, z1],
        [x0, y0, z1],
        [x0, y1, z1],
        [x1, y1, z1],
      ],
      [0, 0, 1],
      'back',
    ),
    face(
      [
        [x0, y0, z1],
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
      ],
      [-1, 0, 0],
      'left',
    ),
    face(
      [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
      [1, 0, 0],
      'right',
    ),
  ];
}

/** A point on a face: s metres along it (left to right as seen from outside), t metres up, out off the wall. */
function surface(face: Face, out = 0.04): (s: number, t: number) => V3 {
  const [a, b] = face.corners;
  const len = Math.hypot(b[0] - a[0], b[2] - a[2]);
  return (s, t) => [
    a[0] + ((b[0] - a[0]) * s) / len + face.normal[0] * out,
    a[1] + t,
    a[2] + ((b[2] - a[2]) * s) / len + face.normal[2] * out,
  ];
}

const quad = (
  at: (s: number, t: number) => V3,
  s0: number,
  t0: number,
  s1: number,
  t1: number,
): V3[] => [at(s0, t0), at(s1, t0), at(s1, t1), at(s0, t1)];

/** A window: frame, glass that reflects the sky, a mullion and, on low floors, burglar bars. */
function windowAt(
  at: (s: number, t: number) => V3,
  s: number,
  t: number,
  w: number,
  h: number,
  frame: string,
  bars: boolean,
): Item[] {
  const items: Item[] = [
    { kind: 'poly', points: quad(at, s - 0.08, t - 0.08, s + w + 0.08, t + h + 0.08), fill: frame },
    { kind: 'poly', points: quad(at, s, t, s + w, t + h), fill: 'url(#pane)' },
    {
      kind: 'poly',
      points: quad(at, s + w * 0.55, t + h * 0.45, s + w * 0.8, t + h),
      fill: '#ffffff',
      opacity: 0.12,
    },
    { kind: 'line', points: [at(s + w / 2, t), at(s + w / 2, t + h)], stroke: frame, width: 2 },
    {
      kind: 'poly',
      points: quad(at, s - 0.15, t - 0.16, s + w + 0.15, t - 0.05),
      fill: '#000',
      opacity: 0.12,
    },
  ];
  if (bars)
    for (let k = 1; k < 6; k++)
      items.push({
        kind: 'line',
        points: [at(s + (w * k) / 6, t), at(s + (w * k) / 6, t + h)],
        stroke: '#2b2b2b',
        width: 1.3,
        opacity: 0.8,
      });
  return items;
}

interface Model {
  faces: Face[];
  extras: Item[];
  size: V3;
  wall: boolean;
}

const WALL_PAINT = ['#ecdcb8', '#e8e2d2', '#f0d9c4', '#dfe3da', '#e9d3a9'];
const ROOFS = ['#7a3226', '#2f5b4a', '#8a9197', '#354c78', '#6b2a2a'];

/** A hip roof of corrugated sheet: four slopes up to a ridge, with the ribs running down. */
function hipRoof(
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  y: number,
  rise: number,
  color: string,
): Face[] {
  const o = 0.7;
  const [a, b, c, d]: V3[] = [
    [x0 - o, y, z0 - o],
    [x1 + o, y, z0 - o],
    [x1 + o, y, z1 + o],
    [x0 - o, y, z1 + o],
  ];
  const inset = (z1 - z0) / 2 + o;
  const r0: V3 = [x0 - o + inset, y + rise, (z0 + z1) / 2];
  const r1: V3 = [x1 + o - inset, y + rise, (z0 + z1) / 2];
  const ribs = (base: [V3, V3], top: [V3, V3]) => () =>
    Array.from({ length: 24 }, (_, i): Item => {
      const u = (i + 0.5) / 24;
      const lerp = (p: V3, q: V3): V3 => [
        p[0] + (q[0] - p[0]) * u,
        p[1] + (q[1] - p[1]) * u,
        p[2] + (q[2] - p[2]) * u,
      ];
      return {
        kind: 'line',
        points: [lerp(...base), lerp(...top)],
        stroke: '#000',
        width: 1.2,
        opacity: 0.22,
      };
    });
  const slope = (n: V3): V3 => {
    const l = Math.hypot(...n);
    return [n[0] / l, n[1] / l, n[2] / l];
  };
  return [
    {
      corners: [a, b, r1, r0],
      normal: slope([0, inset, -rise]),
      color,
      details: ribs([a, b], [r0, r1]),
    },
    {
      corners: [c, d, r0, r1],
      normal: slope([0, inset, rise]),
      color,
      details: ribs([c, d], [r1, r0]),
    },
    {
      corners: [d, a, r0],
      normal: slope([-rise, inset, 0]),
      color,
      details: ribs([d, a], [r0, r0]),
    },
    {
      corners: [b, c, r1],
      normal: slope([rise, inset, 0]),
      color,
      details: ribs([b, c], [r1, r1]),
    },
  ];
}

/** Villa, G+1 house or townhouse: two floors under a sheet roof, in a walled compound. */
function house(type: string, seed: number): Model {
  const r = random(seed * 3 + 7);
  const wide = type === 'Villa' ? 15 : type === 'Townhouse' ? 20 : 11;
  const deep = type === 'Villa' ? 11 : 9;
  const floorH = 3.2;
  const floors = 2;
  const paint = WALL_PAINT[seed % WALL_PAINT.length];
  const frame = ['#f4f1ea', '#3b3b3b', '#6d4b32'][seed % 3];
  const x0 = -wide / 2;
  const z0 = -deep / 2;
  const facade = (doors: boolean) => (at: (s: number, t: number) => V3) => {
    const items: Item[] = [];
    const across = Math.floor(wide / 3.4);
    const step = wide / across;
    for (let f = 0; f < floors; f++)
      for (let i = 0; i < across; i++) {
        const s = i * step + step / 2;
        if (
          doors &&
          f === 0 &&
          (type === 'Townhouse' ? i % 2 === 0 : i === Math.floor(across / 2))
        ) {
          items.push({ kind: 'poly', points: quad(at, s - 0.6, 0, s + 0.6, 2.3), fill: '#4a2f1f' });
          items.push({
            kind: 'poly',
            points: quad(at, s - 0.9, 2.3, s + 0.9, 2.5),
            fill: dark(paint, 0.3),
          });
        } else items.push(...windowAt(at, s - 0.75, f * floorH + 1, 1.5, 1.45, frame, f === 0));
      }
    items.push({
      kind: 'poly',
      points: quad(at, 0, floorH - 0.12, wide, floorH + 0.12),
      fill: dark(paint, 0.12),
    });
    items.push({ kind: 'poly', points: quad(at, 0, 0, wide, 0.5), fill: dark(paint, 0.35) });
    return items;
  };
  const side = (at: (s: number, t: number) => V3) => [
    ...windowAt(at, deep / 2 - 0.7, 1, 1.4, 1.4, frame, true),
    ...windowAt(at, deep / 2 - 0.7, floorH + 1, 1.4, 1.4, frame, false),
    { kind: 'poly', points: quad(at, 0, 0, deep, 0.5), fill: dark(paint, 0.35) } as Item,
  ];
  const faces = box([x0, 0, z0], [-x0, floors * floorH, -z0], paint, {
    front: facade(true),
    back: facade(false),
    left: side,
    right: side,
  });
  faces.push(
    ...hipRoof(
      x0,
      -x0,
      z0,
      -z0,
      floors * floorH,
      type === 'Villa' ? 2.6 : 2.2,
      ROOFS[(seed + 1) % ROOFS.length],
    ),
  );
  if (type !== 'Townhouse') {
    // A balcony over the door.
    faces.push(
      ...box([-2.2, floorH - 0.15, z0 - 1.4], [2.2, floorH + 0.15, z0], light(paint, 0.1)),
      ...box([-2.2, floorH + 0.15, z0 - 1.4], [2.2, floorH + 1.05, z0 - 1.34], '#6d7073', {
        front: (at) =>
          Array.from({ length: 22 }, (_, i): Item => ({
            kind: 'line',
            points: [at(0.1 + i * 0.2, 0), at(0.1 + i * 0.2, 0.9)],
            stroke: '#2a2a2a',
            width: 1.5,
          })),
      }),
    );
  }
  const extras = [-1, 1].map((side, i): Item => ({
    kind: 'sprite',
    points: [[side * (wide / 2 + 3 + r() * 2), 0, z0 - 2 + r() * 6]],
    svg: (x, y, scale) => tree(x, y, scale * (4.5 + r() * 2), seed * 11 + i),
  }));
  return {
    faces,
    extras,
    size: [wide, floors * floorH + 2.6, deep],
    wall: type !== 'Townhouse' || seed % 2 === 0,
  };
}

/** A condominium or apartment block: several floors of windows and balconies under a flat roof. */
function block(type: string, seed: number): Model {
  const apartment = type === 'Apartment';
  const floors = apartment ? 8 : 5;
  const floorH = 3;
  const wide = apartment ? 20 : 28;
  const deep = apartment ? 14 : 12;
  const paint = apartment
    ? ['#e6e4df', '#d9dadb', '#efe6d6'][seed % 3]
    : ['#ece6d6', '#e9e1cf', '#e6e8e2'][seed % 3];
  const accent = apartment ? '#5b636b' : ['#2f6fa6', '#c0612b', '#3e8a6a', '#b23a3a'][seed % 4];
  const x0 = -wide / 2;
  const z0 = -deep / 2;
  const grid = (length: number, withBalconies: boolean) => (at: (s: number, t: number) => V3) => {
    const items: Item[] = [];
    const across = Math.floor(length / 3);
    const step = length / across;
    for (let f = 0; f < floors; f++) {
      items.push({
        kind: 'poly',
        points: quad(at, 0, f * floorH - 0.1, length, f * floorH + 0.2),
        fill: dark(paint, 0.1),
      });
      for (let i = 0; i < across; i++) {
        const s = i * step + step / 2;
        if (f === 0 && i === Math.floor(across / 2)) {
          items.push({ kind: 'poly', points: quad(at, s - 1, 0, s + 1, 2.5), fill: '#394650' });
          continue;
        }
        items.push(
          ...windowAt(
            at,
            s - 0.8,
            f * floorH + 0.9,
            1.6,
            apartment ? 1.8 : 1.4,
            apartment ? '#404448' : '#f1efe8',
            f === 0,
          ),
        );
        if (withBalconies && f > 0 && i % 2 === 1)
          items.push({
            kind: 'poly',
            points: quad(at, s - 1.2, f * floorH, s + 1.2, f * floorH + 1.05),
            fill: apartment ? '#8fa6b3' : accent,
            opacity: apartment ? 0.55 : 0.9,
          });
      }
    }
    items.push({
      kind: 'poly',
      points: quad(at, 0, floors * floorH - 0.6, length, floors * floorH),
      fill: accent,
      opacity: 0.85,
    });
    return items;
  };
  const faces = box([x0, 0, z0], [-x0, floors * floorH, -z0], paint, {
    front: grid(wide, true),
    back: grid(wide, true),
    left: grid(deep, false),
    right: grid(deep, false),
  });
  const r = random(seed * 5 + 2);
  const extras = [-1, 1].map((side, i): Item => ({
    kind: 'sprite',
    points: [[side * (wide / 2 + 4 + r() * 3), 0, z0 - 3 + r() * 4]],
    svg: (x, y, scale) => tree(x, y, scale * (5 + r() * 2), seed * 7 + i),
  }));
  return { faces, extras, size: [wide, floors * floorH, deep], wall: false };
}

/** The neighbours' single-storey houses under rusty or painted sheet roofs, behind and beside. */
function neighbours(model: Model, seed: number): Face[] {
  const r = random(seed * 41 + 3);
  const [wide, , deep] = model.size;
  const spots: [number, number][] = [
    [-(wide / 2 + 11), deep / 2 + 4],
    [wide / 2 + 12, deep / 2 + 6],
    [-(wide / 2 + 4), deep / 2 + 18],
    [wide / 2 + 2, deep / 2 + 20],
    [-(wide / 2 + 24), -2],
    [wide / 2 + 24, 2],
  ];
  return spots.flatMap(([x, z]) => {
    const w = 7 + r() * 4;
    const d = 6 + r() * 3;
    const wall = WALL_PAINT[Math.floor(r() * WALL_PAINT.length)];
    const roof = r() < 0.5 ? mix('#8a5a3a', '#6e3b2a', r()) : ROOFS[Math.floor(r() * ROOFS.length)];
    return [
      ...box([x - w / 2, 0, z - d / 2], [x + w / 2, 3, z + d / 2], dark(wall, 0.08)),
      ...hipRoof(x - w / 2, x + w / 2, z - d / 2, z + d / 2, 3, 1.6, roof),
    ];
  });
}

/** The compound wall along the street with its sheet-metal gate, seen from outside. */
function compoundWall(model: Model, seed: number): Face[] {
  const [wide, , deep] = model.size;
  const z = -deep / 2 - 6;
  const half = wide / 2 + 5;
  const plaster = ['#d8ccb5', '#cfc6b8', '#e0d2b4'][seed % 3];
  const gate = ['#2f5d7c', '#3e6b3f', '#5c6166', '#6b2f2f'][seed % 4];
  return box([-half, 0, z - 0.25], [half, 2.6, z], plaster, {
    front: (at) => [
      { kind: 'poly', points: quad(at, half - 2.4, -0.05, half + 2.4, 2.45), fill: gate },
      ...Array.from({ length: 26 }, (_, i): Item => ({
        kind: 'line',
        points: [at(half - 2.3 + i * 0.18, 0.05), at(half - 2.3 + i * 0.18, 2.4)],
        stroke: '#000',
        width: 1.4,
        opacity: 0.18,
      })),
      { kind: 'poly', points: quad(at, 0, 2.45, 2 * half, 2.65), fill: dark(plaster, 0.3) },
      { kind: 'poly', points: quad(at, 0, 0, 2 * half, 0.4), fill: dark(plaster, 0.25) },
    ],
  });
}

/** The SVG of a home photo: view 0 front (from the street), 1 back, 2 right corner, 3 left corner. */
export function housePhoto(type: string, seed: number, view: number): Buffer {
  const model =
    type === 'Condominium' || type === 'Studio' || type === 'Apartment'
      ? block(type, seed)
      : house(type, seed);
  const faces = [...model.faces, ...neighbours(model, seed)];
  if (view === 0 && model.wall) faces.push(...compoundWall(model, seed));
  const angle = [8, 188, 42, -42][view] + ((seed % 5) - 2) * 3;
  const rad = (angle * Math.PI) / 180;
  const [wide, tall, deep] = model.size;
  const cy = tall > 12 ? 560 : 300;
  // Houses are shown from a neighbour's first floor, over the compound wall; blocks from the street.
  const eye = tall > 12 ? 1.6 : 5.5;
  const focal = 760;
  const reach = Math.max(wide, deep) * 0.5;
  const distance =
    Math.max(
      ((tall - eye) * focal) / (cy - 80),
      (eye * focal) / (H - cy - 40),
      (reach * focal) / (W / 2 - 60),
    ) + (view >= 2 ? reach * 1.3 : deep / 2 + reach * 0.4);
  const cam: Camera = {
    at: [Math.sin(rad) * distance, eye, -Math.cos(rad) * distance],
    right: [Math.cos(rad), 0, Math.sin(rad)],
    forward: [-Math.sin(rad), 0, Math.cos(rad)],
    focal,
    cy,
  };
  const toScreen = (p: V3) => project(cam, p);
  const poly = (points: V3[], attrs: string) =>
    `<polygon points="${points
      .map((p) => toScreen(p))
      .map(([x, y]) => `${f1(x)},${f1(y)}`)
      .join(' ')}" ${attrs}/>`;
  const drawn: { depth: number; svg: string }[] = [];
  for (const face of faces) {
    const centre = face.corners.reduce<V3>(
      (s, p) => [
        s[0] + p[0] / face.corners.length,
        s[1] + p[1] / face.corners.length,
        s[2] + p[2] / face.corners.length,
      ],
      [0, 0, 0],
    );
    if (dot(face.normal, sub(cam.at, centre)) <= 0) continue;
    const lit = Math.max(0, dot(face.normal, SUN));
    const color = mix(dark(face.color, 0.38), light(face.color, 0.08), lit);
    const at = surface(face);
    const details = face.corners.length === 4 ? face.details(at) : face.details(at);
    const parts = [poly(face.corners, `fill="${color}"`)];
    for (const item of details) {
      const o = item.opacity !== undefined ? ` opacity="${item.opacity}"` : '';
      if (item.kind === 'poly') parts.push(poly(item.points, `fill="${item.fill}"${o}`));
      else if (item.kind === 'line') {
        const [[ax, ay], [bx, by]] = item.points.map(toScreen);
        parts.push(
          `<line x1="${f1(ax)}" y1="${f1(ay)}" x2="${f1(bx)}" y2="${f1(by)}" stroke="${item.stroke}" stroke-width="${item.width}"${o}/>`,
        );
      }
    }
    const shadeTop = face.normal[1] === 0 ? poly(face.corners, 'fill="url(#facade)"') : '';
    drawn.push({ depth: toScreen(centre)[2], svg: parts.join('') + shadeTop });
  }
  for (const sprite of model.extras) {
    const [x, y, z] = toScreen(sprite.points[0]);
    drawn.push({ depth: z, svg: sprite.svg!(x, y, focal / z) });
  }
  drawn.sort((a, b) => b.depth - a.depth);
  const r = random(seed * 19 + view);
  const ground = mix('#8f8676', ['#7d8a5a', '#9a8f7c', '#86806f'][seed % 3], 0.5);
  const [, baseY] = toScreen([0, 0, -deep / 2]);
  const shadow = (() => {
    const pts = [
      [-wide / 2, -deep / 2],
      [wide / 2, -deep / 2],
      [wide / 2 + 3, deep / 2 + 4],
      [-wide / 2 + 3, deep / 2 + 4],
    ].map(([x, z]) => toScreen([x, 0, z]));
    return `<polygon points="${pts.map(([x, y]) => `${f1(x)},${f1(y)}`).join(' ')}" fill="#000" opacity="0.22"/>`;
  })();
  const plot = (x0: number, x1: number, z0: number, z1: number, fill: string, lines: number) => {
    const corner = (x: number, z: number) => toScreen([x, 0, z]);
    const shape = [corner(x0, z0), corner(x1, z0), corner(x1, z1), corner(x0, z1)];
    const joints = Array.from({ length: lines }, (_, i) => {
      const z = z0 + ((z1 - z0) * (i + 1)) / (lines + 1);
      const [a, b] = [corner(x0, z), corner(x1, z)];
      return `<line x1="${f1(a[0])}" y1="${f1(a[1])}" x2="${f1(b[0])}" y2="${f1(b[1])}" stroke="#000" stroke-width="1" opacity="0.12"/>`;
    }).join('');
    return `<polygon points="${shape.map(([x, y]) => `${f1(x)},${f1(y)}`).join(' ')}" fill="${fill}"/>${joints}`;
  };
  const paving =
    model.wall && view === 0
      ? plot(-80, 80, -deep / 2 - 6.3, -deep / 2 - 15, '#6f6b66', 0) +
        plot(-80, 80, -deep / 2 - 15, -deep / 2 - 40, '#8c8478', 10)
      : plot(
          -wide / 2 - 6,
          wide / 2 + 6,
          -deep / 2 - 8,
          deep / 2 + 6,
          mix('#a59c8e', '#8d8d86', (seed % 3) / 2),
          24,
        );
  // Stones, bare patches and tufts of grass on the ground between the camera and the house.
  const stones = Array.from({ length: 70 }, (_, i) => {
    const ahead = distance * (0.25 + r() * 0.6);
    const aside = (r() - 0.5) * ahead * 1.3;
    const point: V3 = [
      cam.at[0] + cam.forward[0] * ahead + cam.right[0] * aside,
      0,
      cam.at[2] + cam.forward[2] * ahead + cam.right[2] * aside,
    ];
    const [x, y, z] = toScreen(point);
    const size = focal / z;
    return i % 3
      ? `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(size * (0.15 + r() * 0.3))}" ry="${f1(size * (0.05 + r() * 0.08))}" fill="#000" opacity="0.1"/>`
      : `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(size * (0.6 + r() * 1.2))}" ry="${f1(size * (0.15 + r() * 0.2))}" fill="${mix('#5f6b3a', '#8a7f55', r())}" opacity="0.45"/>`;
  }).join('');
  return svg(
    `<linearGradient id="pane" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7f97ab"/><stop offset="0.5" stop-color="#34424f"/><stop offset="1" stop-color="#202a33"/></linearGradient>
    <linearGradient id="facade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.06"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light(ground, 0.15)}"/><stop offset="1" stop-color="${dark(ground, 0.25)}"/></linearGradient>`,
    `${sky(seed + view, cy)}${farLand(seed, cy)}<rect y="${cy}" width="${W}" height="${H - cy}" fill="url(#ground)"/>${paving}${stones}${shadow}${drawn.map((d) => d.svg).join('')}${view === 0 || (view === 3 && seed % 2) ? pole(view ? 90 : 870, Math.min(H - 20, baseY + 60), Math.min(H - 20, baseY + 60) - 40, seed + view) : ''}`,
  );
}
