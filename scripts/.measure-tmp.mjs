import puppeteer from 'puppeteer-core';
const origin = process.argv[2];
const browser = await puppeteer.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'], headless: true});
for (const width of [390, 1280]) for (const tag of ['site-events', 'site-news', 'site-profiles', 'site-products', 'site-pages', 'site-tags', 'site-news-archive']) {
  const page = await browser.newPage();
  await page.setViewport({width, height: 900});
  await page.goto(`${origin}/bench/${tag}`, {waitUntil: 'load'});
  await new Promise((r) => setTimeout(r, 1200));
  const r = await page.evaluate((tag) => {
    const el = document.querySelector(tag);
    const root = el.shadowRoot;
    const items = [...root.querySelectorAll('[part~="item"], [part~="chip"], [part~="year"]')].map((i) => Math.round(i.getBoundingClientRect().height));
    const list = root.querySelector('[part~="list"]');
    const more = root.querySelector('[part~="more"]');
    const mr = more && more.getBoundingClientRect();
    return {host: Math.round(el.getBoundingClientRect().height), n: items.length, items: [...new Set(items)].join(','), list: list && Math.round(list.getBoundingClientRect().height), more: mr && Math.round(mr.height) + '@' + Math.round(mr.top - list.getBoundingClientRect().bottom)};
  }, tag);
  console.log(width, tag, JSON.stringify(r));
  await page.close();
}
await browser.close();
