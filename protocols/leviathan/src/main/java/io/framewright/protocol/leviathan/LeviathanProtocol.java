package io.framewright.protocol.leviathan;

import io.framewright.runtime.frame.Framing;
import io.framewright.runtime.frame.FramingProvider;

/** Lists the leviathan protocol in the service index tools search for protocols. */
public final class LeviathanProtocol implements FramingProvider {
  @Override
  public String name() {
    return "leviathan";
  }

  @Override
  public Framing<?> framing() {
    return LeviathanPacket.framing();
  }
}
