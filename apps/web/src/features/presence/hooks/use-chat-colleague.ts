import { useCapabilities } from "../../auth/commands";
import { chatColleagueNumbers } from "../model/video-colleagues";
import { useBoardColleague } from "./use-board-colleague";

/**
 * The full number to chat with when chat is enabled and the board offers one of a person's
 * `numbers` chat (spec 2 §2, §6: the tile's chat action), else null.
 */
export function useChatColleague(numbers: readonly string[]): string | null {
  return useBoardColleague(numbers, useCapabilities().chatEnabled, chatColleagueNumbers);
}
