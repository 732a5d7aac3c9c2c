package io.framewright.processor;

import static io.framewright.processor.Compilations.assertErrorAt;
import static io.framewright.processor.Compilations.compile;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Misuses of {@code @Covers}: FW250 to FW254, each on the annotation or member it is about, with
 * the whole message.
 */
class CoversErrorsTest {
  private static JavaFileObject record(String name, String... lines) {
    return Compilations.record(name, "@Message", lines);
  }

  @Test
  void fw250_aLengthThatIsNoIntegerAlwaysOnTheWire() {
    String line5 = "    @Covers @Length(bits = 8) byte[] a,";
    String line6 = "    byte flags,";
    String line7 = "    @Presence(flag = 1) @Field(bits = 8) @Covers int b,";
    String line8 = "    @Field(bits = 8) int c";
    JavaFileObject file = record("Shapes", line5, line6, line7, line8);
    Compilation c = compile(file);
    String fix = "; the length of a span is an int or long component always on the wire, of"
        + " fixed width (@Field(bits)) or a @Varint, so put it on one or remove it";
    assertErrorAt(c, file, "[FW250] @Covers on 'a', which is of type byte[]" + fix, 5, line5,
        "@Covers");
    assertErrorAt(c, file, "[FW250] @Covers on 'b', which is on the wire only sometimes" + fix,
        7, line7, "@Covers");
  }

  @Test
  void fw251_throughNamesNoLaterComponent() {
    String line5 = "    @Field(bits = 8) int a,";
    String line6 = "    @Field(bits = 8) @Covers(through = \"a\") int b,";
    String line7 = "    @Field(bits = 8) @Covers(through = \"c\") int c,";
    String line8 = "    @Field(bits = 8) @Covers(through = \"nothing\") int d,";
    String line9 = "    @Count(bits = 8) byte[] e,";
    String line10 = "    @Field(bits = 8) @Covers int f";
    JavaFileObject file = record("Throughs", line5, line6, line7, line8, line9, line10);
    Compilation c = compile(file);
    String fix = "; the span runs from the component after '%s' through the one named, so name a"
        + " component declared after '%s', or leave through out to cover every component after"
        + " it";
    assertErrorAt(c, file, "[FW251] @Covers(through = \"a\") on 'b': 'a' is declared before it"
        + fix.formatted("b", "b"), 6, line6, "\"a\"");
    assertErrorAt(c, file, "[FW251] @Covers(through = \"c\") on 'c': that is the length itself"
        + fix.formatted("c", "c"), 7, line7, "\"c\"");
    assertErrorAt(c, file, "[FW251] @Covers(through = \"nothing\") on 'd': the message has no"
        + " component 'nothing'" + fix.formatted("d", "d"), 8, line8, "\"nothing\"");
    assertErrorAt(c, file, "[FW251] @Covers(through = \"\") on 'f': no component follows it"
        + fix.formatted("f", "f"), 10, line10, "@Covers");
  }

  @Test
  void fw252_aSpanThatDoesNotEndWhereAnItemEnds() {
    String line5 = "    @Field(bits = 4) int v,";
    String line6 = "    @Field(bits = 8) @Covers(through = \"data\") int a,";
    String line7 = "    @Field(bits = 4) int w,";
    String line8 = "    @Count(bits = 8) byte[] data,";
    String line9 = "    @Field(bits = 8) @Covers(through = \"x\") int b,";
    String line10 = "    byte x,";
    String line11 = "    byte y,";
    String line12 = "    @Remaining byte[] rest";
    JavaFileObject file = record("Places", line5, line6, line7, line8, line9, line10, line11,
        line12);
    Compilation c = compile(file);
    String fix = "; a span starts after its length on a byte boundary and ends where a part of"
        + " variable size or the run of fixed-size fields it ends does, so ";
    assertErrorAt(c, file, "[FW252] @Covers on 'a': it ends 4 bit(s) into a byte" + fix
        + "give it and the fields before it whole bytes", 6, line6, "@Covers");
    assertErrorAt(c, file, "[FW252] @Covers on 'b': the last component it covers, 'x', is"
        + " followed by 'y' in one run of fixed-size fields" + fix + "end the span at a part of"
        + " variable size or at the message's last component", 9, line9, "\"x\"");
  }

  @Test
  void fw253_overlappingSpansAndTwoSizes() {
    String line5 = "    @Field(bits = 8) @Covers(through = \"c\") int a,";
    String line6 = "    @Field(bits = 8) @Covers(through = \"d\") int b,";
    String line7 = "    @Count(bits = 8) byte[] c,";
    String line8 = "    @Count(bits = 8) byte[] d,";
    String line9 = "    @Field(bits = 8) @Covers(through = \"f\") int e,";
    String line10 = "    @Length(field = \"e\") byte[] f";
    JavaFileObject file = record("Overlaps", line5, line6, line7, line8, line9, line10);
    Compilation c = compile(file);
    String fix = "; a component has one size and spans do not overlap, so end one span before"
        + " the next length (a span inside a span goes in a nested record with its own @Covers)"
        + " or remove the other size";
    assertErrorAt(c, file, "[FW253] @Covers on 'b': it is inside the span of 'a'" + fix, 6,
        line6, "@Covers");
    assertErrorAt(c, file, "[FW253] @Covers on 'e': it is the size of 'f' too (@Length(field))"
        + fix, 9, line9, "@Covers");
  }

  @Test
  void fw254_boundsOutOfOrder() {
    String line5 = "    @Field(bits = 8) @Covers(min = -1) int a,";
    String line6 = "    byte b,";
    String line7 = "    @Field(bits = 8) @Covers(min = 4, max = 2) int c,";
    String line8 = "    @Count(bits = 8) byte[] d";
    JavaFileObject file = record("Bounds", line5, line6, line7, line8);
    Compilation c = compile(file);
    String fix = ": the bounds of a span are 0 <= min <= max, so give a min of 0 or more and a"
        + " max of at least min";
    assertErrorAt(c, file, "[FW254] @Covers(min = -1, max = 2147483647) on 'a'" + fix, 5, line5,
        "-1");
    assertErrorAt(c, file, "[FW254] @Covers(min = 4, max = 2) on 'c'" + fix, 7, line7, "2)");
  }
}
