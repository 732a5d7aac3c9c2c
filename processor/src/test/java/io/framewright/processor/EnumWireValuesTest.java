package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.type;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import io.framewright.runtime.DecodeException;
import io.framewright.runtime.MessageView;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 27 item 5: wire values at the edges of an enum field's width. A 32-bit unsigned field
 * holds 0 to 4294967295, and its codec holds the wire value as the int its 32 bits make (the
 * codec wrote 4294967295 as an int literal, "integer number too large"); a 64-bit field holds
 * every long, 2^63 and up written as negative longs. Values beyond the width are refused (FW032).
 */
class EnumWireValuesTest {

  /** Kind.MAX is 0xFFFFFFFF, Kind.HIGH 0x80000000 (Integer.MIN_VALUE as an int), Kind.ONE 1. */
  private static final String KIND = "enum Kind { @WireValue(4294967295L) MAX,"
      + " @WireValue(2147483648L) HIGH, @WireValue(1) ONE }";

  @Test
  void unsigned32BitWireValuesOf2To31AndMore() throws Exception {
    GeneratedClasses loader = GeneratedClasses.load(type("Kind", KIND),
        type("Event", "@View @Message record Event(@Field(bits = 32) Kind kind,",
            "    @Count(bits = 8) @Field(bits = 32) java.util.List<Kind> more) {}"));
    Object max = loader.constant("Kind", "MAX");
    Object high = loader.constant("Kind", "HIGH");
    Object one = loader.constant("Kind", "ONE");
    loader.assertWire("Event", loader.make("Event", max, List.of(high, one, max)),
        "ffffffff 03 80000000 00000001 ffffffff");
    loader.assertWire("Event", loader.make("Event", high, List.of()), "80000000 00");
    // 0xFFFFFFFE is no constant's: rejected, naming the values the enum has.
    DecodeException e = loader.decodeFails("Event", "fffffffe 00");
    assertEquals(true, e.getMessage().contains("4294967295, 2147483648, 1"), e.getMessage());

    GeneratedViews views = new GeneratedViews(loader, 27, 50);
    views.agrees("Event", "ffffffff 03 80000000 00000001 ffffffff", "00000001 00");
    views.rejects("Event", "fffffffe 00", "ffffffff 01 7fffffff");
    MessageView<Object> view = views.view("Event");
    view.wrap(GeneratedViews.hex("ffffffff 00"));
    assertEquals(max, GeneratedViews.call(view, "kind"));
  }

  /** A little-endian field too, and a 32-bit open enum keeping an unknown value above 2^31. */
  @Test
  void unsigned32BitLittleEndianAndOpen() throws Exception {
    GeneratedClasses loader = GeneratedClasses.load(type("Kind", KIND),
        type("Open", "enum Open { @WireValue(4294967295L) MAX, @UnknownValue OTHER }"),
        type("Event", "@Message record Event(@Field(bits = 32, order = Endian.LITTLE) Kind kind,",
            "    @Field(bits = 32) Open open, @RawValue(\"open\") int openRaw) {}"));
    Object max = loader.constant("Kind", "MAX");
    loader.assertWire("Event", loader.make("Event", max, loader.constant("Open", "MAX"), -1),
        "ffffffff ffffffff");
    // 0xFFFFFFFE is unknown: the catch-all, keeping the 32 bits.
    loader.assertWire("Event", loader.make("Event", loader.constant("Kind", "HIGH"),
        loader.constant("Open", "OTHER"), 0xFFFFFFFE), "00000080 fffffffe");
  }

  /**
   * A 32-bit enum selecting a union's variant: its wire value is compared with the @Tag as the
   * unsigned number both are (0xFFFFFFFF selects @Tag(4294967295L), not -1), and the
   * @UnknownTag variant's tag is checked against the same range.
   */
  @Test
  void unsigned32BitEnumSelector() throws Exception {
    GeneratedClasses loader = GeneratedClasses.load(type("Kind", KIND),
        type("Body", "@Message @Union(bits = 32) sealed interface Body {",
            "  @Tag(4294967295L) record Big(byte x) implements Body {}",
            "  @Tag(1) record Small(short y) implements Body {}",
            "  @UnknownTag record Other(long tag, @Remaining byte[] data) implements Body {}",
            "}"),
        type("Sel", "@Message record Sel(@Field(bits = 32) Kind kind,",
            "    @Select(field = \"kind\") Body body) {}"));
    loader.assertWire("Sel", loader.make("Sel", loader.constant("Kind", "MAX"),
        loader.make("Body$Big", (byte) 5)), "ffffffff 05");
    loader.assertWire("Sel", loader.make("Sel", loader.constant("Kind", "ONE"),
        loader.make("Body$Small", (short) 0x0102)), "00000001 0102");
    loader.assertWire("Sel", loader.make("Sel", loader.constant("Kind", "HIGH"),
        loader.make("Body$Other", 2147483648L, new byte[] {9})), "80000000 09");
  }

  /** 64 bits: every long is a wire value, -1 is eight 0xFF bytes, Long.MIN_VALUE 0x80 then 0s. */
  @Test
  void sixtyFourBitWireValues() throws Exception {
    GeneratedClasses loader = GeneratedClasses.load(
        type("Wide", "enum Wide { @WireValue(-1) ALL, @WireValue(-9223372036854775808L) TOP,",
            "    @WireValue(4294967295L) LOW }"),
        type("Event", "@Message record Event(@Field(bits = 64) Wide a, @Field(bits = 64) Wide b,",
            "    @Field(bits = 64) Wide c) {}"));
    loader.assertWire("Event", loader.make("Event", loader.constant("Wide", "ALL"),
            loader.constant("Wide", "TOP"), loader.constant("Wide", "LOW")),
        "ffffffffffffffff 8000000000000000 00000000ffffffff");
  }

  /** Above the width's range: refused on the width, as at every other width. */
  @Test
  void valuesBeyond32BitsAreRefused() {
    Compilation c = compile(type("Event",
        "@Message record Event(@Field(bits = 32) Kind kind, @Field(bits = 32, signed = true)"
            + " Signed s) {}",
        "enum Kind { @WireValue(4294967296L) OVER }",
        "enum Signed { @WireValue(2147483648L) OVER }"));
    assertThat(c).hadErrorContaining("[FW032] component 'kind': @WireValue(4294967296) of"
        + " Kind.OVER does not fit 32 unsigned bits (0..4294967295)");
    assertThat(c).hadErrorContaining("[FW032] component 's': @WireValue(2147483648) of"
        + " Signed.OVER does not fit 32 signed bits (-2147483648..2147483647)");
    assertThat(c).hadErrorCount(2);
  }
}
