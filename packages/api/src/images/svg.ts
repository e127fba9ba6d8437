import { IMAGE_SCENES, type ImageKind, type ImageScene } from './sizes';

/** FNV-1a hash of a string, for a deterministic seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small seeded PRNG, so a picture is the same on every request and every machine. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Palette {
  skyTop: string;
  skyBottom: string;
  far: string;
  near: string;
  accent: string;
  water: string;
}

const PALETTES: Record<ImageScene, Palette[]> = {
  seaside: [
    { skyTop: '#5fb4e8', skyBottom: '#d6f0fb', far: '#e9d8a6', near: '#f4e3b5', accent: '#ff9f1c', water: '#1b8ac4' },
    { skyTop: '#ff8c61', skyBottom: '#ffd6a5', far: '#e0c28a', near: '#f2d7a0', accent: '#ffd23f', water: '#2a6f97' },
  ],
  mountain: [
    { skyTop: '#4a90c2', skyBottom: '#cfe8f7', far: '#6b7f99', near: '#3f6b47', accent: '#f5f5f5', water: '#4d8fb8' },
    { skyTop: '#7b6fb0', skyBottom: '#f6c9a8', far: '#5c5f85', near: '#2f5741', accent: '#ffe8d6', water: '#5b7db1' },
  ],
  snow: [
    { skyTop: '#3d7cc9', skyBottom: '#e3f1fb', far: '#a9bfd6', near: '#f4f8fb', accent: '#ffffff', water: '#8fb8de' },
  ],
  countryside: [
    { skyTop: '#74b9e7', skyBottom: '#e8f6fc', far: '#8cbf6a', near: '#5f9e45', accent: '#f6d743', water: '#4b9cd3' },
    { skyTop: '#f7a072', skyBottom: '#fde2c3', far: '#a3b86c', near: '#6d8f3f', accent: '#e85d04', water: '#5e8fb5' },
  ],
  city: [
    { skyTop: '#2b4c7e', skyBottom: '#f9c784', far: '#567ebb', near: '#1f2f4a', accent: '#ffd166', water: '#3d5a80' },
    { skyTop: '#86c5ea', skyBottom: '#eef7fc', far: '#9aa9bc', near: '#4f5d75', accent: '#ef8354', water: '#4f7cac' },
  ],
  lake: [
    { skyTop: '#6fb1e3', skyBottom: '#e0f2fb', far: '#5d8a66', near: '#3e6b48', accent: '#fefae0', water: '#3a86b8' },
  ],
  forest: [
    { skyTop: '#8fc1e3', skyBottom: '#eaf4ea', far: '#3f7d4e', near: '#24553a', accent: '#f4a259', water: '#4f8a8b' },
  ],
  vineyard: [
    { skyTop: '#f4a261', skyBottom: '#fde8c9', far: '#9c6644', near: '#7f5539', accent: '#6a994e', water: '#5e81ac' },
    { skyTop: '#7db8e0', skyBottom: '#eef6fb', far: '#a7c957', near: '#6a994e', accent: '#7b2cbf', water: '#4a7bb7' },
  ],
  castle: [
    { skyTop: '#5c7aa8', skyBottom: '#f2d0a9', far: '#8a9b68', near: '#5b7744', accent: '#c9b79c', water: '#4d6fa0' },
  ],
  spa: [
    { skyTop: '#b8d8d8', skyBottom: '#f7f3ee', far: '#c9b8a6', near: '#8fa89b', accent: '#e6ccb2', water: '#7fb7be' },
  ],
  gastronomy: [
    { skyTop: '#7f4f24', skyBottom: '#ffe8d6', far: '#b08968', near: '#6f4518', accent: '#e63946', water: '#ddb892' },
  ],
  family: [
    { skyTop: '#65c3f0', skyBottom: '#e9f8ff', far: '#9bd770', near: '#66b04c', accent: '#ff5d8f', water: '#3fa7d6' },
  ],
  adventure: [
    { skyTop: '#ffb347', skyBottom: '#fff1d0', far: '#c1666b', near: '#8c4a3d', accent: '#4a7c59', water: '#3c8dad' },
  ],
  romantic: [
    { skyTop: '#c06c84', skyBottom: '#f8b195', far: '#6c5b7b', near: '#355c7d', accent: '#ffd1dc', water: '#6c8ebf' },
  ],
};

const f = (n: number): string => (Math.round(n * 10) / 10).toString();

/** A wavy band (hills or sea) across the picture, from height y with amplitude a. */
function band(w: number, h: number, y: number, a: number, waves: number, phase: number, fill: string, opacity = 1): string {
  const steps = Math.max(4, Math.round(waves * 4));
  let d = `M0 ${f(y)}`;
  for (let i = 1; i <= steps; i++) {
    const x = (w * i) / steps;
    const cx = (w * (i - 0.5)) / steps;
    const cy = y + Math.sin(phase + (i * Math.PI * 2 * waves) / steps) * a;
    d += ` Q${f(cx)} ${f(cy)} ${f(x)} ${f(y + Math.sin(phase + i) * a * 0.3)}`;
  }
  d += ` L${f(w)} ${f(h)} L0 ${f(h)} Z`;
  return `<path d="${d}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

function mountains(w: number, h: number, base: number, rnd: () => number, fill: string, cap: string, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = (w * (i + 0.2 + rnd() * 0.6)) / count;
    const width = (w / count) * (1.2 + rnd() * 0.8);
    const top = base - h * (0.25 + rnd() * 0.3);
    out += `<path d="M${f(cx - width / 2)} ${f(base)} L${f(cx)} ${f(top)} L${f(cx + width / 2)} ${f(base)} Z" fill="${fill}"/>`;
    const capH = (base - top) * 0.25;
    out += `<path d="M${f(cx - (width / 2) * 0.25)} ${f(top + capH)} L${f(cx)} ${f(top)} L${f(cx + (width / 2) * 0.25)} ${f(top + capH)} L${f(cx + width * 0.04)} ${f(top + capH * 0.8)} L${f(cx - width * 0.04)} ${f(top + capH)} Z" fill="${cap}"/>`;
  }
  return out;
}

function trees(w: number, h: number, base: number, rnd: () => number, fill: string, count: number): string {
  let out = '';
  const size = Math.min(w, h) * 0.12;
  for (let i = 0; i < count; i++) {
    const x = rnd() * w;
    const s = size * (0.6 + rnd() * 0.8);
    const y = base + rnd() * h * 0.08;
    out += `<path d="M${f(x)} ${f(y - s)} L${f(x + s * 0.35)} ${f(y)} L${f(x - s * 0.35)} ${f(y)} Z" fill="${fill}"/>`;
  }
  return out;
}

function skyline(w: number, h: number, base: number, rnd: () => number, fill: string, lights: string): string {
  let out = '';
  let x = 0;
  while (x < w) {
    const bw = w * (0.04 + rnd() * 0.06);
    const bh = h * (0.15 + rnd() * 0.35);
    out += `<rect x="${f(x)}" y="${f(base - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${fill}"/>`;
    const cols = Math.max(1, Math.floor(bw / (w * 0.015)));
    for (let c = 0; c < cols; c++) {
      for (let r = 0; r < 4; r++) {
        if (rnd() < 0.45) {
          out += `<rect x="${f(x + (bw * (c + 0.3)) / cols)}" y="${f(base - bh + bh * 0.1 + r * bh * 0.2)}" width="${f((bw / cols) * 0.4)}" height="${f(bh * 0.08)}" fill="${lights}" opacity="0.8"/>`;
        }
      }
    }
    x += bw + w * 0.005;
  }
  return out;
}

function landscape(scene: ImageScene, w: number, h: number, p: Palette, rnd: () => number): string {
  const horizon = h * (0.55 + rnd() * 0.1);
  const phase = rnd() * 6;
  switch (scene) {
    case 'seaside':
      return (
        band(w, h, horizon, h * 0.01, 2, phase, p.water) +
        band(w, h, horizon + h * 0.08, h * 0.015, 6, phase, p.water, 0.7) +
        band(w, h, h * 0.8, h * 0.04, 1.5, phase, p.near)
      );
    case 'mountain':
    case 'adventure':
      return mountains(w, h, horizon + h * 0.1, rnd, p.far, p.accent, 3) + band(w, h, h * 0.75, h * 0.04, 2, phase, p.near);
    case 'snow':
      return mountains(w, h, horizon + h * 0.1, rnd, p.far, '#ffffff', 4) + band(w, h, h * 0.72, h * 0.05, 1.5, phase, p.near) + trees(w, h, h * 0.8, rnd, '#2d5a3d', 6);
    case 'city':
      return skyline(w, h, h * 0.85, rnd, p.far, p.accent) + `<rect x="0" y="${f(h * 0.85)}" width="${w}" height="${f(h * 0.15)}" fill="${p.near}"/>`;
    case 'lake':
      return (
        band(w, h, horizon - h * 0.05, h * 0.06, 1.5, phase, p.far) +
        `<ellipse cx="${f(w * 0.5)}" cy="${f(h * 0.78)}" rx="${f(w * 0.42)}" ry="${f(h * 0.1)}" fill="${p.water}"/>` +
        trees(w, h, horizon + h * 0.02, rnd, p.near, 8)
      );
    case 'forest':
      return band(w, h, horizon, h * 0.05, 2, phase, p.far) + trees(w, h, horizon + h * 0.1, rnd, p.near, 22) + band(w, h, h * 0.88, h * 0.02, 2, phase, p.near);
    case 'vineyard': {
      let rows = '';
      for (let i = 0; i < 7; i++) {
        const y = horizon + h * 0.08 + i * h * 0.05;
        rows += `<path d="M0 ${f(y)} Q${f(w / 2)} ${f(y - h * 0.05)} ${f(w)} ${f(y)}" stroke="${p.accent}" stroke-width="${f(h * 0.012)}" fill="none" stroke-dasharray="${f(w * 0.01)} ${f(w * 0.008)}"/>`;
      }
      return band(w, h, horizon, h * 0.04, 1.2, phase, p.far) + band(w, h, horizon + h * 0.06, h * 0.03, 1, phase + 1, p.near) + rows;
    }
    case 'castle': {
      const cx = w * (0.35 + rnd() * 0.3);
      const cw = Math.min(w, h) * 0.4;
      const top = horizon - cw * 0.5;
      let castle = `<rect x="${f(cx - cw / 2)}" y="${f(top)}" width="${f(cw)}" height="${f(cw * 0.55)}" fill="${p.accent}"/>`;
      for (const dx of [-0.5, 0.38]) {
        castle += `<rect x="${f(cx + cw * dx)}" y="${f(top - cw * 0.25)}" width="${f(cw * 0.12)}" height="${f(cw * 0.8)}" fill="${p.accent}"/><path d="M${f(cx + cw * dx - cw * 0.02)} ${f(top - cw * 0.25)} L${f(cx + cw * dx + cw * 0.06)} ${f(top - cw * 0.45)} L${f(cx + cw * dx + cw * 0.14)} ${f(top - cw * 0.25)} Z" fill="#8d3b3b"/>`;
      }
      return band(w, h, horizon, h * 0.05, 1, phase, p.far) + castle + band(w, h, h * 0.8, h * 0.03, 1.5, phase, p.near);
    }
    case 'spa':
      return (
        `<rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${p.water}"/>` +
        [0.12, 0.09, 0.065]
          .map((r, i) => `<ellipse cx="${f(w * 0.7)}" cy="${f(horizon - i * h * 0.09)}" rx="${f(Math.min(w, h) * r * 1.4)}" ry="${f(Math.min(w, h) * r * 0.45)}" fill="${p.far}"/>`)
          .join('') +
        `<circle cx="${f(w * 0.3)}" cy="${f(horizon + h * 0.15)}" r="${f(Math.min(w, h) * 0.05)}" fill="${p.accent}"/>`
      );
    case 'gastronomy': {
      const r = Math.min(w, h) * 0.22;
      return (
        `<rect x="0" y="${f(h * 0.55)}" width="${w}" height="${f(h * 0.45)}" fill="${p.near}"/>` +
        `<ellipse cx="${f(w / 2)}" cy="${f(h * 0.72)}" rx="${f(r * 1.3)}" ry="${f(r * 0.55)}" fill="#fdfdfd"/>` +
        `<ellipse cx="${f(w / 2)}" cy="${f(h * 0.71)}" rx="${f(r * 0.7)}" ry="${f(r * 0.28)}" fill="${p.accent}"/>` +
        `<ellipse cx="${f(w / 2 + r * 0.2)}" cy="${f(h * 0.69)}" rx="${f(r * 0.25)}" ry="${f(r * 0.1)}" fill="#6a994e"/>`
      );
    }
    case 'family': {
      let balloons = '';
      for (let i = 0; i < 3; i++) {
        const x = w * (0.2 + rnd() * 0.6);
        const y = h * (0.15 + rnd() * 0.25);
        const r = Math.min(w, h) * 0.05;
        balloons += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 1.2)}" fill="${['#ff5d8f', '#ffd23f', '#3bceac'][i]}"/><line x1="${f(x)}" y1="${f(y + r * 1.2)}" x2="${f(x)}" y2="${f(y + r * 3)}" stroke="#555" stroke-width="${f(r * 0.06)}"/>`;
      }
      return band(w, h, horizon, h * 0.05, 1.5, phase, p.far) + band(w, h, h * 0.78, h * 0.04, 2, phase, p.near) + balloons;
    }
    case 'romantic':
    case 'countryside':
    default:
      return band(w, h, horizon, h * 0.05, 1.3, phase, p.far) + band(w, h, h * 0.75, h * 0.05, 1.8, phase + 2, p.near) + trees(w, h, h * 0.72, rnd, '#2f5d3a', 4);
  }
}

