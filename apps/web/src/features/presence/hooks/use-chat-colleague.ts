import { useCapabilities } from "../../auth/commands";
import { chatColleagueNumbers } from "../model/video-colleagues";
import { useBoardColleague } from "./use-board-colleague";

/** The full number to chat with when chat is enabled and the board offers this colleague chat (spec 2 §2, §6), else null. */
export function useChatColleague(number: string): string | null {
  return useBoardColleague(number, useCapabilities().chatEnabled, chatColleagueNumbers);
}
