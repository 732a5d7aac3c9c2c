package io.framewright.protocol.beer;

import io.framewright.annotations.Delimited;
import io.framewright.annotations.Endian;
import io.framewright.annotations.Field;
import io.framewright.annotations.Magic;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * One BEER frame: the signature {@code "BEER"}, a u32 little-endian opcode (the tag), the
 * opcode's data, then CR LF. Decode and encode with {@code BeerMessageCodec.INSTANCE}.
 *
 * <p>Unsigned 32-bit fields are {@code long}s (0..4294967295), unsigned bytes are {@code int}s
 * (0..255), the two-byte coordinates and sizes are signed {@code short}s. An opcode no variant
 * has is a decode error.
 */
@Message(order = Endian.LITTLE)
@Magic(ascii = "BEER")
@Union(bits = 32)
@Delimited(terminator = {0x0D, 0x0A})
public sealed interface BeerMessage
    permits BeerMessage.ObjectPosition, BeerMessage.ObjectRect, BeerMessage.NewObject,
        BeerMessage.Event, BeerMessage.GameSpeed, BeerMessage.ObjectRemoved,
        BeerMessage.NewPlayer, BeerMessage.PlayerCrashed, BeerMessage.Leaving,
        BeerMessage.PlayerLeft, BeerMessage.Welcome, BeerMessage.Refused, BeerMessage.Ready,
        BeerMessage.Ping, BeerMessage.ObjectInformations {

  /** Opcode 0, server to client: where object {@code id} is. */
  @Tag(0)
  record ObjectPosition(@Field(bits = 32) long id, short x, short y) implements BeerMessage {}

  /** Opcode 1, server to client: the animation rectangle of object {@code id}. */
  @Tag(1)
  record ObjectRect(@Field(bits = 32) long id, short width, short height, short x, short y)
      implements BeerMessage {}

  /** Opcode 2, server to client: registers object {@code id} of object type {@code type}. */
  @Tag(2)
  record NewObject(@Field(bits = 32) long id, @Field(bits = 32) long type)
      implements BeerMessage {}

  /**
   * Opcode 3, client to server: game event {@code event}, then its game-specific arguments, up
   * to the CR LF (so they, and the data as a whole, must not contain {@code 0D 0A}).
   */
  @Tag(3)
  record Event(@Field(bits = 8) int event, @Remaining byte[] arguments) implements BeerMessage {
    @Override
    public boolean equals(Object o) {
      return o instanceof Event e && e.event == event && Arrays.equals(e.arguments, arguments);
    }

    @Override
    public int hashCode() {
      return 31 * event + Arrays.hashCode(arguments);
    }

    @Override
    public String toString() {
      return "Event[event=" + event + ", arguments=" + HexFormat.of().formatHex(arguments) + "]";
    }
  }

  /** Opcode 4, server to client: the server's game speed in ticks per second. */
  @Tag(4)
  record GameSpeed(@Field(bits = 32) long tps) implements BeerMessage {}

  /** Opcode 5, server to client: object {@code id} leaves the view. */
  @Tag(5)
  record ObjectRemoved(@Field(bits = 32) long id) implements BeerMessage {}

  /** Opcode 6, server to client: player {@code playerId} connected. */
  @Tag(6)
  record NewPlayer(@Field(bits = 8) int playerId) implements BeerMessage {}

  /** Opcode 7, server to client: player {@code playerId} crashed. */
  @Tag(7)
  record PlayerCrashed(@Field(bits = 8) int playerId) implements BeerMessage {}

  /** Opcode 8, client to server: this player is leaving. No data. */
  @Tag(8)
  record Leaving() implements BeerMessage {}

  /** Opcode 9, server to client: the player whose entity is {@code id} left. */
  @Tag(9)
  record PlayerLeft(@Field(bits = 32) long id) implements BeerMessage {}

  /** Opcode 10, server to client: the client is accepted. No data (see the package notes). */
  @Tag(10)
  record Welcome() implements BeerMessage {}

  /** Opcode 11, server to client: the server is full. No data. */
  @Tag(11)
  record Refused() implements BeerMessage {}

  /** Opcode 12, client to server: the client has loaded its sprites. No data. */
  @Tag(12)
  record Ready() implements BeerMessage {}

  /** Opcode 13, either way: keep-alive for lag handling. No data. */
  @Tag(13)
  record Ping() implements BeerMessage {}

  /**
   * Opcode 14, server to client: object {@code id}, then information in a format of the game's
   * own (score, pings), up to the CR LF (so the data must not contain {@code 0D 0A}).
   */
  @Tag(14)
  record ObjectInformations(@Field(bits = 32) long id, @Remaining byte[] information)
      implements BeerMessage {
    @Override
    public boolean equals(Object o) {
      return o instanceof ObjectInformations i && i.id == id
          && Arrays.equals(i.information, information);
    }

    @Override
    public int hashCode() {
      return 31 * Long.hashCode(id) + Arrays.hashCode(information);
    }

    @Override
    public String toString() {
      return "ObjectInformations[id=" + id + ", information="
          + HexFormat.of().formatHex(information) + "]";
    }
  }
}
