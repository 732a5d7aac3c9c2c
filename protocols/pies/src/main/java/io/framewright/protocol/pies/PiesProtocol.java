package io.framewright.protocol.pies;

import io.framewright.runtime.frame.Framing;
import io.framewright.runtime.frame.FramingProvider;

/** Lists the pies protocol in the service index tools search for protocols. */
public final class PiesProtocol implements FramingProvider {
  @Override
  public String name() {
    return "pies";
  }

  @Override
  public Framing<?> framing() {
    return PiesPacket.framing();
  }
}
