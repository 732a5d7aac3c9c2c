package io.framewright.protocol.avara;

import io.framewright.runtime.frame.Framing;
import io.framewright.runtime.frame.FramingProvider;

/** Lists the avara protocol in the service index tools search for protocols. */
public final class AvaraProtocol implements FramingProvider {
  @Override
  public String name() {
    return "avara";
  }

  @Override
  public Framing<?> framing() {
    return Datagram.framing();
  }
}
