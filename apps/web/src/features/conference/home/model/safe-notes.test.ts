import { describe, expect, it } from "vitest";
import { safeNotesHtml } from "./safe-notes";

describe("meeting notes", () => {
  it("keeps formatting, lists and web links", () => {
    expect(
      safeNotesHtml('<p><strong>Agenda</strong></p><ul><li><a href="https://x.example">x</a></li></ul>'),
    ).toBe(
      '<p><strong>Agenda</strong></p><ul><li><a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a></li></ul>',
    );
  });

  it("drops scripts, handlers and javascript: links but keeps their text", () => {
    expect(
      safeNotesHtml(
        '<p onclick="alert(1)">Hi<script>alert(1)</script><a href="javascript:alert(1)">link</a></p><img src=x onerror=alert(1)>',
      ),
    ).toBe("<p>Hialert(1)<a>link</a></p>");
  });
});
