/**
 * GraphiQL's tab bar, made to answer one click per tab at any window size. Two parts, both inlined into the page:
 *
 * - The script (run before GraphiQL's bundle creates anything). GraphiQL's tabs are framer-motion `Reorder.Item`s,
 *   draggable within the tab bar. framer-motion watches each tab and the bar with a ResizeObserver and, on every
 *   change of size, moves each tab to the same *proportion* of its drag range: right for a tab at rest (offset 0) only
 *   while the bar keeps its width. When the bar or a tab changes size (the fonts arriving on a first visit, a window
 *   resize) every tab but the first is left with an inline `transform: translateX(...)` of up to ~900 px. GraphiQL's
 *   CSS hides it only while the tab is not focused, so pressing a tab focused it, it jumped away and the release
 *   landed on the bar: the click did nothing. The tabs are laid out by the flex bar and dragging starts from the
 *   pointer, so nothing needs that rescaling: the observer is not given the tab bar or its tabs (every other element,
 *   Monaco's editors among them, is observed as before).
 * - The style and the scroll. Tabs may shrink (their full name stays in the button's tooltip), so the nine examples
 *   fit a 1600 px window, and whichever tab is active (reopened after a reload, or clicked at the end of a long bar)
 *   is scrolled into view.
 *
 * scripts/checkBrowser.ts clicks every tab once on a first visit and after a resize, in a real browser.
 */

export const GRAPHIQL_TAB_BAR_STYLE = `
.graphiql-tab { flex-shrink: 1; min-width: 4.5rem; }
.graphiql-tab .graphiql-tab-button { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

export const GRAPHIQL_TAB_BAR_SCRIPT = `
(function () {
  var TAB_BAR = '.graphiql-tabs, .graphiql-tab';
  var Native = window.ResizeObserver;
  if (typeof Native === 'function') {
    window.ResizeObserver = class extends Native {
      observe(target, options) {
        if (target instanceof Element && target.matches(TAB_BAR)) return;
        super.observe(target, options);
      }
    };
  }
  var shown = null;
  function showActiveTab() {
    var active = document.querySelector('.graphiql-tab-active');
    if (active === null || active === shown) return;
    shown = active;
    active.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }
  new MutationObserver(showActiveTab).observe(document.documentElement, {
    subtree: true, childList: true, attributes: true, attributeFilter: ['class'],
  });
})();
`;
