package io.framewright.examples.tls;

import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import io.framewright.annotations.UnknownTag;

/**
 * RFC 8446 section 4: {@code struct { HandshakeType msg_type; uint24 length; select
 * (Handshake.msg_type) { ... } }}. The length is the body's, in bytes.
 */
@Message
@Union(bits = 8)
public sealed interface Handshake permits Handshake.Hello, Handshake.Other {

  /** {@code client_hello(1)}. */
  @Tag(1)
  record Hello(@Length(bits = 24) ClientHello hello) implements Handshake {}

  /**
   * Any other handshake message (server_hello(2), finished(20) ...), kept as its type and body:
   * the length says where it ends, so a stream of handshake messages goes on after it.
   */
  @UnknownTag
  record Other(int msgType, @Length(bits = 24) byte[] body) implements Handshake {}
}
