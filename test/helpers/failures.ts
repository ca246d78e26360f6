/**
 * Loaded on every test page after the test framework (web-test-runner.config.js,
 * testRunnerHtml): a failed assertion whose value is a DOM node, such as
 * `expect(part(el, 'logo')).to.equal(null)` when the logo is there, reaches
 * the runner as a line of markup. Left as it is, the runner tries to send the
 * node itself to the terminal and the whole page hangs until
 * testsFinishTimeout (4 minutes), with no message
 * (modernweb-dev/web#489).
 */

/** What the terminal shows for a value of a failed assertion. */
function readable(value: unknown): unknown {
  if (Array.isArray(value) && value.some((v) => v instanceof Node)) return value.map(readable);
  if (!(value instanceof Node)) return value;
  const markup = value instanceof Element ? value.outerHTML : `${value.nodeName} ${JSON.stringify(value.textContent)}`;
  return markup.length > 300 ? `${markup.slice(0, 300)}…` : markup;
}

type Failed = {actual?: unknown; expected?: unknown};
(window as unknown as {mocha: Mocha.BrowserMocha}).mocha.suite.afterEach(function (this: Mocha.Context) {
  const error = this.currentTest?.err as Failed | undefined;
  if (!error) return;
  error.actual = readable(error.actual);
  error.expected = readable(error.expected);
});
