package io.framewright.protocol.beer;

import io.framewright.runtime.frame.Framing;
import io.framewright.runtime.frame.FramingProvider;

/** Lists the beer protocol in the service index tools search for protocols. */
public final class BeerProtocol implements FramingProvider {
  @Override
  public String name() {
    return "beer";
  }

  @Override
  public Framing<?> framing() {
    return BeerStreamDecoder.framing();
  }
}
