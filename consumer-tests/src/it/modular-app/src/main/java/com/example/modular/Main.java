package com.example.modular;

import io.framewright.runtime.Codec;
import io.framewright.runtime.Framewright;
import java.util.Arrays;
import java.util.HexFormat;

/**
 * Run as users run a modular application ({@code java -p ... -m com.example.modular/...}), not
 * as a test: surefire opens the module's packages to the tests, which would hide a missing
 * {@code opens}. Exits non-zero unless the codec found by type gives the bytes written out by
 * hand, and back.
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    Module own = Main.class.getModule();
    Codec<Reading> codec = Framewright.codec(Reading.class);
    Reading reading = new Reading(0xabc, 3, (short) -2);
    byte[] wire = codec.encode(reading);
    // sensor 0xabc (12 bits) then unit 3 (4 bits): ab c3; value -2: ff fe
    byte[] expected = {(byte) 0xab, (byte) 0xc3, (byte) 0xff, (byte) 0xfe};
    boolean ok = own.isNamed() && codec == ReadingCodec.INSTANCE
        && Arrays.equals(expected, wire) && reading.equals(codec.decode(wire));
    System.out.println("module " + own.getName() + " (named: " + own.isNamed() + ") runtime "
        + Codec.class.getModule().getName() + " encodes " + HexFormat.of().formatHex(wire)
        + (ok ? " OK" : " WRONG"));
    if (!ok) {
      System.exit(1);
    }
  }
}
