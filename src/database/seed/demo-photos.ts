import sharp from 'sharp';

const SKIES = ['#87c5e8', '#f4b183', '#a9d18e', '#c9b3e6', '#ffd966', '#9dc3e6'];
const BODIES = ['#c00000', '#1f4e79', '#f2f2f2', '#404040', '#548235', '#bf9000', '#7030a0'];
const WALLS = ['#f8cbad', '#fff2cc', '#dae3f3', '#e2efda', '#ededed'];

const svg = (body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720">${body}</svg>`,
  );

/** A simple drawn car, seen from four sides: enough for a demo listing to look alive. */
function carScene(n: number, view: number): Buffer {
  const sky = SKIES[(n + view) % SKIES.length];
  const paint = BODIES[n % BODIES.length];
  const long = view % 2 === 0 ? 560 : 360;
  const x = (960 - long) / 2;
  return svg(`
    <rect width="960" height="720" fill="${sky}"/>
    <rect y="470" width="960" height="250" fill="#6b6b6b"/>
    <rect y="585" width="960" height="12" fill="#f2f2f2" opacity="0.7"/>
    <rect x="${x}" y="330" width="${long}" height="140" rx="40" fill="${paint}"/>
    <path d="M${x + long * 0.2} 335 L${x + long * 0.32} 240 L${x + long * 0.7} 240 L${x + long * 0.82} 335 Z" fill="${paint}"/>
    <path d="M${x + long * 0.27} 330 L${x + long * 0.36} 258 L${x + long * 0.49} 258 L${x + long * 0.49} 330 Z" fill="#cfe8ff"/>
    <path d="M${x + long * 0.52} 330 L${x + long * 0.52} 258 L${x + long * 0.66} 258 L${x + long * 0.76} 330 Z" fill="#cfe8ff"/>
    <circle cx="${x + long * 0.22}" cy="470" r="52" fill="#1a1a1a"/><circle cx="${x + long * 0.22}" cy="470" r="22" fill="#bfbfbf"/>
    <circle cx="${x + long * 0.78}" cy="470" r="52" fill="#1a1a1a"/><circle cx="${x + long * 0.78}" cy="470" r="22" fill="#bfbfbf"/>`);
}

/** A simple drawn house with garden, from four angles. */
function houseScene(n: number, view: number): Buffer {
  const sky = SKIES[(n + view) % SKIES.length];
  const wall = WALLS[n % WALLS.length];
  const roof = BODIES[(n + 2) % BODIES.length];
  const width = view % 2 === 0 ? 520 : 400;
  const x = (960 - width) / 2;
  const floors = 1 + (n % 3);
  const height = 130 * floors;
  const top = 560 - height;
  const windows = Array.from({ length: floors }, (_, f) =>
    [0.18, 0.62]
      .map(
        (at) =>
          `<rect x="${x + width * at}" y="${top + 30 + f * 130}" width="${width * 0.2}" height="70" fill="#9dc3e6" stroke="#595959" stroke-width="6"/>`,
      )
      .join(''),
  ).join('');
  return svg(`
    <rect width="960" height="720" fill="${sky}"/>
    <rect y="560" width="960" height="160" fill="#70ad47"/>
    <rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${wall}" stroke="#7f7f7f" stroke-width="4"/>
    <path d="M${x - 40} ${top} L${x + width / 2} ${top - 150} L${x + width + 40} ${top} Z" fill="${roof}"/>
    ${windows}
    <rect x="${x + width * 0.42}" y="470" width="${width * 0.16}" height="90" fill="#7f6000"/>
    <circle cx="${x - 90}" cy="500" r="60" fill="#548235"/><rect x="${x - 98}" y="540" width="16" height="40" fill="#7f6000"/>`);
}

/** Four JPEG photos (front, back, right, left) for the n-th demo listing of a category. */
export async function demoPhotos(category: 'car' | 'house', n: number): Promise<Buffer[]> {
  const scene = category === 'car' ? carScene : houseScene;
  return Promise.all(
    [0, 1, 2, 3].map((view) => sharp(scene(n, view)).jpeg({ quality: 82 }).toBuffer()),
  );
}
