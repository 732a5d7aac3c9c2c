package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Misuses of {@code @Varint}: FW120 to FW123, each one diagnostic, on the annotation or the value
 * it is about, with the whole message.
 */
class VarintErrorsTest {
  /** Compiles one record whose components are {@code lines}, from line 5 on. */
  private static JavaFileObject record(String name, String... lines) {
    return Compilations.record(name, "@Message", lines);
  }

  private static void assertError(Compilation c, JavaFileObject file, String message, int line,
      String lineText, String token) {
    Compilations.assertErrorAt(c, file, message, line, lineText, token);
  }

  @Test
  void fw120_notAnIntOrLong() {
    String line5 = "    @Varint short s,";
    String line6 = "    @Varint String t,";
    String line7 = "    @Count(2) @Varint int[] a";
    JavaFileObject file = record("NotInts", line5, line6, line7, "");
    Compilation c = compile(file);
    assertError(c, file, "[FW120] @Varint on 's', which is a short; a varint holds an int or a"
        + " long, so declare 's' int or long, or remove @Varint", 5, line5, "@Varint");
    assertError(c, file, "[FW120] @Varint on 't', which is a String; a varint holds an int or a"
        + " long, so declare 't' int or long, or remove @Varint", 6, line6, "@Varint");
    assertError(c, file, "[FW120] @Varint on 'a', which is an int[]; a varint holds an int or a"
        + " long, so declare 'a' int or long, or remove @Varint", 7, line7, "@Varint");
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void fw121_maxBytesOutOfRange() {
    String line5 = "    @Varint(maxBytes = 6) int a,";
    String line6 = "    @Varint(maxBytes = 11) long b,";
    String line7 = "    @Varint(maxBytes = -1) int c,";
    JavaFileObject file = record("Widths", line5, line6, line7);
    Compilation c = compile(file);
    assertError(c, file, "[FW121] @Varint(maxBytes = 6) on 'a': a varint of an int takes 1 to 5"
        + " bytes; use maxBytes = 1 to 5, or leave it out for 5", 5, line5, "6");
    assertError(c, file, "[FW121] @Varint(maxBytes = 11) on 'b': a varint of a long takes 1 to"
        + " 10 bytes; use maxBytes = 1 to 10, or leave it out for 10", 6, line6, "11");
    assertError(c, file, "[FW121] @Varint(maxBytes = -1) on 'c': a varint of an int takes 1 to 5"
        + " bytes; use maxBytes = 1 to 5, or leave it out for 5", 7, line7, "-1");
    assertThat(c).hadErrorCount(3);
  }

  @Test
  void fw122_withField() {
    String line5 = "    @Field(bits = 16) @Varint int a,";
    String line6 = "    @Varint @Field(signed = true, order = Endian.LITTLE) long b,";
    JavaFileObject file = record("Widths", line5, line6);
    Compilation c = compile(file);
    assertError(c, file, "[FW122] @Field(bits = 16) on 'a', which has @Varint: a varint's width"
        + " follows its value and its groups go least significant first; remove bits = 16 (for"
        + " a signed value use @Varint(zigzag = true))", 5, line5, "16");
    assertError(c, file, "[FW122] @Field(signed = true, order = LITTLE) on 'b', which has"
        + " @Varint: a varint's width follows its value and its groups go least significant"
        + " first; remove signed = true, order = LITTLE (for a signed value use"
        + " @Varint(zigzag = true))", 6, line6, "true");
    assertThat(c).hadErrorCount(2);
  }

  @Test
  void fw123_combined() {
    String line5 = "    @Flags @Varint int flags,";
    String line6 = "    @Presence(flag = 1, bits = 16) @Varint Integer x,";
    String line7 = "    @Varint @Length(bits = 8) int y,";
    String line8 = "    @Varint @Using(IntCodec.class) int z";
    JavaFileObject file = record("Combined", line5, line6, line7, line8);
    JavaFileObject codec = source("IntCodec", PACKAGE,
        "public final class IntCodec implements io.framewright.runtime.ValueCodec<Integer> {",
        "  public int size(Integer v) { return 4; }",
        "  public int write(Integer v, byte[] buf, int p, int limit) { return p + 4; }",
        "  public Integer read(io.framewright.runtime.WireReader in) { return 0; }",
        "}");
    Compilation c = compile(file, codec);
    assertError(c, file, "[FW123] @Flags on 'flags', which has @Varint: the bits of a flags field"
        + " sit at fixed places; give it @Field(bits = n) instead of @Varint", 5, line5,
        "@Flags");
    assertError(c, file, "[FW123] @Presence on 'x', which has @Varint: a varint's width follows"
        + " its value, so it has no alternative widths; remove bits = 16", 6, line6, "16");
    assertError(c, file, "[FW123] @Length on 'y', which has @Varint: a varint's own bytes say"
        + " where it ends, so it takes no size; remove @Length", 7, line7, "@Length");
    assertError(c, file, "[FW123] @Using on 'z', which has @Varint: the @Using codec would read"
        + " and write it instead; keep one of them", 8, line8, "@Using");
    assertThat(c).hadErrorCount(4);
  }

  @Test
  void fw124_varintPrefixWithAnotherSize() {
    String line5 = "    @Length(varint = true, bits = 8) String a,";
    String line6 = "    @Count(value = 2, varint = true) int[] b,";
    String line7 = "    int n,";
    String line8 = "    @Length(varint = true, field = \"n\") byte[] c,";
    String line9 = "    @Count(varint = true, order = Endian.LITTLE) short[] d";
    JavaFileObject file = record("Prefixes", line5, line6, line7, line8, line9);
    Compilation c = compile(file);
    String tail = " a varint prefix is its own size field, 1 to 5 bytes, least significant group"
        + " first; remove ";
    assertError(c, file, "[FW124] @Length(varint = true, bits = 8) on 'a':" + tail + "bits = 8",
        5, line5, "8");
    assertError(c, file, "[FW124] @Count(varint = true, value = 2) on 'b':" + tail
        + "value = 2", 6, line6, "2");
    assertError(c, file, "[FW124] @Length(varint = true, field = \"n\") on 'c':" + tail
        + "field = \"n\"", 8, line8, "\"n\"");
    assertError(c, file, "[FW124] @Count(varint = true, order = LITTLE) on 'd':" + tail
        + "order = LITTLE", 9, line9, ".LITTLE");
    assertThat(c).hadErrorCount(4);
  }
}
