package io.framewright.protocol.bitpacked;

import io.framewright.runtime.frame.Framing;
import io.framewright.runtime.frame.FramingProvider;

/** Lists the bitpacked protocol in the service index tools search for protocols. */
public final class BitpackedProtocol implements FramingProvider {
  @Override
  public String name() {
    return "bitpacked";
  }

  @Override
  public Framing<?> framing() {
    return Packet.framing();
  }
}
