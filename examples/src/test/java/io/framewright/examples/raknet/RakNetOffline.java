package io.framewright.examples.raknet;

import io.framewright.annotations.Const;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;

/**
 * RakNet's offline messages (MessageIdentifiers.h gives the ids; RakPeer.cpp writes the
 * fields): the message id, then its fields, big-endian, the 16-byte magic among them. Times are
 * RakNet::Time, 64 bits of milliseconds; GUIDs 64 bits.
 */
@Message
@Union(bits = 8)
public sealed interface RakNetOffline permits RakNetOffline.UnconnectedPing,
    RakNetOffline.OpenConnectionRequest1, RakNetOffline.UnconnectedPong {

  /**
   * ID_UNCONNECTED_PING, 0x01: the sender's time, the magic, the client's GUID.
   *
   * @param magic OFFLINE_MESSAGE_DATA_ID: 00 ff ff 00 fe fe fe fe fd fd fd fd 12 34 56 78
   */
  @Tag(0x01)
  record UnconnectedPing(
      long time,
      @Const(bytes = {0x00, 0xff, 0xff, 0x00, 0xfe, 0xfe, 0xfe, 0xfe,
          0xfd, 0xfd, 0xfd, 0xfd, 0x12, 0x34, 0x56, 0x78}) byte[] magic,
      long clientGuid) implements RakNetOffline {}

  /**
   * ID_OPEN_CONNECTION_REQUEST_1, 0x05: the magic first, the client's RakNet protocol version,
   * then zero bytes that pad the datagram to the MTU the client tries.
   */
  @Tag(0x05)
  record OpenConnectionRequest1(
      @Const(bytes = {0x00, 0xff, 0xff, 0x00, 0xfe, 0xfe, 0xfe, 0xfe,
          0xfd, 0xfd, 0xfd, 0xfd, 0x12, 0x34, 0x56, 0x78}) byte[] magic,
      byte protocolVersion,
      @Remaining byte[] mtuPadding) implements RakNetOffline {}

  /**
   * ID_UNCONNECTED_PONG, 0x1C: the time the ping carried, the server's GUID, the magic, then
   * the server's offline ping response, which Minecraft Bedrock servers send as a u16 length
   * and text ({@code MCPE;...}).
   */
  @Tag(0x1c)
  record UnconnectedPong(
      long time,
      long serverGuid,
      @Const(bytes = {0x00, 0xff, 0xff, 0x00, 0xfe, 0xfe, 0xfe, 0xfe,
          0xfd, 0xfd, 0xfd, 0xfd, 0x12, 0x34, 0x56, 0x78}) byte[] magic,
      @Length(bits = 16) String serverId) implements RakNetOffline {}
}