function building(w: number, h: number, rnd: () => number, wall: string): string {
  const bw = Math.min(w * 0.4, h * 0.7);
  const bh = bw * (0.55 + rnd() * 0.25);
  const x = w * (0.3 + rnd() * 0.4) - bw / 2;
  const y = h * 0.86 - bh;
  let out = `<rect x="${f(x)}" y="${f(y)}" width="${f(bw)}" height="${f(bh)}" fill="${wall}" rx="${f(bw * 0.01)}"/>`;
  out += `<path d="M${f(x - bw * 0.05)} ${f(y)} L${f(x + bw / 2)} ${f(y - bh * 0.3)} L${f(x + bw * 1.05)} ${f(y)} Z" fill="#9b4b3c"/>`;
  const cols = 5;
  const rows = 3;
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      out += `<rect x="${f(x + bw * (0.08 + c * 0.18))}" y="${f(y + bh * (0.12 + r * 0.25))}" width="${f(bw * 0.1)}" height="${f(bh * 0.14)}" fill="${rnd() < 0.3 ? '#ffe29a' : '#5b7c99'}"/>`;
    }
  }
  out += `<rect x="${f(x + bw * 0.44)}" y="${f(y + bh * 0.78)}" width="${f(bw * 0.12)}" height="${f(bh * 0.22)}" fill="#5a3e2b"/>`;
  return out;
}

