package io.framewright.examples;

import io.framewright.runtime.Codec;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Framewright;
import io.framewright.runtime.Hex;
import java.util.Arrays;

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
    byte[] wire = show("Handshake", handshakes, hello);
    Handshake back = handshakes.decode(wire);
    System.out.println("  ports       " + Arrays.toString(back.ports()));
    System.out.println("  spawnPoints " + Arrays.toString(back.spawnPoints()));

    System.out.println();
    System.out.println("Errors are typed and name the field:");
    try {
      EntityUpdateCodec.INSTANCE.encode(new EntityUpdate(EntityKind.PLAYER, 1024, true, 1, 0, 0,
          new Vec2((short) 0, (short) 0), 0));
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

  private static <T> byte[] show(String name, Codec<T> codec, T value) {
    byte[] wire = codec.encode(value);
    T back = codec.decode(wire);
    System.out.println(name + " (" + wire.length + " bytes)");
    System.out.println("  value   " + value);
    System.out.println("  wire    " + Hex.format(wire, 0, wire.length));
    System.out.println("  decoded " + back);
    return wire;
  }
}
