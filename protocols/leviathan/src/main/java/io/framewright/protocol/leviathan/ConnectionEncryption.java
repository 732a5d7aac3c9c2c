package io.framewright.protocol.leviathan;

import io.framewright.annotations.WireValue;

/** Upstream {@code CONNECTION_ENCRYPTION}; sent as an {@code i32}. */
public enum ConnectionEncryption {
  @WireValue(0) UNDECIDED,
  @WireValue(1) NONE,
  @WireValue(2) STANDARD
}