function room(w: number, h: number, rnd: () => number, view: string, p: Palette): string {
  const wall = ['#f3ede4', '#e8eef2', '#f6e9e0', '#e9efe6'][Math.floor(rnd() * 4)]!;
  const ww = w * 0.36;
  const wh = h * 0.42;
  const wx = w * 0.55;
  const wy = h * 0.12;
  const bedX = w * 0.08;
  const bedW = w * 0.46;
  return (
    `<rect width="${w}" height="${h}" fill="${wall}"/>` +
    `<svg x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(wh)}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice">${view}</svg>` +
    `<rect x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(wh)}" fill="none" stroke="#ffffff" stroke-width="${f(w * 0.012)}"/>` +
    `<rect x="0" y="${f(h * 0.78)}" width="${w}" height="${f(h * 0.22)}" fill="#b08968"/>` +
    `<rect x="${f(bedX)}" y="${f(h * 0.42)}" width="${f(bedW * 0.08)}" height="${f(h * 0.3)}" fill="#6f4e37"/>` +
    `<rect x="${f(bedX)}" y="${f(h * 0.6)}" width="${f(bedW)}" height="${f(h * 0.14)}" fill="#ffffff"/>` +
    `<rect x="${f(bedX)}" y="${f(h * 0.66)}" width="${f(bedW)}" height="${f(h * 0.1)}" fill="${p.accent}" opacity="0.85"/>` +
    `<rect x="${f(bedX + bedW * 0.1)}" y="${f(h * 0.55)}" width="${f(bedW * 0.22)}" height="${f(h * 0.06)}" rx="${f(h * 0.02)}" fill="#fafafa"/>` +
    `<rect x="${f(bedX + bedW * 0.38)}" y="${f(h * 0.55)}" width="${f(bedW * 0.22)}" height="${f(h * 0.06)}" rx="${f(h * 0.02)}" fill="#fafafa"/>`
  );
}

