package io.framewright.examples;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Framewright;
import io.framewright.runtime.Hex;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.Function;
import java.util.List;

/** Declares a few messages (see this package), encodes them, prints the bytes, decodes them. */
public final class Demo {
  private Demo() {}

  public static void main(String[] args) {
    EntityUpdate update = new EntityUpdate(EntityKind.PICKUP, 1000, true, 0xABCDE, -17,
        123_456, new Vec2((short) -40, (short) 300), 65_535);
    show("EntityUpdate", EntityUpdateCodec.INSTANCE, update);

    Handshake hello = new Handshake(new byte[] {'F', 'W', 'R', 'T'}, 'b', new int[] {7777, 7778,
        65_000}, new Vec2[] {new Vec2((short) 1, (short) 2), new Vec2((short) -3, (short) -4)},
        1234.5, 60f, true, 0x0123_4567_89AB_CDEFL);
    // Found through the service index, without naming HandshakeCodec.
    Codec<Handshake> handshakes = Framewright.codec(Handshake.class);
    show("Handshake", handshakes, hello, Demo::describe);

    // A union of variable-size events: tag, then the event's own layout.
    Codec<GameEvent> events = GameEventCodec.INSTANCE;
    show("GameEvent.Chat", events, new GameEvent.Chat("ana", "gg, well played"));
    show("GameEvent.Spawn", events, new GameEvent.Spawn(List.of(
        new GameEvent.Entity(0, EntityKind.PLAYER, 42, new Vec2((short) 10, (short) -5), "bob"),
        new GameEvent.Entity(0, EntityKind.PICKUP, 7, new Vec2((short) 0, (short) 0), null))));

    System.out.println();
    System.out.println("Errors are typed and name the field:");
    try {
      EntityUpdateCodec.INSTANCE.encode(new EntityUpdate(EntityKind.PLAYER, 1024, true, 1, 0, 0,
          new Vec2((short) 0, (short) 0), 0));
    } catch (EncodeException e) {
      System.out.println("  " + e.getMessage());
    }
    try {
      events.encode(new GameEvent.Chat("x".repeat(300), ""));
    } catch (EncodeException e) {
      System.out.println("  " + e.getMessage());
    }
    byte[] bad = EntityUpdateCodec.INSTANCE.encode(update);
    bad[0] = (byte) 0x7F; // kind 3, which EntityKind does not have
    try {
      EntityUpdateCodec.INSTANCE.decode(bad);
    } catch (DecodeException e) {
      System.out.println("  " + e.getMessage().replace("\n", "\n  "));
    }
    try {
      EntityUpdateCodec.INSTANCE.decode(Arrays.copyOf(bad, 7));
    } catch (DecodeException e) {
      System.out.println("  " + e.getMessage().replace("\n", "\n  "));
    }
  }

  private static <T> void show(String name, Codec<T> codec, T value) {
    show(name, codec, value, String::valueOf);
  }

  private static <T> void show(String name, Codec<T> codec, T value,
      Function<T, String> describe) {
    byte[] wire = codec.encode(value);
    T back = codec.decode(wire);
    System.out.println(name + " (" + wire.length + " bytes)");
    System.out.println("  value   " + describe.apply(value));
    System.out.println("  wire    " + Hex.format(wire, 0, wire.length));
    System.out.println("  decoded " + describe.apply(back));
  }

  /** Records print arrays as identities; show their contents. */
  private static String describe(Handshake h) {
    return "Handshake[magic=" + new String(h.magic(), StandardCharsets.US_ASCII)
        + ", version=" + h.version() + ", ports=" + Arrays.toString(h.ports())
        + ", spawnPoints=" + Arrays.toString(h.spawnPoints()) + ", serverTime=" + h.serverTime()
        + ", tickRate=" + h.tickRate() + ", compressed=" + h.compressed() + ", sessionId="
        + Long.toHexString(h.sessionId()) + "]";
  }
}
