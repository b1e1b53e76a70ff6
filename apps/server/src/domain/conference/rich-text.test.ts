import { describe, expect, it } from "vitest";
import { richTextToPlain, sanitiseRichText } from "./rich-text";

describe("sanitiseRichText", () => {
  it("keeps the editor's formatting", () => {
    const html =
      "<p>Agenda: <b>one</b>, <strong>two</strong>, <i>three</i>, <em>four</em>, <u>five</u><br></p><ul><li>a</li></ul><ol><li>b</li></ol>";
    expect(sanitiseRichText(html)).toBe(html);
  });

  it("keeps http(s) and mailto links, opening apart from the app", () => {
    expect(sanitiseRichText('<a href="https://example.com/x?a=1&amp;b=2">doc</a>')).toBe(
      '<a href="https://example.com/x?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">doc</a>',
    );
    expect(sanitiseRichText('<a href="mailto:ann@example.com">Ann</a>')).toContain(
      'href="mailto:ann@example.com"',
    );
  });

  it.each([
    ["<script>alert(1)</script><p>hi</p>", "<p>hi</p>"],
    ['<img src=x onerror="alert(1)">', ""],
    ['<p onclick="alert(1)" style="x">hi</p>', "<p>hi</p>"],
    ['<a href="javascript:alert(1)">x</a>', "x"],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', "x"],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', "x"],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', "x"],
    ["<svg><script>alert(1)</script></svg>", ""],
    ['<iframe src="https://evil.example"></iframe>', ""],
    ["<style>body{display:none}</style>text", "text"],
    ["<p>1 < 2 &amp; 3 > 2</p>", "<p>1 &lt; 2 &amp; 3 &gt; 2</p>"],
    ['<b title="x"><img src=x onerror=alert(1)>bold</b>', "<b>bold</b>"],
    ['"><script>alert(1)</script>', '"&gt;'],
    ["<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>", ""],
    [
      '<a href="https://ok.example" onmouseover="alert(1)">ok</a>',
      '<a href="https://ok.example" rel="noopener noreferrer" target="_blank">ok</a>',
    ],
  ])("removes the script of %s", (input, output) => {
    expect(sanitiseRichText(input)).toBe(output);
  });

  it("flattens nesting past its depth bound to text", () => {
    const deep = `${"<b>".repeat(100)}deep${"</b>".repeat(100)}`;
    const result = sanitiseRichText(deep);
    expect(result).toContain("deep");
    expect(result.match(/<b>/g)?.length).toBe(33);
  });
});

describe("richTextToPlain", () => {
  it("turns paragraphs, lists and links into readable text", () => {
    expect(
      richTextToPlain(
        '<p>Agenda</p><ul><li>one</li><li>two</li></ul><p>See <a href="https://x.example">the doc</a></p>',
      ),
    ).toBe("Agenda\n- one\n- two\nSee the doc (https://x.example)");
  });
});
