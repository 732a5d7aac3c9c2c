package io.framewright.protocol.leviathan;

import io.framewright.annotations.WireValue;

/** Upstream {@code NETWORK_RESPONSE_INVALIDREASON}; a {@code u8}. */
public enum InvalidReason {
  @WireValue(0) UNAUTHENTICATED,
  @WireValue(1) UNSUPPORTED,
  @WireValue(2) SERVER_FULL,
  @WireValue(3) SERVER_NOT_ACCEPTING_PLAYERS,
  @WireValue(4) NOT_AUTHORIZED,
  @WireValue(5) SERVER_ALREADY_CONNECTED_TO_YOU,
  @WireValue(6) INVALID_PARAMETERS,
  @WireValue(7) SERVER_CUSTOM
}
