package io.framewright.protocol.pies;

import io.framewright.annotations.Delimited;
import io.framewright.annotations.Message;
import io.framewright.annotations.Remaining;
import io.framewright.annotations.Tag;
import io.framewright.annotations.Union;
import io.framewright.runtime.frame.Framing;
import io.framewright.runtime.frame.Resync;
import io.framewright.runtime.frame.StreamFramer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A pies packet: {@code u8 packetId}, its items (each ending with {@code 00}), then the packet
 * splitter {@code ff}. Packets whose items the formats reading fixes have typed components
 * ({@link StringItem}, {@link NumberItem}); the two whose contents are undocumented keep a list
 * of {@link Item}s of any type. An unknown packet id is a decode error.
 *
 * <p>On the TCP stream packets arrive stitched together or split anywhere: {@link #framer(int)}
 * cuts the stream at each {@code ff} and decodes every complete packet.
 */
@Message
@Union(bits = 8)
@Delimited(terminator = 0xFF)
public sealed interface PiesPacket
    permits PiesPacket.Auth, PiesPacket.Location, PiesPacket.Sync, PiesPacket.GameUpdate,
        PiesPacket.LevelList, PiesPacket.LevelData, PiesPacket.LevelLoad, PiesPacket.Chat,
        PiesPacket.Custom, PiesPacket.BadPacket {

  /** The splitter between two packets of the stream. */
  int PACKET_SPLITTER = 0xFF;
  /** The splitter after every item. */
  int DATA_SPLITTER = 0x00;

  /**
   * A framer for one connection's byte stream: feed it chunks of any size; it hands back each
   * packet once its {@code ff} has arrived. A packet that does not decode is reported as a
   * {@code CorruptFrameException} and skipped up to and including its {@code ff}; one longer
   * than {@code maxPacketLength} bytes is reported as a {@code TooLongFrameException} and
   * discarded. Either way the stream goes on with the next packet.
   */
  static StreamFramer<PiesPacket> framer(int maxPacketLength) {
    return framing().framer(maxPacketLength);
  }

  /**
   * How pies packets travel, for tools and servers: a TCP stream cut at each {@code ff}, a bad
   * packet skipped up to and including its {@code ff}; at most 64 KiB per packet by default.
   */
  static Framing<PiesPacket> framing() {
    return Framing.stream(PiesPacketCodec.INSTANCE, Resync.afterTerminator((byte) PACKET_SPLITTER),
        64 * 1024, "TCP stream: packets end with ff; resync after the next ff");
  }

  /**
   * {@code 01} Auth [string]: to the server the requested username, to the client the
   * {@link AuthPacketMeta} code as a decimal string ({@code "4"}: accepted).
   */
  @Tag(0x01)
  record Auth(StringItem value) implements PiesPacket {
    /** A client's request for {@code username}. */
    public static Auth request(String username) {
      return new Auth(new StringItem(username));
    }

    /** The server's answer. */
    public static Auth reply(AuthPacketMeta meta) {
      return new Auth(new StringItem(meta.text()));
    }

    /** The answer, when the text is one of the codes {@code "0"} .. {@code "4"}. */
    public Optional<AuthPacketMeta> meta() {
      return AuthPacketMeta.fromText(value.value());
    }
  }

  /**
   * {@code 02} Location [string, string, string]: a username (ignored, and sent empty, by the
   * client), then x and y as decimal strings such as {@code "149.29000000000002"}.
   */
  @Tag(0x02)
  record Location(StringItem username, StringItem x, StringItem y) implements PiesPacket {
    public Location(String username, String x, String y) {
      this(new StringItem(username), new StringItem(x), new StringItem(y));
    }
  }

  /**
   * {@code 03} Sync [string, string], server to client: the client's username, then the other
   * connected players joined with {@code "|$|"} ({@code ""} when there are none).
   */
  @Tag(0x03)
  record Sync(StringItem username, StringItem otherPlayers) implements PiesPacket {
    /** The separator of the names in {@link #otherPlayers()}. */
    public static final String SEPARATOR = "|$|";

    /**
     * The packet for {@code username} and the {@code others}; a name that is empty or contains
     * the separator can not be told apart once joined and is an IllegalArgumentException.
     */
    public static Sync of(String username, List<String> others) {
      for (String name : others) {
        if (name.isEmpty() || name.contains(SEPARATOR)) {
          throw new IllegalArgumentException("player name \"" + name + "\" can not be joined");
        }
      }
      return new Sync(new StringItem(username), new StringItem(String.join(SEPARATOR, others)));
    }

    /** The other players' names, split at {@code "|$|"}; empty when the string is. */
    public List<String> others() {
      String joined = otherPlayers.value();
      List<String> names = new ArrayList<>();
      if (joined.isEmpty()) {
        return names;
      }
      int from = 0;
      for (int at; (at = joined.indexOf(SEPARATOR, from)) >= 0; from = at + SEPARATOR.length()) {
        names.add(joined.substring(from, at));
      }
      names.add(joined.substring(from));
      return names;
    }
  }

  /** {@code 04} Game Update: listed without contents in the source, so items of any type. */
  @Tag(0x04)
  record GameUpdate(@Remaining List<Item> items) implements PiesPacket {
    public GameUpdate(Item... items) {
      this(List.of(items));
    }
  }

  /** {@code 05} Level List [string...]: level names, possibly none. */
  @Tag(0x05)
  record LevelList(@Remaining List<StringItem> levels) implements PiesPacket {
    public static LevelList of(String... names) {
      return new LevelList(Arrays.stream(names).map(StringItem::new).toList());
    }
  }

  /** {@code 06} Level Data [string, number...]: the level's name, then its numbers. */
  @Tag(0x06)
  record LevelData(StringItem name, @Remaining List<NumberItem> data) implements PiesPacket {
    public static LevelData of(String name, long... numbers) {
      return new LevelData(new StringItem(name),
          Arrays.stream(numbers).mapToObj(NumberItem::new).toList());
    }
  }

  /** {@code 07} Level Load [string]: the level's name. */
  @Tag(0x07)
  record LevelLoad(StringItem name) implements PiesPacket {
    public LevelLoad(String name) {
      this(new StringItem(name));
    }
  }

  /** {@code 09} Chat [string]: the message, both ways. */
  @Tag(0x09)
  record Chat(StringItem message) implements PiesPacket {
    public Chat(String message) {
      this(new StringItem(message));
    }
  }

  /** {@code 98} Custom: "any" data, never used; items of any type. */
  @Tag(0x98)
  record Custom(@Remaining List<Item> items) implements PiesPacket {
    public Custom(Item... items) {
      this(List.of(items));
    }
  }

  /** {@code 99} Bad Packet []: no items; the peer may close the connection after it. */
  @Tag(0x99)
  record BadPacket() implements PiesPacket {}
}
