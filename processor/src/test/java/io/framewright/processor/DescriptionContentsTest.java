package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;
import static io.framewright.processor.Compilations.type;

import io.framewright.runtime.ValueCodec;
import io.framewright.runtime.layout.Coverage;
import io.framewright.runtime.layout.MessageChecksum;
import io.framewright.runtime.layout.RecordLayout;
import io.framewright.runtime.layout.Size;
import io.framewright.runtime.layout.WireField;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a codec's layout description says beyond places and widths, so that a tool needs nothing
 * else: which bit of a {@code @Flags} field marks which component, the {@code @WhenAbsent}
 * value, a checksum's algorithm and the bytes it covers, the values a message reads from the
 * message enclosing it, and a custom codec with what it declares. Each expected value is read
 * off the declarations below.
 */
class DescriptionContentsTest {
  private static final GeneratedClasses G = GeneratedClasses.loadWithoutWarnings(
      type("Flagged", "@Message record Flagged(@Flags @Field(bits = 8) int flags,",
          "    @Presence(flag = 0x02) @WhenAbsent(7) short a,",
          "    @Presence(flag = 0x01) Integer b,",
          "    @Presence(flag = 0x04, bits = 8) @Presence(flag = 0x08, bits = 16) @WhenAbsent(0)",
          "    int c) {}"),
      type("Trailer", "@Message @Checksum(algorithm = java.util.zip.CRC32.class, bits = 32,",
          "    at = Checksum.At.END)",
          "record Trailer(@Field(bits = 8) int a) {}"),
      type("Versioned", "@Message",
          "@Checksum(algorithm = io.framewright.runtime.Crc16Kermit.class, bits = 16,",
          "    includeField = true, placeholder = 18)",
          "record Versioned(@Field(bits = 8) int a) {}"),
      type("Ranged", "@Message record Ranged(@Field(bits = 16) int a,",
          "    @Checksum(algorithm = io.framewright.runtime.InternetChecksum.class)",
          "    @Field(bits = 16) int sum) {}"),
      type("Body", "@Message record Body(",
          "    @When(field = \"_parent.flags\", mask = 0x01, equal = 1) Short extra,",
          "    @Count(field = \"_parent.count\") short[] words) {}"),
      type("Outer", "@Message record Outer(byte flags, @Field(bits = 8) int count,",
          "    Body body) {}"),
      type("Three", "public final class Three implements io.framewright.runtime.ValueCodec<Integer> {",
          "  public int size(Integer v) { return 3; }",
          "  public int write(Integer v, byte[] buf, int p, int limit) {",
          "    buf[p] = (byte) (v >> 16); buf[p + 1] = (byte) (v >> 8); buf[p + 2] = (byte) (int) v;",
          "    return p + 3;",
          "  }",
          "  public Integer read(io.framewright.runtime.WireReader in) {",
          "    byte[] b = in.readBytes(3, 3, \"\");",
          "    return (b[0] & 0xff) << 16 | (b[1] & 0xff) << 8 | b[2] & 0xff;",
          "  }",
          "  public Extent extent() { return Extent.fixed(3); }",
          "  public JsonForm jsonForm() { return JsonForm.JSON; }",
          "}"),
      type("Holder", "@Message record Holder(@Using(Three.class) Integer v,",
          "    @Field(bits = 8) int after) {}"),
      // Components named as the prefixes of the parts before them would have been.
      type("Clash", "@Message record Clash(@Length(bits = 8) byte[] data, byte dataLength,",
          "    @Count(varint = true) short[] items, byte itemsCount) {}"));

  private static RecordLayout layout(String record) throws Exception {
    return (RecordLayout) G.codec(record).description().orElseThrow();
  }

  /**
   * A prefix's name is no component's: byte[] data's length prefix is dataLengthPrefix beside
   * the component dataLength (the tools test found two fields of one name, and a dissector with
   * one ProtoField for both).
   */
  @Test
  void aPrefixIsNamedApartFromTheComponents() throws Exception {
    RecordLayout r = layout("Clash");
    assertThat(r.fields().stream().map(WireField::name).toList()).containsExactly(
        "dataLengthPrefix", "data", "dataLength", "items", "itemsCount").inOrder();
    assertThat(r.field("data").prefixName()).isEqualTo("dataLengthPrefix");
    assertThat(r.field("items").prefixName()).isEqualTo("itemsCountPrefix");
    // 02 | 0a0b | dataLength 07 | varint count 01 | 0005 | itemsCount 09
    G.assertWire("Clash", G.make("Clash", new byte[] {0x0a, 0x0b}, (byte) 7,
        new short[] {5}, (byte) 9), "02 0a0b 07 01 0005 09");
  }