function giftBox(w: number, h: number, color: string, ribbon: string): string {
  const s = Math.min(w, h) * 0.5;
  const x = w / 2 - s / 2;
  const y = h * 0.55 - s / 2;
  return (
    `<rect x="${f(x)}" y="${f(y + s * 0.2)}" width="${f(s)}" height="${f(s * 0.8)}" fill="${color}"/>` +
    `<rect x="${f(x - s * 0.05)}" y="${f(y)}" width="${f(s * 1.1)}" height="${f(s * 0.22)}" fill="${color}" stroke="#00000022"/>` +
    `<rect x="${f(x + s * 0.44)}" y="${f(y)}" width="${f(s * 0.12)}" height="${f(s)}" fill="${ribbon}"/>` +
    `<ellipse cx="${f(x + s * 0.38)}" cy="${f(y - s * 0.06)}" rx="${f(s * 0.14)}" ry="${f(s * 0.07)}" fill="${ribbon}"/>` +
    `<ellipse cx="${f(x + s * 0.62)}" cy="${f(y - s * 0.06)}" rx="${f(s * 0.14)}" ry="${f(s * 0.07)}" fill="${ribbon}"/>`
  );
}

function bicycle(w: number, h: number, color: string): string {
  const r = Math.min(w, h) * 0.09;
  const cx = w * 0.5;
  const cy = h * 0.8;
  const sw = f(r * 0.15);
  return (
    `<g stroke="${color}" stroke-width="${sw}" fill="none" stroke-linecap="round">` +
    `<circle cx="${f(cx - r * 1.4)}" cy="${f(cy)}" r="${f(r)}"/><circle cx="${f(cx + r * 1.4)}" cy="${f(cy)}" r="${f(r)}"/>` +
    `<path d="M${f(cx - r * 1.4)} ${f(cy)} L${f(cx - r * 0.3)} ${f(cy - r * 1.1)} L${f(cx + r * 0.9)} ${f(cy - r * 1.1)} L${f(cx + r * 1.4)} ${f(cy)} M${f(cx - r * 0.3)} ${f(cy - r * 1.1)} L${f(cx)} ${f(cy)} L${f(cx + r * 0.9)} ${f(cy - r * 1.1)}"/>` +
    `</g>`
  );
}

