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
 * Misuses of the varint forms ({@code VarintForm}, the QUIC varint of RFC 9000 section 16):
 * FW155 to FW158, each on the annotation member it is about, with the whole message.
 */
class QuicVarintErrorsTest {
  private static JavaFileObject record(String name, String... lines) {
    return Compilations.record(name, "@Message", lines);
  }

  /** The union U declared on line 3 as {@code line3}, with one variant X. */
  private static JavaFileObject union(String line3) {
    return source("U", PACKAGE, IMPORTS, line3, "  @Tag(1) record X(byte b) implements U {}",
        "}");
  }

  @Test
  void fw155_zigzagBesideAnotherForm() {
    String line5 = "    @Varint(zigzag = true, form = VarintForm.QUIC) long a,";
    String line6 = "    @Varint(form = VarintForm.LEB128, zigzag = true) int b,";
    String line7 = "    @Varint(form = VarintForm.ZIGZAG, zigzag = true) int c";
    JavaFileObject file = record("Forms", line5, line6, line7);
    Compilation c = compile(file);
    assertErrorAt(c, file, "[FW155] @Varint(zigzag = true, form = QUIC) on 'a': zigzag = true is"
        + " the older spelling of form = ZIGZAG, so the two disagree; remove zigzag = true, or"
        + " write form = ZIGZAG alone for a signed LEB128 varint", 5, line5, "true");
    assertErrorAt(c, file, "[FW155] @Varint(zigzag = true, form = LEB128) on 'b': zigzag = true"
        + " is the older spelling of form = ZIGZAG, so the two disagree; remove zigzag = true, or"
        + " write form = ZIGZAG alone for a signed LEB128 varint", 6, line6, "true");
    // The same form twice is no conflict
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw156_quicMaxBytesNotALength() {
    String line5 = "    @Varint(form = VarintForm.QUIC, maxBytes = 3) int a,";
    String line6 = "    @Varint(form = VarintForm.QUIC, maxBytes = 10) long b,";
    String line7 = "    @Varint(form = VarintForm.QUIC, maxBytes = 8) int c,";
    String line8 = "    @Varint(form = VarintForm.QUIC, maxBytes = 1) long d";
    JavaFileObject file = record("Widths", line5, line6, line7, line8);
    Compilation c = compile(file);
    String tail = ": a QUIC varint takes 1, 2, 4 or 8 bytes, as the two high bits of its first"
        + " byte say (RFC 9000 section 16); use maxBytes = 1, 2, 4 or 8, or leave it out for 8";
    assertErrorAt(c, file, "[FW156] @Varint(form = QUIC, maxBytes = 3) on 'a'" + tail, 5, line5,
        "3");
    assertErrorAt(c, file, "[FW156] @Varint(form = QUIC, maxBytes = 10) on 'b'" + tail, 6,
        line6, "10");
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw157_zigzagSizeOrTag() {
    String line5 = "    @Length(varintForm = VarintForm.ZIGZAG) String a,";
    String line6 = "    @Count(varint = true, varintForm = VarintForm.ZIGZAG) int[] b";
    JavaFileObject file = record("Sizes", line5, line6);
    Compilation c = compile(file);
    assertErrorAt(c, file, "[FW157] @Length(varintForm = ZIGZAG) on 'a': a length is never"
        + " negative, so a ZigZag varint only wastes its low bit; use varintForm = LEB128 (what"
        + " varint = true writes) or varintForm = QUIC", 5, line5, ".ZIGZAG");
    assertErrorAt(c, file, "[FW157] @Count(varintForm = ZIGZAG) on 'b': a count is never"
        + " negative, so a ZigZag varint only wastes its low bit; use varintForm = LEB128 (what"
        + " varint = true writes) or varintForm = QUIC", 6, line6, ".ZIGZAG");
    assertThat(c).hadErrorCount(2);

    String line3 = "@Message @Union(varintForm = VarintForm.ZIGZAG) sealed interface U"
        + " permits U.X {";
    JavaFileObject union = union(line3);
    Compilation u = compile(union);
    assertErrorAt(u, union, "[FW157] @Union(varintForm = ZIGZAG) on U: a tag is never negative,"
        + " so a ZigZag varint only wastes its low bit; use varintForm = LEB128 (what varint ="
        + " true writes) or varintForm = QUIC", 3, line3, ".ZIGZAG");
    assertThat(u).hadErrorCount(1);
  }

  @Test
  void fw158_formWithAnotherSizeOrWidth() {
    String line5 = "    @Length(varintForm = VarintForm.QUIC, bits = 8) String a,";
    String line6 = "    @Count(value = 2, varintForm = VarintForm.QUIC) int[] b,";
    String line7 = "    int n,";
    String line8 = "    @Length(varintForm = VarintForm.LEB128, field = \"n\") byte[] c";
    JavaFileObject file = record("Prefixes", line5, line6, line7, line8);
    Compilation c = compile(file);
    assertErrorAt(c, file, "[FW158] @Length(varintForm = QUIC, bits = 8) on 'a': the varint is"
        + " its own length field, as many bytes as its number needs; remove bits = 8", 5, line5,
        "8");
    assertErrorAt(c, file, "[FW158] @Count(varintForm = QUIC, value = 2) on 'b': the varint is"
        + " its own count field, as many bytes as its number needs; remove value = 2", 6, line6,
        "2");
    assertErrorAt(c, file, "[FW158] @Length(varintForm = LEB128, field = \"n\") on 'c': the"
        + " varint is its own length field, as many bytes as its number needs; remove field ="
        + " \"n\"", 8, line8, "\"n\"");
    assertThat(c).hadErrorCount(3);

    String line3 = "@Message @Union(varintForm = VarintForm.QUIC, bits = 8) sealed interface U"
        + " permits U.X {";
    JavaFileObject union = union(line3);
    Compilation u = compile(union);
    assertErrorAt(u, union, "[FW158] @Union(varintForm = QUIC, bits = 8) on U: the varint is its"
        + " own tag, as many bytes as its number needs; remove bits = 8", 3, line3, "8)");
    assertThat(u).hadErrorCount(1);
  }

  /** FW171 holds for a QUIC tag as for a LEB128 one: tags are ints. */
  @Test
  void fw171_quicTagDoesNotFit() {
    String line4 = "  @Tag(2147483648L) record X(byte b) implements U {}";
    JavaFileObject file = source("U", PACKAGE, IMPORTS,
        "@Message @Union(varintForm = VarintForm.QUIC) sealed interface U permits U.X {",
        line4,
        "}");
    Compilation c = compile(file);
    assertErrorAt(c, file, "[FW171] @Tag(2147483648) on U.X does not fit the varint tag of union"
        + " U, which holds 0 to 2147483647; give U.X a tag in that range", 4, line4,
        "2147483648L");
    assertThat(c).hadErrorCount(1);
  }
}
