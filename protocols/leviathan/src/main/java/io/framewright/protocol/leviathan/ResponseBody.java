package io.framewright.protocol.leviathan;

import io.framewright.annotations.Field;
import io.framewright.annotations.Length;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import io.framewright.annotations.UnknownTag;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * The body of a {@link Response}: a {@code u16} response type (upstream
 * {@code NETWORK_RESPONSE_TYPE}, values implicit from 0), {@code u32 responseTo} (the message
 * number of the request answered, 0 when none), then the type's fields in order with no length
 * prefix (upstream {@code GenerateResponse.rb}). Every variant therefore starts with
 * {@code responseTo}.
 *
 * <p>Types 12 (SyncValData) and 23 (CacheUpdated), whose upstream serializer is a stub, 29
 * (Custom), whose upstream header is written in the wrong order, and any type above 29 are kept
 * by {@link Unknown}, raw.
 */
@Message
@Union(bits = 16)
public sealed interface ResponseBody
    permits ResponseBody.Connect, ResponseBody.Security, ResponseBody.Authenticate,
        ResponseBody.Identification, ResponseBody.Keepalive, ResponseBody.CloseConnection,
        ResponseBody.RemoteConsoleClosed, ResponseBody.RemoteConsoleOpened,
        ResponseBody.InvalidRequest, ResponseBody.ServerDisallow, ResponseBody.ServerAllow,
        ResponseBody.ServerStatus, ResponseBody.SyncDataEnd, ResponseBody.SyncResourceData,
        ResponseBody.CreateNetworkedInput, ResponseBody.UpdateNetworkedInput,
        ResponseBody.DisconnectInput, ResponseBody.StartWorldReceive,
        ResponseBody.EntityCreation, ResponseBody.EntityUpdate, ResponseBody.EntityDestruction,
        ResponseBody.EntityLocalControlStatus, ResponseBody.CacheRemoved,
        ResponseBody.WorldFrozen, ResponseBody.ServerHeartbeat, ResponseBody.StartHeartbeats,
        ResponseBody.None, ResponseBody.Unknown {

  /** Type 0: answer to a connect request; {@code checkValue} echoes the request's (42). */
  @Tag(0)
  record Connect(@Field(bits = 32) long responseTo, int checkValue) implements ResponseBody {}

  /** Type 1: the server's encryption choice and keys. */
  @Tag(1)
  record Security(
      @Field(bits = 32) long responseTo,
      @Field(bits = 32) ConnectionEncryption secureType,
      @Length(bits = 32) String publicKey,
      @Length(bits = 32) String encryptedSymmetricKey) implements ResponseBody {}

  /** Type 2: the user id and token given to an authenticated client. */
  @Tag(2)
  record Authenticate(@Field(bits = 32) long responseTo, int userId, long userToken)
      implements ResponseBody {}

  /** Type 3: who the server is. */
  @Tag(3)
  record Identification(
      @Field(bits = 32) long responseTo,
      @Length(bits = 32) String userReadableData,
      @Length(bits = 32) String gameName,
      @Length(bits = 32) String gameVersionString,
      @Length(bits = 32) String leviathanVersionString) implements ResponseBody {}

  /** Type 4: keeps the connection open; no data. */
  @Tag(4)
  record Keepalive(@Field(bits = 32) long responseTo) implements ResponseBody {}

  /** Type 5: the sender closes the connection; no data. */
  @Tag(5)
  record CloseConnection(@Field(bits = 32) long responseTo) implements ResponseBody {}

  /** Type 6: the remote console was closed; no data. */
  @Tag(6)
  record RemoteConsoleClosed(@Field(bits = 32) long responseTo) implements ResponseBody {}

  /** Type 7: the remote console was opened; no data. */
  @Tag(7)
  record RemoteConsoleOpened(@Field(bits = 32) long responseTo) implements ResponseBody {}

  /** Type 8: the request answered was invalid. */
  @Tag(8)
  record InvalidRequest(
      @Field(bits = 32) long responseTo,
      InvalidReason invalidness,
      @Length(bits = 32) String additionalInfo) implements ResponseBody {}

  /** Type 9: the server refuses; note the message comes BEFORE the reason (upstream order). */
  @Tag(9)
  record ServerDisallow(
      @Field(bits = 32) long responseTo,
      @Length(bits = 32) String message,
      InvalidReason reason) implements ResponseBody {}

  /** Type 10: the server accepts; the accepted-what byte comes before the message. */
  @Tag(10)
  record ServerAllow(
      @Field(bits = 32) long responseTo,
      ServerAcceptedType serverAcceptedWhat,
      @Length(bits = 32) String message) implements ResponseBody {}

  /** Type 11: the server's name, state and player counts. */
  @Tag(11)
  record ServerStatus(
      @Field(bits = 32) long responseTo,
      @Length(bits = 32) String serverNameString,
      boolean joinable,
      ServerJoinRestriction joinRestriction,
      ServerState serverStatus,
      int players,
      int maxPlayers,
      int bots,
      int additionalFlags) implements ResponseBody {}

  /** Type 13: end of synchronized values. */
  @Tag(13)
  record SyncDataEnd(@Field(bits = 32) long responseTo, boolean succeeded)
      implements ResponseBody {}

  /** Type 14: a synchronized resource, as text. */
  @Tag(14)
  record SyncResourceData(@Field(bits = 32) long responseTo,
      @Length(bits = 32) String ourCustomData) implements ResponseBody {}

  /** Type 15: a networked input was created; its data is an embedded packet (u32 size). */
  @Tag(15)
  record CreateNetworkedInput(@Field(bits = 32) long responseTo,
      @Length(bits = 32) byte[] ourCustomData) implements ResponseBody {
    @Override
    public boolean equals(Object o) {
      return o instanceof CreateNetworkedInput x && responseTo == x.responseTo
          && Arrays.equals(ourCustomData, x.ourCustomData);
    }

    @Override
    public int hashCode() {
      return Long.hashCode(responseTo) * 31 + Arrays.hashCode(ourCustomData);
    }

    @Override
    public String toString() {
      return "CreateNetworkedInput[responseTo=" + responseTo + ", ourCustomData="
          + HexFormat.of().formatHex(ourCustomData) + "]";
    }
  }

  /** Type 16: an update of a networked input; its data is an embedded packet (u32 size). */
  @Tag(16)
  record UpdateNetworkedInput(@Field(bits = 32) long responseTo, int inputId,
      @Length(bits = 32) byte[] updateData) implements ResponseBody {
    @Override
    public boolean equals(Object o) {
      return o instanceof UpdateNetworkedInput x && responseTo == x.responseTo
          && inputId == x.inputId && Arrays.equals(updateData, x.updateData);
    }

    @Override
    public int hashCode() {
      return (Long.hashCode(responseTo) * 31 + inputId) * 31 + Arrays.hashCode(updateData);
    }

    @Override
    public String toString() {
      return "UpdateNetworkedInput[responseTo=" + responseTo + ", inputId=" + inputId
          + ", updateData=" + HexFormat.of().formatHex(updateData) + "]";
    }
  }

  /** Type 17: a networked input was disconnected. */
  @Tag(17)
  record DisconnectInput(@Field(bits = 32) long responseTo, int inputId, int ownerId)
      implements ResponseBody {}

  /** Type 18: a world is about to be sent. */
  @Tag(18)
  record StartWorldReceive(@Field(bits = 32) long responseTo, int worldId, int worldType,
      @Length(bits = 32) String extraOptions) implements ResponseBody {}

  /** Type 19: an entity was created; its components are an embedded packet (u32 size). */
  @Tag(19)
  record EntityCreation(@Field(bits = 32) long responseTo, int worldId, int entityId,
      @Field(bits = 32) long componentCount,
      @Length(bits = 32) byte[] initialComponentData) implements ResponseBody {
    @Override
    public boolean equals(Object o) {
      return o instanceof EntityCreation x && responseTo == x.responseTo
          && worldId == x.worldId && entityId == x.entityId
          && componentCount == x.componentCount
          && Arrays.equals(initialComponentData, x.initialComponentData);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(new long[] {responseTo, worldId, entityId, componentCount}) * 31
          + Arrays.hashCode(initialComponentData);
    }

    @Override
    public String toString() {
      return "EntityCreation[responseTo=" + responseTo + ", worldId=" + worldId
          + ", entityId=" + entityId + ", componentCount=" + componentCount
          + ", initialComponentData=" + HexFormat.of().formatHex(initialComponentData) + "]";
    }
  }

  /** Type 20: an entity's state at a tick; the update is an embedded packet (u32 size). */
  @Tag(20)
  record EntityUpdate(@Field(bits = 32) long responseTo, int worldId, int tickNumber,
      int referenceTick, int entityId, @Length(bits = 32) byte[] updateData)
      implements ResponseBody {
    @Override
    public boolean equals(Object o) {
      return o instanceof EntityUpdate x && responseTo == x.responseTo
          && worldId == x.worldId && tickNumber == x.tickNumber
          && referenceTick == x.referenceTick && entityId == x.entityId
          && Arrays.equals(updateData, x.updateData);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(new long[] {responseTo, worldId, tickNumber, referenceTick,
          entityId}) * 31 + Arrays.hashCode(updateData);
    }

    @Override
    public String toString() {
      return "EntityUpdate[responseTo=" + responseTo + ", worldId=" + worldId
          + ", tickNumber=" + tickNumber + ", referenceTick=" + referenceTick
          + ", entityId=" + entityId + ", updateData=" + HexFormat.of().formatHex(updateData)
          + "]";
    }
  }

  /** Type 21: an entity was destroyed. */
  @Tag(21)
  record EntityDestruction(@Field(bits = 32) long responseTo, int worldId, int entityId)
      implements ResponseBody {}

  /** Type 22: whether the receiver controls an entity locally. */
  @Tag(22)
  record EntityLocalControlStatus(@Field(bits = 32) long responseTo, int worldId,
      int entityId, boolean enabled) implements ResponseBody {}

  /** Type 24: a cached variable was removed. */
  @Tag(24)
  record CacheRemoved(@Field(bits = 32) long responseTo, @Length(bits = 32) String name)
      implements ResponseBody {}

  /** Type 25: a world was frozen or unfrozen at a tick. */
  @Tag(25)
  record WorldFrozen(@Field(bits = 32) long responseTo, int worldId, boolean frozen,
      int tickNumber) implements ResponseBody {}

  /** Type 26: a server heartbeat; no data. */
  @Tag(26)
  record ServerHeartbeat(@Field(bits = 32) long responseTo) implements ResponseBody {}

  /** Type 27: heartbeats start; no data. */
  @Tag(27)
  record StartHeartbeats(@Field(bits = 32) long responseTo) implements ResponseBody {}

  /** Type 28: the "None" response; no data. */
  @Tag(28)
  record None(@Field(bits = 32) long responseTo) implements ResponseBody {}

  /**
   * A response type this module does not model (12, 23, 29, above 29): the type and every byte
   * after it, {@code responseTo} included, up to the end of the packet. It can therefore only be
   * the last message of a packet; anywhere else the decoder runs out of input for the following
   * messages and reports it.
   *
   * @param tag the response type
   * @param data {@code responseTo}, the data, and anything after it in the packet
   */
  @UnknownTag
  record Unknown(int tag, @Remaining byte[] data) implements ResponseBody {
    @Override
    public boolean equals(Object o) {
      return o instanceof Unknown x && tag == x.tag && Arrays.equals(data, x.data);
    }

    @Override
    public int hashCode() {
      return tag * 31 + Arrays.hashCode(data);
    }

    @Override
    public String toString() {
      return "Unknown[tag=" + tag + ", data=" + HexFormat.of().formatHex(data) + "]";
    }
  }
}
