package io.framewright.processor;

import static io.framewright.processor.Compilations.type;

import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A message whose END checksum covers a nested record with a validating constructor: for bytes
 * the constructor rejects and the checksum does not match, the view's wrap reports what decode
 * reports (docs/reference/robustness.md: a view rejects exactly what decode rejects, with the same message).
 */
class ChecksumNestedRejectionViewTest {
  private static final JavaFileObject[] SOURCES = {
      JavaFileObjects.forSourceLines("test.package-info",
          "@io.framewright.annotations.View",
          "package test;"),
      // A trivial checksum: the low byte of the sum of the bytes.
      JavaFileObjects.forSourceLines("test.Sum",
          "package test;",
          "public final class Sum implements java.util.zip.Checksum {",
          "  private long sum;",
          "  @Override public void update(int b) { sum += b & 0xff; }",
          "  @Override public void update(byte[] b, int off, int len) {",
          "    for (int i = off; i < off + len; i++) { update(b[i]); }",
          "  }",
          "  @Override public long getValue() { return sum & 0xff; }",
          "  @Override public void reset() { sum = 0; }",
          "}"),
      type("Inner",
          "@Message record Inner(byte v) {",
          "  Inner {",
          "    if (v < 0) { throw new IllegalArgumentException(\"negative\"); }",
          "  }",
          "}"),
      type("Fixed",
          "@Message @Checksum(algorithm = Sum.class, bits = 8, at = Checksum.At.END)",
          "record Fixed(Inner inner, short x) {}"),
      type("Sized",
          "@Message @Checksum(algorithm = Sum.class, bits = 8, at = Checksum.At.END)",
          "record Sized(Inner inner, @Length(bits = 8) byte[] data) {}"),
      type("Plain", "@Message record Plain(Inner inner, @Length(bits = 8) byte[] data) {}"),
  };

  /** Without a checksum, the same for a later part cut short after a rejected record. */
  @Test
  void aLaterPartCutShort() throws Exception {
    // inner 05 | length 01 | data 02.
    views.agrees("Plain", "05 01 02");
    // inner 80 (rejected) | 01 | 02; inner 80 | length 02 but one byte of data.
    views.rejects("Plain", "80 01 02", "80 02 02");
  }

  private static GeneratedViews views;

  @BeforeAll
  static void load() {
    views = new GeneratedViews(GeneratedClasses.load(SOURCES), 27, 200);
  }

  @Test
  void aFixedMessage() throws Exception {
    // inner 05 | x 0001 | checksum 06 (the sum, right).
    views.agrees("Fixed", "05 0001 06");
    // inner 80 (negative: the constructor rejects it) | x 0001 | checksum 00 (the sum is 81);
    // the same with the right checksum 81; inner 05 with a wrong checksum 00.
    views.rejects("Fixed", "80 0001 00", "80 0001 81", "05 0001 00");
  }

  @Test
  void aVariableSizeMessage() throws Exception {
    // inner 05 | length 01 | data 02 | checksum 08 (the sum, right).
    views.agrees("Sized", "05 01 02 08");
    // inner 80 (rejected) | 01 | 02 | checksum 00 (the sum is 83); the same with the right
    // checksum 83; inner 05 with a wrong checksum 00.
    views.rejects("Sized", "80 01 02 00", "80 01 02 83", "05 01 02 00");
  }
}
