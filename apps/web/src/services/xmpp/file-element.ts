import { xml, type Element } from "@xmpp/xml";

/** Our namespace for a shared file's description in a message (spec 2 §3 file body); the <body/> names the file for other clients. */
export const FILE_NS = "urn:mobex:chat:file:0";

/** spec 2 §3 "file {id, name, content, type, size, file}": the stored attachment and, for an image, its thumbnail (a data URL). */
export interface SharedFile {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly size: number;
  readonly thumbnail: string;
}

export function fileElement(file: SharedFile): Element {
  return xml(
    "file",
    { xmlns: FILE_NS, id: file.id, name: file.name, type: file.type, size: String(file.size) },
    file.thumbnail === "" ? null : xml("thumbnail", {}, file.thumbnail),
  );
}

export function readFileElement(message: Element): SharedFile | null {
  const element = message.getChild("file", FILE_NS);
  const id = element?.attrs.id;
  if (element === undefined || id === undefined) return null;
  return {
    id,
    name: element.attrs.name ?? "file",
    type: element.attrs.type ?? "application/octet-stream",
    size: Number(element.attrs.size ?? 0),
    thumbnail: element.getChildText("thumbnail") ?? "",
  };
}
