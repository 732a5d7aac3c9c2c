package io.framewright.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.framewright.processor.Compilations.IMPORTS;
import static io.framewright.processor.Compilations.PACKAGE;
import static io.framewright.processor.Compilations.column;
import static io.framewright.processor.Compilations.compile;
import static io.framewright.processor.Compilations.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * What stays invalid of an {@code @UnknownTag} record of declared shape (its tag component
 * first, then a layout): FW260 to FW263, each on the member or element at fault. FW086 (no
 * integer component first) is in {@link UnionErrorsTest}.
 */
class DeclaredCatchAllErrorsTest {
  /** Union A ({@code @Union(tag)}) of a known variant and {@code line5}, its catch-all. */
  private static JavaFileObject union(String tag, String line5) {
    return source("A",
        PACKAGE,
        IMPORTS,
        "@Message @Union(" + tag + ") sealed interface A permits A.Known, A.Other {", // 3
        "  @Tag(1) record Known() implements A {}", // 4
        line5,                                   // 5
        "}");                                    // 6
  }

  @Test
  void fw260_tagComponentNarrowerThanTheTag() {
    String line5 = "  @UnknownTag record Other(byte type, @Length(bits = 8) byte[] data)"
        + " implements A {}";
    JavaFileObject file = union("bits = 16", line5);
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW260] 'type', the tag component of @UnknownTag record"
        + " A.Other, is byte, narrower than the 16-bit tag of union A; make it a short, an int"
        + " or a long").inFile(file).onLine(5).atColumn(column(line5, "type"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw260_aVarintTagNeedsAnInt() {
    String line5 = "  @UnknownTag record Other(short type, byte b) implements A {}";
    JavaFileObject file = union("varint = true", line5);
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW260] 'type', the tag component of @UnknownTag record"
        + " A.Other, is short, narrower than the 31-bit tag of union A; make it an int or a long")
        .inFile(file).onLine(5).atColumn(column(line5, "type"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw261_aLayoutAnnotationOnTheTagComponent() {
    String line5 = "  @UnknownTag record Other(@Field(bits = 12) int type, byte b) implements A {}";
    JavaFileObject file = union("bits = 16", line5);
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW261] @Field on 'type', the tag component of @UnknownTag"
        + " record A.Other: it is read and written as the tag of union A; remove @Field (to"
        + " change the tag's width or order, change @Union)").inFile(file).onLine(5)
        .atColumn(column(line5, "@Field"));
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void fw262_aCatchAllOfItsOwn() {
    String line5 = "  @Message @UnknownTag record Other(int type, byte b) implements A {}";
    JavaFileObject file = union("bits = 16", line5);
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW262] @UnknownTag record A.Other of declared shape is a"
        + " @Message of its own; its first component is read as the tag of union A only, so"
        + " remove @Message (the union's codec reads and writes it)").inFile(file).onLine(5)
        .atColumn(column(line5, "@Message"));
  }

  @Test
  void fw263_aSelectedUnion() {
    String line7 = "    @Select(field = \"kind\") A body) {}";
    JavaFileObject file = source("A",
        PACKAGE,
        IMPORTS,
        "@Message @Union(bits = 8) sealed interface A permits A.Known, A.Other {", // 3
        "  @Tag(1) record Known() implements A {}", // 4
        "  @UnknownTag record Other(int type, byte b) implements A {}", // 5
        "}",                                     // 6
        "@Message record Holder(byte kind,",     // 7
        line7,                                   // 8
        "");                                     // 9
    Compilation c = compile(file);
    assertThat(c).hadErrorContaining("[FW263] @Select on 'body': the catch-all A.Other of union"
        + " A reads its tag component from the wire, but a selected union has no tag there;"
        + " give A.Other the form (long tag, @Remaining byte[] data), or put the tag on the wire"
        + " in A and remove @Select").inFile(file).onLine(8)
        .atColumn(column(line7, "@Select"));
    assertThat(c).hadErrorCount(1);
  }
}
