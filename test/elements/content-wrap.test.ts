/**
 * Rich content stays inside its column on a phone: a long word or URL (a
 * link pasted into a post, a compound noun, a hash) wraps, whether it is in
 * Markdown or a content tree, and whatever holds the element (a block, or
 * the grid or flex item a designer puts it in, whose minimum width is its
 * content's). A 390 px page was 465 px wide.
 */
import {expect} from '@open-wc/testing';
import '../../src/index.js';
import {DEMO_FACTS} from '../../demo/api/data.js';
import {apiGet, stubSiteClient} from '../helpers/api.js';
import {mountInProvider, part, settled} from '../helpers/dom.js';

const WIDE = `${'Donaudampfschifffahrtsgesellschaftskapitän'.repeat(4)} https://example.com/${'a-very-long-path-segment/'.repeat(12)}`;
const WIDTH = 390;

describe('rich content on a phone', () => {
  for (const holder of ['display: block', 'display: grid; grid-template-columns: 1fr', 'display: flex']) {
    for (const form of ['Markdown', 'a content tree'] as const) {
      it(`wraps a long word and a long URL in ${form}, the element in a ${holder.split(';')[0].split(': ')[1]} of ${WIDTH} px`, async () => {
        const site = await apiGet<object>('/site');
        const post = await apiGet<Record<string, any>>(`/news/${DEMO_FACTS.newYearPost}`);
        const tree = {type: 'doc', content: [{type: 'paragraph', content: [{type: 'text', text: WIDE, marks: [{type: 'link', attrs: {href: 'https://example.com/'}}]}]}]};
        const localizedContent = post.localizedContent.map((entry: Record<string, unknown>) =>
          form === 'Markdown' ? {...entry, content: `**${WIDE}**\n\n${WIDE}`, contentJSON: null} : {...entry, contentJSON: tree},
        );
        const {client} = stubSiteClient((path) => (path === '/site' ? site : path === '/news/long' ? {...post, localizedContent} : undefined));
        const el = mountInProvider('<site-news-post slug="long"></site-news-post>', {client, style: `${holder}; width: ${WIDTH}px; font: 16px/1.5 sans-serif`});
        await settled(el);
        const content = part(el, 'content')!;
        expect(content.textContent).to.include('Donaudampfschifffahrtsgesellschaftskapitän');
        expect(el.getBoundingClientRect().width, 'the element stays in its column').to.be.at.most(WIDTH + 0.5);
        expect(content.scrollWidth, 'nothing sticks out of the content').to.be.at.most(content.clientWidth + 0.5);
      });
    }
  }
});
