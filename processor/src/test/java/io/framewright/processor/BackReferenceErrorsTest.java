package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.assertErrorAt;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Misuses of {@code @BackReference}: FW230 to FW234 and FW255, each on the annotation or member it is
 * about, with the whole message.
 */
class BackReferenceErrorsTest {
  /** A DNS label: what the lists below hold. */
  private static final JavaFileObject LABEL = source("L", PACKAGE, IMPORTS,
      "@Message record L(@Length(bits = 8, max = 63) byte[] text) {}");

  private static JavaFileObject record(String name, String... lines) {
    return Compilations.record(name, "@Message", lines);
  }

  @Test
  void fw230_notADelimitedListOfMessages() {
    String line5 = "    @BackReference @Delimited(terminator = 0) byte[] a,";
    String line6 = "    @BackReference @Count(bits = 8) java.util.List<L> b,";
    String line7 = "    @BackReference @Delimited(terminator = 0) L[] c,";
    String line8 = "    byte flags,";
    String line9 = "    @Presence(flag = 1) @Delimited(terminator = 0) @BackReference"
        + " java.util.List<L> d";
    JavaFileObject file = record("Names", line5, line6, line7, line8, line9);
    Compilation c = compile(file, LABEL);
    String fix = "; a back-reference ends a list of messages that @Delimited ends where it is"
        + " written whole, so declare a List of a message type with @Delimited(terminator ="
        + " ...), or remove @BackReference";
    assertErrorAt(c, file, "[FW230] @BackReference on 'a', which is byte[], not a List of"
        + " messages" + fix, 5, line5, "@BackReference");
    assertErrorAt(c, file, "[FW230] @BackReference on 'b', a list without @Delimited" + fix, 6,
        line6, "@BackReference");
    assertErrorAt(c, file, "[FW230] @BackReference on 'c', which is L[], not a List of"
        + " messages" + fix, 7, line7, "@BackReference");
    assertErrorAt(c, file, "[FW230] @BackReference on 'd', which is optional (@Presence)" + fix,
        9, line9, "@BackReference");
  }

  @Test
  void fw231_aPointerOfNoWholeBytes() {
    String line5 = "    @Delimited(terminator = 0) @BackReference(offsetBits = 13)"
        + " java.util.List<L> a,";
    String line6 = "    @Delimited(terminator = 0) @BackReference(markerBits = 8, offsetBits = 8)"
        + " java.util.List<L> b,";
    String line7 = "    @Delimited(terminator = 0) @BackReference(markerBits = 1, offsetBits = 39,"
        + " marker = 1) java.util.List<L> c";
    JavaFileObject file = record("Widths", line5, line6, line7);
    Compilation c = compile(file, LABEL);
    String fix = ": a pointer is 8, 16, 24 or 32 bits, its marker 1 to 7 of them; give"
        + " markerBits and offsetBits that add up to one of those (DNS: 2 and 14)";
    assertErrorAt(c, file, "[FW231] @BackReference(markerBits = 2, offsetBits = 13) on 'a'"
        + fix, 5, line5, "13");
    assertErrorAt(c, file, "[FW231] @BackReference(markerBits = 8, offsetBits = 8) on 'b'"
        + fix, 6, line6, "8,");
    assertErrorAt(c, file, "[FW231] @BackReference(markerBits = 1, offsetBits = 39) on 'c'"
        + fix, 7, line7, "39");
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void fw232_aMarkerItsBitsCanNotHold() {
    String line5 = "    @Delimited(terminator = 0) @BackReference(marker = 4)"
        + " java.util.List<L> a,";
    String line6 = "    @Delimited(terminator = 0) @BackReference(marker = 0)"
        + " java.util.List<L> b";
    JavaFileObject file = record("Markers", line5, line6);
    Compilation c = compile(file, LABEL);
    String fix = " marker bits; use a marker from 1 to 3 (0 would mark a pointer by bits the"
        + " first byte of an element may have)";
    assertErrorAt(c, file, "[FW232] @BackReference(marker = 4) on 'a' does not fit its 2" + fix,
        5, line5, "4");
    assertErrorAt(c, file, "[FW232] @BackReference(marker = 0) on 'b' does not fit its 2" + fix,
        6, line6, "0) java");
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw233_aTerminatorThatReadsAsAPointer() {
    // 0xc0's first two bits are 11, DNS's marker
    String line5 = "    @Delimited(terminator = 0xc0) @BackReference java.util.List<L> a";
    JavaFileObject file = record("Ends", line5);
    Compilation c = compile(file, LABEL);
    assertErrorAt(c, file, "[FW233] @BackReference(marker = 3) on 'a': the list's terminator"
        + " starts with 0xc0, whose first 2 bits are the marker, so a list written whole would"
        + " end in what reads as a pointer; give a marker the terminator's first byte does not"
        + " carry", 5, line5, "@BackReference");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw234_noPointerFollowed() {
    String line5 = "    @Delimited(terminator = 0) @BackReference(maxPointers = 0)"
        + " java.util.List<L> a";
    JavaFileObject file = record("Hops", line5);
    Compilation c = compile(file, LABEL);
    assertErrorAt(c, file, "[FW234] @BackReference(maxPointers = 0) on 'a': a back-reference"
        + " follows at least one pointer; use a maxPointers of 1 or more (DNS: 127)", 5, line5,
        "0) java");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw255_aCompressedListInAPartMeasuredFirst() {
    JavaFileObject name = record("N", "    @Delimited(terminator = 0)"
        + " @BackReference(compress = true) java.util.List<L> items");
    String line6 = "    @Length(bits = 8) N second,";
    String line7 = "    @Covers(through = \"third\") @Field(bits = 8) int len,";
    String line8 = "    @Delimited(terminator = 0) @BackReference(compress = true)"
        + " java.util.List<L> third";
    JavaFileObject file = record("Framed", "    N first,", line6, line7, line8);
    Compilation c = compile(file, name, LABEL);
    String measured = ", so its size is measured before it is written, and ";
    String fix = "; a compressed list is shorter than measured, so remove compress = true from"
        + " the @BackReference of '%s' (the list is then written whole, as DNS writes the names"
        + " in RDATA) or move it out of the measured part";
    assertErrorAt(c, file, "[FW255] 'second' has @Length" + measured + "holds the"
        + " @BackReference(compress = true) list 'N.items'" + fix.formatted("N.items"), 6, line6,
        "@Length");
    assertErrorAt(c, file, "[FW255] 'third' is in the span of @Covers on 'len'" + measured
        + "is a @BackReference(compress = true) list" + fix.formatted("third"), 8, line8,
        "true");
    // N alone, or held where nothing is measured (first), is fine
    assertThat(c).hadErrorCount(2);
  }
}
