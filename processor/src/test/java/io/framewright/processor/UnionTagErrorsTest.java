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
 * Errors about union tags that are not whole bytes ({@code @Union(bits = 4)}) and varint tags
 * ({@code @Union(varint = true)}): FW081 without a width, FW170 to FW174.
 */
class UnionTagErrorsTest {
  /** The one error is {@code message}, at {@code token} of {@code text}, line {@code line}. */
  private static void assertOnly(Compilation c, JavaFileObject file, int line, String text,
      String token, String message) {
    assertErrorAt(c, file, message, line, text, token);
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw081_noWidthAndNoVarint() {
    String line3 = "@Message @Union sealed interface U permits U.X {";
    JavaFileObject file = source("U", PACKAGE, IMPORTS,
        line3,                                   // 3
        "  @Tag(1) record X(byte b) implements U {}",
        "}");
    // bits is not written: the error is on @Union
    assertOnly(compile(file), file, 3, line3, "@Union", "[FW081] @Union(bits = 0) on U: a tag is"
        + " 1 to 64 bits wide; give bits = 1..64, or @Union(varint = true) for a varint tag");
  }

  @Test
  void fw170_varintWithBits() {
    String line3 = "@Message @Union(varint = true, bits = 8) sealed interface U permits U.X {";
    JavaFileObject file = source("U", PACKAGE, IMPORTS,
        line3,                                   // 3
        "  @Tag(1) record X(byte b) implements U {}",
        "}");
    assertOnly(compile(file), file, 3, line3, "8)", "[FW170] @Union(varint = true, bits = 8) on"
        + " U: a varint tag takes as many bytes as its number needs, so it has no width; remove"
        + " bits = 8");
  }

  @Test
  void fw171_tagDoesNotFitAVarint() {
    String line4 = "  @Tag(2147483648L) record X(byte b) implements U {}";
    JavaFileObject file = source("U", PACKAGE, IMPORTS,
        "@Message @Union(varint = true) sealed interface U permits U.X {", // 3
        line4,                                   // 4
        "}");
    assertOnly(compile(file), file, 4, line4, "2147483648L", "[FW171] @Tag(2147483648) on U.X"
        + " does not fit the varint tag of union U, which holds 0 to 2147483647; give U.X a tag"
        + " in that range");
  }

  /** Issue 27 item 16: a negative tag is quoted as written, not as 2^64 less. */
  @Test
  void fw171_negativeTagQuotedAsWritten() {
    String line4 = "  @Tag(-1) record X(byte b) implements U {}";
    JavaFileObject file = source("U", PACKAGE, IMPORTS,
        "@Message @Union(varint = true) sealed interface U permits U.X {", // 3
        line4,                                   // 4
        "}");
    assertOnly(compile(file), file, 4, line4, "-1", "[FW171] @Tag(-1) on U.X does not fit the"
        + " varint tag of union U, which holds 0 to 2147483647; give U.X a tag in that range");
  }

  @Test
  void fw084_tagDoesNotFitAPackedTag() {
    String line4 = "  @Tag(16) record X(@Field(bits = 4) int f) implements U {}";
    JavaFileObject file = source("U", PACKAGE, IMPORTS,
        "@Message @Union(bits = 4) sealed interface U permits U.X {", // 3
        line4,                                   // 4
        "}");
    assertOnly(compile(file), file, 4, line4, "16", "[FW084] @Tag(16) on U.X does not fit the"
        + " 4-bit tag of union U (0..15)");
  }

  @Test
  void fw172_packedVariantWithItsOwnMessage() {
    String line4 = "  @Message @Tag(1) record X(@Field(bits = 4) int f) implements U {}";
    JavaFileObject file = source("U", PACKAGE, IMPORTS,
        "@Message @Union(bits = 4) sealed interface U permits U.X {", // 3
        line4,                                   // 4
        "}");
    assertOnly(compile(file), file, 4, line4, "@Message", "[FW172] U.X, a variant of union U, has"
        + " its own @Message, but the 4-bit tag of U is the first field of each variant laid out"
        + " in it, sharing a byte with its first fields; remove @Message from U.X (it then takes"
        + " the byte and bit order of U), or give U a tag of whole bytes");
  }

  @Test
  void fw173_packedVariantOfSeveralTags() {
    String line4 = "  @Tag({1, 2}) record X(@Field(bits = 4) int f) implements U {}";
    JavaFileObject file = source("U", PACKAGE, IMPORTS,
        "@Message @Union(bits = 4) sealed interface U permits U.X {", // 3
        line4,                                   // 4
        "}");
    assertOnly(compile(file), file, 4, line4, "@Tag", "[FW173] @Tag on U.X gives it several"
        + " tags, but each variant of union U writes its 4-bit tag itself, as a constant; give"
        + " U.X one tag (a record for each), or give U a tag of whole bytes");
  }

  @Test
  void fw174_selectOfAPackedUnion() {
    String line3 = "@Message record M(byte kind, @Select(field = \"kind\") U u) {}";
    JavaFileObject file = source("M", PACKAGE, IMPORTS,
        line3,                                   // 3
        "@Message @Union(bits = 4) sealed interface U permits U.X {", // 4
        "  @Tag(1) record X(@Field(bits = 4) int f) implements U {}",
        "}");
    assertOnly(compile(file), file, 3, line3, "@Select", "[FW174] @Select on 'u': the 4-bit tag"
        + " of union U is the first field of each of its variants, so a selected variant would"
        + " read it too; give U a tag of whole bytes, or drop @Select and let U read its tag");
  }

  @Test
  void fw175_packedVariantOfAnotherUnionToo() {
    String line7 = "record X(@Field(bits = 4) int f) implements U, W {}";
    JavaFileObject file = source("U", PACKAGE, IMPORTS,
        "@Message @Union(bits = 4) sealed interface U permits X {}", // 3
        "@Message @Union(bits = 8) sealed interface W permits X {}", // 4
        "@Tag(1)",                               // 5
        "@SuppressWarnings(\"framewright:padding\")", // 6
        line7);                                  // 7
    assertOnly(compile(file), file, 7, line7, "record", "[FW175] X is a variant of union U, whose"
        + " 4-bit tag is the first field of each of its variants, and of union W too, whose codec"
        + " would write that tag as well; declare a record for each union");
  }
}
