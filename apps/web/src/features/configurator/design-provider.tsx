import type { ReactNode } from "react";
import type { ConfiguratorState } from "./context.ts";
import { DesignContext, type RoomsLoad, useDesignState, useRoomsLoad } from "./use-design.ts";

/** Keeps the buyer's design of the open layout for every screen below it. */
export function DesignProvider({
  state,
  children,
}: {
  state: ConfiguratorState;
  children: ReactNode;
}) {
  const roomsLoad = useRoomsLoad(state);
  return (
    <DesignState state={state} roomsLoad={roomsLoad}>
      {children}
    </DesignState>
  );
}

// The design follows the store, and a choice re-renders only this part: the rooms' queries above
// are not looked at again.
function DesignState({
  state,
  roomsLoad,
  children,
}: {
  state: ConfiguratorState;
  roomsLoad: RoomsLoad;
  children: ReactNode;
}) {
  const design = useDesignState(state, roomsLoad);
  return <DesignContext.Provider value={design}>{children}</DesignContext.Provider>;
}
