// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlToLine, htmlToText, textToHtml } from '../../web/src/lib/html-text.js';
import { sanitizeHtml } from '../../web/src/lib/sanitize-html.js';

/** The sanitizer every stored HTML passes before `dangerouslySetInnerHTML` (DOMPurify with our allow-lists). */
describe.each(['rich', 'article'] as const)('sanitizeHtml (%s)', (profile) => {
  it.each([
    ['a script with its content', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['a style with its content', '<style>p{color:red}</style><p>x</p>', '<p>x</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
    ['an object and its fallback', '<object data="x.swf"><p>fallback</p></object><p>x</p>', '<p>x</p>'],
    ['an svg with a script', '<svg><script>alert(1)</script><circle/></svg><p>x</p>', '<p>x</p>'],
    ['a form with its fields', '<form action="/steal"><input name="a"><button>go</button></form><p>x</p>', '<p>x</p>'],
    ['event handlers', '<p onclick="alert(1)" onmouseover="x()">hi</p>', '<p>hi</p>'],
    ['an img onerror inside allowed markup', '<b>hi<img src=x onerror=alert(1)></b>', profile === 'rich' ? '<b>hi</b>' : '<b>hi<img></b>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['an obfuscated javascript: link', '<a href="  jAvAsCrIpT:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['style and class attributes', '<p style="background:url(javascript:x)" class="evil" id="x">x</p>', '<p>x</p>'],
    ['an unknown tag (unwrapped to its content)', '<marquee><b>moving</b> text</marquee>', '<b>moving</b> text'],
    ['comments', '<p>a<!-- secret --></p>', '<p>a</p>'],
  ])('strips %s', (_name, dirty, clean) => {
    expect(sanitizeHtml(dirty, profile)).toBe(clean);
  });

  it('keeps the formatting it allows', () => {
    const html = '<p>Hello <strong>bold</strong>, <em>italic</em>, <u>under</u>, <s>gone</s></p><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><blockquote>quote</blockquote><pre><code>x = 1</code></pre><h3>Title</h3><br>';
    expect(sanitizeHtml(html, profile)).toBe(html);
  });

  it('keeps web and mail links and opens web links in a new tab, safely', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1" target="_self">x</a>', profile)).toBe(
      '<a href="https://example.com/a?b=1" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:a@b.example">mail</a>', profile)).toBe('<a href="mailto:a@b.example" rel="noopener noreferrer">mail</a>');
  });
});

describe('profiles', () => {
  it('rich text keeps no images, tables or relative links (users write it)', () => {
    expect(sanitizeHtml('<img src="https://tracker.example/p.gif"><table><tbody><tr><td>c</td></tr></tbody></table>')).toBe('c');
    expect(sanitizeHtml('<a href="/apps/todo">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it('articles keep images, figures, tables and site links', () => {
    const html =
      '<figure><img src="/images/a.png" alt="A" width="10" height="5"><figcaption>cap</figcaption></figure><table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="1">c</td></tr></tbody></table><h2>Head</h2><hr>';
    expect(sanitizeHtml(html, 'article')).toBe(html);
    expect(sanitizeHtml('<a href="/pages/faq">faq</a> <a href="#top">top</a>', 'article')).toBe(
      '<a href="/pages/faq" rel="noopener noreferrer">faq</a> <a href="#top" rel="noopener noreferrer">top</a>',
    );
    expect(sanitizeHtml('<a href="//evil.example/x">x</a><img src="javascript:alert(1)">', 'article')).toBe('<a rel="noopener noreferrer">x</a><img>');
  });
});

describe('text helpers', () => {
  it('htmlToText gives one line per block and htmlToLine one line', () => {
    const html = '<p>One <b>two</b></p><ul><li>three</li><li>four</li></ul>five<br>six';
    expect(htmlToText(html)).toBe('One two\nthree\nfour\nfive\nsix');
    expect(htmlToLine(html)).toBe('One two three four five six');
  });

  it('textToHtml escapes what users type', () => {
    expect(textToHtml('a <script>x</script>\n\n b & c ')).toBe('<p>a &lt;script&gt;x&lt;/script&gt;</p><p>b &amp; c</p>');
  });
});
