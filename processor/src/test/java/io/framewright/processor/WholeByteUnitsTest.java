package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static io.framewright.processor.Compilations.type;

import com.google.testing.compile.Compilation;
import io.framewright.runtime.EncodeException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Issue 18: adjacent whole-byte integers of one byte order that fill 8, 4 or 2 bytes are read
 * and written with one access (as the hand-written roster codec writes a unit's id, x and y in
 * one 64-bit store); the bytes on the wire are those of the fields one by one, written out here
 * by hand, and range errors still name the field.
 */
class WholeByteUnitsTest {
  private static final JavaFileObject[] SOURCES = {
      type("Big", "@Message record Big(int id, short x, short y, byte kind) {}"),
      type("Little",
          "@Message(order = Endian.LITTLE) record Little(int id, short x, short y, byte kind) {}"),
      // 2 + 1 + 1 bytes, then a fifth: a 4-byte unit and a byte, as Avara's command header
      type("Header",
          "@Message(order = Endian.LITTLE) record Header(@Field(bits = 16) int serial,",
          "    @Field(bits = 8) int count, byte flags, byte command) {}"),
      // the byte orders differ: no unit
      type("Mixed",
          "@Message record Mixed(short a, @Field(order = Endian.LITTLE) short b) {}"),
  };

  @Test
  void unitsAreOneAccess() throws Exception {
    Compilation c = Compilations.compile(SOURCES);
    assertWithMessage("diagnostics:\n%s", Compilations.describe(c)).that(c.errors()).isEmpty();
    String big = source(c, "BigCodec");
    assertThat(big).contains("Bytes.putLongBE(buf, p, ");
    assertThat(big).contains("Bytes.getLongBE(buf, p)");
    String little = source(c, "LittleCodec");
    assertThat(little).contains("Bytes.putLongLE(buf, p, ");
    assertThat(little).contains("Bytes.getLongLE(buf, p)");
    String header = source(c, "HeaderCodec");
    assertThat(header).contains("Bytes.putIntLE(buf, p, ");
    String mixed = source(c, "MixedCodec");
    assertThat(mixed).contains("Bytes.putShortBE(buf, p, a)");
    assertThat(mixed).contains("Bytes.putShortLE(buf, p + 2, b)");
  }

  @Test
  void theBytesAreTheFieldsOneByOne() throws Exception {
    GeneratedClasses loader = GeneratedClasses.load(SOURCES);
    loader.assertWire("Big", loader.make("Big", 0x01020304, (short) 0x0506, (short) -2,
        (byte) 0x09), "01020304 0506 fffe 09");
    loader.assertWire("Big", loader.make("Big", -1, (short) -32768, (short) 1, (byte) -1),
        "ffffffff 8000 0001 ff");
    loader.assertWire("Little", loader.make("Little", 0x01020304, (short) 0x0506, (short) -2,
        (byte) 0x09), "04030201 0605 feff 09");
    loader.assertWire("Little", loader.make("Little", Integer.MIN_VALUE, (short) -1,
        (short) 0x7fff, (byte) 0x80), "00000080 ffff ff7f 80");
    loader.assertWire("Header", loader.make("Header", 0xfedc, 0xba, (byte) 0x98, (byte) 0x76),
        "dcfe ba 98 76");
    loader.assertWire("Mixed", loader.make("Mixed", (short) 0x0102, (short) 0x0304),
        "0102 0403");

    EncodeException e = loader.encodeFails("Header",
        loader.make("Header", 0x10000, 0, (byte) 0, (byte) 0));
    assertThat(e.fieldPath()).isEqualTo("Header.serial");
    e = loader.encodeFails("Header", loader.make("Header", 0, 256, (byte) 0, (byte) 0));
    assertThat(e.fieldPath()).isEqualTo("Header.count");
  }

  private static String source(Compilation c, String codec) throws Exception {
    return c.generatedSourceFile("test." + codec).orElseThrow().getCharContent(true).toString();
  }
}
