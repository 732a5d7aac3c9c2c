package io.framewright.examples.unions;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import io.framewright.annotations.UnknownTag;
import io.framewright.annotations.Varint;

/**
 * A Minecraft Java Edition packet before compression (wiki.vg "Protocol", Packet format): its
 * length as a VarInt, then the packet id, a VarInt, and the packet's fields.
 */
@Message
public record MinecraftFrame(@Length(varint = true, max = 2097151) Serverbound packet) {

  /** Packets a client sends, by VarInt packet id (handshaking and status states). */
  @Message
  @Union(varint = true)
  public sealed interface Serverbound permits Handshake, PingRequest, Unknown {}

  /** 0x00 Handshake: protocol version, server address (at most 255), port, next state. */
  @Tag(0x00)
  public record Handshake(@Varint int protocolVersion,
      @Length(varint = true, max = 255) String serverAddress, @Field(bits = 16) int serverPort,
      @Varint int nextState) implements Serverbound {}

  /** 0x01 Ping Request (status state): any long, echoed by the server. */
  @Tag(0x01)
  public record PingRequest(long payload) implements Serverbound {}

  /** Every other packet id, with its fields as bytes. */
  @UnknownTag
  public record Unknown(int tag, @Remaining byte[] data) implements Serverbound {}
}
