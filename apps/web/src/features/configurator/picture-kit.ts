/**
 * What the back office shares with the configurator: the room picture as buyers see it, so that
 * a preview of a room type's layers is drawn by the same code as the configurator's picture.
 */
export { RoomPicture } from "./components/room-picture.tsx";
