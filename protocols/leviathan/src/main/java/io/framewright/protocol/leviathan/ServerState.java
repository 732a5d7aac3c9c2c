package io.framewright.protocol.leviathan;

import io.framewright.annotations.WireValue;

/** Upstream {@code SERVER_STATUS} (the state in a {@link ResponseBody.ServerStatus}); a {@code u8}. */
public enum ServerState {
  @WireValue(0) STARTING,
  @WireValue(1) RUNNING,
  @WireValue(2) SHUTDOWN,
  @WireValue(3) RESTART
}
