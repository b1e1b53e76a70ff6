import { type DefaultTreeAdapterTypes, parseFragment } from "parse5";

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

/**
 * A meeting's notes come as HTML from the rich-text editor (spec 2 §2 "rich-text notes") and are
 * shown to every invitee and mailed: only this allow-list survives, rebuilt from parse5's tree (the
 * parser browsers follow), so nothing the input says can reach the output as markup but these tags.
 */
const KEPT_TAGS = new Set(["p", "br", "b", "strong", "i", "em", "u", "ul", "ol", "li", "a"]);
/** Void elements have no closing tag. */
const VOID_TAGS = new Set(["br"]);
/** Their text is code or data, not prose: dropped with them. */
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "template",
  "iframe",
  "object",
  "noscript",
  "textarea",
]);
const SAFE_HREF = /^(?:https?:|mailto:)/i;
/** Nesting deeper than any editor writes; deeper content is flattened to text. */
const MAX_DEPTH = 32;

const escapeText = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, "&quot;");

function isElement(node: Node): node is Element {
  return "tagName" in node;
}

/** An href worth keeping: http(s) or mailto, judged after the parser decoded entities and without whitespace or controls a browser ignores. */
function safeHref(element: Element): string | null {
  const href = element.attrs.find((attribute) => attribute.name === "href")?.value;
  if (href === undefined) return null;
  // eslint-disable-next-line no-control-regex -- browsers strip these before reading the scheme
  const compact = href.replace(/[\u0000-\u0020\u007f]/g, "");
  return SAFE_HREF.test(compact) ? href.trim() : null;
}

function render(nodes: readonly Node[], depth: number): string {
  let html = "";
  for (const node of nodes) {
    if (node.nodeName === "#text" && "value" in node) html += escapeText(node.value);
    else if (isElement(node)) html += renderElement(node, depth);
  }
  return html;
}

function renderElement(element: Element, depth: number): string {
  const tag = element.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return "";
  const inner =
    depth >= MAX_DEPTH ? escapeText(textOf(element.childNodes)) : render(element.childNodes, depth + 1);
  if (!KEPT_TAGS.has(tag)) return inner;
  if (VOID_TAGS.has(tag)) return `<${tag}>`;
  if (tag === "a") {
    const href = safeHref(element);
    if (href === null) return inner;
    return `<a href="${escapeAttribute(href)}" rel="noopener noreferrer" target="_blank">${inner}</a>`;
  }
  return `<${tag}>${inner}</${tag}>`;
}

function textOf(nodes: readonly Node[]): string {
  let text = "";
  for (const node of nodes) {
    if (node.nodeName === "#text" && "value" in node) text += node.value;
    else if (isElement(node) && !DROPPED_WITH_CONTENT.has(node.tagName.toLowerCase())) {
      const tag = node.tagName.toLowerCase();
      if (tag === "br") text += "\n";
      else if (tag === "li") text += `- ${textOf(node.childNodes).trim()}\n`;
      else if (tag === "p" || tag === "ul" || tag === "ol") text += `${textOf(node.childNodes).trim()}\n`;
      else if (tag === "a") {
        const href = safeHref(node);
        const label = textOf(node.childNodes);
        text += href && href !== label ? `${label} (${href})` : label;
      } else text += textOf(node.childNodes);
    }
  }
  return text;
}

/** The notes with only the allow-listed tags (p, br, b, strong, i, em, u, ul, ol, li, a with an http(s)/mailto href). */
export function sanitiseRichText(html: string): string {
  return render(parseFragment(html).childNodes, 0);
}

/** The notes as plain text, for the mail's text part and the calendar's DESCRIPTION. */
export function richTextToPlain(html: string): string {
  return textOf(parseFragment(html).childNodes)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