function pattern(w: number, h: number, rnd: () => number, a: string, b: string): string {
  let out = `<rect width="${w}" height="${h}" fill="${a}"/>`;
  const step = Math.min(w, h) / (5 + Math.floor(rnd() * 6));
  const dots = rnd() < 0.5;
  for (let x = 0; x < w + h; x += step) {
    out += dots
      ? Array.from({ length: Math.ceil(h / step) + 1 }, (_, i) => `<circle cx="${f(x)}" cy="${f(i * step)}" r="${f(step * 0.2)}" fill="${b}"/>`).join('')
      : `<path d="M${f(x)} 0 L${f(x - h)} ${h}" stroke="${b}" stroke-width="${f(step * 0.3)}"/>`;
  }
  return out;
}

/** Picks the scene: the one named in the URL, else one derived from the id. */
export function sceneFor(seed: number, scene?: ImageScene): ImageScene {
  return scene ?? IMAGE_SCENES[seed % IMAGE_SCENES.length]!;
}

/** A deterministic SVG picture of `kind` `id` (in `scene` when given) at width x height. */
export function renderSvg(kind: ImageKind, id: string, width: number, height: number, scene?: ImageScene): string {
  const seed = hash(`${kind}/${id}`);
  const rnd = random(seed);
  const chosen = sceneFor(seed, scene);
  const palettes = PALETTES[chosen];
  const p = palettes[Math.floor(rnd() * palettes.length)]!;
  const w = width;
  const h = height;
  // Ids unique per picture, so pictures inlined in one page do not share gradients.
  const sky = `sky${seed.toString(36)}`;
  const shade = `shade${seed.toString(36)}`;
  const gradient = `<defs><linearGradient id="${sky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient><linearGradient id="${shade}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/></linearGradient></defs>`;
  const sunR = Math.min(w, h) * (0.06 + rnd() * 0.05);
  const skyLayer = `<rect width="${w}" height="${h}" fill="url(#${sky})"/><circle cx="${f(w * (0.1 + rnd() * 0.8))}" cy="${f(h * (0.15 + rnd() * 0.2))}" r="${f(sunR)}" fill="${p.accent}" opacity="0.9"/>`;
  const scenery = skyLayer + landscape(chosen, w, h, p, rnd);
  let body: string;
  switch (kind) {
    case 'hotel':
    case 'offer':
      body = scenery + building(w, h, rnd, ['#f1e3d3', '#e9ecef', '#fff3e0', '#f8edeb'][Math.floor(rnd() * 4)]!);
      break;
    case 'room':
      body = room(w, h, rnd, scenery, p);
      break;
    case 'activity':
    case 'activity_product':
      body = scenery + bicycle(w, h, '#263238');
      break;
    case 'box':
    case 'gift':
      body = (kind === 'gift' ? scenery : `<rect width="${w}" height="${h}" fill="url(#${sky})"/>`) + giftBox(w, h, ['#e63946', '#2a9d8f', '#264653', '#f4a261', '#6d597a'][Math.floor(rnd() * 5)]!, '#ffd166');
      break;
    case 'banner':
      body = scenery + `<rect width="${w}" height="${h}" fill="url(#${shade})"/>`;
      break;
    case 'logo': {
      const r = Math.min(w, h) * 0.4;
      body = `<rect width="${w}" height="${h}" fill="#ffffff"/><circle cx="${f(w / 2)}" cy="${f(h / 2)}" r="${f(r)}" fill="${p.skyTop}"/><path d="M${f(w / 2 - r * 0.6)} ${f(h / 2 + r * 0.3)} L${f(w / 2 - r * 0.1)} ${f(h / 2 - r * 0.45)} L${f(w / 2 + r * 0.2)} ${f(h / 2)} L${f(w / 2 + r * 0.35)} ${f(h / 2 - r * 0.2)} L${f(w / 2 + r * 0.65)} ${f(h / 2 + r * 0.3)} Z" fill="#ffffff"/>`;
      break;
    }
    case 'sleeve':
      body = pattern(w, h, rnd, p.skyBottom, p.accent);
      break;
    case 'city':
    case 'place':
      body = scenery + skyline(w, h, h * 0.9, rnd, '#2b2d42cc', '#ffd166');
      break;
    case 'theme':
    default:
      body = scenery;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" preserveAspectRatio="xMidYMid slice">${gradient}${body}</svg>`;
}

export { hash as imageHash };
