package io.framewright.protocol.pies;

import java.util.Optional;

/**
 * The server's answer to an {@link PiesPacket.Auth} request ("AuthPacketMeta" in the source
 * document). On the wire it is the code as a decimal string item, {@code "4"} for
 * {@link #ACCEPT}: not a byte, so this is a plain enum and {@link PiesPacket.Auth} converts.
 */
public enum AuthPacketMeta {
  REJECT_ALREADY_CONNECTED(0),
  REJECT_NOT_ALLOWED(1),
  REJECT_LENGTH(2),
  REJECT_ALREADY_AUTHED(3),
  ACCEPT(4);

  private final int code;

  AuthPacketMeta(int code) {
    this.code = code;
  }

  /** The code sent as a decimal string. */
  public int code() {
    return code;
  }

  /** The code as it is sent: {@code "0"} .. {@code "4"}. */
  public String text() {
    return Integer.toString(code);
  }

  /** The constant whose {@link #text()} is exactly {@code text}, if any. */
  public static Optional<AuthPacketMeta> fromText(String text) {
    for (AuthPacketMeta m : values()) {
      if (m.text().equals(text)) {
        return Optional.of(m);
      }
    }
    return Optional.empty();
  }
}
