package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;

import io.framewright.runtime.DecodeException;
import io.framewright.runtime.EncodeException;
import io.framewright.runtime.Hex;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.WireField;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Constant bytes on a {@code byte[]} component ({@code @Const(bytes = ...)}): decode refuses
 * other bytes at the component, encode refuses a record holding others, a view's wrap refuses
 * what decode does, and the description carries the bytes. RakNet's unconnected ping (packet
 * id 0x01, the sender's time as a big-endian u64, OFFLINE_MESSAGE_DATA_ID, the client's GUID as
 * a u64; RakNet's MessageIdentifiers.h and RakPeer.cpp), bytes written by hand.
 */
class ConstBytesCodecTest {
  static GeneratedClasses loader;

  /** RakNet's OFFLINE_MESSAGE_DATA_ID, as its source lists it. */
  static final String MAGIC = "00ffff00fefefefefdfdfdfd12345678";

  static final String[] SOURCES = {
      "@Message @View record Ping(@Const(0x01) byte id, long time,"
          + " @Const(bytes = {0x00, 0xff, 0xff, 0x00, 0xfe, 0xfe, 0xfe, 0xfe,"
          + " 0xfd, 0xfd, 0xfd, 0xfd, 0x12, 0x34, 0x56, 0x78}) byte[] magic,"
          + " long clientGuid) {}",
      // After a variable part, in the segment that follows it; a short constant, written with
      // the @Length(2) it implies.
      "@Message @View record After(@Length(bits = 8) String name,"
          + " @Const(bytes = {0xca, 0xfe}) @Length(2) byte[] mark, byte last) {}"};

  @BeforeAll
  static void compile() {
    loader = GeneratedClasses.load(type("Ping", SOURCES));
  }

  private static byte[] magic() {
    return Hex.parse(MAGIC);
  }

  @Test
  void rakNetUnconnectedPing() throws Exception {
    // id 01, time 0x0000000000001234, the magic, GUID 0x0102030405060708
    String wire = "01 0000000000001234 " + MAGIC + " 0102030405060708";
    loader.assertWire("Ping", loader.make("Ping", (byte) 1, 0x1234L, magic(),
        0x0102030405060708L), wire);
    loader.roundTrip("Ping", (byte) 1, 0x1234L, magic(), 0x0102030405060708L);
  }

  @Test
  void decodeRefusesOtherBytesAtTheComponent() throws Exception {
    // the magic's last byte 0x78 changed to 0x79
    DecodeException e = loader.decodeFails("Ping",
        "01 0000000000001234 00ffff00fefefefefdfdfdfd12345679 0102030405060708");
    assertThat(e.fieldPath()).isEqualTo("Ping.magic");
    assertThat(e.byteOffset()).isEqualTo(9);
    assertThat(e.expected()).isEqualTo("00 ff ff 00 fe fe fe fe fd fd fd fd 12 34 56 78");
    assertThat(e.found()).isEqualTo("00 ff ff 00 fe fe fe fe fd fd fd fd 12 34 56 79");
    e = loader.decodeFails("After", "02 6869 cafd 07");
    assertThat(e.fieldPath()).isEqualTo("After.mark");
    assertThat(e.byteOffset()).isEqualTo(3);
    assertThat(e.expected()).isEqualTo("ca fe");
    assertThat(e.found()).isEqualTo("ca fd");
    // cut short inside the magic: a truncation, not a mismatch
    assertThat(loader.decodeFails("Ping", "01 0000000000001234 00ffff00").fieldPath())
        .isNotEmpty();
  }

  @Test
  void encodeRefusesOtherBytes() throws Exception {
    byte[] other = magic();
    other[15] = 0x79;
    EncodeException e = loader.encodeFails("Ping",
        loader.make("Ping", (byte) 1, 0L, other, 0L));
    assertThat(e.getMessage()).isEqualTo("Ping.magic: 00 ff ff 00 fe fe fe fe fd fd fd fd 12 34"
        + " 56 79 is not allowed: expected 00 ff ff 00 fe fe fe fe fd fd fd fd 12 34 56 78");
    assertThat(loader.encodeFails("Ping", loader.make("Ping", (byte) 1, 0L, new byte[] {0}, 0L))
        .getMessage()).isEqualTo("Ping.magic: 00 is not allowed: expected 00 ff ff 00 fe fe fe"
            + " fe fd fd fd fd 12 34 56 78");
    assertThat(loader.encodeFails("Ping", loader.make("Ping", (byte) 1, 0L, null, 0L))
        .fieldPath()).isEqualTo("Ping.magic");
    loader.assertWire("After", loader.make("After", "hi", new byte[] {(byte) 0xca,
        (byte) 0xfe}, (byte) 7), "02 6869 cafe 07");
    assertThat(loader.encodeFails("After", loader.make("After", "hi", new byte[] {1, 2},
        (byte) 7)).getMessage()).isEqualTo("After.mark: 01 02 is not allowed: expected ca fe");
  }

  @Test
  void viewsRefuseWhatDecodeRefuses() throws Exception {
    GeneratedViews views = new GeneratedViews(loader, 30, 300);
    views.agrees("Ping", "01 0000000000001234 " + MAGIC + " 0102030405060708");
    views.rejects("Ping",
        "01 0000000000001234 00ffff00fefefefefdfdfdfd12345679 0102030405060708",
        "01 0000000000001234 01ffff00fefefefefdfdfdfd12345678 0102030405060708");
    views.agrees("After", "02 6869 cafe 07");
    views.rejects("After", "02 6869 cafd 07", "02 6869 00fe 07");
  }

  @Test
  void theDescriptionCarriesTheBytes() throws Exception {
    RecordLayout r = (RecordLayout) loader.codec("Ping").description().orElseThrow();
    WireField magic = r.fields().get(2);
    assertThat(magic.name()).isEqualTo("magic");
    assertThat(magic.role()).isEqualTo(WireField.Role.COMPONENT);
    assertThat(magic.kind()).isEqualTo(WireField.Kind.CONSTANT);
    assertThat(magic.javaType()).isEqualTo("byte");
    assertThat(magic.sequence()).isEqualTo(WireField.Sequence.ARRAY);
    assertThat(magic.bitOffset()).isEqualTo(72);
    assertThat(magic.count()).isEqualTo(16);
    assertThat(Hex.format(magic.constant(), 0, 16)).isEqualTo(
        "00 ff ff 00 fe fe fe fe fd fd fd fd 12 34 56 78");
  }
}
