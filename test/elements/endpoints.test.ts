/**
 * Every one of the API's 17 endpoints, and /search/all, is used by at
 * least one element: a page with one of each (and a ranked search), on a
 * site key of its own, and the demo API's log of what it saw.
 */
import {expect} from '@open-wc/testing';
import {waitUntil} from '../helpers/wait.js';
import '../../src/index.js';
import {DATA_ELEMENTS, TOKEN, apiLog, unique} from '../helpers/api.js';
import {mount} from '../helpers/dom.js';

const ALL = [
  'getSite', 'listEvents', 'getEventDates', 'getEvent', 'listNews', 'getNewsDates', 'getNewsItem', 'listPages', 'getPage',
  'listProfiles', 'getProfile', 'listProfileEvents', 'listProfileProducts', 'listProducts', 'getProduct', 'search', 'searchAll', 'listTags',
];

describe('the element catalogue', () => {
  it('uses all 17 endpoints of the API and /search/all', async () => {
    const key = unique('demo');
    const before = location.href;
    // <site-search> runs the query it finds in the page URL.
    history.replaceState(null, '', '?endpoints-q=clara');
    try {
      const page = mount(`<div><site-content-provider site-key="${key}" token="${TOKEN}">
        <site-info></site-info>
        <site-events limit="2"></site-events>
        <site-event-calendar></site-event-calendar>
        <site-event slug="clara-weiss-goldberg-variations"></site-event>
        <site-news limit="2"></site-news>
        <site-news-archive></site-news-archive>
        <site-news-post slug="clara-weiss-records-goldberg-variations"></site-news-post>
        <site-pages></site-pages>
        <site-page slug="about"></site-page>
        <site-profiles limit="2"></site-profiles>
        <site-profile slug="clara-weiss" with="events products"></site-profile>
        <site-products limit="2"></site-products>
        <site-product slug="clara-weiss-goldberg-vinyl"></site-product>
        <site-search url-param="endpoints-q" debounce="0"></site-search>
        <site-search url-param="endpoints-q" debounce="0" ranked></site-search>
        <site-tags></site-tags>
      </site-content-provider></div>`);
      const shown = new Set([...page.querySelectorAll('site-content-provider > *')].map((el) => el.localName));
      expect([...shown].sort(), 'one of each data element on the page').to.deep.equal(DATA_ELEMENTS);
      const seen = async () => new Set((await apiLog()).filter((e) => e.siteKey === key && e.status === 200).map((e) => e.operationId));
      await waitUntil(async () => (await seen()).size >= ALL.length, 'not every endpoint was used', {timeout: 10000});
      expect([...(await seen())].sort()).to.deep.equal([...ALL].sort());
    } finally {
      history.replaceState(null, '', before);
    }
  });
});
