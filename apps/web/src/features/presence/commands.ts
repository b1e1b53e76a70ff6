/** The presence feature's public face for other features (ARCHITECTURE.md, Layout). */
export { ShowSurnameSwitch } from "./components/show-surname-switch";
export { blfQueryOptions } from "./api/get-blf";
/** Contacts and history offer a video call to a colleague the board shows online with video. */
export { useVideoColleague } from "./hooks/use-video-colleague";
/** Contacts offer a chat popup with a colleague whose board tile offers chat. */
export { useChatColleague } from "./hooks/use-chat-colleague";
