import { Route, Routes, useParams } from "react-router";
import { renderWithProviders } from "../../../../test/render";
import { ConferenceHome } from "./conference-home-page";

function RoomStandIn() {
  return <p>Room {useParams().roomId}</p>;
}

/** The home at /conference, with a stand-in for the room screen to see where Join leads. */
export function renderConferenceHome() {
  return renderWithProviders(
    <Routes>
      <Route path="/conference" element={<ConferenceHome />} />
      <Route path="/conference/:roomId" element={<RoomStandIn />} />
    </Routes>,
    { path: "/conference" },
  );
}
