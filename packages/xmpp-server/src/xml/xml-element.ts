/**
 * A parsed or built XML element: the stanza model of the server. `ns` is the element's namespace,
 * inherited from its parent when it declares none (RFC 7395 §3.3.3: every framed stanza declares
 * its own, so a top-level element always has one). Serialisation writes only the attributes it
 * holds, so a stanza relayed unchanged keeps its own bytes' meaning.
 */
export type XmlNode = XmlElement | string;

export class XmlElement {
  readonly children: XmlNode[] = [];

  constructor(
    readonly name: string,
    readonly attrs: Record<string, string> = {},
    readonly ns: string = attrs.xmlns ?? "",
  ) {}

  /** The first child element named `name` (in namespace `xmlns` when given). */
  getChild(name: string, xmlns?: string): XmlElement | undefined {
    for (const child of this.children) {
      if (typeof child !== "string" && child.name === name && (xmlns === undefined || child.ns === xmlns)) {
        return child;
      }
    }
    return undefined;
  }

  /** The first child element in namespace `xmlns`, whatever its name. */
  getChildByNs(xmlns: string): XmlElement | undefined {
    for (const child of this.children) if (typeof child !== "string" && child.ns === xmlns) return child;
    return undefined;
  }

  elements(): XmlElement[] {
    return this.children.filter((child): child is XmlElement => typeof child !== "string");
  }

  text(): string {
    let text = "";
    for (const child of this.children) if (typeof child === "string") text += child;
    return text;
  }

  getChildText(name: string, xmlns?: string): string | undefined {
    return this.getChild(name, xmlns)?.text();
  }

  /** Appends and returns a child element, which inherits this element's namespace. */
  c(name: string, attrs: Record<string, string> = {}): XmlElement {
    const child = new XmlElement(name, attrs, attrs.xmlns ?? this.ns);
    this.children.push(child);
    return child;
  }

  append(...nodes: XmlNode[]): this {
    this.children.push(...nodes);
    return this;
  }

  toString(): string {
    let out = `<${this.name}`;
    for (const key in this.attrs) {
      const value = this.attrs[key];
      if (value !== undefined) out += ` ${key}="${escapeXml(value)}"`;
    }
    if (this.children.length === 0) return `${out}/>`;
    out += ">";
    for (const child of this.children) out += typeof child === "string" ? escapeXml(child) : child.toString();
    return `${out}</${this.name}>`;
  }
}

/** Builds an element with attributes and children: `xml("iq", { type: "result" }, xml("query", …))`. */
export function xml(
  name: string,
  attrs: Record<string, string | undefined> = {},
  ...children: XmlNode[]
): XmlElement {
  const defined: Record<string, string> = {};
  for (const key in attrs) {
    const value = attrs[key];
    if (value !== undefined) defined[key] = value;
  }
  const element = new XmlElement(name, defined);
  for (const child of children) {
    if (typeof child !== "string" && child.ns === "" && element.ns !== "") {
      element.children.push(adoptNamespace(child, element.ns));
    } else element.children.push(child);
  }
  return element;
}

function adoptNamespace(element: XmlElement, ns: string): XmlElement {
  const adopted = new XmlElement(element.name, element.attrs, ns);
  for (const child of element.children) {
    adopted.children.push(typeof child !== "string" && child.ns === "" ? adoptNamespace(child, ns) : child);
  }
  return adopted;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return /["&'<>]/.test(text) ? text.replace(/["&'<>]/g, (c) => ESCAPES[c] ?? c) : text;
}
