package io.framewright.protocol.leviathan;

import io.framewright.annotations.WireValue;

/** Upstream {@code SERVER_JOIN_RESTRICT}; a {@code u8}. */
public enum ServerJoinRestriction {
  @WireValue(0) NONE,
  @WireValue(1) LOCALHOST,
  @WireValue(2) LAN,
  @WireValue(3) WHITELIST,
  @WireValue(4) INVITE,
  @WireValue(5) FRIENDS,
  @WireValue(6) PERMISSIONS,
  @WireValue(7) CUSTOM
}
