package io.framewright.processor;

import static com.google.common.truth.Truth.assertThat;

import com.google.testing.compile.Compilation;
import io.framewright.runtime.DecodeException;
import java.io.IOException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Decode calls a record's constructor inside a handler (what it throws becomes a
 * {@code DecodeException} at the message's start) only where the record declares its canonical
 * constructor, compact or written out; the one the compiler makes only assigns, and a handler
 * around the allocation slows a small message's decoder (issue 31). Bytes written out by hand.
 */
class ConstructorHandlerTest {
  private static final JavaFileObject SOURCES = Compilations.type("Plain",
      "@Message record Plain(@Field(bits = 8) int pct) {",
      "  Plain(String digits) {", // not canonical: decode never calls it
      "    this(Integer.parseInt(digits));",
      "  }",
      "}",
      "@Message record Compact(@Field(bits = 8) int pct) {",
      "  Compact {",
      "    if (pct > 100) {",
      "      throw new IllegalArgumentException(\"compact \" + pct);",
      "    }",
      "  }",
      "}",
      "@Message record Written(@Field(bits = 8) int pct, @Length(bits = 8) String name) {",
      "  Written(int pct, String name) {",
      "    if (pct > 100) {",
      "      throw new IllegalArgumentException(\"written \" + pct);",
      "    }",
      "    this.pct = pct;",
      "    this.name = name;",
      "  }",
      "}",
      "@Message record Bare(@Field(bits = 8) int pct, @Length(bits = 8) String name) {}");

  private static String source(Compilation c, String codec) throws IOException {
    return c.generatedSourceFile("test." + codec).orElseThrow().getCharContent(true).toString();
  }

  @Test
  void onlyADeclaredCanonicalConstructorIsCalledInsideAHandler() throws IOException {
    Compilation c = Compilations.compile(SOURCES);
    assertThat(c.errors()).isEmpty();
    assertThat(source(c, "PlainCodec")).doesNotContain("catch (RuntimeException");
    assertThat(source(c, "BareCodec")).doesNotContain("catch (RuntimeException");
    assertThat(source(c, "CompactCodec")).contains("catch (RuntimeException");
    assertThat(source(c, "WrittenCodec")).contains("catch (RuntimeException");
  }

  @Test
  void whatADeclaredConstructorThrowsIsStillADecodeError() throws Exception {
    GeneratedClasses loader = GeneratedClasses.load(SOURCES);
    // pct c8 = 200 (fixed: one byte)
    DecodeException compact = loader.decodeFails("Compact", "c8");
    assertThat(compact.byteOffset()).isEqualTo(0);
    assertThat(compact.found()).isEqualTo("compact 200");
    // pct c8 | name length 01, "a" (variable: a length-prefixed string)
    DecodeException written = loader.decodeFails("Written", "c8 01 61");
    assertThat(written.byteOffset()).isEqualTo(0);
    assertThat(written.found()).isEqualTo("written 200");
    assertThat(written.getCause()).isInstanceOf(IllegalArgumentException.class);
    // and the plain ones decode as before
    loader.assertWire("Plain", loader.codec("Plain").decode(new byte[] {0x2a}), "2a");
    loader.assertWire("Bare", loader.codec("Bare").decode(new byte[] {5, 1, 0x61}), "05 01 61");
  }
}
