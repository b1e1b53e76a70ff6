import type { LinkPreview } from "@mobex/contracts/chat";
import { parse, type DefaultTreeAdapterTypes } from "parse5";

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

const TITLE_MAX = 300;
const DESCRIPTION_MAX = 1000;

function isElement(node: Node): node is Element {
  return "tagName" in node;
}

function attribute(element: Element, name: string): string {
  return element.attrs.find((attr) => attr.name === name)?.value ?? "";
}

function textOf(element: Element): string {
  return element.childNodes
    .map((child) => ("value" in child && child.nodeName === "#text" ? child.value : ""))
    .join("");
}

/** Every element of the document in order, template contents and all. */
function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  if ("childNodes" in node) for (const child of node.childNodes) yield* elements(child);
}

/** One line, no surrounding blanks, bounded. */
function clean(value: string, max: number): string {
  return value.replace(/\s+/g, " ").trim().slice(0, max);
}

/** An absolute http(s) URL for `value` read on the page at `base`, else "". */
function absoluteUrl(value: string, base: string): string {
  if (value.trim() === "") return "";
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : "";
  } catch {
    return "";
  }
}

/** The text of the page in the charset its Content-Type names (UTF-8 when none or unknown). */
export function decodePage(body: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? "utf-8";
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

/**
 * A link preview from a page: Open Graph first (og:title, og:description, og:image), then the
 * <title>, <meta name="description"> and twitter:image; the image as an absolute http(s) URL.
 */
export function pageMetadata(html: string, pageUrl: string): LinkPreview {
  const found = new Map<string, string>();
  let title = "";
  for (const element of elements(parse(html))) {
    if (element.tagName === "title" && title === "") title = textOf(element);
    if (element.tagName !== "meta") continue;
    const key = (attribute(element, "property") || attribute(element, "name")).toLowerCase();
    const content = attribute(element, "content");
    if (key !== "" && content !== "" && !found.has(key)) found.set(key, content);
  }
  return {
    title: clean(found.get("og:title") ?? found.get("twitter:title") ?? title, TITLE_MAX),
    description: clean(
      found.get("og:description") ?? found.get("description") ?? found.get("twitter:description") ?? "",
      DESCRIPTION_MAX,
    ),
    image: absoluteUrl(
      found.get("og:image") ?? found.get("og:image:url") ?? found.get("twitter:image") ?? "",
      pageUrl,
    ),
    link: pageUrl,
  };
}
