import type { Plugin } from "../core/plugin";
import type { VideoRoomContext } from "./videoroom-context";
import { VideoRoomHandle } from "./videoroom-handle";

export const VIDEOROOM_PLUGIN = "janus.plugin.videoroom";

export function videoRoomPlugin(context: VideoRoomContext): Plugin {
  return { name: VIDEOROOM_PLUGIN, attach: (link) => new VideoRoomHandle(link, context) };
}
