import type { Plugin } from "../core/plugin";
import { TextRoomHandle, type TextRoomContext } from "./textroom-handle";

export const TEXTROOM_PLUGIN = "janus.plugin.textroom";

export function textRoomPlugin(context: TextRoomContext): Plugin {
  return { name: TEXTROOM_PLUGIN, attach: (link) => new TextRoomHandle(link, context) };
}