  @Test
  void aFlagsFieldSaysWhichBitMarksWhichComponent() throws Exception {
    RecordLayout r = layout("Flagged");
    // In wire order of the components, each of c's two flags.
    assertThat(r.field("flags").marks()).containsExactly(new WireField.Mark(0x02, "a"),
        new WireField.Mark(0x01, "b"), new WireField.Mark(0x04, "c"),
        new WireField.Mark(0x08, "c")).inOrder();
    assertThat(r.field("a").marks()).isEmpty();
  }

  @Test
  void anOptionalPrimitiveHasItsWhenAbsentValue() throws Exception {
    RecordLayout r = layout("Flagged");
    assertThat(r.field("a").whenAbsent()).isEqualTo(7L);
    assertThat(r.field("b").whenAbsent()).isNull(); // an absent Integer is null
    assertThat(r.field("c").whenAbsent()).isEqualTo(0L);
    assertThat(r.field("flags").whenAbsent()).isNull();
  }

  @Test
  void aMessageChecksumHasItsAlgorithmAndWhatItCovers() throws Exception {
    WireField trailer = layout("Trailer").field("checksum");
    assertThat(trailer.role()).isEqualTo(WireField.Role.CHECKSUM);
    assertThat(trailer.messageChecksum())
        .isEqualTo(new MessageChecksum("CRC32", "java.util.zip.CRC32", false, 0));
    assertThat(trailer.coverage()).isNull();
    assertThat(trailer.isComponent()).isFalse();
    assertThat(layout("Versioned").field("checksum").messageChecksum()).isEqualTo(
        new MessageChecksum("Crc16Kermit", "io.framewright.runtime.Crc16Kermit", true, 18));
  }

  @Test
  void aComponentChecksumNamesItsAlgorithmClass() throws Exception {
    WireField sum = layout("Ranged").field("sum");
    // The whole fixed message: 4 bytes from byte 0.
    assertThat(sum.coverage()).isEqualTo(new Coverage("InternetChecksum", 0,
        new Size(Size.Extent.FIXED, Size.Unit.BYTES, 4, "", 0, Integer.MAX_VALUE, new byte[0]),
        "io.framewright.runtime.InternetChecksum"));
    assertThat(sum.messageChecksum()).isNull();
  }

  @Test
  void aMessageSaysWhatItReadsFromTheMessageEnclosingIt() throws Exception {
    assertThat(layout("Body").context()).containsExactly("flags", "count").inOrder();
    assertThat(layout("Body").needsContext()).isTrue();
    assertThat(layout("Outer").context()).isEmpty();
    assertThat(layout("Outer").needsContext()).isFalse();
  }

  @Test
  void aCustomPartNamesItsCodecWithWhatItDeclares() throws Exception {
    WireField v = layout("Holder").field("v");
    assertThat(v.kind()).isEqualTo(WireField.Kind.CUSTOM);
    assertThat(v.custom().type()).isEqualTo("test.Three");
    assertThat(v.custom().codec().getClass().getName()).isEqualTo("test.Three");
    assertThat(v.custom().extent()).isEqualTo(ValueCodec.Extent.fixed(3));
    assertThat(v.custom().jsonForm()).isEqualTo(ValueCodec.JsonForm.JSON);
    assertThat(layout("Holder").field("after").custom()).isNull();
  }

  @Test
  void otherFieldsLeaveTheNewEntriesEmpty() throws Exception {
    for (WireField f : layout("Outer").fields()) {
      assertThat(f.marks()).isEqualTo(List.of());
      assertThat(f.whenAbsent()).isNull();
      assertThat(f.custom()).isNull();
      assertThat(f.messageChecksum()).isNull();
    }
  }
}
