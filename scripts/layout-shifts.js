#!/usr/bin/env node
/**
 * Which boxes moved: every layout shift of a page, with its value and the
 * nodes that moved (where they were and where they went), for CLS work.
 * Serve the pages first (`npm run bench:page -- --serve` prints its origin):
 *
 *   node scripts/layout-shifts.js http://127.0.0.1:PORT/bench/home 390
 */
import puppeteer from 'puppeteer-core';
import {chromiumArgs, findChromium} from './browser.js';
const [url, width = '390'] = process.argv.slice(2);
const browser = await puppeteer.launch({executablePath: findChromium(), args: chromiumArgs, headless: true});
const page = await browser.newPage();
await page.setViewport({width: Number(width), height: 900});
await page.evaluateOnNewDocument(() => {
  window.__shifts = [];
  const t0 = performance.now();
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push({t: Math.round(e.startTime), v: e.value.toFixed(4), src: e.sources.map((s) => { const n = s.node; const d = n ? (n.nodeType === 1 ? n.localName + (n.id ? '#' + n.id : '') + (n.className && typeof n.className == 'string' ? '.' + n.className.split(' ').join('.') : '') + (n.getAttribute?.('part') ? `[part=${n.getAttribute('part')}]` : '') + ` "${(n.textContent || '').trim().slice(0, 30)}"` : '#text') : '? (in a shadow root)'; return `${d} ${s.previousRect.y|0}+${s.previousRect.height|0} -> ${s.currentRect.y|0}+${s.currentRect.height|0}`; })}); }).observe({type: 'layout-shift', buffered: true});
});
await page.goto(url, {waitUntil: 'load'});
await new Promise((r) => setTimeout(r, 2500));
console.log(JSON.stringify(await page.evaluate(() => window.__shifts), null, 1));
await browser.close();
