package io.framewright.protocol.leviathan;

import io.framewright.annotations.WireValue;

/** Upstream {@code SERVER_ACCEPTED_TYPE}; a {@code u8}. */
public enum ServerAcceptedType {
  @WireValue(0) CONNECT_ACCEPTED,
  @WireValue(1) REQUEST_QUEUED,
  @WireValue(2) DONE
}
