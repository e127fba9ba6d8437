/**
 * Renders the 'How it works' videos of the gifting flow (one per site locale) from the scenes of
 * src/catalogue/data/cms/how-it-works.ts: each scene is drawn as HTML in Chromium, then ffmpeg joins the scenes
 * with slides (far cheaper to encode than fades) into a silent VP9 WebM, with its duration and cues so it can be
 * seeked, and writes its poster (the opening scene, WebP). LOCALES=es_ES,it_IT limits the run. The files are committed; run this again only when the scenes change:
 *
 *   npx tsx packages/api/media/make-how-it-works.ts      (needs /usr/bin/chromium and ffmpeg with libvpx-vp9)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { howItWorksScript, siteAddressOf, type HowItWorksScene } from '../src/catalogue/data/cms/how-it-works';
import { SITE_LOCALES, type SiteLocale } from '../src/catalogue/data/text/localized';

const OUT = path.join(__dirname, 'how-it-works');
const WIDTH = 1280;
const HEIGHT = 720;
/** Seconds each scene is held, and of each slide from one scene to the next. */
const HOLD = 3.2;
/** Frames per second: still scenes and slides need few. */
const FPS = 12;
const SLIDE = 0.6;

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Line drawings of the three steps (a map pin, a gift, a calendar) and of the opening and closing cards. */
const ICONS = {
  intro: '<path d="M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6L3.3 9.3l6.1-.7z"/>',
  choose: '<path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.6"/>',
  deliver: '<rect x="3" y="8" width="18" height="13" rx="1.5"/><path d="M3 12h18M12 8v13M12 8c-2-4-6-4-6-1.5S9 8 12 8zm0 0c2-4 6-4 6-1.5S15 8 12 8z"/>',
  dates: '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/><path d="M8 15l2.5 2.5L16 13"/>',
  outro: '<path d="M12 21C6 16.5 3 13.4 3 9.6A4.6 4.6 0 0 1 12 7a4.6 4.6 0 0 1 9 2.6c0 3.8-3 6.9-9 11.4z"/>',
} as const;

function sceneHtml(icon: keyof typeof ICONS, scene: HowItWorksScene, badge: string, footer: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    html, body { margin: 0; width: ${WIDTH}px; height: ${HEIGHT}px; }
    body { font-family: 'DejaVu Sans', system-ui, sans-serif; background: #0a58ca;
      color: #fff; display: flex; flex-direction: column; align-items: center; justify-content: center; text-align: center; }
    .card { background: #fff; color: #1d1d1f; border-radius: 28px; padding: 56px 72px; width: 900px; box-sizing: border-box;
    }
    svg { width: 120px; height: 120px; stroke: #0a58ca; fill: none; stroke-width: 1.4; stroke-linecap: round; stroke-linejoin: round; }
    .badge { display: inline-block; margin-top: 16px; background: #c8102e; color: #fff; border-radius: 999px; padding: 6px 22px;
      font-size: 26px; font-weight: 700; }
    h1 { font-size: 50px; line-height: 1.15; margin: 20px 0 18px; }
    p { font-size: 30px; line-height: 1.4; margin: 0; color: #3d3d45; }
    footer { margin-top: 36px; font-size: 28px; font-weight: 700; letter-spacing: .02em; }
  </style></head><body><div class="card">
    <svg viewBox="0 0 24 24" aria-hidden="true">${ICONS[icon]}</svg>
    ${badge ? `<div><span class="badge">${escape(badge)}</span></div>` : ''}
    <h1>${escape(scene.title)}</h1><p>${escape(scene.text)}</p>
  </div><footer>${escape(footer)}</footer></body></html>`;
}

function scenesOf(locale: SiteLocale): string[] {
  const s = howItWorksScript(locale);
  const address = siteAddressOf(locale);
  const [choose, deliver, dates] = s.steps;
  return [
    sceneHtml('intro', s.intro, '', address),
    sceneHtml('choose', choose, '1', address),
    sceneHtml('deliver', deliver, '2', address),
    sceneHtml('dates', dates, '3', address),
    sceneHtml('outro', { title: s.outro, text: '' }, '', address),
  ];
}

/** ffmpeg arguments joining the scene pictures with slides into one WebM. */
function ffmpegArgs(pictures: string[], out: string): string[] {
  const inputs = pictures.flatMap((p) => ['-loop', '1', '-framerate', String(FPS), '-t', String(HOLD + SLIDE), '-i', p]);
  const chain: string[] = [];
  let previous = '[0:v]';
  for (let i = 1; i < pictures.length; i += 1) {
    const label = i === pictures.length - 1 ? '[v]' : `[x${i}]`;
    chain.push(`${previous}[${i}:v]xfade=transition=slideleft:duration=${SLIDE}:offset=${(HOLD * i).toFixed(2)}${label}`);
    previous = label;
  }
  return [
    '-y', '-loglevel', 'error', ...inputs,
    '-filter_complex', `${chain.join(';')};[v]format=yuv420p[out]`,
    '-map', '[out]', '-an', '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-g', '240', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2',
    '-metadata', 'title=How it works', out,
  ];
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), 'how-it-works-'));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
    for (const locale of SITE_LOCALES.filter((l) => !process.env.LOCALES || process.env.LOCALES.split(',').includes(l))) {
      const pictures: string[] = [];
      for (const [i, html] of scenesOf(locale).entries()) {
        await page.setContent(html);
        const file = path.join(work, `${locale}-${i}.png`);
        await page.screenshot({ path: file });
        pictures.push(file);
      }
      const video = path.join(OUT, `${locale}.webm`);
      execFileSync('ffmpeg', ffmpegArgs(pictures, video));
      const poster = path.join(OUT, `${locale}.webp`);
      execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', pictures[0]!, '-vf', 'scale=640:-1', '-quality', '80', poster]);
      console.log(`${locale}: ${(statSync(video).size / 1024).toFixed(0)} KB video, ${(statSync(poster).size / 1024).toFixed(0)} KB poster`);
    }
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
}

void main();
