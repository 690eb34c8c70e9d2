// Every upload route checks the bytes against the declared type: a page, an SVG that scripts or a
// PDF glued to HTML is refused with 400, and what is stored is served so that it cannot script.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemResponse, OrderCoverResult, PinResult, ProjectMediaResult } from '@admin/api-client/contract';
import { AVIF, formWith, GIF, JPEG, MOV, MP4, pdf, PNG, SVG, WEBM, WEBP } from './helpers/files';
import { startWithAdmin } from './helpers/staff';
import type { client } from './helpers/http';
import type { TestServer } from './helpers/server';

const PAGE = '<!doctype html><html><body><script>alert(document.domain)</script></body></html>';
const svg = (inner: string, rootAttributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${rootAttributes}>${inner}</svg>`;

describe('upload content checks', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => ({ server, api } = await startWithAdmin()));
  afterAll(() => server.close());

  const pin = (content: Buffer | string, type: string) =>
    api.post<PinResult & { message?: string }>('/api/pinning/pinFileToIPFS', undefined, {
      form: formWith('file', content, type),
    });
  const media = (field: string, content: Buffer | string, type: string, project = 1) =>
    api.post<ItemResponse<ProjectMediaResult> & { message?: string }>(`/api/v2/project/${project}/media`, undefined, {
      form: formWith(field, content, type),
    });
  const cover = (content: Buffer | string, type = 'application/pdf') =>
    api.post<ItemResponse<OrderCoverResult> & { message?: string }>('/api/order/addCoverImageOrder/1', undefined, {
      form: formWith('cover_image_legal', content, type),
    });
  const served = async (url: string) => fetch(`${server.url}${new URL(url).pathname}${new URL(url).search}`);

  it('refuses HTML declared as an image on the pinning and project media routes', async () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']) {
      const pinned = await pin(PAGE, type);
      expect(pinned.status, type).toBe(400);
      expect(pinned.body.message, type).toMatch(/^file: the file is not a valid (PNG|JPEG|WebP|GIF|AVIF) \(/);
      for (const field of ['featured_image', 'gallery']) {
        const res = await media(field, PAGE, type);
        expect(res.status, `${field} ${type}`).toBe(400);
        expect(res.body.message).toMatch(new RegExp(`^${field}: the file is not a valid`));
      }
    }
    expect((await pin(PAGE, 'image/png')).body.message).toBe(
      'file: the file is not a valid PNG (it has no PNG signature)',
    );
  });

  it('refuses a PNG signature followed by a page, and a real PNG with a page after its end', async () => {
    expect(
      (await media('featured_image', Buffer.concat([PNG.subarray(0, 8), Buffer.from(PAGE)]), 'image/png')).body.message,
    ).toMatch(/^featured_image: the file is not a valid PNG \(/);
    expect((await pin(Buffer.concat([PNG, Buffer.from(PAGE)]), 'image/png')).body.message).toBe(
      'file: the file is not a valid PNG (it has data after the end of the image)',
    );
  });

  it('refuses the %PDF- and HTML polyglot, HTML declared as a PDF, and PDFs with script actions', async () => {
    const polyglot = `%PDF-1.4\n${PAGE}\n%%EOF\n`;
    expect((await cover(polyglot)).body).toEqual({
      message: 'cover_image_legal: the file is not a valid PDF (it holds HTML markup)',
    });
    expect((await cover(`%PDF-${PAGE}`)).status).toBe(400);
    expect((await cover(PAGE)).body).toEqual({
      message: 'cover_image_legal: the file is not a valid PDF (it does not start with a PDF header)',
    });
    // A real PDF with HTML appended after its end, or inside a stream.
    expect((await cover(Buffer.concat([pdf(), Buffer.from(PAGE)]))).status).toBe(400);
    expect((await cover(pdf().toString('latin1').replace('(Cover) Tj', `(Cover) Tj % ${PAGE}`))).body.message).toMatch(
      /holds HTML markup/,
    );
    const withScript = pdf()
      .toString('latin1')
      .replace('/Type /Catalog', '/Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >>');
    expect((await cover(withScript)).body).toEqual({
      message: 'cover_image_legal: the file is not a valid PDF (it holds script, launch or embedded-file actions)',
    });
    expect((await cover(withScript.replace('/JavaScript /JS', '/J#61vaScript /J#53'))).status).toBe(400);
    expect(
      (
        await cover(
          pdf()
            .toString('latin1')
            .replace('/Type /Catalog', '/Type /Catalog /OpenAction << /S /Launch /F (calc.exe) >>'),
        )
      ).status,
    ).toBe(400);
    // Nothing was stored on the order.
    expect(
      (await api.get<ItemResponse<{ cover_image_pdf: string | null }>>('/api/order/1')).body.data.cover_image_pdf,
    ).toBeNull();
  });

  it("accepts a real PDF cover and serves it inline, with no CSP (so Chromium's viewer opens it) and nosniff", async () => {
    const res = await cover(pdf());
    expect(res.status).toBe(200);
    const file = await served(res.body.data.cover_image_pdf);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBeNull();
    expect(file.headers.get('content-security-policy')).toBeNull();
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf())).toBe(true);
  });

  it("accepts each image and video type where its field allows it, and refuses one type's bytes declared as another", async () => {
    const images: [string, Buffer][] = [
      ['image/png', PNG],
      ['image/jpeg', JPEG],
      ['image/webp', WEBP],
      ['image/gif', GIF],
      ['image/avif', AVIF],
    ];
    const videos: [string, Buffer][] = [
      ['video/mp4', MP4],
      ['video/webm', WEBM],
      ['video/quicktime', MOV],
    ];
    for (const [type, bytes] of images) {
      const pinned = await pin(bytes, type);
      expect(pinned.status, type).toBe(200);
      const file = await fetch(`${server.url}/ipfs/${pinned.body.IpfsHash}`);
      expect(file.headers.get('content-type')).toBe(type);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    }
    for (const [type, bytes] of [...images, ...videos]) {
      const res = await media('gallery', bytes, type, 2);
      expect(res.status, type).toBe(200);
      expect((await served(res.body.data.gallery.at(-1) as string)).headers.get('content-type')).toBe(type);
    }
    // Each type's bytes under every other declared type: refused.
    const all = [...images, ...videos];
    for (const [type] of all) {
      for (const [other, bytes] of all) {
        if (
          other === type ||
          (type === 'video/mp4' && other === 'video/quicktime') ||
          (type === 'video/quicktime' && other === 'video/mp4')
        )
          continue;
        expect((await media('gallery', bytes, type, 3)).status, `${other} bytes declared ${type}`).toBe(400);
      }
    }
  });

  it('refuses types a route does not take: text and pages on the pinning route, images as covers, PDFs as media', async () => {
    expect((await pin('hello world', 'text/plain')).body).toEqual({
      message: 'file: only images are accepted (png, jpeg, webp, gif, avif, svg)',
    });
    expect((await pin(PAGE, 'text/html')).status).toBe(400);
    expect((await pin(pdf(), 'application/pdf')).status).toBe(400);
    expect((await cover(PNG, 'image/png')).body).toEqual({ message: 'cover_image_legal: only PDF files are accepted' });
    expect((await media('featured_image', pdf(), 'application/pdf')).status).toBe(400);
    expect((await media('featured_image', SVG, 'image/svg+xml')).status).toBe(400);
  });

  it('accepts an SVG icon that only draws, and serves it as a sandboxed download', async () => {
    const pinned = await pin(SVG, 'image/svg+xml');
    expect(pinned.status).toBe(200);
    const file = await fetch(`${server.url}/ipfs/${pinned.body.IpfsHash}`);
    expect(file.headers.get('content-type')).toBe('image/svg+xml');
    expect(file.headers.get('content-disposition')).toBe('attachment');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    // Editors' exports: an inline raster picture and Inkscape metadata are inert.
    const exported = svg(
      '<image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/><sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" id="v"/>',
    );
    expect((await pin(exported, 'image/svg+xml')).status).toBe(200);
  });

  it.each([
    ['a script element', svg('<script>alert(1)</script>'), /holds <script>/],
    [
      'a script in another namespace prefix',
      svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'),
      /holds <s:script>/,
    ],
    ['an event handler', svg('<rect width="1" height="1"/>', ' onload="alert(1)"'), /event handler \(onload\)/],
    ['an event handler on a child', svg('<circle r="1" onmouseover="alert(1)"/>'), /event handler/],
    [
      'foreignObject with HTML',
      svg(
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(1)"/></div></foreignObject>',
      ),
      /foreignObject|outside SVG/,
    ],
    ['an HTML element', svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'), /outside SVG/],
    [
      'a javascript: link',
      svg('<a href="javascript:alert(1)"><rect width="1" height="1"/></a>'),
      /references another resource/,
    ],
    [
      'an entity-encoded javascript: link',
      svg('<a xlink:href="&#106;avascript:alert(1)"><text>x</text></a>'),
      /references another resource/,
    ],
    [
      'an external image',
      svg('<image href="https://attacker.example/x.png" width="1" height="1"/>'),
      /references another resource/,
    ],
    [
      'an external use',
      svg('<use xlink:href="https://attacker.example/sprite.svg#a"/>'),
      /references another resource/,
    ],
    [
      'a data: SVG image',
      svg('<image href="data:image/svg+xml;base64,PHN2Zz4=" width="1" height="1"/>'),
      /references another resource/,
    ],
    ['a style sheet import', svg('<style>@import url(https://attacker.example/x.css);</style>'), /style sheet/],
    [
      'a style sheet URL in CDATA',
      svg('<style><![CDATA[rect { fill: url(https://attacker.example/p.svg#p) }]]></style>'),
      /style sheet/,
    ],
    [
      'an external URL in a style attribute',
      svg('<rect width="1" height="1" style="fill: url(https://attacker.example/x)"/>'),
      /from an attribute \(style\)/,
    ],
    [
      'an external URL in a presentation attribute',
      svg('<rect width="1" height="1" filter="url(https://attacker.example/f.svg#f)"/>'),
      /from an attribute \(filter\)/,
    ],
    [
      'an animation that rewrites a link',
      svg('<a href="#x"><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'),
      /holds <animate>/,
    ],
    ['a set element', svg('<set attributeName="onclick" to="alert(1)"/>'), /holds <set>/],
    ['a DOCTYPE with entities', `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('<text>&x;</text>')}`, /DOCTYPE/],
    [
      'a style sheet processing instruction',
      `<?xml-stylesheet href="https://attacker.example/x.css"?>${svg('')}`,
      /processing instruction/,
    ],
    ['an HTML page', PAGE, /not well-formed XML|root element/],
    [
      'a root that is not svg',
      '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>',
      /root element is not <svg>/,
    ],
    ['an svg without the SVG namespace', '<svg onload="alert(1)"></svg>', /root element is not <svg>/],
  ])('refuses an SVG with %s', async (_what, content, reason) => {
    const res = await pin(content, 'image/svg+xml');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^file: the file is not a valid SVG \(/);
    expect(res.body.message).toMatch(reason);
  });
});
