import { describe, expect, it } from 'vitest';
import { firstViewStateScript, readFirstViewState, type FirstViewState } from './first-view';

const hostile = '</script><script>alert(1)</script><!-- \u2028 \u2029 & "comillas"';
const state = {
  queries: {
    mutations: [],
    queries: [
      { queryKey: ['products', 'detail', null, 1], state: { data: { description: hostile } } },
    ],
  },
} as unknown as FirstViewState;

describe('first view state', () => {
  it('carries an answer holding markup without closing its script element, and reads it back', () => {
    const script = firstViewStateScript(state);
    const inside = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(inside).not.toMatch(/[<\u2028\u2029]/);
    document.body.innerHTML = script;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readFirstViewState()).toEqual(state);
  });

  it('is null on a page the browser draws itself, or with a state it cannot read', () => {
    document.body.innerHTML = '';
    expect(readFirstViewState()).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="first-view-state">{no</script>';
    expect(readFirstViewState()).toBeNull();
  });
});
