// The notes' HTML is sanitised by the server; the page keeps its own allow-list as well, so that
// the card never depends on another program for what runs in it.
const ALLOWED_TAGS = new Set(["P", "BR", "STRONG", "B", "EM", "I", "U", "S", "UL", "OL", "LI", "A"]);
const SAFE_HREF = /^(https?:|mailto:)/i;

function clean(node: Node, into: Node, document: Document): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(document.createTextNode(child.textContent ?? ""));
      continue;
    }
    if (!(child instanceof Element)) continue;
    if (!ALLOWED_TAGS.has(child.tagName)) {
      clean(child, into, document);
      continue;
    }
    const copy = document.createElement(child.tagName.toLowerCase());
    const href = child.getAttribute("href");
    if (child.tagName === "A" && href !== null && SAFE_HREF.test(href.trim())) {
      copy.setAttribute("href", href.trim());
      copy.setAttribute("target", "_blank");
      copy.setAttribute("rel", "noopener noreferrer");
    }
    clean(child, copy, document);
    into.appendChild(copy);
  }
}

/** The meeting notes with only formatting, lists and web or mail links left. */
export function safeNotesHtml(html: string): string {
  if (html.trim() === "") return "";
  const parsed = new DOMParser().parseFromString(html, "text/html");
  const container = parsed.createElement("div");
  clean(parsed.body, container, parsed);
  return container.innerHTML;
}
