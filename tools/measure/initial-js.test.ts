import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inlineScriptsOf } from './initial-js';

describe('inlineScriptsOf', () => {
  it("counts a page's inline scripts, together, as gzip -9 of their text, and leaves out scripts with a src", () => {
    const html =
      '<html><head><script>window.a = 1;</script><script defer src="/static/js/index.js"></script></head>' +
      '<body><script type="module">start();</script></body></html>';
    expect(inlineScriptsOf('http://localhost:4200/projects?page=2', html)).toEqual({
      origin: 'http://localhost:4200',
      file: '/projects (inline scripts)',
      gzip: gzipSync('window.a = 1;\nstart();', { level: 9 }).length,
      text: 'window.a = 1;\nstart();',
    });
  });

  it('is null for a page without inline scripts', () => {
    expect(inlineScriptsOf('http://localhost:4200/', '<script src="/a.js"></script><p>hi</p>')).toBeNull();
  });
});
